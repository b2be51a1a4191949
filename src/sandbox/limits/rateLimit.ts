import type { IncomingHttpHeaders } from 'node:http';
import { DOCUMENTED_RATE_LIMIT } from '../../engine/core/rateLimitHeaders';
import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { profileSuspended, type SuspensionTracker } from './suspension';
import type { Account } from '../store/accounts';

/**
 * The error code of a request refused by the rate limit (HTTP 429). The service's docs give none; 429
 * mirrors the HTTP status (as `internal: 500` does) and clashes with no code the service uses.
 */
export const RATE_LIMIT_CODE = 429;

/** The service's limit (https://www.ayrshare.com/docs/errors/errors-http): 300 requests per 5 minutes per profile. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { ...DOCUMENTED_RATE_LIMIT };

export interface RateLimitOptions {
	/** Requests allowed in any window. */
	max: number;
	/** The rolling window, ms. */
	windowMs: number;
}

/** What one request was told: allowed or not, and the headers every answer carries. */
export interface RateLimitDecision {
	allowed: boolean;
	/** Set when the key is suspended (./suspension): until then (epoch ms) it is answered 403. */
	suspendedUntil?: number;
	headers: Record<string, string>;
	/** Seconds until a slot frees (set when refused). */
	retryAfterSeconds?: number;
}

/**
 * A sliding-log limiter: per key, a ring of at most `max` timestamps of accepted requests. A request
 * is allowed when fewer than `max` of them lie inside the window ending now. Memory is bounded by
 * `max` numbers per key, and keys whose window emptied are swept out.
 */
export class RateLimiter {
	private readonly rings = new Map<string, Ring>();
	private calls = 0;

	constructor(
		readonly options: RateLimitOptions,
		private readonly now: () => number,
		/** Simulates the service suspending a profile that keeps meeting 429s (off without it). */
		readonly suspension?: SuspensionTracker,
	) {
		if (!Number.isInteger(options.max) || options.max < 1)
			throw new Error('rate limit max must be a whole number of at least 1');
		if (!Number.isFinite(options.windowMs) || options.windowMs < 1)
			throw new Error('rate limit window must be at least 1 ms');
	}

	/** Counts a request for `key`, unless the key's window is full; then refuses it without counting. */
	take(key: string): RateLimitDecision {
		const suspendedUntil = this.suspension?.suspended(key, this.now());
		if (suspendedUntil !== undefined) return { allowed: false, suspendedUntil, headers: {} };
		const decision = this.decide(key);
		if (!decision.allowed) this.suspension?.refused(key, this.now());
		// The documented rule's answers carry max and count only; another rule says its window (ours).
		if (!this.documented) decision.headers['x-ratelimit-window'] = String(this.windowSeconds);
		return decision;
	}

	private get documented(): boolean {
		return (
			this.options.max === DOCUMENTED_RATE_LIMIT.max &&
			this.options.windowMs === DOCUMENTED_RATE_LIMIT.windowMs
		);
	}

	private get windowSeconds(): number {
		return Math.ceil(this.options.windowMs / 1000);
	}

	private decide(key: string): RateLimitDecision {
		const now = this.now();
		const since = now - this.options.windowMs;
		if (++this.calls % 1000 === 0) this.sweep(since);
		let ring = this.rings.get(key);
		if (!ring) {
			ring = new Ring(this.options.max);
			this.rings.set(key, ring);
		}
		ring.trim(since);
		const max = String(this.options.max);
		if (ring.size >= this.options.max) {
			const frees = ring.oldest() + this.options.windowMs;
			const retryAfterSeconds = Math.max(1, Math.ceil((frees - now) / 1000));
			return {
				allowed: false,
				retryAfterSeconds,
				headers: {
					'x-ratelimit-max': max,
					'x-ratelimit-count': String(ring.size),
					'retry-after': String(retryAfterSeconds),
				},
			};
		}
		ring.push(now);
		return {
			allowed: true,
			headers: { 'x-ratelimit-max': max, 'x-ratelimit-count': String(ring.size) },
		};
	}

	/** Requests counted for `key` in the window ending now, without counting one (the sandbox page shows it). */
	used(key: string): number {
		const ring = this.rings.get(key);
		if (!ring) return 0;
		ring.trim(this.now() - this.options.windowMs);
		return ring.size;
	}

