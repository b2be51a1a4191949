/**
 * Rate limits in the engine, on virtual time: the service is the sandbox's own limiter behind an
 * in-memory transport, and the client's sleep advances an injected clock, so windows of minutes
 * pass in milliseconds and nothing here depends on how fast the machine is.
 */
import { RateLimitError, createClient, type Transport } from '../../src/engine';
import { RateLimiter, type RateLimitOptions } from '../../src/sandbox/limits/rateLimit';
import { virtualClock } from '../helpers/virtualClock';

const START = Date.parse('2026-05-01T12:00:00Z');

/** A clock that only moves when a sleep is due; `run` advances it to the next sleeper once all else is idle. */
function virtualTime() {
	let seq = 0;
	const clock = virtualClock(START, () => seq++);
	const sleeps: number[] = [];
	return {
		now: clock.now,
		sleeps,
		sleep: (ms: number) => {
			sleeps.push(ms);
			return clock.at(ms);
		},
		run: clock.run,
	};
}

interface FakeService {
	transport: Transport;
	/** Posts stored per idempotency key. */
	stored: Map<string, number>;
	/** 429s sent, with the time and profile of each. */
	refusals: Array<{ at: number; profile: string }>;
	/** Stored posts in the order stored: profile and time. */
	order: Array<{ profile: string; at: number }>;
}

/**
 * POST /post behind the sandbox's limiter (x-ratelimit-max/-count, Retry-After on 429). Like the
 * hosted service it does not state its window's length (the sandbox's `x-ratelimit-window` is
 * dropped) unless `statesWindow`: the client learns the length from a 429.
 */
function fakeService(
	limit: RateLimitOptions,
	now: () => number,
	latency?: { ms: number; sleep: (ms: number) => Promise<void> },
	statesWindow = false,
): FakeService {
	const limiter = new RateLimiter(limit, now);
	const service: FakeService = {
		stored: new Map(),
		refusals: [],
		order: [],
		transport: undefined!,
	};
	service.transport = async (request) => {
		// Time on the way to the service: it counts the request when it arrives.
		if (latency) await latency.sleep(latency.ms);
		const profile = request.headers['Profile-Key'] ?? 'primary';
		const decision = limiter.take(profile);
		if (!statesWindow) delete decision.headers['x-ratelimit-window'];
		if (!decision.allowed) {
			service.refusals.push({ at: now(), profile });
			return {
				status: 429,
				headers: decision.headers,
				body: {
					action: 'post',
					status: 'error',
					code: 429,
					message: `Rate limit reached; send it again in ${decision.retryAfterSeconds} s (Retry-After).`,
				},
			};
		}
		const key = request.headers['Idempotency-Key'];
		service.stored.set(key, (service.stored.get(key) ?? 0) + 1);
		service.order.push({ profile, at: now() });
		return {
			status: 200,
			headers: decision.headers,
			body: { status: 'success', id: `post-${service.order.length}`, postIds: [] },
		};
	};
	return service;
}

function makeClient(
	time: ReturnType<typeof virtualTime>,
	service: FakeService,
	retry: Record<string, unknown> = {},
) {
	let keys = 0;
	return createClient({
		baseUrl: 'http://sp.test/api',
		apiKey: 'sk_test_secret_value_123',
		transport: service.transport,
		sleep: time.sleep,
		now: time.now,
		random: () => 0.5,
		retry,
		generateIdempotencyKey: () => `key-${++keys}`,
	});
}

/** Sends `count` creates with `callers` of them in flight at once; profile of create n from `profileOf`. */
async function publish(
	client: ReturnType<typeof makeClient>,
	count: number,
	callers: number,
	profileOf: (n: number) => string | undefined = () => undefined,
): Promise<Array<{ ok: true } | { ok: false; error: unknown }>> {
	const results: Array<{ ok: true } | { ok: false; error: unknown }> = new Array(count);
	let next = 0;
	const caller = async () => {
		while (next < count) {
			const n = next++;
			results[n] = await client.posts
				.create({ post: `post ${n}`, platforms: ['facebook'] }, { profileKey: profileOf(n) })
				.then(
					() => ({ ok: true as const }),
					(error: unknown) => ({ ok: false as const, error }),
				);
		}
	};
	await Promise.all(Array.from({ length: callers }, caller));
	return results;
}

