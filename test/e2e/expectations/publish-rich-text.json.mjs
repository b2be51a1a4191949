// Expectation for workflows/publish-rich-text.json:
// Manual Trigger -> Social Publishing (Post › Publish rich text to twitter, facebook, linkedin)
//                -> Social Publishing (History › Get the post by id).
// Passes when the last node returned the post with status "success" on the three networks.
//
// Called either with the context of test/e2e/run.mjs ({ run, lastNode(), executedNodes(), assert,
// ... }) or with the parsed `n8n execute --rawOutput` JSON itself (an IRun:
// { data: { resultData: { runData, lastNodeExecuted, error? } }, status, ... }); both are accepted.
// Throws an Error naming what is wrong; returns the history record otherwise.

const LAST_NODE = 'Read it back from history';
const NETWORK_IDS = ['twitter', 'facebook', 'linkedin'];

/** The IRun, whichever way it was handed over (context, IRun, its data, resultData or runData). */
function resultDataOf(input) {
	const value =
		input && typeof input === 'object' && 'run' in input && typeof input.lastNode === 'function'
			? input.run
			: input;
	if (!value || typeof value !== 'object') return undefined;
	if (value.data?.resultData) return value.data.resultData;
	if (value.resultData) return value.resultData;
	if (value.runData) return value;
	return { runData: value };
}

function lastTask(runData, nodeName) {
	const tasks = runData?.[nodeName];
	return Array.isArray(tasks) && tasks.length ? tasks[tasks.length - 1] : undefined;
}

export default function expectPublishRichText(input) {
	const resultData = resultDataOf(input);
	if (!resultData) throw new Error('publish-rich-text: the execute output is empty or not JSON');
	if (resultData.error) {
		const { message, description } = resultData.error;
		throw new Error(
			`publish-rich-text: the workflow failed: ${[message, description].filter(Boolean).join(': ')}`,
		);
	}
	const nodeRuns = resultData.runData ?? {};
	const nodeName =
		(nodeRuns[LAST_NODE] && LAST_NODE) ||
		(resultData.lastNodeExecuted &&
			nodeRuns[resultData.lastNodeExecuted] &&
			resultData.lastNodeExecuted) ||
		Object.keys(nodeRuns).pop();
	const task = lastTask(nodeRuns, nodeName);
	if (!task) {
		throw new Error(
			`publish-rich-text: "${LAST_NODE}" did not run (ran: ${Object.keys(nodeRuns).join(', ') || 'nothing'})`,
		);
	}
	if (Object.keys(nodeRuns).length < 3) {
		throw new Error(
			`publish-rich-text: expected the trigger and both Social Publishing nodes to run, ran: ${Object.keys(nodeRuns).join(', ')}`,
		);
	}
	if (task.error) throw new Error(`publish-rich-text: "${nodeName}" failed: ${task.error.message}`);
	const items = task.data?.main?.[0] ?? [];
	if (items.length !== 1)
		throw new Error(`publish-rich-text: "${nodeName}" output ${items.length} items, expected 1`);
	const record = items[0].json ?? {};
	if (record.status !== 'success') {
		throw new Error(
			`publish-rich-text: the post's status is ${JSON.stringify(record.status)}, expected "success"`,
		);
	}
	const platforms = Array.isArray(record.platforms) ? record.platforms : [];
	const missing = NETWORK_IDS.filter((p) => !platforms.includes(p));
	if (missing.length) throw new Error(`publish-rich-text: the record lacks ${missing.join(', ')}`);
	return record;
}
