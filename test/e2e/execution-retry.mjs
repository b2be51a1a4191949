// Sub-leg of scripts/e2e.sh (issue 16): n8n's own execution retry, in a real n8n server.
// Manual Trigger → Set (20 texts) → Split Out → Social Publishing (Post › Publish to twitter),
// item 12 a 301-character tweet. Checks, each printed with its count:
//   1. the execution fails at item 12; the items before it are posted once, item 12 not at all;
//   2. "Retry with original workflow" (POST /rest/executions/:id/retry {loadWorkflow: false}):
//      still fails at item 12; nothing is posted twice;
//   3. the text expression fixed in the saved workflow, "Retry with currently saved workflow"
//      ({loadWorkflow: true}): succeeds; exactly one post per item text;
//   4. a new, separate execution with the same input posts every item again (two per text).
import { randomUUID } from 'node:crypto';

import { executionReader, sandboxXAppHeaders, sleep, workflowNode } from './lib/n8n-rest.mjs';
import { serverLeg } from './lib/server-leg.mjs';

const LEG = 'execution-retry';
const ITEMS = 20;
const BAD_ITEM = 12;
const leg = serverLeg(LEG);
const { settings, rest, check } = leg;
const run = `e2e-retry-${Date.now().toString(36)}`;
const tag = (i) => `${run} item ${String(i).padStart(2, '0')}`;
const texts = Array.from({ length: ITEMS }, (_, i) =>
	i === BAD_ITEM ? `${tag(i)} ${'x'.repeat(300 - tag(i).length)}` : tag(i),
);

function workflowBody(textExpression) {
	const node = workflowNode;
	const nodes = [
		node('Start', 'n8n-nodes-base.manualTrigger', 1, {}, 0),
		node(
			'Texts',
			'n8n-nodes-base.set',
			3.4,
			{ mode: 'raw', jsonOutput: JSON.stringify({ texts }), options: {} },
			220,
		),
		node('Split Out', 'n8n-nodes-base.splitOut', 1, { fieldToSplitOut: 'texts', options: {} }, 440),
		node(
			'Publish',
			'n8n-nodes-social-publishing.socialPublishing',
			1,
			{ resource: 'post', operation: 'create', text: textExpression, platforms: ['twitter'] },
			660,
			{
				credentials: {
					socialPublishingApi: { id: 'sandboxApi', name: 'Social Publishing sandbox' },
				},
			},
		),
	];
	const connect = (from, to) => ({ [from]: { main: [[{ node: to, type: 'main', index: 0 }]] } });
	return {
		name: `Execution retry (${run})`,
		nodes,
		connections: {
			...connect('Start', 'Texts'),
			...connect('Texts', 'Split Out'),
			...connect('Split Out', 'Publish'),
		},
		settings: { executionOrder: 'v1' },
		active: false,
	};
}

async function postsPerItem() {
	const response = await fetch(`${settings.sandboxUrl}/history?lastDays=0&limit=1000`, {
		headers: { authorization: `Bearer ${settings.apiKey}`, ...sandboxXAppHeaders() },
	});
	if (!response.ok) throw new Error(`sandbox history answered HTTP ${response.status}`);
	const posted = (await response.json()).history.map((p) => p.post);
	return texts.map((_, i) => posted.filter((p) => p.startsWith(tag(i))).length);
}

