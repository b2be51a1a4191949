import { MONTHLY_QUOTA_CODE, nextQuotaReset } from '../../engine/core/quota';
import { formatUtcTimestamp } from '../../engine/scheduling';
import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { queueScheduledEvent, reportsOutcome } from '../hooks/serviceEvents';
import { PLAN_RULES } from './plans';
import { monthKey, type Account, type Profile } from '../store/accounts';
import type { Post, PostError } from '../store/posts';

/**
 * The monthly post quota, as the help center's "How many posts and API calls can I make?" gives it:
 * per profile (the Primary Profile and each User Profile count apart), `POST /post` calls only, one
 * per request whatever its networks, failed posts included, scheduled posts when they are sent;
 * a request refused before sending (code 106 itself, a body that fails validation) does not count.
 * It resets on the 1st of each month from 00:07 UTC.
 */

/** The quota month a moment falls in: the month turns at 00:07 UTC on the 1st, not at midnight. */
export function quotaMonth(now: number): string {
	return monthKey(now - 7 * 60_000);
}

/**
 * The profile quota in force: `--monthly-post-quota N` for every profile when given (`off`: none),
 * else the plan's own figure (Basic 20, Premium 1,000; none on Business and Enterprise).
 */
export function monthlyPostQuota(ctx: SandboxContext, account: Account): number | undefined {
	const chosen = ctx.monthlyPostQuota;
	if (chosen === false) return undefined;
	if (chosen !== undefined) return chosen;
	return PLAN_RULES[account.plan].monthlyApiCallsQuota;
}

/** Posts the profile has sent in the current quota month. */
export function monthlyPostCount(profile: Profile, now: number): number {
	return profile.apiCallsMonth === quotaMonth(now) ? profile.monthlyApiCalls : 0;
}

function quotaMessage(profile: Profile, quota: number, now: number): string {
	const reset = formatUtcTimestamp(nextQuotaReset(now));
	return (
		`Profile "${profile.title}" has used its monthly post quota: ${quota} post${quota === 1 ? '' : 's'} in ${quotaMonth(now)}. ` +
		`The quota resets on ${reset} (the 1st of the month, 00:07 UTC); this post was not sent.`
	);
}

/** HTTP 429, code 106, with the profile and the month's count; nothing was stored or counted. */
export function quotaSpent(
	action: string,
	profile: Profile,
	quota: number,
	now: number,
): SandboxError {
	return new SandboxError(429, MONTHLY_QUOTA_CODE, action, quotaMessage(profile, quota, now), {
		title: profile.title,
		refId: profile.refId,
		monthlyPostCount: monthlyPostCount(profile, now),
		monthlyPostQuota: quota,
	});
}

/** Refuses a post about to be sent at once when any of its profiles has spent its quota. */
export function checkQuotaBeforeSending(
	ctx: SandboxContext,
	account: Account,
	profiles: Profile[],
	action: string,
): void {
	const quota = monthlyPostQuota(ctx, account);
	if (quota === undefined) return;
	const now = ctx.now();
	for (const profile of profiles)
		if (monthlyPostCount(profile, now) >= quota) throw quotaSpent(action, profile, quota, now);
}

/**
 * Counts a post against its profile's quota as it goes out for the first time, inside the send's
 * transaction. Over the quota it counts nothing and fails the post with 106 on each network (and
 * its `scheduled` event when `reportsTo`); it is not sent after the reset on its own. Its `sentAt`
 * stays empty: it never went out, so a Retry after the reset is its first send and counts.
 */
export function takeFromQuota(
	ctx: SandboxContext,
	account: Account,
	post: Post,
	now: number,
	reportsTo: boolean,
): { status: 'error'; postIds: []; errors: PostError[] } | undefined {
	// Only a post's first send counts: a resend of one that reached networks is not a new post call.
	if (post.sentAt !== null) return undefined;
	const quota = monthlyPostQuota(ctx, account);
	const month = quotaMonth(now);
	// Without a quota the count is all there is to keep: the profile's row need not be read.
	if (quota === undefined) {
		ctx.accounts.countApiCall(post.profileId, month);
		return undefined;
	}
	const profile = ctx.accounts.profileById(post.profileId);
	if (!profile) return undefined;
	if (monthlyPostCount(profile, now) < quota) {
		ctx.accounts.countApiCall(profile.id, month);
		return undefined;
	}
	const message = quotaMessage(profile, quota, now);
	const errors: PostError[] = post.platforms.map((network) => ({
		action: 'post',
		status: 'error',
		code: MONTHLY_QUOTA_CODE,
		message,
		platform: network,
	}));
	ctx.posts.save({ ...post, status: 'error', errors, sentAt: null });
	if (reportsTo && reportsOutcome(post))
		queueScheduledEvent(ctx, { ...post, status: 'error', errors, sentAt: now }, profile, now);
	return { status: 'error', postIds: [], errors };
}

/** Reads `--monthly-post-quota`: a whole number of posts per profile per month, `off`, or `plan`. */
export function parseMonthlyPostQuota(text: string): number | false | undefined {
	const value = text.trim().toLowerCase();
	if (value === 'off') return false;
	if (value === 'plan') return undefined;
	if (!/^\d+$/.test(value))
		throw new Error(
			`--monthly-post-quota must be a whole number of posts per profile per month, off, or plan (got ${JSON.stringify(text)}).`,
		);
	return Number(value);
}
