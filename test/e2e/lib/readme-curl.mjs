// The "No model?" curl steps of docs/ai-agents.md (the MCP example over curl), as written there, ready to run
// against a given n8n: test/e2e/mcp.mjs runs them against n8n 2.41.1, and
// test/release/readmeMcpCurl.test.ts against the MCP SDK's own server.
import { spawn } from 'node:child_process';

const ANCHOR = 'The MCP example over curl:';
/** The page that holds the steps, from the repository's root. */
export const MCP_CURL_PAGE = 'docs/ai-agents.md';
/** The page's line naming the user's n8n: the one line a run replaces. */
const N8N_LINE = /^N8N=\S+ {3}# your n8n$/m;

/** The bash block that follows the anchor paragraph in the page's text. */
export function readmeMcpCurlSteps(readme) {
	const at = readme.indexOf(ANCHOR);
	if (at < 0) throw new Error(`${MCP_CURL_PAGE} has no "${ANCHOR}" paragraph`);
	const block = /```bash\n([\s\S]*?)```/.exec(readme.slice(at));
	if (!block) throw new Error(`${MCP_CURL_PAGE} has no bash block after "${ANCHOR}"`);
	if (!N8N_LINE.test(block[1]))
		throw new Error(`the ${MCP_CURL_PAGE} block does not start from a line "N8N=...   # your n8n"`);
	return block[1];
}

/** Runs the page's steps with N8N set to `n8nUrl`; resolves with what they printed. */
export async function runReadmeMcpCurlSteps(readme, n8nUrl, { timeoutMs = 60_000 } = {}) {
	const script = readmeMcpCurlSteps(readme).replace(N8N_LINE, `N8N=${n8nUrl}   # your n8n`);
	const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { timeout: timeoutMs });
	let stdout = '';
	let stderr = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	child.stderr.on('data', (chunk) => (stderr += chunk));
	const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
	return { status, stdout, stderr };
}