describe('waiting out rate limits (virtual time)', () => {
	it('rides through a 300-s Retry-After and publishes once', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 1, windowMs: 300_000 }, time.now);
		const client = makeClient(time, service);
		const results = await time.run(publish(client, 2, 1));
		expect(results.every((r) => r.ok)).toBe(true);
		expect(time.sleeps).toEqual([300_000]);
		expect([...service.stored.values()]).toEqual([1, 1]);
	});

	it('publishes 40 creates from 8 callers against 20 per 90 s within 1.1x the minimum, one 429 per window', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 20, windowMs: 90_000 }, time.now);
		const client = makeClient(time, service);
		const results = await time.run(publish(client, 40, 8));
		expect(results.filter((r) => !r.ok)).toEqual([]);
		expect(service.stored.size).toBe(40);
		expect([...service.stored.values()].every((n) => n === 1)).toBe(true);
		// The second 20 may start 90 s after the first: the least the limit allows.
		expect(time.now() - START).toBeLessThanOrEqual(1.1 * 90_000);
		expect(service.refusals.length).toBeLessThanOrEqual(1);
	});

	it('paces later windows by its log of sends once a 429 told the window: no 429 after the first window', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 20, windowMs: 90_000 }, time.now);
		const client = makeClient(time, service);
		const results = await time.run(publish(client, 300, 8, (n) => `profile-${n % 3}`));
		expect(results.filter((r) => !r.ok)).toEqual([]);
		expect([...service.stored.values()].filter((n) => n === 1)).toHaveLength(300);
		// 100 per profile at 20 per 90 s: the last 20 may start after 4 windows, 360 s.
		expect(time.now() - START).toBeLessThanOrEqual(1.01 * 360_000);
		// A 429 in the first window at most, per profile; none after the window is known.
		const refused = service.refusals.map((r) => r.profile);
		expect(new Set(refused).size).toBe(refused.length);
		expect(service.refusals.every((r) => r.at === START)).toBe(true);
	});

	it('paces from the first answer when the window is stated: no 429 at all', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 20, windowMs: 90_000 }, time.now, undefined, true);
		const client = makeClient(time, service);
		const results = await time.run(publish(client, 300, 8, (n) => `profile-${n % 3}`));
		expect(results.filter((r) => !r.ok)).toEqual([]);
		expect([...service.stored.values()].filter((n) => n === 1)).toHaveLength(300);
		expect(service.refusals).toEqual([]);
		expect(time.now() - START).toBeLessThanOrEqual(1.01 * 360_000);
	});

	it('takes the documented 300 per 5 minutes from x-ratelimit-max: 300, with no 429', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 300, windowMs: 300_000 }, time.now);
		const client = makeClient(time, service, { maxWaitMs: 3_600_000 });
		const results = await time.run(publish(client, 700, 8));
		expect(results.filter((r) => !r.ok)).toEqual([]);
		expect(service.refusals).toEqual([]);
		// 700 at 300 per 5 minutes: the last 100 may start after two windows.
		expect(time.now() - START).toBeLessThanOrEqual(1.01 * 600_000);
	});

	it("narrows the learned window with each answer's count, so later windows start near their least time", async () => {
		const time = virtualTime();
		// One caller, each request 10 ms on the way: the first window's 20 sends spread over 200 ms,
		// so the 429's whole-second Retry-After overstates the window; the counts then correct it.
		const service = fakeService({ max: 20, windowMs: 90_000 }, time.now, {
			ms: 10,
			sleep: time.sleep,
		});
		const client = makeClient(time, service);
		const results = await time.run(publish(client, 60, 1));
		expect(results.filter((r) => !r.ok)).toEqual([]);
		expect(service.refusals).toHaveLength(1);
		const at = service.order.map((p) => p.at);
		// The 41st post may go 90 s after the 21st arrived. Pacing adds its 50 ms and a round trip;
		// the 429 alone would leave 210 ms more (its Retry-After is whole seconds), the counts 90.
		expect(at[40] - at[20]).toBeGreaterThan(90_000);
		expect(at[40] - at[20]).toBeLessThanOrEqual(90_000 + 200);
	});

	it("holds only the spent profile: another profile's creates go out while it waits", async () => {
		const time = virtualTime();
		const service = fakeService({ max: 2, windowMs: 100_000 }, time.now);
		const client = makeClient(time, service);
		// Five for "spent" first, then two for "fresh"; 8 callers take them in that order.
		const profileOf = (n: number) => (n < 5 ? 'spent' : 'fresh');
		const results = await time.run(publish(client, 7, 8, profileOf));
		expect(results.every((r) => r.ok)).toBe(true);
		// Both "fresh" posts are stored at once; "spent" two per window: its first 429 tells the
		// window's length, then its own log of sends paces it (50 ms after a slot frees).
		const at = (profile: string) =>
			service.order.filter((p) => p.profile === profile).map((p) => p.at - START);
		expect(at('fresh')).toEqual([0, 0]);
		expect(at('spent')).toEqual([0, 0, 100_000, 100_000, 200_050]);
		expect(service.refusals.map((r) => r.profile)).toEqual(['spent']);
	});

	it('fails a create whose wait would pass maxWaitMs, saying how long the service asked to wait', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 1, windowMs: 300_000 }, time.now);
		const client = makeClient(time, service, { maxWaitMs: 60_000 });
		const results = await time.run(publish(client, 3, 3));
		expect(results[0]).toEqual({ ok: true });
		for (const result of results.slice(1)) {
			const error = (result as { error: RateLimitError }).error;
			expect(error).toBeInstanceOf(RateLimitError);
			expect(error.status).toBe(429);
			expect(error.code).toBe(429);
			expect(error.message).toMatch(
				/^Rate limit reached; send it again in 300 s \(Retry-After\)\. The service asked to wait 300 s.*longer than the maximum wait of 60 s/,
			);
		}
		// One 429 told the wait; the other create was not sent into a second one, nor waited: no
		// time passed (a caller may race the probe's answer against its overdue time; it won).
		expect(service.refusals).toHaveLength(1);
		expect(time.now()).toBe(START);
		expect(service.stored.size).toBe(1);
	});

	it('fails a create its own pacing would hold past maxWaitMs, saying how long the window stays spent', async () => {
		const time = virtualTime();
		const service = fakeService({ max: 2, windowMs: 100_000 }, time.now);
		const client = makeClient(time, service, { maxWaitMs: 100_000 });
		const results = await time.run(publish(client, 5, 1));
		// The third waits out the 429's 100 s; the fifth would wait 100 s more for a slot.
		expect(results.slice(0, 4).every((r) => r.ok)).toBe(true);
		const error = (results[4] as { error: RateLimitError }).error;
		expect(error).toBeInstanceOf(RateLimitError);
		expect(error.code).toBe(429);
		expect(error.message).toBe(
			"This profile's window is spent (101 s until a request leaves it, from the service's rate-limit headers), longer than the maximum wait of 100 s; not sent.",
		);
		expect(service.refusals).toHaveLength(1);
	});

	it('counts every wait of a request against maxWaitMs', async () => {
		const time = virtualTime();
		// A service that always answers 429 with a 40-s Retry-After.
		const transport: Transport = async () => ({
			status: 429,
			headers: { 'retry-after': '40' },
			body: { status: 'error', code: 429, message: 'Slow down.' },
		});
		const client = makeClient(
			time,
			{ ...fakeService({ max: 1, windowMs: 1 }, time.now), transport },
			{
				maxWaitMs: 100_000,
			},
		);
		const error = await time.run(client.history.list().catch((e: unknown) => e));
		expect(time.sleeps).toEqual([40_000, 40_000]);
		expect((error as Error).message).toBe(
			'Slow down. The service asked to wait 40 s more (after 80 s of waiting), longer than the maximum wait of 100 s; not sent again.',
		);
	});

	it('treats a 429 whose headers show room as a quota of its own: it holds no other request', async () => {
		const time = virtualTime();
		const sent: string[] = [];
		// The month's AI tokens are spent (Retry-After: until next month); the window has room.
		const transport: Transport = async (request) => {
			sent.push(request.url);
			const headers = { 'x-ratelimit-max': '300', 'x-ratelimit-count': String(sent.length) };
			if (request.url.endsWith('/generate/post'))
				return {
					status: 429,
					headers: { ...headers, 'retry-after': String(20 * 86_400) },
					body: { status: 'error', code: 429, message: 'Monthly AI tokens used up.' },
				};
			return { status: 200, headers, body: { status: 'success', history: [] } };
		};
		const client = makeClient(time, {
			...fakeService({ max: 1, windowMs: 1 }, time.now),
			transport,
		});
		const error = await time.run(
			client.ai.generatePost({ text: 'hello' }).catch((e: unknown) => e),
		);
		expect((error as Error).message).toBe(
			'Monthly AI tokens used up. The service asked to wait 1728000 s, longer than the maximum wait of 600 s; not sent again.',
		);
		await time.run(client.history.list());
		expect(sent.map((url) => url.replace('http://sp.test/api', ''))).toEqual([
			'/generate/post',
			'/history',
		]);
	});

	it('retries a quota 429 that names no wait like a server error, a few times, not for the whole maximum wait', async () => {
		const time = virtualTime();
		let sends = 0;
		const transport: Transport = async () => {
			sends++;
			return {
				status: 429,
				headers: { 'x-ratelimit-max': '300', 'x-ratelimit-count': String(sends) },
				body: { status: 'error', code: 429, message: 'Monthly post calls used up.' },
			};
		};
		const client = makeClient(time, {
			...fakeService({ max: 1, windowMs: 1 }, time.now),
			transport,
		});
		const error = await time.run(client.history.list().catch((e: unknown) => e));
		expect((error as RateLimitError).message).toBe('Monthly post calls used up.');
		// The first attempt and the 3 retries of the default policy, with backoff between.
		expect(sends).toBe(4);
		expect(time.sleeps).toEqual([375, 750, 1500]);
	});

	it("'fail' throws the 429 itself at once, with the service's code and message", async () => {
		const time = virtualTime();
		const service = fakeService({ max: 1, windowMs: 300_000 }, time.now);
		const client = makeClient(time, service, { onRateLimit: 'fail' });
		const results = await time.run(publish(client, 2, 1));
		const error = (results[1] as { error: RateLimitError }).error;
		expect(error).toBeInstanceOf(RateLimitError);
		expect(error.code).toBe(429);
		expect(error.message).toBe('Rate limit reached; send it again in 300 s (Retry-After).');
		expect(time.sleeps).toEqual([]);
	});
});
