import type { IDataObject } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow } from '../helpers/n8nHarness';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(async () => {
	await sandbox?.close();
});

test('workflows/new-networks-with-options.json makes two posts and each network gets its options', async () => {
	const workflow = loadWorkflow('new-networks-with-options.json');
	const result = await runWorkflow(workflow, {
		credentials: { socialPublishingApi: { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl } },
	});
	expect(result.run.data.resultData.error).toBeUndefined();
	checkExpectation('new-networks-with-options', result.run);
	const posts = result.outputOf('Publish to the new networks');
	const sent = posts.flatMap(
		(post) => post.postIds as Array<{ platform: string; postUrl: string }>,
	);
	const held = async (network: string): Promise<IDataObject> => {
		const entry = sent.find((e) => e.platform === network) as { postUrl: string };
		return (await (await fetch(entry.postUrl)).json()) as IDataObject;
	};
	expect((await held('bluesky')).post).toBe('Launch week, in one take 🎬');
	expect((await held('instagram')).options).toEqual({
		shareReelsFeed: true,
		collaborators: ['natgeo'],
	});
	expect((await held('snapchat')).options).toEqual({ spotlight: true });
	// The expectation refuses a run where the split did not happen.
	const single = JSON.parse(JSON.stringify(result.run));
	single.data.resultData.runData['Publish to the new networks'][0].data.main[0].pop();
	expect(() => checkExpectation('new-networks-with-options', single)).toThrow(/expected 2 posts/);
});
