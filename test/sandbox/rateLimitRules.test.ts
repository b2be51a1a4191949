/**
 * The rate limit's documented headers, our window header for other rules, and the suspension
 * rule (`--suspend-after`): a profile that keeps meeting 429s is answered 403 for a while.
 */
import { parseArgs } from '../../src/sandbox/cli';
import { manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const clock = manualClock(Date.parse('2026-11-26T10:00:00Z'));

describe('rate-limit headers', () => {
	it('the documented rule (300 per 5 minutes) answers x-ratelimit-max and -count only, as the service', async () => {
		const t = await startTestSandbox({ rateLimit: { max: 300, windowMs: 300_000 } });
		try {
			const res = await t.api('GET', '/api/user');
			expect(res.headers.get('x-ratelimit-max')).toBe('300');
			expect(res.headers.get('x-ratelimit-count')).toBe('1');
			expect(res.headers.get('x-ratelimit-window')).toBeNull();
		} finally {
			await t.close();
		}
	});

	it('another rule also says its window in seconds (x-ratelimit-window), on answers and 429s', async () => {
		const t = await startTestSandbox({ rateLimit: { max: 1, windowMs: 10_000 } });
		try {
			const ok = await t.api('GET', '/api/user');
			expect(ok.headers.get('x-ratelimit-window')).toBe('10');
			const refused = await t.api('GET', '/api/user');
			expect(refused.status).toBe(429);
			expect(refused.headers.get('x-ratelimit-window')).toBe('10');
		} finally {
			await t.close();
		}
	});
});

describe('suspension after repeated 429s (--suspend-after)', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox({
			now: clock.now,
			rateLimit: { max: 1, windowMs: 60_000 },
			suspension: { refusals: 3, windowMs: 3_600_000, suspendMs: 3_600_000 },
		});
	});
	afterAll(() => t.close());

	it('answers 403 (suspended) once a profile met REFUSALS 429s in the window; other profiles go on', async () => {
		const bakery = t.profileKey('Acme Bakery');
		expect((await t.api('GET', '/api/user', { profileKey: bakery })).status).toBe(200);
		for (let i = 0; i < 3; i++)
			expect((await t.api('GET', '/api/user', { profileKey: bakery })).status).toBe(429);
		clock.advance(120_000);
		const suspended = await t.api('POST', '/api/post', {
			profileKey: bakery,
			body: { post: 'not processed', platforms: ['facebook'] },
		});
		expect(suspended.status).toBe(403);
		expect(suspended.body).toMatchObject({
			action: 'post',
			status: 'error',
			code: 403,
			suspended: true,
		});
		expect(suspended.body.message).toMatch(/^User Profile suspended: it sent 3 requests over/);
		const history = await t.api('GET', '/api/history', { profileKey: t.profileKey('Acme Books') });
		expect(history.status).toBe(200);

		// The suspension ends after its time.
		clock.advance(3_600_000);
		expect((await t.api('GET', '/api/user', { profileKey: bakery })).status).toBe(200);
	});

	it('is off unless asked for, and the CLI reads REFUSALS/HOURS, on or off', () => {
		expect(parseArgs([]).suspension).toBeUndefined();
		expect(parseArgs(['--suspend-after', 'on']).suspension).toEqual({
			refusals: 1000,
			windowMs: 86_400_000,
			suspendMs: 86_400_000,
		});
		expect(parseArgs(['--suspend-after=5/1']).suspension).toEqual({
			refusals: 5,
			windowMs: 3_600_000,
			suspendMs: 3_600_000,
		});
		expect(parseArgs(['--suspend-after', 'off']).suspension).toBe(false);
		expect(() => parseArgs(['--suspend-after', 'often'])).toThrow(
			/--suspend-after must be REFUSALS\/HOURS .* \(got "often"\)/,
		);
	});
});
