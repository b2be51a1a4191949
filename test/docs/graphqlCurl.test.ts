/**
 * The curl request of docs/graphql.md, run as written (only the sandbox's address moved to this
 * test's port, and API_KEY set as the page tells the reader to): the three root fields each answer
 * the REST envelope, with no error.
 */
import { spawn } from 'node:child_process';
import { commandBlocks } from './markdown';
import { useTestSandbox } from '../helpers/testSandbox';

const PAGE = 'docs/graphql.md';
const WRITTEN_ADDRESS = 'http://127.0.0.1:8787';
const t = useTestSandbox();

/** The page's one curl block. */
function curlBlock(): string {
	const blocks = commandBlocks(PAGE).filter((block) => block.body.startsWith('curl '));
	expect(blocks).toHaveLength(1);
	return blocks[0].body;
}

function run(
	script: string,
	env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
	const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
		env: { ...process.env, ...env },
		timeout: 20_000,
	});
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	child.stderr.on('data', (chunk) => (stderr += chunk));
	return new Promise((resolve) =>
		child.on('close', (status) => resolve({ status, stdout, stderr })),
	);
}

describe(`the curl request of ${PAGE}`, () => {
	it('names the sandbox at its default address and reads the key from $API_KEY', () => {
		const block = curlBlock();
		expect(block).toContain(`${WRITTEN_ADDRESS}/graphql`);
		expect(block).toContain('Bearer $API_KEY');
	});

	it('run as written, answers history, accounts and analytics in one request', async () => {
		const script = curlBlock().replaceAll(WRITTEN_ADDRESS, t.sandbox.url);
		const { status, stdout, stderr } = await run(script, { API_KEY: t.sandbox.apiKey });
		// stderr holds curl's progress meter (stdout is not a terminal here): only the status counts.
		expect([status, status === 0 ? '' : stderr]).toEqual([0, '']);
		const answer = JSON.parse(stdout);
		expect(answer.errors).toBeUndefined();
		expect(Object.keys(answer.data)).toEqual(['history', 'accounts', 'analytics']);
		expect(answer.data.history.history).toBeInstanceOf(Array);
		expect(answer.data.accounts.activeSocialAccounts).toContain('instagram');
		expect(answer.data.analytics.instagram).toBeDefined();
	});
});
