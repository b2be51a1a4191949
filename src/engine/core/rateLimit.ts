import type { Clock, Sleep } from './transport';

/**
 * What a response told about its profile's rate-limit window. The service sends
 * `x-ratelimit-max` and `x-ratelimit-count`; the common `x-ratelimit-limit`, `-remaining` and
 * `-reset` (epoch seconds, or seconds from now) are read too.
 */
export interface RateLimitReading {
	max?: number;
	count?: number;
	/** When the window frees, epoch ms, if the response said. */
	resetAt?: number;
}

function whole(value: string | undefined): number | undefined {
	if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
	return Number(value.trim());
}

export function readRateLimit(
	headers: Record<string, string | undefined>,
	now: number,
): RateLimitReading {
	const max = whole(headers['x-ratelimit-max']) ?? whole(headers['x-ratelimit-limit']);
	let count = whole(headers['x-ratelimit-count']);
	const remaining = whole(headers['x-ratelimit-remaining']);
	if (count === undefined && remaining !== undefined && max !== undefined)
		count = Math.max(0, max - remaining);
	const reset = whole(headers['x-ratelimit-reset']);
	// Epoch seconds are ten digits; anything smaller is seconds from now.
	const resetAt = reset === undefined ? undefined : reset > 1e9 ? reset * 1000 : now + reset * 1000;
	return { max, count, resetAt };
}

