/**
 * One run of the engine's client against a scripted service, on virtual time, for
 * test/engine/rateLimitOrders.test.ts: the sandbox's own sliding-window limiter (src/sandbox/limits/rateLimit.ts:
 * x-ratelimit-max and -count on every answer, a 429 with a whole-second Retry-After when the window is
 * full; a Date on every answer, as Node's http server sends) behind a transport whose ways there and
 * back take seeded random times (or fixed ones), with answers that may be held long enough to come
 * back after the window rolled (up to 1.5 windows, several in one run); a clock whose sleeps
 * may fire a little early or late (a loaded machine), and a seeded order among things due at once.
 */
import { createClient, type Transport } from '../../src/engine';
import { RateLimiter } from '../../src/sandbox/limits/rateLimit';
import { virtualClock } from './virtualClock';

const START = Date.parse('2026-05-01T12:00:00Z');

/** A small seeded generator (mulberry32): the same seed gives the same order. */
function seeded(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * Virtual time: the clock moves only to the next due sleeper once everything else is idle; sleepers
 * due at the same moment wake in a seeded random order. `sleep` is the client's (it may wake up to
 * `missMs`, early or late); `delay` is the network's (exact).
 */
function virtualTime(random: () => number, missMs: () => number) {
	const clock = virtualClock(START, random);
	return {
		now: clock.now,
		sleep: (ms: number) => clock.at(ms <= 0 ? 0 : Math.max(1, ms + missMs())),
		delay: clock.at,
		run: clock.run,
	};
}

interface Scenario {
	seed: number;
	max: number;
	windowMs: number;
	creates: number;
	callers: number;
	/**
	 * The answer to the `send`-th request (1-based) is held `backMs` on its way back (no other
	 * stall); with `legMs`, every other way there and back takes that long and timers are exact.
	 */
	scripted?: { legMs?: number; send: number; backMs: number };
	/** More answers held on their way back: the `send`-th request's (1-based) comes back `backMs` late. */
	held?: HeldAnswer[];
	/**
	 * Requests of another client of the same profile (a listing before the run, the editor's
	 * dropdowns), counted by the service at these times (ms from the start) and unseen by this client.
	 */
	foreignAtMs?: number[];
}

export interface HeldAnswer {
	send: number;
	backMs: number;
}

interface Outcome {
	finishMs: number;
	leastMs: number;
	refusals: number;
	failed: number;
	storedTwice: number;
	/** Arrival times (ms from the start) of the creates the service stored, in order. */
	stored: number[];
	/** When the last held answer was read (ms from the first arrival; 0 when none was held). */
	heldReadMs: number;
}

/** The way there or back, everyday: mostly tens of ms, sometimes up to 1% of the window. */
function latency(random: () => number, windowMs: number): number {
	const roll = random();
	if (roll < 0.7) return Math.round(1 + 60 * random());
	if (roll < 0.9) return Math.round(60 + 400 * random());
	return Math.round(0.01 * windowMs * random());
}

/**
 * How far a client sleep misses its time on a loaded machine: Node's timers count from the event
 * loop's cached time, so one may fire up to a busy turn early by Date.now(); or late by a busy turn.
 */
function timerMiss(random: () => number, windowMs: number): number {
	const roll = random();
	if (roll < 0.3) return -Math.round(30 * random());
	if (roll < 0.6) return Math.round(0.003 * windowMs * random());
	return 0;
}

