import {
	HOUR_MS,
	manualClock,
	networkPost,
	startTestSandbox,
	utc,
	type TestSandbox,
} from '../helpers/testSandbox';

const UA = {
	chrome:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
	firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
	safari:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
	edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
	curl: 'curl/8.5.0',
};

const clock = manualClock();
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
});
afterAll(() => t.close());

async function click(shortUrl: string, headers: Record<string, string>): Promise<Response> {
	return fetch(shortUrl, { redirect: 'manual', headers });
}

describe('POST /api/short and /api/shorten', () => {
	it('answers {status, shortUrl, originalUrl}, the same link on both paths and for http', async () => {
		const url = 'http://shop.example/deals?week=10';
		const res = await t.api('POST', '/api/short', { body: { url } });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			shortUrl: expect.stringMatching(new RegExp(`^${t.sandbox.url}/l/[A-Za-z0-9]{8}$`)),
			originalUrl: url,
		});
		const again = await t.api('POST', '/api/shorten', { body: { url } });
		expect(again.body).toEqual(res.body);
		const redirect = await click(res.body.shortUrl, {});
		expect(redirect.status).toBe(302);
		expect(redirect.headers.get('location')).toBe(url);
	});

	it('rejects what is not an http(s) URL with 400 code 101', async () => {
		for (const body of [{}, { url: 'ftp://files.example/a' }, { url: 'not a url' }]) {
			const res = await t.api('POST', '/api/short', { body });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ action: 'short', status: 'error', code: 101 });
		}
	});
});

describe('POST /api/links', () => {
	it('makes a short link (2.5) with the UTM parameters in originalUrl, in a fixed order', async () => {
		const res = await t.api('POST', '/api/links', {
			body: {
				url: 'https://shop.example/spring?ref=1',
				utmCampaign: 'spring',
				utmSource: 'newsletter',
				utmMedium: 'email',
			},
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			id: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
			shortUrl: `${t.sandbox.url}/l/${res.body.id}`,
			originalUrl:
				'https://shop.example/spring?ref=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring',
			created: new Date(clock.now()).toISOString(),
			utmSource: 'newsletter',
			utmMedium: 'email',
			utmCampaign: 'spring',
		});
	});

	it('gives the same URL and UTM set the same link, and any other set another', async () => {
		const body = { url: 'https://shop.example/same', utmSource: 'x', utmTerm: 'bread' };
		const a = await t.api('POST', '/api/links', { body });
		const b = await t.api('POST', '/api/links', {
			body: { utmTerm: 'bread', url: 'https://shop.example/same', utmSource: 'x' },
		});
		expect(b.body.id).toBe(a.body.id);
		const otherUtm = await t.api('POST', '/api/links', { body: { ...body, utmSource: 'y' } });
		const noUtm = await t.api('POST', '/api/links', { body: { url: body.url } });
		const otherQuery = await t.api('POST', '/api/links', {
			body: { url: 'https://shop.example/same?v=2' },
		});
		const ids = [a.body.id, otherUtm.body.id, noUtm.body.id, otherQuery.body.id];
		expect(new Set(ids).size).toBe(4);
		expect(noUtm.body.utmSource).toBeUndefined();
	});

	it('shares links with /short and with links shortened in posts', async () => {
		const url = 'https://shop.example/shared-by-all';
		const made = await t.api('POST', '/api/links', { body: { url } });
		const short = await t.api('POST', '/api/short', { body: { url } });
		expect(short.body.shortUrl).toBe(made.body.shortUrl);
		const post = await t.api('POST', '/api/post', {
			body: { post: `Read ${url}`, platforms: ['facebook'] },
		});
		expect((await networkPost(post.body.postIds[0].postUrl)).post).toBe(
			`Read ${made.body.shortUrl}`,
		);
	});

	it('needs https and non-empty UTM fields; unknown fields are accepted', async () => {
		const http = await t.api('POST', '/api/links', { body: { url: 'http://shop.example/' } });
		expect(http.status).toBe(400);
		expect(http.body.code).toBe(101);
		expect(http.body.message).toMatch(/https/);
		const unknown = await t.api('POST', '/api/links', {
			body: { url: 'https://shop.example/', utmFoo: 'x' },
		});
		expect(unknown.status).toBe(200);
		const empty = await t.api('POST', '/api/links', {
			body: { url: 'https://shop.example/', utmSource: ' ' },
		});
		expect(empty.status).toBe(400);
		expect(empty.body.errors[0].field).toBe('utmSource');
	});
});

