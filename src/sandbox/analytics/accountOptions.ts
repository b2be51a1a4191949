import type { AnalyticsRecord } from '../../engine/resources/analytics';
import { total, type AccountHistory } from './accountHistory';

/** Days `period60Days` covers (docs: apis/analytics/social). */
const PERIOD_DAYS = 60;
/** Channels with more videos answer `lifetimeLikes: null` (docs: apis/analytics/social, youtube.lifetime). */
const LIFETIME_MAX_VIDEOS = 1000;

/**
 * TikTok's answer to `period60Days: true`: only the 60-day totals of comments, shares and views
 * (docs: apis/analytics/social); the names and the shares of engagements are ours.
 */
export function tiktokPeriod60Days(history: AccountHistory): AnalyticsRecord {
	const engagements = total(history, 'engagements', PERIOD_DAYS);
	return {
		periodDays: PERIOD_DAYS,
		comments: Math.floor(engagements * 0.05),
		shares: Math.floor(engagements * 0.03),
		views: total(history, 'impressions', PERIOD_DAYS),
	};
}

/**
 * YouTube's `lifetimeLikes` with `youtube: {lifetime: true}`: the likes of all the channel's
 * public videos (the channel record's all-time `likes`), null past 1,000 videos (the docs).
 */
export function youtubeLifetimeLikes(history: AccountHistory, likes: unknown): number | null {
	return history.postCount > LIFETIME_MAX_VIDEOS ? null : Number(likes ?? 0);
}
