import { callApi, IMAGE, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const DAY = 86_400_000;
let clock = Date.parse('2026-03-10T12:00:00Z');
let t: TestSandbox;

beforeAll(async () => {
	t = await startTestSandbox({ now: () => clock });
});
afterAll(() => t.close());

async function send(post: string, extra: Record<string, unknown> = {}, profileKey?: string) {
	const res = await t.api('POST', '/api/post', {
		body: { post, platforms: ['twitter'], ...extra },
		profileKey,
	});
	expect(res.status).toBe(200);
	clock += 1000;
	return res.body.id as string;
}

const ids = (res: { body: { history: Array<{ id: string }> } }) =>
	res.body.history.map((p) => p.id);

describe('GET /api/history', () => {
	const created: string[] = [];
	let old: string;
	let scheduled: string;
	let deleted: string;
	let onFacebook: string;

	beforeAll(async () => {
		clock -= 40 * DAY;
		old = await send('Forty days ago');
		clock += 40 * DAY;
		for (let i = 0; i < 27; i++) created.push(await send(`Post ${i}`));
		scheduled = await send('Later', { scheduleDate: '2099-01-01T00:00:00Z' });
		deleted = await send('Regretted', { scheduleDate: '2099-01-02T00:00:00Z' });
		await t.api('DELETE', '/api/post', { body: { id: deleted } });
		onFacebook = await send('On facebook', { platforms: ['facebook', 'linkedin'] });
	});

	it('lists newest first, 25 by default, in the envelope', async () => {
		const res = await t.api('GET', '/api/history');
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			count: 25,
			refId: expect.any(String),
			lastUpdated: expect.any(String),
		});
		expect(res.body.nextUpdate).toEqual(expect.any(String));
		expect(ids(res)).toHaveLength(25);
		expect(ids(res).slice(0, 3)).toEqual([onFacebook, scheduled, created[26]]);
		const created_ = res.body.history.map((p: { created: string }) => Date.parse(p.created));
		expect([...created_].sort((a, b) => b - a)).toEqual(created_);
		expect(res.body.history[2]).toMatchObject({
			post: 'Post 26',
			platforms: ['twitter'],
			status: 'success',
			type: 'immediate',
			profileTitle: 'Primary Profile',
			shortenLinks: true,
			mediaUrls: [],
			errors: [],
		});
	});

	it('honours limit, up to 1000, and rejects bad values listing each', async () => {
		expect(ids(await t.api('GET', '/api/history', { query: { limit: 2 } }))).toEqual([
			onFacebook,
			scheduled,
		]);
		expect(ids(await t.api('GET', '/api/history', { query: { limit: 1000 } }))).toHaveLength(29);
		const bad = await t.api('GET', '/api/history', {
			query: { limit: 1001, type: 'sometimes', status: 'lost' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
			'limit',
			'status',
			'type',
		]);
	});

	it('looks back 30 days by default; lastDays widens it and 0 means all', async () => {
		expect(ids(await t.api('GET', '/api/history', { query: { limit: 1000 } }))).not.toContain(old);
		expect(
			ids(await t.api('GET', '/api/history', { query: { limit: 1000, lastDays: 45 } })),
		).toContain(old);
		expect(
			ids(await t.api('GET', '/api/history', { query: { limit: 1000, lastDays: 0 } })),
		).toContain(old);
		expect(
			ids(await t.api('GET', '/api/history', { query: { limit: 1000, lastDays: 1 } })),
		).not.toContain(old);
	});

	it('filters by status and type, and shows deleted posts only when asked', async () => {
		expect(ids(await t.api('GET', '/api/history', { query: { status: 'pending' } }))).toEqual([
			scheduled,
		]);
		expect(ids(await t.api('GET', '/api/history', { query: { type: 'scheduled' } }))).toEqual([
			scheduled,
		]);
		expect(ids(await t.api('GET', '/api/history', { query: { limit: 1000 } }))).not.toContain(
			deleted,
		);
		const onlyDeleted = await t.api('GET', '/api/history', { query: { status: 'deleted' } });
		expect(ids(onlyDeleted)).toEqual([deleted]);
		expect(onlyDeleted.body.history[0].status).toBe('deleted');
	});

	it('filters by platforms, as a comma list or repeated', async () => {
		expect(ids(await t.api('GET', '/api/history', { query: { platforms: 'linkedin' } }))).toEqual([
			onFacebook,
		]);
		const comma = await t.api('GET', '/api/history', { query: { platforms: 'gmb,facebook' } });
		const repeated = await t.api('GET', '/api/history', {
			query: { platforms: ['gmb', 'facebook'] },
		});
		expect(ids(comma)).toEqual([onFacebook]);
		expect(ids(repeated)).toEqual([onFacebook]);
		expect((await t.api('GET', '/api/history', { query: { platforms: 'myspace' } })).status).toBe(
			400,
		);
	});

	it('answers one post by id like GET /api/post/:id', async () => {
		const viaHistory = await t.api('GET', `/api/history/${onFacebook}`);
		const viaPost = await t.api('GET', `/api/post/${onFacebook}`);
		expect(viaHistory.status).toBe(200);
		expect(viaHistory.body).toEqual(viaPost.body);
		expect(viaHistory.body.postIds.map((p: { platform: string }) => p.platform)).toEqual([
			'facebook',
			'linkedin',
		]);
	});
});