export async function runScenario(s: Scenario): Promise<Outcome> {
	const random = seeded(s.seed);
	// A loaded machine: a third of the client's sleeps wake late, up to 1% of the window.
	const script = s.scripted;
	const exact = script?.legMs !== undefined;
	const time = virtualTime(random, () => (exact ? 0 : timerMiss(random, s.windowMs)));
	const limiter = new RateLimiter({ max: s.max, windowMs: s.windowMs }, time.now);
	const stored = new Map<string, number>();
	const arrivals: number[] = [];
	let refusals = 0;
	let calls = 0;
	let heldRead = 0;
	for (const at of [...(s.foreignAtMs ?? [])].sort((x, y) => x - y))
		void time.delay(at).then(() => limiter.take('primary'));
	const transport: Transport = async (request) => {
		const send = ++calls;
		const leg = () => script?.legMs ?? latency(random, s.windowMs);
		await time.delay(leg());
		const decision = limiter.take('primary');
		let answer;
		if (decision.allowed) {
			const key = request.headers['Idempotency-Key'];
			stored.set(key, (stored.get(key) ?? 0) + 1);
			arrivals.push(time.now() - START);
			answer = {
				status: 200,
				headers: decision.headers,
				body: { status: 'success', id: `post-${arrivals.length}`, postIds: [] },
			};
		} else {
			refusals++;
			answer = {
				status: 429,
				headers: decision.headers,
				body: { status: 'error', code: 429, message: 'Rate limit reached.' },
			};
		}
		// Node's http server dates every answer (whole seconds): the client may read when it was decided.
		answer.headers = { ...answer.headers, date: new Date(time.now()).toUTCString() };
		const held = [...(script ? [script] : []), ...(s.held ?? [])]
			.filter((hold) => hold.send === send)
			.reduce((sum, hold) => sum + hold.backMs, 0);
		await time.delay(leg() + held);
		if (held > 0) heldRead = Math.max(heldRead, time.now() - START);
		return answer;
	};
	let keys = 0;
	const client = createClient({
		baseUrl: 'http://sp.test/api',
		apiKey: 'sk_test_orders',
		transport,
		sleep: time.sleep,
		now: time.now,
		random,
		generateIdempotencyKey: () => `key-${++keys}`,
	});
	let next = 0;
	let failed = 0;
	const caller = async () => {
		while (next < s.creates) {
			const n = next++;
			await client.posts.create({ post: `post ${n}`, platforms: ['facebook'] }).catch(() => {
				failed++;
			});
		}
	};
	await time.run(Promise.all(Array.from({ length: s.callers }, caller)));
	// Counted from the first arrival: the limit counts from there.
	return {
		finishMs: time.now() - START - (arrivals[0] ?? 0),
		leastMs: (Math.ceil(s.creates / s.max) - 1) * s.windowMs,
		refusals,
		failed: failed + (s.creates - stored.size),
		storedTwice: [...stored.values()].filter((n) => n > 1).length,
		stored: arrivals,
		heldReadMs: heldRead === 0 ? 0 : heldRead - (arrivals[0] ?? 0),
	};
}

/** The run (60 creates, 8 callers, 20 per 70 s) for half the seeds; other shapes for the rest. */
export function scenario(seed: number): Scenario {
	if (seed % 2 === 0) return { seed, max: 20, windowMs: 70_000, creates: 60, callers: 8 };
	const random = seeded(seed * 7919);
	const max = 2 + Math.floor(random() * 30);
	const windows = 2 + Math.floor(random() * 3);
	// Within the client's default maximum wait (10 minutes) for the last create.
	const longest = Math.floor(540 / (windows - 1));
	return {
		seed,
		max,
		windowMs: 1000 * (40 + Math.floor(random() * (longest - 40))),
		creates: (windows - 1) * max + 1 + Math.floor(random() * max),
		callers: 1 + Math.floor(random() * 12),
	};
}

/**
 * The harsher model for the run: one to three answers among the first `sends` sends held
 * on their way back from 5 s to 1.5 windows (accepted or refused, whichever they turn out to be).
 */
export function heldAnswers(seed: number, windowMs: number, sends = 40): HeldAnswer[] {
	const random = seeded(seed * 104_729);
	return Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
		send: 2 + Math.floor(random() * (sends - 1)),
		backMs: Math.round(5000 + random() * (1.5 * windowMs - 5000)),
	}));
}
