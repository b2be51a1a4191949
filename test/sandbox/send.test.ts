import {
	callApi,
	IMAGE,
	networkPost,
	startTestSandbox,
	type TestSandbox,
} from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

/** Sans-serif bold and italic from the code points the reference names (A, a, 0), not from the engine. */
function styled(text: string, upperA: number, lowerA: number, zero?: number): string {
	return Array.from(text, (char) => {
		const code = char.codePointAt(0) as number;
		if (code >= 65 && code <= 90) return String.fromCodePoint(upperA + code - 65);
		if (code >= 97 && code <= 122) return String.fromCodePoint(lowerA + code - 97);
		if (zero !== undefined && code >= 48 && code <= 57)
			return String.fromCodePoint(zero + code - 48);
		return char;
	}).join('');
}
const bold = (text: string) => styled(text, 0x1d5d4, 0x1d5ee, 0x1d7ec);
const italic = (text: string) => styled(text, 0x1d608, 0x1d622);

describe('validation', () => {
	it('answers the headline bad request with one 400 naming all five problems', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				post: '\n'.repeat(300),
				platforms: ['twitter', 'myspace', 'pinterest'],
				mediaUrls: [IMAGE],
				scheduleDate: '2026-13-45T10:00:00Z',
				autoSchedule: true,
			},
		});
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'post', status: 'error', code: 101, postIds: [] });
		const errors: Array<Record<string, unknown>> = res.body.errors;
		expect(errors).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					field: 'platforms[1]',
					value: 'myspace',
					code: 101,
					action: 'post',
					status: 'error',
				}),
				expect.objectContaining({
					field: 'post',
					platform: 'twitter',
					// 300 line breaks, each U+2063 + newline (2 + 1), as twitter-text counts what twitter receives.
					message: expect.stringMatching(/900 weighted/),
				}),
				expect.objectContaining({ field: 'scheduleDate', value: '2026-13-45T10:00:00Z' }),
				expect.objectContaining({
					field: 'post',
					platform: 'pinterest',
					message: expect.stringMatching(/empty/),
				}),
				expect.objectContaining({
					field: 'autoSchedule',
					message: expect.stringMatching(/scheduleDate/),
				}),
			]),
		);
		for (const error of errors) expect(res.body.message).toContain(error.message);
		const history = await t.api('GET', '/api/history');
		expect(history.body.history).toHaveLength(0);
	});
});