describe('GET /api/history/:platform', () => {
	it("lists the network's own posts, including those not sent through the service", async () => {
		const sentId = await send('Through the service', {
			platforms: ['instagram'],
			mediaUrls: [IMAGE],
		});
		const res = await t.api('GET', '/api/history/instagram');
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ status: 'success', platform: 'instagram' });
		const posts: Array<Record<string, unknown>> = res.body.posts;
		const native = posts.filter((p) => p.sentWithService === false);
		expect(native.length).toBeGreaterThanOrEqual(3);
		for (const post of posts) {
			expect(post).toMatchObject({
				id: expect.any(String),
				post: expect.any(String),
				postUrl: expect.any(String),
				created: expect.any(String),
			});
			expect(post.likeCount).toEqual(expect.any(Number));
			expect(post.commentsCount).toEqual(expect.any(Number));
		}
		expect(posts[0]).toMatchObject({ post: 'Through the service', servicePostId: sentId });
	});

	it('answers 400 for networks without history by platform', async () => {
		const res = await t.api('GET', '/api/history/gmb');
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/facebook, instagram, twitter, youtube/);
	});
});

describe('GET /api/history/:socialId?searchPlatformId=true', () => {
	it("finds a post by network id when the profile's account owns it", async () => {
		const books = t.profileKey('Acme Books');
		const network = await t.api('GET', '/api/history/twitter', { profileKey: books });
		const nativeId = network.body.posts[0].id as string;
		const res = await t.api('GET', `/api/history/${nativeId}`, {
			profileKey: books,
			query: { searchPlatformId: 'true', platform: 'twitter' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			platform: 'twitter',
			id: nativeId,
			post: network.body.posts[0].post,
		});

		const otherProfile = await t.api('GET', `/api/history/${nativeId}`, {
			query: { searchPlatformId: 'true', platform: 'twitter' },
		});
		expect(otherProfile.status).toBe(404);
		expect(otherProfile.body.code).toBe(114);
		const wrongNetwork = await t.api('GET', `/api/history/${nativeId}`, {
			profileKey: books,
			query: { searchPlatformId: 'true', platform: 'facebook' },
		});
		expect(wrongNetwork.status).toBe(404);
	});

	it('needs the Business plan', async () => {
		const basic = await t.api('POST', '/api/admin/accounts', { body: { plan: 'premium' } });
		const res = await callApi(
			{ url: t.sandbox.url, apiKey: basic.body.apiKey },
			'GET',
			'/api/history/123',
			{
				query: { searchPlatformId: 'true', platform: 'twitter' },
			},
		);
		expect(res.status).toBe(403);
		expect(res.body.message).toContain('premium');
	});
});
