import { SandboxError } from '../errors';

/**
 * Suspending a profile that keeps sending into its rate limit. The service's errors-http page says
 * repeated attempts over the limit may suspend the User Profile and that a suspended profile gets
 * 403; it gives no figures. Ours (`--suspend-after`): 1,000 refused (429) requests within 24 hours
 * suspend the profile for 24 hours; every request for it is then answered 403 and not processed.
 */
export interface SuspensionRule {
	/** 429s within `windowMs` that suspend the profile. */
	refusals: number;
	windowMs: number;
	/** How long the suspension lasts. */
	suspendMs: number;
}

const DAY_MS = 24 * 3_600_000;

export const DEFAULT_SUSPENSION: SuspensionRule = {
	refusals: 1000,
	windowMs: DAY_MS,
	suspendMs: DAY_MS,
};

/** The error code of a suspended profile's 403: ours, the HTTP status (as 413, 429 and 500 are). */
export const PROFILE_SUSPENDED_CODE = 403;

/** Per rate-limit key: the times of its recent 429s (at most `refusals` of them) and any suspension. */
export class SuspensionTracker {
	private readonly refusedAt = new Map<string, number[]>();
	private readonly suspendedUntil = new Map<string, number>();

	constructor(readonly rule: SuspensionRule) {}

	/** Records a 429 for `key`; suspends it when that makes `refusals` within the window. */
	refused(key: string, now: number): void {
		const since = now - this.rule.windowMs;
		const times = (this.refusedAt.get(key) ?? []).filter((at) => at > since);
		times.push(now);
		if (times.length >= this.rule.refusals) {
			this.suspendedUntil.set(key, now + this.rule.suspendMs);
			this.refusedAt.delete(key);
			return;
		}
		this.refusedAt.set(key, times);
	}

	/** Until when `key` is suspended (epoch ms), or undefined. */
	suspended(key: string, now: number): number | undefined {
		const until = this.suspendedUntil.get(key);
		if (until === undefined) return undefined;
		if (until > now) return until;
		this.suspendedUntil.delete(key);
		return undefined;
	}
}

/** HTTP 403 for a suspended profile, in the service's error shape (https://www.ayrshare.com/docs/errors/errors-ayrshare); nothing was processed. */
export function profileSuspended(
	action: string,
	rule: SuspensionRule,
	until: number,
): SandboxError {
	return new SandboxError(
		403,
		PROFILE_SUSPENDED_CODE,
		action,
		`User Profile suspended: it sent ${rule.refusals} requests over its rate limit within ` +
			`${Math.round(rule.windowMs / 3_600_000)} hours. Requests for it are refused until ` +
			`${new Date(until).toISOString()}; keep under the rate limit (x-ratelimit-max / -count).`,
		{ suspended: true },
	);
}

/** Reads `--suspend-after`: `REFUSALS/HOURS` (e.g. 1000/24), `on` (that rule) or `off`. */
export function parseSuspension(text: string): SuspensionRule | false {
	const value = text.trim().toLowerCase();
	if (value === 'off') return false;
	if (value === 'on') return { ...DEFAULT_SUSPENSION };
	const match = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(value);
	if (!match || Number(match[1]) < 1 || Number(match[2]) <= 0)
		throw new Error(
			`--suspend-after must be REFUSALS/HOURS (e.g. 1000/24), on or off (got ${JSON.stringify(text)}).`,
		);
	const windowMs = Math.round(Number(match[2]) * 3_600_000);
	return { refusals: Number(match[1]), windowMs, suspendMs: windowMs };
}