describe('immediate send', () => {
	it('renders rich text per network: styled on twitter, plain on reddit', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				post: 'Fresh <b>Bread 24</b> and <i>cake</i>!\nSee you',
				platforms: ['twitter', 'reddit'],
				redditOptions: { title: 'Fresh bread', subreddit: 'baking' },
			},
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			errors: [],
			id: expect.any(String),
			refId: expect.any(String),
		});
		expect(res.body.post).toBe('Fresh <b>Bread 24</b> and <i>cake</i>!\nSee you');
		const byNetwork = Object.fromEntries(
			res.body.postIds.map((p: { platform: string }) => [p.platform, p]),
		);
		expect(byNetwork.twitter).toMatchObject({
			status: 'success',
			id: expect.stringMatching(/^\d{19}$/),
		});
		const twitter = await networkPost(byNetwork.twitter.postUrl);
		expect(twitter.post).toBe(`Fresh ${bold('Bread 24')} and ${italic('cake')}!\u2063\nSee you`);
		const reddit = await networkPost(byNetwork.reddit.postUrl);
		expect(reddit.post).toBe('Fresh Bread 24 and cake!\nSee you');
		expect(reddit).toMatchObject({ title: 'Fresh bread', subreddit: 'baking', deleted: false });
	});

	it('shortens links to sandbox short links that redirect, the same link for the same URL', async () => {
		const target = 'https://acme.example/menu?day=mon';
		const first = await t.api('POST', '/api/post', {
			body: { post: `Menu: ${target}.`, platforms: ['facebook'] },
		});
		const second = await t.api('POST', '/api/post', {
			body: { post: `Again ${target}`, platforms: ['facebook'] },
		});
		const firstText = (await networkPost(first.body.postIds[0].postUrl)).post as string;
		const secondText = (await networkPost(second.body.postIds[0].postUrl)).post as string;
		const match = /^Menu: (http:\/\/127\.0\.0\.1:\d+\/l\/([A-Za-z0-9]+))\.$/.exec(firstText);
		expect(match).not.toBeNull();
		expect(secondText).toBe(`Again ${match?.[1]}`);
		const redirect = await fetch(match?.[1] as string, { redirect: 'manual' });
		expect(redirect.status).toBe(302);
		expect(redirect.headers.get('location')).toBe(target);
		expect((await fetch(`${t.sandbox.url}/l/nope0000`, { redirect: 'manual' })).status).toBe(404);
	});

	it('gives each account its own short link for the same URL', async () => {
		const target = 'https://acme.example/shared-page';
		const other = await t.api('POST', '/api/admin/accounts', { body: { plan: 'business' } });
		const mine = await t.api('POST', '/api/post', {
			body: { post: target, platforms: ['facebook'] },
		});
		const theirs = await callApi(
			{ url: t.sandbox.url, apiKey: other.body.apiKey },
			'POST',
			'/api/post',
			{
				body: { post: target, platforms: ['facebook'] },
			},
		);
		const a = (await networkPost(mine.body.postIds[0].postUrl)).post;
		const b = (await networkPost(theirs.body.postIds[0].postUrl)).post;
		expect(a).toMatch(/\/l\//);
		expect(b).toMatch(/\/l\//);
		expect(a).not.toBe(b);
	});

	it('leaves links alone with shortenLinks: false', async () => {
		const text = 'Read https://acme.example/blog/post-1 today';
		const res = await t.api('POST', '/api/post', {
			body: { post: text, platforms: ['linkedin'], shortenLinks: false },
		});
		expect((await networkPost(res.body.postIds[0].postUrl)).post).toBe(text);
		const record = await t.api('GET', `/api/post/${res.body.id}`);
		expect(record.body.shortenLinks).toBe(false);
	});

	it('truncates telegram text to 1,024 characters instead of rejecting it', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: 'y'.repeat(1100), platforms: ['telegram'] },
		});
		expect(res.status).toBe(200);
		const received = await networkPost(res.body.postIds[0].postUrl);
		expect(received.post).toBe('y'.repeat(1024));
	});

	it('adds the per-network extras: tiktok pending id, instagram usedQuota, linkedin owner', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				post: 'New arrivals',
				platforms: ['tiktok', 'instagram', 'linkedin'],
				mediaUrls: [IMAGE],
			},
		});
		expect(res.status).toBe(200);
		const byNetwork = Object.fromEntries(
			res.body.postIds.map((p: { platform: string }) => [p.platform, p]),
		);
		expect(byNetwork.tiktok).toEqual({ status: 'success', id: 'pending', platform: 'tiktok' });
		expect(byNetwork.instagram.usedQuota).toBe(1);
		expect(byNetwork.linkedin.owner).toMatch(/^urn:li:(person|organization):/);
		const record = await t.api('GET', `/api/post/${res.body.id}`);
		const tiktok = record.body.postIds.find((p: { platform: string }) => p.platform === 'tiktok');
		expect(tiktok.id).toMatch(/^\d{19}$/);
		expect((await networkPost(tiktok.postUrl)).mediaUrls).toEqual([IMAGE]);
	});

	it('fails a network that is not linked with code 156 and keeps the others (HTTP 400, partial)', async () => {
		const bakery = t.profileKey('Acme Bakery');
		expect(
			(
				await t.api('POST', '/api/admin/unlink', {
					body: { platform: 'facebook' },
					profileKey: bakery,
				})
			).status,
		).toBe(200);
		const res = await t.api('POST', '/api/post', {
			body: { post: 'Half and half', platforms: ['twitter', 'facebook'] },
			profileKey: bakery,
		});
		expect(res.status).toBe(400);
		expect(res.body.status).toBe('error');
		expect(res.body.id).toEqual(expect.any(String));
		expect(res.body.errors).toEqual([
			expect.objectContaining({
				action: 'post',
				status: 'error',
				code: 156,
				platform: 'facebook',
				message: expect.stringMatching(/not linked/),
			}),
		]);
		expect(res.body.postIds.map((p: { platform: string }) => p.platform)).toEqual(['twitter']);
		const record = await t.api('GET', `/api/post/${res.body.id}`, { profileKey: bakery });
		expect(record.body.status).toBe('error');
		await t.api('POST', '/api/admin/link', { body: { platform: 'facebook' }, profileKey: bakery });
	});

	it('stops instagram at 50 posts per rolling 24 hours with code 435', async () => {
		const books = t.profileKey('Acme Books');
		const body = { post: 'Daily special', platforms: ['instagram'], mediaUrls: [IMAGE] };
		for (let i = 1; i <= 50; i++) {
			const res = await t.api('POST', '/api/post', { body, profileKey: books });
			expect([res.status, res.body.postIds[0].usedQuota]).toEqual([200, i]);
		}
		const over = await t.api('POST', '/api/post', { body, profileKey: books });
		expect(over.status).toBe(400);
		expect(over.body.errors[0]).toMatchObject({ code: 435, platform: 'instagram' });
		const user = await t.api('GET', '/api/user', {
			profileKey: books,
			query: { instagramQuota: 'true' },
		});
		const instagram = user.body.displayNames.find(
			(d: { platform: string }) => d.platform === 'instagram',
		);
		expect(instagram).toMatchObject({ usedQuota: 50, type: 'business' });
	});
});
