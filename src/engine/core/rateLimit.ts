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

interface Window {
	max?: number;
	count?: number;
	/** Requests sent and not answered yet. */
	inFlight: number;
	/** Nothing is sent before this (a 429's Retry-After, or a reset the headers named). */
	heldUntil: number;
	/** How long the service last asked to wait, for the error when a hold is too long to wait out. */
	askedMs: number;
	/** One request is out to learn when a full window frees (it meets the 429 and its Retry-After). */
	probing: boolean;
	/** Resolved at the next answer, for callers waiting on a probe. */
	answered?: { promise: Promise<void>; resolve: () => void };
}

/** Why a request was not sent: its profile's window is held longer than the caller may wait. */
export class RateLimitHold {
	constructor(
		/** From now until the window frees. */
		readonly waitMs: number,
		/** What the service asked for (its last Retry-After), or the hold itself. */
		readonly askedMs: number,
	) {}
}

/**
 * Paces one client's requests per profile key: once a profile's window is spent, its next requests
 * wait for the window to free instead of meeting 429s; other profiles go on. In a full window of
 * unknown end, one request goes out to learn it (its 429 carries Retry-After): at most one 429 per
 * profile per window.
 */
export class RateLimitGate {
	private readonly windows = new Map<string, Window>();

	constructor(
		private readonly now: Clock,
		private readonly sleep: Sleep,
	) {}

	private window(key: string): Window {
		let window = this.windows.get(key);
		if (!window) {
			window = { inFlight: 0, heldUntil: 0, askedMs: 0, probing: false };
			this.windows.set(key, window);
		}
		return window;
	}

	/**
	 * Waits until a request for `key` may go out, for at most `budgetMs`; resolves with the time
	 * waited, or with a RateLimitHold when the wait would pass the budget (nothing is reserved then).
	 * A resolved number reserves a place: call `answered` with the response, or `abandoned`.
	 */
	async acquire(key: string, budgetMs: number): Promise<number | RateLimitHold> {
		const window = this.window(key);
		const started = this.now();
		for (;;) {
			const now = this.now();
			const waited = now - started;
			if (window.heldUntil > now) {
				const wait = window.heldUntil - now;
				if (waited + wait > budgetMs) return new RateLimitHold(wait, window.askedMs || wait);
				await this.sleep(wait);
				// The hold is over: the window freed; what it holds now, the next answers say.
				if (window.heldUntil <= this.now()) window.count = 0;
				continue;
			}
			const full =
				window.max !== undefined &&
				window.count !== undefined &&
				window.count + window.inFlight >= window.max;
			if (full && (window.probing || window.inFlight > 0)) {
				// Wait for an answer in flight: it tells how full the window is, or when it frees.
				window.answered ??= deferred();
				await window.answered.promise;
				continue;
			}
			if (full) window.probing = true;
			window.inFlight++;
			return waited;
		}
	}

	/** Records an answer for `key`: its rate-limit headers, and a 429's wait (`retryAfterMs`). */
	answered(key: string, status: number, reading: RateLimitReading, retryAfterMs?: number): void {
		const window = this.window(key);
		window.inFlight = Math.max(0, window.inFlight - 1);
		window.probing = false;
		if (reading.max !== undefined) window.max = reading.max;
		const now = this.now();
		if (status === 429) {
			const wait = retryAfterMs ?? (reading.resetAt !== undefined ? reading.resetAt - now : undefined);
			if (wait !== undefined && wait > 0) {
				window.heldUntil = Math.max(window.heldUntil, now + wait);
				window.askedMs = wait;
			}
			if (window.max !== undefined) window.count = window.max;
		} else if (reading.count !== undefined) {
			window.count = reading.count;
			if (reading.resetAt !== undefined && window.max !== undefined && reading.count >= window.max)
				window.heldUntil = Math.max(window.heldUntil, reading.resetAt);
		}
		this.wake(window);
	}

	/** A reserved request that got no answer (connection error): frees its place. */
	abandoned(key: string): void {
		const window = this.window(key);
		window.inFlight = Math.max(0, window.inFlight - 1);
		window.probing = false;
		this.wake(window);
	}

	private wake(window: Window): void {
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
