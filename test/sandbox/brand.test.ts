import { DAY_MS, manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const clock = manualClock();
let t: TestSandbox;
let business: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ plan: 'enterprise', now: clock.now });
	business = await startTestSandbox({ plan: 'business' });
});
afterAll(async () => {
	await t.close();
	await business.close();
});

const lookUp = (query: Record<string, string>, sandbox = t) =>
	sandbox.api('GET', '/api/brand/byUser', { query });

describe('GET /api/brand/byUser', () => {
	it('answers the public face of each simulated account, per platform', async () => {
		const res = await lookUp({
			'platforms[0]': 'twitter',
			'platforms[1]': 'instagram',
			twitterUser: 'primary_profile',
			instagramUser: '@Acme_Bakery',
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('success');
		expect(res.body.twitter).toEqual({
			status: 'success',
			id: expect.stringMatching(/^\d+$/),
			username: 'primary_profile',
			displayName: 'Primary Profile',
			description: expect.any(String),
			followersCount: expect.any(Number),
			followingCount: expect.any(Number),
			postsCount: expect.any(Number),
			profileImage: `${t.sandbox.url}/networks/twitter/accounts/primary_profile/image.png`,
			profileUrl: `${t.sandbox.url}/networks/twitter/accounts/primary_profile`,
			website: 'https://primary-profile.example.com',
			verified: false,
			created: expect.any(String),
		});
		expect(res.body.instagram).toMatchObject({
			status: 'success',
			username: 'acme_bakery',
			displayName: 'Acme Bakery',
		});
		expect(res.body.twitter.followersCount).toBeGreaterThanOrEqual(150);
		const image = await fetch(res.body.twitter.profileImage);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/png');
		const bytes = Buffer.from(await image.arrayBuffer());
		expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
	});

	it('is deterministic, and followers only grow from day to day', async () => {
		const query = { 'platforms[0]': 'twitter', twitterUser: 'acme_books' };
		const a = await lookUp(query);
		const b = await lookUp(query);
		expect(b.body).toEqual(a.body);
		clock.advance(10 * DAY_MS);
		const later = await lookUp(query);
		expect(later.body.twitter.followersCount).toBeGreaterThan(a.body.twitter.followersCount);
	});

	it('counts the posts the account really has', async () => {
		const query = { 'platforms[0]': 'twitter', twitterUser: 'primary_profile' };
		const before = (await lookUp(query)).body.twitter.postsCount;
		await t.api('POST', '/api/post', { body: { post: 'One more tweet', platforms: ['twitter'] } });
		expect((await lookUp(query)).body.twitter.postsCount).toBe(before + 1);
	});

	it('answers an unknown user name with an error entry for that platform (status partial)', async () => {
		const res = await lookUp({
			'platforms[0]': 'twitter',
			'platforms[1]': 'instagram',
			twitterUser: 'primary_profile',
			instagramUser: 'nobody_here',
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('partial');
		expect(res.body.instagram).toMatchObject({ action: 'brand', status: 'error', code: 105 });
		expect(res.body.instagram.message).toContain('nobody_here');
	});

	it('answers 404 when no account is found', async () => {
		const res = await lookUp({ 'platforms[0]': 'twitter', twitterUser: 'nobody_here' });
		expect(res.status).toBe(404);
		expect(res.body).toMatchObject({ action: 'brand', status: 'error', code: 105 });
		expect(res.body.twitter.code).toBe(105);
	});

	it.each([
		['no platforms', { twitterUser: 'x' }],
		['a platform without its user name', { 'platforms[0]': 'twitter' }],
		[
			'a user name for a platform not listed',
			{ 'platforms[0]': 'twitter', twitterUser: 'a', instagramUser: 'b' },
		],
		['an unknown platform', { 'platforms[0]': 'myspace', myspaceUser: 'a' }],
	])('rejects %s with 400 code 101', async (_name, query) => {
		const res = await lookUp(query);
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'brand', status: 'error', code: 101 });
	});

	it('checks the plan before the query: a Business account with a bad query gets 403, not 400', async () => {
		const res = await lookUp({ 'platforms[0]': 'myspace' }, business);
		expect(res.status).toBe(403);
		expect(res.body).toMatchObject({ status: 'error', code: 103 });
	});

	it('is for Enterprise only: 403 code 103 on Business', async () => {
		const res = await lookUp(
			{ 'platforms[0]': 'twitter', twitterUser: 'primary_profile' },
			business,
		);
		expect(res.status).toBe(403);
		expect(res.body).toMatchObject({ status: 'error', code: 103 });
		expect(res.body.message).toMatch(
			/needs the Enterprise plan; this account is on the business plan/,
		);
	});
});
