// `SP_START_SMOKE=1 npm start` (CI runs the README's first command this way): once the sandbox and
// n8n are up, checks what a newcomer would do first, then exits (scripts/start.sh stops both):
//   1. the sandbox answers GET /api/user with the documented key (200);
//   2. the editor answers /healthz;
//   3. the example "Publish rich text and read it back" runs through n8n's REST API (as the
//      editor's "Execute workflow" button runs it) and succeeds, and its post is in the sandbox.
// Settings come from scripts/start.sh: SP_N8N_URL, SP_SANDBOX_URL, SP_E2E_API_KEY,
// SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD, SP_N8N_BIN.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import expectPublishRichText from '../test/e2e/expectations/publish-rich-text.json.mjs';
import { env, executionReader, N8nRest, sleep } from '../test/e2e/lib/n8n-rest.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKFLOW_FILE = join(ROOT, 'workflows', 'publish-rich-text.json');
const RUN_TIMEOUT_MS = 120_000;

const n8nUrl = env('SP_N8N_URL').replace(/\/$/, '');
const sandboxUrl = env('SP_SANDBOX_URL').replace(/\/$/, '');
const apiKey = env('SP_E2E_API_KEY');
const owner = { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') };
const scrub = (text) => String(text).split(apiKey).join('<api key>').split(owner.password).join('<password>');

let passed = 0;
let failed = 0;
async function check(name, probe) {
	try {
		const detail = await probe();
		passed++;
		console.log(`PASS ${name}${detail ? `: ${detail}` : ''}`);
	} catch (error) {
		failed++;
		console.log(`FAIL ${name}: ${scrub(error.message)}`);
	}
}

async function sandboxGet(path) {
	const response = await fetch(`${sandboxUrl}${path}`, {
		headers: { Authorization: `Bearer ${apiKey}` },
		signal: AbortSignal.timeout(15_000),
	});
	const body = await response.json().catch(() => undefined);
	return { status: response.status, body };
}

await check('the sandbox answers GET /api/user with the documented key', async () => {
	const { status } = await sandboxGet('/user');
	if (status !== 200) throw new Error(`HTTP ${status}`);
	return 'HTTP 200';
});

await check('the n8n editor answers /healthz', async () => {
	const response = await fetch(`${n8nUrl}/healthz`, { signal: AbortSignal.timeout(15_000) });
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	return `HTTP ${response.status}`;
});

await check('the example "Publish rich text and read it back" runs from n8n and publishes', async () => {
	const workflow = JSON.parse(readFileSync(WORKFLOW_FILE, 'utf8'));
	const trigger = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.manualTrigger');
	if (!trigger) throw new Error(`${WORKFLOW_FILE} has no manual trigger`);
	const rest = new N8nRest({ url: n8nUrl, owner, scrub });
	await rest.ownerSession();
	// What the editor's "Execute workflow" button sends for a workflow started by its manual trigger.
	const started = await rest.json('POST', `/rest/workflows/${workflow.id}/run`, {
		triggerToStartFrom: { name: trigger.name },
	});
	if (!started?.executionId) throw new Error(`n8n answered no execution id: ${JSON.stringify(started)}`);
	const deadline = Date.now() + RUN_TIMEOUT_MS;
	let execution;
	while (Date.now() < deadline) {
		execution = await rest.execution(started.executionId);
		if (execution?.finished || ['success', 'error', 'crashed', 'canceled'].includes(execution?.status)) break;
		await sleep(500);
	}
	if (execution?.status !== 'success')
		throw new Error(`execution ${started.executionId} ended with status ${execution?.status ?? 'none'} (see .runtime/logs/n8n.log)`);
	const data = executionReader(env('SP_N8N_BIN')).data(execution);
	const record = expectPublishRichText({ data });
	const { status, body } = await sandboxGet(`/history/${encodeURIComponent(record.id)}`);
	if (status !== 200 || body?.status !== 'success')
		throw new Error(`the sandbox's history of post ${record.id} answered HTTP ${status}, status ${body?.status}`);
	return `execution ${started.executionId} succeeded; post ${record.id} is "success" in the sandbox`;
});

console.log(`start smoke: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
