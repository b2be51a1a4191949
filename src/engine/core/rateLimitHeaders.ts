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
	/**
	 * How long a request stays in the window, ms: `x-ratelimit-window` (seconds; the sandbox's, for a
	 * rule other than the documented one), or the documented 5 minutes when `max` is the documented 300.
	 */
	windowMs?: number;
}

/**
 * The service's documented rule (errors-http, "429 Rate Limit"): 300 requests per 5-minute window
 * per User Profile. Its answers carry only `x-ratelimit-max` and `-count`, so a max of 300 means
 * this rule and its 5 minutes: a client paces from the first answer, with no 429 to learn them.
 */
export const DOCUMENTED_RATE_LIMIT = { max: 300, windowMs: 5 * 60_000 } as const;

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
	const stated = whole(headers['x-ratelimit-window']);
	const windowMs =
		stated !== undefined && stated > 0
			? stated * 1000
			: max === DOCUMENTED_RATE_LIMIT.max
				? DOCUMENTED_RATE_LIMIT.windowMs
				: undefined;
	return { max, count, resetAt, windowMs };
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

/** What a 429 said: whether the profile's window is full, and how long it asked to wait. */
export interface Refusal {
	/**
	 * The window is full (the request was not counted): the profile's next requests are held too.
	 * False when the headers show room in it: a quota of its own refused this request (e.g. a
	 * monthly limit), which holds nothing else.
	 */
	windowFull: boolean;
	/** From `Retry-After`, or `x-ratelimit-reset`; undefined when the answer names no wait. */
	askedMs?: number;
	/** From `Retry-After` alone (it ends no sooner than the window's oldest request leaves). */
	retryAfterMs?: number;
}

export function readRefusal(
	headers: Record<string, string | undefined>,
	reading: RateLimitReading,
	now: number,
): Refusal {
	const retryAfterMs = parseRetryAfter(headers, now);
	const hasRoom =
		reading.max !== undefined && reading.count !== undefined && reading.count < reading.max;
	const askedMs =
		retryAfterMs ??
		(reading.resetAt !== undefined ? Math.max(0, reading.resetAt - now) : undefined);
	return { windowFull: !hasRoom, askedMs, retryAfterMs };
}
