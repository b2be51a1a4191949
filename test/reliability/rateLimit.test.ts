import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { parseArgs } from '../../src/sandbox/cli';
import { RATE_LIMIT_CODE, RateLimiter } from '../../src/sandbox/limits/rateLimit';
import { callApi, manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const WINDOW_MS = 5 * 60_000;
const LIMIT = { max: 300, windowMs: WINDOW_MS };

/** `count` GETs of the user record as `profileKey` (the primary profile when absent); their counts. */
async function burn(t: TestSandbox, count: number, profileKey?: string): Promise<number[]> {
	const seen: number[] = [];
	for (let i = 0; i < count; i++) {
		const res = await t.api('GET', '/api/user', { profileKey });
		expect(res.status).toBe(200);
		seen.push(Number(res.headers.get('x-ratelimit-count')));
	}
	return seen;
}

async function postTexts(t: TestSandbox, profileKey?: string): Promise<string[]> {
	const res = await t.api('GET', '/api/history', {
		profileKey,
		query: { lastDays: 0, limit: 1000, status: 'success' },
	});
	expect(res.status).toBe(200);
	return (res.body.history as Array<{ post: string }>).map((p) => p.post);
}

describe('the sandbox rate limit (300 per 5 minutes per profile)', () => {
	const clock = manualClock();
	let t: TestSandbox;
	beforeEach(async () => {
		clock.set(Date.parse('2026-03-02T10:00:00Z'));
		t = await startTestSandbox({ now: clock.now, rateLimit: LIMIT });
	});
	afterEach(() => t.close());

	it('counts every authenticated request in x-ratelimit-count, with x-ratelimit-max on every answer', async () => {
		expect(await burn(t, 5)).toEqual([1, 2, 3, 4, 5]);
		// Errors count and carry the headers too: an unknown post, a bad body.
		const missing = await t.api('GET', '/api/post/no-such-post');
		expect(missing.status).toBe(404);
		expect(missing.headers.get('x-ratelimit-max')).toBe('300');
		expect(missing.headers.get('x-ratelimit-count')).toBe('6');
		const bad = await t.api('POST', '/api/post', { rawBody: '{not json' });
		expect(bad.status).toBe(400);
		expect(bad.headers.get('x-ratelimit-count')).toBe('7');
	});

	it('refuses the 301st request in the window with 429 and Retry-After, and does not process it', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'allowed post', platforms: ['facebook'] },
		});
		expect(sent.status).toBe(200);
		clock.advance(60_000);
		expect((await burn(t, 299)).at(-1)).toBe(300);

		const refused = await t.api('POST', '/api/post', {
			body: { post: 'refused post', platforms: ['facebook'] },
		});
		expect(refused.status).toBe(429);
		expect(refused.body).toEqual({
			action: 'post',
			status: 'error',
			code: RATE_LIMIT_CODE,
			message: expect.stringMatching(/300 requests per 5 minutes.*not processed.*240 s/s),
			retryAfter: 240,
		});
		// The first request of the window (the post) leaves it in 4 minutes.
		expect(refused.headers.get('retry-after')).toBe('240');
		expect(refused.headers.get('x-ratelimit-max')).toBe('300');
		expect(refused.headers.get('x-ratelimit-count')).toBe('300');

		// Refused requests are not counted: a delete refused the same way leaves the post too.
		const deleteRefused = await t.api('DELETE', '/api/post', { body: { id: sent.body.id } });
		expect(deleteRefused.status).toBe(429);
		expect(deleteRefused.body).toMatchObject({ action: 'delete', code: RATE_LIMIT_CODE });

		clock.advance(240_000);
		const texts = await postTexts(t);
		expect(texts).toContain('allowed post');
		expect(texts).not.toContain('refused post');
		expect(
			t.sandbox.db.prepare("SELECT count(*) AS n FROM posts WHERE text = 'refused post'").get(),
		).toEqual({ n: 0 });
	});

	it('slides the window with the clock', async () => {
		await burn(t, 150);
		clock.advance(120_000);
		expect((await burn(t, 150)).at(-1)).toBe(300);
		const full = await t.api('GET', '/api/user');
		expect(full.status).toBe(429);
		expect(full.headers.get('retry-after')).toBe('180');

		clock.advance(179_999);
		expect((await t.api('GET', '/api/user')).status).toBe(429);
		expect((await t.api('GET', '/api/user')).headers.get('retry-after')).toBe('1');
		// Exactly 5 minutes after the first 150: they leave the window, the later 150 stay.
		clock.advance(1);
		const freed = await t.api('GET', '/api/user');
		expect(freed.status).toBe(200);
		expect(freed.headers.get('x-ratelimit-count')).toBe('151');
		clock.advance(120_000);
		const later = await t.api('GET', '/api/user');
		expect(later.headers.get('x-ratelimit-count')).toBe('2');
	});

	it('keeps a window per profile, and per API key when no profile is named', async () => {
		await burn(t, 300);
		expect((await t.api('GET', '/api/user')).status).toBe(429);
		const primaryKey = t.profileKey('Primary Profile');
		// The primary profile is the one the API key acts for: naming it changes nothing.
		expect((await t.api('GET', '/api/user', { profileKey: primaryKey })).status).toBe(429);

		const bakery = t.profileKey('Acme Bakery');
		expect(await burn(t, 3, bakery)).toEqual([1, 2, 3]);
		const books = await t.api('GET', '/api/history', { profileKey: t.profileKey('Acme Books') });
		expect(books.headers.get('x-ratelimit-count')).toBe('1');
		// A profile key in the query counts for that profile as well.
		const byQuery = await t.api('GET', '/api/history', { query: { profileKey: bakery } });
		expect(byQuery.status).toBe(200);
		expect(byQuery.headers.get('x-ratelimit-count')).toBe('4');
	});

	it("never counts a request against another account's profile", async () => {
		const other = (await t.api('POST', '/api/admin/accounts', { body: {} })).body;
		const otherKey: string = other.profiles[1].profileKey;
		const otherSandbox = { url: t.sandbox.url, apiKey: other.apiKey as string };
		// Our key naming their profile: refused 403, counted against our own API key.
		for (let i = 0; i < 5; i++) {
			const res = await t.api('GET', '/api/history', { profileKey: otherKey });
			expect(res.status).toBe(403);
			expect(res.headers.get('x-ratelimit-count')).toBe(String(i + 1));
		}
		const theirs = await callApi(otherSandbox, 'GET', '/api/history', { profileKey: otherKey });
		expect(theirs.status).toBe(200);
		expect(theirs.headers.get('x-ratelimit-count')).toBe('1');
	});

	it('does not count public routes, failed authentication or the sandbox-only admin controls', async () => {
		const health = await t.api('GET', '/healthz', { apiKey: null });
		expect(health.headers.get('x-ratelimit-count')).toBeNull();
		const noKey = await t.api('GET', '/api/user', { apiKey: 'not-a-key' });
		expect(noKey.status).toBe(401);
		expect(noKey.headers.get('x-ratelimit-count')).toBeNull();
		const admin = await t.api('GET', '/api/admin/faults');
		expect(admin.status).toBe(200);
		expect(admin.headers.get('x-ratelimit-count')).toBeNull();
		expect(await burn(t, 1)).toEqual([1]);
	});
});

