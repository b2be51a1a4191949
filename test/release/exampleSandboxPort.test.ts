/**
 * SP_SANDBOX_PORT moves the sandbox: `npm start` (and the e2e leg) import the examples through
 * test/e2e/lib/prepare-workflows.mjs with the sandbox's URL, so the MCP Client Tool's endpoint of
 * ai-agent-with-service-mcp.json follows the port as the credential's Base URL does (issue 38: it kept
 * http://127.0.0.1:8787/mcp, "Error fetching options from MCP Client Tool").
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { tempDir } from '../helpers/testSandbox';

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

const ROOT = join(__dirname, '..', '..');
const PREPARE = join(ROOT, 'test/e2e/lib/prepare-workflows.mjs');

interface Workflow {
	nodes: Array<{ type: string; parameters: Record<string, unknown> }>;
}

function prepare(...sandboxUrl: string[]): string {
	const { dir: out, cleanup } = tempDir('sp-prepare-port-');
	cleanups.push(cleanup);
	const run = spawnSync(process.execPath, [PREPARE, join(ROOT, 'workflows'), out, ...sandboxUrl], {
		encoding: 'utf8',
	});
	expect(run.stderr).not.toContain('ERROR');
	expect(run.status).toBe(0);
	return join(out, 'workflows');
}

const read = (dir: string, file: string) =>
	JSON.parse(readFileSync(join(dir, file), 'utf8')) as Workflow;

const mcpEndpoint = (workflow: Workflow) =>
	workflow.nodes.find((node) => node.type === '@n8n/n8n-nodes-langchain.mcpClientTool')?.parameters
		.endpointUrl;

describe('the examples follow the sandbox port', () => {
	it("imported with the sandbox on port 9911, the MCP Client Tool's endpoint is http://127.0.0.1:9911/mcp", () => {
		const dir = prepare('http://127.0.0.1:9911/api');
		expect(mcpEndpoint(read(dir, 'ai-agent-with-service-mcp.json'))).toBe(
			'http://127.0.0.1:9911/mcp',
		);
		// No node of any example still names the default port.
		const stale = readdirSync(dir).filter((file) =>
			JSON.stringify(read(dir, file).nodes).includes('127.0.0.1:8787'),
		);
		expect(stale).toEqual([]);
	});

	it('imported with the default port (or none given), the endpoint stays http://127.0.0.1:8787/mcp', () => {
		for (const dir of [prepare(), prepare('http://127.0.0.1:8787/api')])
			expect(mcpEndpoint(read(dir, 'ai-agent-with-service-mcp.json'))).toBe(
				'http://127.0.0.1:8787/mcp',
			);
	});

	it('npm start, the e2e leg and the n8n 1.x leg hand prepare-workflows.mjs their sandbox URL', () => {
		const scripts = {
			'scripts/start.sh': '"$SANDBOX_URL"',
			'scripts/e2e.sh': '"$SANDBOX_URL"',
			'scripts/n8n1-server.sh': '"$sandbox_url"',
		};
		for (const [file, url] of Object.entries(scripts)) {
			const line = readFileSync(join(ROOT, file), 'utf8')
				.split('\n')
				.find((l) => l.includes('prepare-workflows.mjs'));
			expect(`${file}: ${line}`).toContain(url);
		}
	});
});
