// Expectation for workflows/new-networks-with-options.json:
// Manual Trigger -> Social Publishing (Post › Publish to bluesky, threads, snapchat, instagram, with
// Instagram and Snapchat options and a text of its own for Bluesky).
// Passes when the node output two posts (Bluesky alone, the three others together), each "success",
// the Bluesky one with an AT URI id. Accepts the run.mjs context or the `n8n execute --rawOutput` IRun.

const NODE = 'Publish to the new networks';

function runDataOf(input) {
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

export default function expectNewNetworks(input) {
	const resultData = runDataOf(input);
	if (!resultData) throw new Error('new-networks: the execute output is empty or not JSON');
	if (resultData.error)
		throw new Error(`new-networks: the workflow failed: ${resultData.error.message}`);
	const tasks = resultData.runData?.[NODE];
	const task = Array.isArray(tasks) ? tasks[tasks.length - 1] : undefined;
	if (!task) throw new Error(`new-networks: "${NODE}" did not run`);
	if (task.error) throw new Error(`new-networks: "${NODE}" failed: ${task.error.message}`);
	const posts = (task.data?.main?.[0] ?? []).map((item) => item.json ?? {});
	if (posts.length !== 2)
		throw new Error(`new-networks: expected 2 posts (Text per Network), got ${posts.length}`);
	const sent = posts.flatMap((post) => post.postIds ?? []);
	const platforms = sent.map((entry) => entry.platform).sort();
	const expected = ['bluesky', 'instagram', 'snapchat', 'threads'];
	if (JSON.stringify(platforms) !== JSON.stringify(expected))
		throw new Error(
			`new-networks: sent to ${platforms.join(', ')}, expected ${expected.join(', ')}`,
		);
	const failed = posts.filter((post) => post.status !== 'success');
	if (failed.length) throw new Error(`new-networks: ${failed.length} post(s) not "success"`);
	const bluesky = sent.find((entry) => entry.platform === 'bluesky');
	if (!/^at:\/\/did:plc:/.test(bluesky.id))
		throw new Error(`new-networks: the Bluesky id ${bluesky.id} is not an AT URI`);
	return posts;
}