async function main() {
	await rest.ownerSession();
	const reader = executionReader(settings.n8nBin);
	let workflow;
	let failedId;
	let before;

	const waitFinished = async (id) => {
		for (let i = 0; i < 240; i++) {
			const execution = await rest.execution(id);
			if (
				execution?.finished ||
				['success', 'error', 'crashed', 'canceled'].includes(execution?.status)
			)
				return execution;
			await sleep(500);
		}
		throw new Error(`execution ${id} did not finish within 120 s`);
	};
	const retry = async (id, loadWorkflow) => {
		const response = await fetch(`${settings.n8nUrl}/rest/executions/${id}/retry`, {
			method: 'POST',
			headers: {
				Cookie: rest.cookie,
				'content-type': 'application/json',
				'browser-id': randomUUID(),
			},
			body: JSON.stringify({ loadWorkflow }),
		});
		if (!response.ok) throw await rest.failure('POST', `/rest/executions/${id}/retry`, response);
		// The answer is the retry's run summary; its execution is the newest one retrying `id`.
		const all = await rest.executions(workflow.id);
		const newest = all.find((e) => String(e.retryOf) === String(id));
		if (!newest)
			throw new Error(`no execution retrying ${id} in ${JSON.stringify(all.map((e) => e.id))}`);
		return await waitFinished(newest.id);
	};
	const replayedIn = (execution) =>
		(reader.items(execution, 'Publish') ?? []).filter((j) => j.replayed === true).length;

	await check('the execution fails at item 12; the items before it are posted once', async () => {
		workflow = await rest.json('POST', '/rest/workflows', workflowBody('={{ $json.texts }}'));
		const started = await rest.json('POST', `/rest/workflows/${workflow.id}/run`, {
			triggerToStartFrom: { name: 'Start' },
		});
		const execution = await waitFinished(started.executionId);
		failedId = execution.id;
		if (execution.status !== 'error') throw new Error(`status ${execution.status}, expected error`);
		before = await postsPerItem();
		if (before[BAD_ITEM] !== 0) throw new Error('item 12 was posted');
		if (before.slice(0, BAD_ITEM).some((n) => n !== 1) || before.some((n) => n > 1))
			throw new Error(`posts per item: ${before.join(',')}`);
		return `execution ${failedId}: ${before.reduce((a, b) => a + b, 0)} posts, posts per item ${before.join('')}`;
	});

	await check(
		'retry with the original workflow fails again at item 12 and posts nothing twice',
		async () => {
			const execution = await retry(failedId, false);
			if (execution.status !== 'error')
				throw new Error(`status ${execution.status}, expected error`);
			const after = await postsPerItem();
			if (after.join() !== before.join())
				throw new Error(`posts per item went from ${before.join('')} to ${after.join('')}`);
			failedId = execution.id;
			return `execution ${execution.id} (retry of the first): posts per item ${after.join('')}, ${replayedIn(execution)} replayed`;
		},
	);

	await check(
		'retry with the fixed, saved workflow posts the rest: one post per item text',
		async () => {
			const saved = await rest.json('GET', `/rest/workflows/${workflow.id}`);
			const fixed = workflowBody('={{ $json.texts.slice(0, 280) }}');
			const nodes = saved.nodes.map((n) =>
				n.name === 'Publish' ? { ...n, parameters: fixed.nodes[3].parameters } : n,
			);
			await rest.json('PATCH', `/rest/workflows/${workflow.id}`, { ...saved, nodes });
			const execution = await retry(failedId, true);
			if (execution.status !== 'success')
				throw new Error(`status ${execution.status}, expected success`);
			const after = await postsPerItem();
			if (after.some((n) => n !== 1)) throw new Error(`posts per item: ${after.join('')}`);
			const replayed = replayedIn(execution);
			const expected = before.reduce((a, b) => a + b, 0);
			if (replayed !== expected)
				throw new Error(`${replayed} items replayed, expected ${expected}`);
			return `execution ${execution.id}: ${ITEMS} posts, one per item; ${replayed} answered as replays`;
		},
	);

	await check('a new, separate execution with the same input posts every item again', async () => {
		const started = await rest.json('POST', `/rest/workflows/${workflow.id}/run`, {
			triggerToStartFrom: { name: 'Start' },
		});
		const execution = await waitFinished(started.executionId);
		if (execution.status !== 'success')
			throw new Error(`status ${execution.status}, expected success`);
		const after = await postsPerItem();
		if (after.some((n) => n !== 2)) throw new Error(`posts per item: ${after.join('')}`);
		return `execution ${execution.id}: two posts per item text now, ${replayedIn(execution)} replayed`;
	});
}

leg.run(main);
