import { rssDocument, startFeedSite, type FeedSite } from '../helpers/feedTestServers';
import { FAR_FUTURE, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// The bodies the service's Python SDK README sends (ayrshare/social-post-api-python, README.md).
let t: TestSandbox;
let site: FeedSite;
beforeAll(async () => {
	t = await startTestSandbox();
	site = await startFeedSite();
});
afterAll(async () => {
	await t.close();
	await site.close();
});

const fieldsOf = (body: { errors?: { field: string }[] }) =>
	(body.errors ?? []).map((e) => e.field);

describe("what the service's Python SDK sends", () => {
	it("updatePost: 'approved': 'true' approves a held post", async () => {
		const held = await t.api('POST', '/api/post', {
			body: {
				post: 'Held',
				platforms: ['twitter'],
				requiresApproval: true,
				scheduleDate: FAR_FUTURE,
			},
		});
		const res = await t.api('PUT', '/api/post', {
			body: { id: held.body.id, approved: 'true', notes: 'New notes' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ postStatus: 'pending', approved: true, notes: 'New notes' });
	});

	it("addFeed: 'type': 'RSS', and updateFeed: 'useFirstImage' / 'autoHashtag' as 'true'", async () => {
		const url = site.set('/python.xml', rssDocument('Python feed', []));
		const added = await t.api('POST', '/api/feed', { body: { url, type: 'RSS' } });
		expect(added.status).toBe(200);
		const updated = await t.api('PUT', '/api/feed', {
			body: { id: added.body.id, useFirstImage: 'true', autoHashtag: 'true' },
		});
		expect(updated.status).toBe(200);
		const listed = await t.api('GET', '/api/feed');
		const feeds = (listed.body.feeds ?? listed.body) as Array<Record<string, unknown>>;
		expect(feeds.find((f) => f.id === added.body.id)).toMatchObject({
			type: 'rss',
			useFirstImage: true,
			autoHashtag: true,
		});
	});

	it("generatePost and generateRewrite: 'hashtags', 'emojis', 'twitter' as 'true'", async () => {
		const flags = { hashtags: 'true', emojis: 'true', twitter: 'true' };
		const post = await t.api('POST', '/api/generate/post', {
			body: { text: 'I love social media', ...flags },
		});
		expect(post.status).toBe(200);
		const rewrite = await t.api('POST', '/api/generate/rewrite', {
			body: { post: 'I love social media', rewrites: 5, ...flags },
		});
		expect(rewrite.status).toBe(200);
	});

	it('stays strict on values known to be wrong, naming each', async () => {
		const url = site.set('/strict.xml', rssDocument('Strict feed', []));
		const feed = await t.api('POST', '/api/feed', {
			body: { url, type: 'atom', useFirstImage: 'yes' },
		});
		expect(feed.status).toBe(400);
		expect(fieldsOf(feed.body)).toEqual(['useFirstImage', 'type']);
		const generate = await t.api('POST', '/api/generate/post', {
			body: { text: 'x', emojis: 'maybe' },
		});
		expect(generate.status).toBe(400);
		expect(fieldsOf(generate.body)).toEqual(['emojis']);
		const update = await t.api('PUT', '/api/post', { body: { id: 'x', approved: 'yes' } });
		expect(update.status).toBe(400);
		expect(fieldsOf(update.body)).toEqual(['approved']);
	});
});
