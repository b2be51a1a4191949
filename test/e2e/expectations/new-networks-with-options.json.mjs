// Expectation for workflows/new-networks-with-options.json:
// Manual Trigger -> Social Publishing (Post › Publish to bluesky, threads, snapchat, instagram, with
// Instagram and Snapchat options and a text of its own for Bluesky).
// Passes when the node output two posts (Bluesky alone, the three others together), each "success",
// the Bluesky one with an AT URI id. Accepts the run.mjs context or the `n8n execute --rawOutput` IRun.

import { runReader } from '../lib/expect-run.mjs';

const NODE = 'Publish to the new networks';

const { runDataOf, itemsOf, check } = runReader('new-networks');

export default function expectNewNetworks(input) {
	const posts = itemsOf(runDataOf(input), NODE);
	check(posts.length === 2, `expected 2 posts (Text per Network), got ${posts.length}`);
	const sent = posts.flatMap((post) => post.postIds ?? []);
	const platforms = sent.map((entry) => entry.platform).sort();
	const expected = ['bluesky', 'instagram', 'snapchat', 'threads'];
	check(
		JSON.stringify(platforms) === JSON.stringify(expected),
		`sent to ${platforms.join(', ')}, expected ${expected.join(', ')}`,
	);
	const failed = posts.filter((post) => post.status !== 'success');
	check(!failed.length, `${failed.length} post(s) not "success"`);
	const bluesky = sent.find((entry) => entry.platform === 'bluesky');
	check(/^at:\/\/did:plc:/.test(bluesky.id), `the Bluesky id ${bluesky.id} is not an AT URI`);
	return posts;
}