	/** Keys currently held (for tests of the memory bound). */
	get keys(): number {
		return this.rings.size;
	}

	private sweep(since: number): void {
		for (const [key, ring] of this.rings) {
			ring.trim(since);
			if (ring.size === 0) this.rings.delete(key);
		}
	}
}

/** A fixed-size ring of timestamps, oldest first. */
class Ring {
	private readonly times: Float64Array;
	private head = 0;
	size = 0;

	constructor(capacity: number) {
		this.times = new Float64Array(capacity);
	}

	oldest(): number {
		return this.times[this.head];
	}

	/** Drops timestamps at or before `since` (they left the window). */
	trim(since: number): void {
		while (this.size > 0 && this.times[this.head] <= since) {
			this.head = (this.head + 1) % this.times.length;
			this.size--;
		}
	}

	push(time: number): void {
		this.times[(this.head + this.size) % this.times.length] = time;
		this.size++;
	}
}

/**
 * The bucket a request counts against: the acting profile named by the Profile-Key header, query
 * `profileKey` or body `profileKey` when it is one of the account's profiles; otherwise (no key, a
 * foreign or unknown key, `profileKeys` lists) the account's primary profile, i.e. the API key.
 * A key of another account never counts against that account.
 */
export function rateLimitKey(
	ctx: SandboxContext,
	account: Account,
	headers: IncomingHttpHeaders,
	query: URLSearchParams,
	body: Record<string, unknown> | undefined,
): string {
	const header = headers['profile-key'];
	let named: unknown = Array.isArray(header) ? header[0] : header;
	if (named === undefined) named = query.get('profileKey') ?? undefined;
	if (named === undefined) named = body?.profileKey;
	if (typeof named === 'string' && named.trim() !== '') {
		const profile = ctx.accounts.profileByKey(named.trim());
		if (profile && profile.accountId === account.id) return `profile:${profile.id}`;
	}
	try {
		return `profile:${ctx.accounts.primaryProfileId(account.id)}`;
	} catch {
		return `account:${account.id}`;
	}
}

/** HTTP 429 in the service's error shape (https://www.ayrshare.com/docs/errors/errors-ayrshare), with the route's action. */
export function rateLimited(
	action: string,
	options: RateLimitOptions,
	retryAfterSeconds: number,
): SandboxError {
	return new SandboxError(
		429,
		RATE_LIMIT_CODE,
		action,
		`Rate limit reached: at most ${options.max} requests per ${formatWindow(options.windowMs)} per profile. ` +
			`This request was not processed; send it again in ${retryAfterSeconds} s (Retry-After).`,
		{ retryAfter: retryAfterSeconds },
	);
}

function formatWindow(ms: number): string {
	if (ms % 60_000 === 0) return ms === 60_000 ? 'minute' : `${ms / 60_000} minutes`;
	if (ms % 1000 === 0) return ms === 1000 ? 'second' : `${ms / 1000} seconds`;
	return `${ms} ms`;
}

/** Reads `MAX/SECONDS` or `off` (CLI `--rate-limit`); throws on anything else. */
export function parseRateLimit(text: string): RateLimitOptions | false {
	if (text.trim().toLowerCase() === 'off') return false;
	const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
	if (!match) throw new Error(`--rate-limit must be MAX/SECONDS (e.g. 300/300) or off.`);
	const max = Number(match[1]);
	const windowMs = Math.round(Number(match[2]) * 1000);
	if (max < 1 || windowMs < 1) throw new Error('--rate-limit needs MAX and SECONDS above 0.');
	return { max, windowMs };
}

/** What refuses a request the limiter counted: the 403 of a suspended profile, else the 429. */
export function limitRefusal(
	limiter: RateLimiter,
	decision: RateLimitDecision,
	action: string,
): SandboxError | undefined {
	if (decision.suspendedUntil !== undefined && limiter.suspension)
		return profileSuspended(action, limiter.suspension.rule, decision.suspendedUntil);
	if (!decision.allowed)
		return rateLimited(action, limiter.options, decision.retryAfterSeconds ?? 1);
	return undefined;
}