describe('click analytics from real clicks', () => {
	let link: { id: string; shortUrl: string };
	const start = clock.now();

	beforeAll(async () => {
		const res = await t.api('POST', '/api/links', {
			body: { url: 'https://shop.example/clicks', utmSource: 'social' },
		});
		link = res.body;
		const clicks: Array<Record<string, string>> = [
			{ 'user-agent': UA.chrome, referer: 'https://t.co/abc123' },
			{ 'user-agent': UA.firefox, referer: 'https://www.facebook.com/' },
			{ 'user-agent': UA.safari, referer: 'https://l.instagram.com/?u=x' },
			{ 'user-agent': UA.edge },
			{ 'user-agent': UA.curl, referer: 'https://news.example.org/story' },
			{ 'user-agent': UA.chrome, referer: 'https://www.linkedin.com/feed/' },
		];
		// One click an hour, so click-date filters can cut the series.
		for (const headers of clicks) {
			clock.advance(HOUR_MS);
			const res = await click(link.shortUrl, headers);
			expect(res.status).toBe(302);
			expect(res.headers.get('location')).toBe('https://shop.example/clicks?utm_source=social');
		}
	});

	it('counts each click by browser, referer host and social network', async () => {
		const res = await t.api('GET', `/api/links/${link.id}`);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			analytics: {
				id: link.id,
				shortUrl: link.shortUrl,
				originalUrl: 'https://shop.example/clicks?utm_source=social',
				created: new Date(start).toISOString(),
				status: 'active',
				utmSource: 'social',
				browserCounts: { Chrome: 2, Firefox: 1, Safari: 1, Edge: 1, Other: 1 },
				refererCounts: {
					't.co': 1,
					'facebook.com': 1,
					'l.instagram.com': 1,
					direct: 1,
					'news.example.org': 1,
					'linkedin.com': 1,
				},
				socialClicks: { twitter: 1, facebook: 1, instagram: 1, linkedin: 1 },
				totalClicks: 6,
			},
		});
	});

	it('filters clicks by fromClickDate and toClickDate (inclusive)', async () => {
		const res = await t.api('GET', `/api/links/${link.id}`, {
			query: { fromClickDate: utc(start + 2 * HOUR_MS), toClickDate: utc(start + 4 * HOUR_MS) },
		});
		expect(res.body.analytics).toMatchObject({
			browserCounts: { Firefox: 1, Safari: 1, Edge: 1 },
			socialClicks: { facebook: 1, instagram: 1 },
			totalClicks: 3,
		});
	});

	it('lists every link with its clicks, filtered by created date too', async () => {
		const all = await t.api('GET', '/api/links');
		expect(all.status).toBe(200);
		expect(all.body.status).toBe('success');
		const mine = all.body.analytics.find((a: { id: string }) => a.id === link.id);
		expect(mine.totalClicks).toBe(6);
		for (const entry of all.body.analytics) {
			expect(entry).toMatchObject({
				browserCounts: expect.any(Object),
				refererCounts: expect.any(Object),
				socialClicks: expect.any(Object),
				totalClicks: expect.any(Number),
			});
		}
		clock.advance(HOUR_MS);
		const later = await t.api('POST', '/api/links', {
			body: { url: 'https://shop.example/later' },
		});
		const recent = await t.api('GET', '/api/links', {
			query: { fromCreatedDate: utc(clock.now()) },
		});
		expect(recent.body.analytics.map((a: { id: string }) => a.id)).toEqual([later.body.id]);
		expect(recent.body.analytics[0].totalClicks).toBe(0);
	});

	it('rejects bad and backwards date filters with 400 code 101', async () => {
		const bad = await t.api('GET', '/api/links', { query: { fromClickDate: 'yesterday' } });
		expect(bad.status).toBe(400);
		expect(bad.body.errors[0].field).toBe('fromClickDate');
		const backwards = await t.api('GET', `/api/links/${link.id}`, {
			query: { fromClickDate: utc(start + HOUR_MS), toClickDate: utc(start) },
		});
		expect(backwards.status).toBe(400);
		expect(backwards.body.errors[0].field).toBe('toClickDate');
		const unknown = await t.api('GET', '/api/links', { query: { since: utc(start) } });
		expect(unknown.status).toBe(200);
	});

	it('answers 404 code 105 for an unknown link id', async () => {
		const res = await t.api('GET', '/api/links/nosuchid');
		expect(res.status).toBe(404);
		expect(res.body).toMatchObject({ action: 'links', status: 'error', code: 105 });
	});
});

describe('links per profile', () => {
	it("keeps a profile's links and their clicks to itself", async () => {
		const bakery = t.profileKey('Acme Bakery');
		const url = 'https://shop.example/bakery-only';
		const theirs = await t.api('POST', '/api/links', { body: { url }, profileKey: bakery });
		await click(theirs.body.shortUrl, { 'user-agent': UA.chrome });
		const list = await t.api('GET', '/api/links', { profileKey: bakery });
		expect(list.body.analytics.map((a: { id: string }) => a.id)).toEqual([theirs.body.id]);
		expect(list.body.analytics[0].totalClicks).toBe(1);
		const primary = await t.api('GET', '/api/links');
		expect(primary.body.analytics.map((a: { id: string }) => a.id)).not.toContain(theirs.body.id);
		expect((await t.api('GET', `/api/links/${theirs.body.id}`)).status).toBe(404);
		// The same URL in another profile is another link with its own clicks.
		const mine = await t.api('POST', '/api/links', { body: { url } });
		expect(mine.body.id).not.toBe(theirs.body.id);
		expect((await t.api('GET', `/api/links/${mine.body.id}`)).body.analytics.totalClicks).toBe(0);
	});
});