describe('configuration', () => {
	it('is off in startSandbox() unless asked for', async () => {
		const t = await startTestSandbox();
		try {
			const res = await t.api('GET', '/api/user');
			expect(res.status).toBe(200);
			expect(res.headers.get('x-ratelimit-max')).toBeNull();
		} finally {
			await t.close();
		}
	});

	it('is on in the CLI by default (300 per 300 s); --rate-limit MAX/SECONDS or off changes it', () => {
		expect(parseArgs([]).rateLimit).toEqual({ max: 300, windowMs: 300_000 });
		expect(parseArgs(['--rate-limit', '20/3']).rateLimit).toEqual({ max: 20, windowMs: 3000 });
		expect(parseArgs(['--rate-limit=off']).rateLimit).toBe(false);
		expect(() => parseArgs(['--rate-limit', 'lots'])).toThrow(/MAX\/SECONDS.*\n.*Usage/s);
		expect(() => parseArgs(['--rate-limit', '0/3'])).toThrow(/above 0/);
	});

	it('holds at most MAX timestamps per key and forgets keys whose window emptied', () => {
		const clock = manualClock();
		const limiter = new RateLimiter({ max: 3, windowMs: 1000 }, clock.now);
		for (let i = 0; i < 999; i++) expect(limiter.take(`key-${i}`).allowed).toBe(true);
		expect(limiter.keys).toBe(999);
		for (let i = 0; i < 3; i++) limiter.take('busy');
		expect(limiter.take('busy')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
		clock.advance(1000);
		// Every 1000th call sweeps; by then the other keys' windows are empty.
		for (let i = 0; i < 1000 && limiter.keys > 1; i++) limiter.take('busy-2');
		expect(limiter.keys).toBeLessThanOrEqual(2);
	});
});

describe('the node rides through a burst', () => {
	const sp = useSandbox({ rateLimit: { max: 20, windowMs: 3000 } });

	it('publishes 40 items against a limit of 20 per 3 s: each once, pacing from the headers with no 429', async () => {
		const createAnswers: number[] = [];
		const proxy = await startCountingProxy(sp.sandbox.baseUrl, undefined, {
			onAnswer: (request, status) => {
				if (request.method === 'POST' && request.path.startsWith('/api/post'))
					createAnswers.push(status);
			},
		});
		try {
			const input = Array.from({ length: 40 }, (_, n) => ({ json: { text: `burst item ${n}` } }));
			const run = await sp.run(
				[
					spStep('Publish', 'post', 'create', {
						text: '={{ $json.text }}',
						platforms: ['facebook'],
					}),
				],
				{ input, baseUrl: proxy.baseUrl },
			);
			expect(run.errorOf('Publish')).toBeUndefined();
			const out = run.outputOf('Publish');
			expect(out).toHaveLength(40);
			expect(out.every((item) => item.status === 'success')).toBe(true);
			// One send per item: the answers' headers (max, count, window) paced the second 20 with no 429.
			const sends = proxy.requests.filter(
				(r) => r.method === 'POST' && r.path.startsWith('/api/post'),
			);
			expect(sends).toHaveLength(40);
			expect(createAnswers).toEqual(Array(40).fill(200));
		} finally {
			await proxy.close();
		}
		// The window is spent: read the history when the service's Retry-After says there is room.
		let history = await callApi(sp.sandbox, 'GET', '/api/history', {
			query: { lastDays: 0, limit: 1000 },
		});
		while (history.status === 429) {
			const seconds = Number(history.headers.get('retry-after'));
			await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
			history = await callApi(sp.sandbox, 'GET', '/api/history', {
				query: { lastDays: 0, limit: 1000 },
			});
		}
		const texts = (history.body.history as Array<{ post: string }>)
			.map((p) => p.post)
			.filter((p) => p.startsWith('burst item'));
		expect(texts).toHaveLength(40);
		expect(new Set(texts).size).toBe(40);
	}, 60_000);
});