/** Parses `Retry-After` (seconds or an HTTP date) and `retry-after-ms`; undefined when absent or unreadable. */
export function parseRetryAfter(
	headers: Record<string, string | undefined>,
	now: number,
): number | undefined {
	const ms = headers['retry-after-ms'];
	if (ms !== undefined && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
	const value = headers['retry-after'];
	if (value === undefined) return undefined;
	const trimmed = value.trim();
	if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
	const date = Date.parse(trimmed);
	if (Number.isNaN(date)) return undefined;
	return Math.max(0, date - now);
}

/** Whole seconds, rounded up, for messages. */
export const inSeconds = (ms: number): string => `${Math.ceil(ms / 1000)} s`;

/** One profile's window as this client has seen it. */
interface ProfileWindow {
	max?: number;
	/** Requests counted in the window, as the answer to the latest-sent request said. */
	count?: number;
	/** Send number of the request whose answer set `count` (older answers arriving later are stale). */
	countSeq: number;
	/** Send numbers handed out so far. */
	sent: number;
	/** Requests sent and not answered yet. */
	inFlight: number;
	/** Whether any answer came yet: until one does, the window's size is unknown, so one goes at a time. */
	heard: boolean;
	/** Nothing is sent before this (a 429's Retry-After, or a reset the headers named). */
	heldUntil: number;
	/** How long the service last asked to wait, for the error when a hold is too long to wait out. */
	askedMs: number;
	/** The body of the 429 that set the hold: its code and message name the refusal. */
	refusal?: unknown;
	/** One request is out to learn when a full window frees (it meets the 429 and its Retry-After). */
	probing: boolean;
	/** Resolved at the next answer, for callers waiting on one. */
	answered?: { promise: Promise<void>; resolve: () => void };
}

/** A place to send one request, handed out by `acquire`; give it back with `answered` or `abandoned`. */
export interface RateLimitTicket {
	key: string;
	seq: number;
	probe: boolean;
	/** Time spent waiting for it. */
	waitedMs: number;
}

/** Why a request was not sent: its profile's window is held longer than the caller may wait. */
export class RateLimitHold {
	constructor(
		/** From now until the window frees. */
		readonly waitMs: number,
		/** What the service asked for (its last Retry-After), or the hold itself. */
		readonly askedMs: number,
		/** The body of the 429 that set the hold. */
		readonly refusal: unknown,
	) {}
}

/**
 * Paces one client's requests per profile key: once a profile's window is spent, its next requests
 * wait for the window to free instead of meeting 429s; other profiles go on. In a full window of
 * unknown end, one request goes out to learn it (its 429 carries Retry-After): one 429 per profile
 * per window. Needs no timers of its own: it sleeps with the caller's sleep.
 */
export class RateLimitGate {
	private readonly windows = new Map<string, ProfileWindow>();

	constructor(
		private readonly now: Clock,
		private readonly sleep: Sleep,
	) {}

	private window(key: string): ProfileWindow {
		let window = this.windows.get(key);
		if (!window) {
			window = {
				countSeq: 0,
				sent: 0,
				inFlight: 0,
				heard: false,
				heldUntil: 0,
				askedMs: 0,
				probing: false,
			};
			this.windows.set(key, window);
		}
		return window;
	}

	/**
	 * Waits until a request for `key` may go out, for at most `budgetMs`; resolves with a ticket, or
	 * with a RateLimitHold when the wait would pass the budget (nothing is reserved then).
	 */
	async acquire(key: string, budgetMs: number): Promise<RateLimitTicket | RateLimitHold> {
		const window = this.window(key);
		let waitedMs = 0;
		for (;;) {
			const now = this.now();
			if (window.heldUntil > now) {
				const wait = window.heldUntil - now;
				if (waitedMs + wait > budgetMs)
					return new RateLimitHold(wait, window.askedMs || wait, window.refusal);
				const hold = window.heldUntil;
				await this.sleep(wait);
				waitedMs += wait;
				// Slept it out: the window freed (unless a newer 429 moved the hold meanwhile).
				if (window.heldUntil === hold) this.release(window);
				continue;
			}
			const full =
				window.max !== undefined &&
				window.count !== undefined &&
				window.count + window.inFlight >= window.max;
			if ((full || !window.heard) && (window.probing || window.inFlight > 0)) {
				// An answer in flight tells how full the window is, or when it frees.
				window.answered ??= deferred();
				const before = this.now();
				await window.answered.promise;
				waitedMs += Math.max(0, this.now() - before);
				continue;
			}
			if (full) window.probing = true;
			window.inFlight++;
			return { key, seq: ++window.sent, probe: full, waitedMs };
		}
	}

	/**
	 * Records the answer to a ticket's request: its rate-limit headers; for a 429, `holdMs` holds
	 * the profile's next requests (the Retry-After, or a backoff when the service named none).
	 */
	answered(
		ticket: RateLimitTicket,
		status: number,
		reading: RateLimitReading,
		holdMs?: number,
		body?: unknown,
	): void {
		const window = this.giveBack(ticket);
		window.heard = true;
		if (reading.max !== undefined) window.max = reading.max;
		const now = this.now();
		if (status === 429) {
			if (holdMs !== undefined && holdMs > 0 && now + holdMs > window.heldUntil) {
				window.heldUntil = now + holdMs;
				window.askedMs = holdMs;
				window.refusal = body;
			}
			if (window.max !== undefined) window.count = window.max;
			window.countSeq = Math.max(window.countSeq, ticket.seq);
		} else if (reading.count !== undefined && ticket.seq > window.countSeq) {
			window.count = reading.count;
			window.countSeq = ticket.seq;
			if (reading.resetAt !== undefined && window.max !== undefined && reading.count >= window.max)
				window.heldUntil = Math.max(window.heldUntil, reading.resetAt);
		}
		this.wake(window);
	}

	/** A ticket whose request got no answer (connection error): frees its place. */
	abandoned(ticket: RateLimitTicket): void {
		this.wake(this.giveBack(ticket));
	}

	private giveBack(ticket: RateLimitTicket): ProfileWindow {
		const window = this.window(ticket.key);
		window.inFlight = Math.max(0, window.inFlight - 1);
		if (ticket.probe) window.probing = false;
		return window;
	}

	/** The hold is over: the window starts empty; the next answers say how full it really is. */
	private release(window: ProfileWindow): void {
		window.heldUntil = 0;
		window.count = 0;
		window.countSeq = window.sent;
		this.wake(window);
	}

	private wake(window: ProfileWindow): void {
		const waiting = window.answered;
		window.answered = undefined;
		waiting?.resolve();
	}
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
	let resolve!: () => void;
	const promise = new Promise<void>((r) => {
		resolve = r;
	});
	return { promise, resolve };
}
