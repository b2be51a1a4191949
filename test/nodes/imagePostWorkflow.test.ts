import type { IDataObject } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { checkExpectation } from '../helpers/expectations';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { X_APP_CREDENTIAL_FIELDS } from '../helpers/sandboxXApp';

const PUBLISH = 'Publish to Instagram and Pinterest';
let sandbox: RunningSandbox;
let result: WorkflowRun;

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, quiet: true });
	// The file runs unchanged: the image URL comes from the service (a linked account's picture),
	// so only the credential data comes from the test.
	result = await runWorkflow(loadWorkflow('image-post-with-analytics.json'), {
		credentials: {
			socialPublishingApi: {
				apiKey: sandbox.apiKey,
				baseUrl: sandbox.baseUrl,
				...X_APP_CREDENTIAL_FIELDS,
			},
		},
	});
});
afterAll(async () => {
	await sandbox?.close();
});

const first = (node: string) => result.outputOf(node)[0] ?? {};

test('every node runs, in order', () => {
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual([
		'Start',
		'Read linked accounts',
		'Download the account image',
		'Upload to the media library',
		PUBLISH,
		'What Instagram received',
		'Click the short link from X',
		'Post analytics',
		'Link clicks',
	]);
});

test("the account's picture is downloaded as a file and stored in the media library", async () => {
	const [downloaded] = result.itemsOf('Download the account image');
	expect(downloaded.binary?.data).toMatchObject({ mimeType: 'image/png' });
	const uploaded = first('Upload to the media library');
	expect(uploaded).toMatchObject({ fileName: 'spring-launch.png' });
	expect(String(uploaded.url).startsWith(`${sandbox.url}/media/`)).toBe(true);
	const stored = await fetch(String(uploaded.url));
	expect(stored.headers.get('content-type')).toBe('image/png');
});

test('the post went to both networks with the uploaded image', async () => {
	const sent = first(PUBLISH);
	expect(sent.status).toBe('success');
	expect((sent.postIds as IDataObject[]).map((p) => [p.platform, p.status]).sort()).toEqual([
		['instagram', 'success'],
		['pinterest', 'success'],
	]);
	const record = (await (
		await fetch(`${sandbox.baseUrl}/post/${sent.id}`, {
			headers: { authorization: `Bearer ${sandbox.apiKey}` },
		})
	).json()) as IDataObject;
	expect(record.mediaUrls).toEqual([first('Upload to the media library').url]);
});

test('the network got hashtags and a short link instead of the shop link', () => {
	const received = first('What Instagram received');
	const text = String(received.post);
	expect(text).toMatch(/#\w+/);
	expect(text).not.toContain('https://shop.example/spring-launch');
	expect(text).toContain(`${sandbox.url}/l/`);
	expect(received.mediaUrls).toEqual([first('Upload to the media library').url]);
});

test('the click was redirected to the shop, and counted as one from X (Twitter)', () => {
	const click = first('Click the short link from X');
	expect(click.statusCode).toBe(302);
	expect((click.headers as IDataObject).location).toBe('https://shop.example/spring-launch');
	const link = first('Link clicks');
	expect(link).toMatchObject({
		originalUrl: 'https://shop.example/spring-launch',
		totalClicks: 1,
		socialClicks: { twitter: 1 },
		refererCounts: { 't.co': 1 },
		browserCounts: { Chrome: 1 },
	});
});

test('post analytics are there for instagram and pinterest', () => {
	const analytics = first('Post analytics');
	expect(Object.keys(analytics).sort()).toEqual(['instagram', 'pinterest', 'status']);
	for (const network of ['instagram', 'pinterest'])
		expect(analytics[network]).toMatchObject({ analytics: expect.any(Object) });
});

test('the e2e expectation accepts this run, and rejects one without the click', () => {
	// What `n8n execute --rawOutput` prints: the results. (The run's context data holds the HTTP
	// Request node's response stream in-process, which is not JSON.)
	const runJson = { status: result.run.status, data: { resultData: result.run.data.resultData } };
	checkExpectation('image-post-with-analytics', runJson);
	const noClick = JSON.parse(JSON.stringify(runJson));
	const link = noClick.data.resultData.runData['Link clicks'][0].data.main[0][0].json;
	link.totalClicks = 0;
	link.socialClicks = {};
	expect(() => checkExpectation('image-post-with-analytics', noClick)).toThrow(/totalClicks/);
	const noHashtags = JSON.parse(JSON.stringify(runJson));
	const received = noHashtags.data.resultData.runData['What Instagram received'][0].data.main[0][0];
	received.json.post = String(received.json.post).replace(/#\w+/g, '');
	expect(() => checkExpectation('image-post-with-analytics', noHashtags)).toThrow(/hashtag/);
});
