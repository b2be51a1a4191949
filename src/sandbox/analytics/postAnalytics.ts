import type { AnalyticsRecord } from '../../engine/resources/analytics';
import { hashUnit } from '../networks/deterministic';
import type { Delivery } from '../store/deliveries';
import type { PostGrowth } from './growth';

/**
 * Post analytics records of the simulated networks (https://www.ayrshare.com/docs/apis/analytics/post), from `PostGrowth`; each
 * network's traits pick its builder. Every count only grows over time, except a share's likeCount
 * (people also unlike: it peaks and then drops a little). Ratios and averages are fixed per post.
 * Video fields (a page's, a reel's) appear for video posts.
 */

const VIDEO_URL = /\.(mp4|mov|m4v|webm|avi|mkv)(\?|#|$)/i;

export interface PostFacts {
	delivery: Delivery;
	/** The linked account's user name on that network. */
	username: string;
	/** The post said its media is video (`isVideo`). */
	isVideo: boolean;
	/** The refresh time the numbers are computed for. */
	at: number;
}

export function isVideoPost(facts: PostFacts): boolean {
	return facts.isVideo || facts.delivery.media.some((url) => VIDEO_URL.test(url));
}

const sum = (parts: Record<string, number>): number =>
	Object.values(parts).reduce((a, b) => a + b, 0);

/** A reel's record for a video post, a feed image's or carousel's otherwise. */
export function reelOrFeedAnalytics(
	g: PostGrowth,
	facts: PostFacts,
	video: boolean,
): AnalyticsRecord {
	const { delivery } = facts;
	const reachCount = g.count('reach', 0.4, 0.8);
	const likeCount = g.count('likes', 0.03, 0.1);
	const commentsCount = g.count('comments', 0.002, 0.02);
	const savedCount = g.count('saved', 0.002, 0.02);
	const common = {
		caption: delivery.text,
		commentsCount,
		created: new Date(delivery.createdAt).toISOString(),
		likeCount,
		reachCount,
		savedCount,
		username: facts.username,
	};
	if (video) {
		const playsCount = g.count('plays', 0.6, 1.2);
		const avg = g.fixed('reelsAvgWatchMs', 2_000, 20_000);
		return {
			...common,
			igReelsAvgWatchTimeCount: avg,
			igReelsVideoViewTotalTimeCount: playsCount * avg,
			mediaProductType: 'REELS',
			mediaType: 'VIDEO',
			playsCount,
			sharesCount: g.count('shares', 0.001, 0.01),
		};
	}
	const impressionsCount = reachCount + g.part(reachCount, 'repeatViews', 0.1, 0.5);
	return {
		...common,
		engagementCount: likeCount + commentsCount + savedCount,
		impressionsCount,
		mediaProductType: 'FEED',
		mediaType: delivery.media.length > 1 ? 'CAROUSEL_ALBUM' : 'IMAGE',
		videoViews: 0,
	};
}

/** A tweet's record: its counts and their sum as `engagements`. */
export function tweetAnalytics(g: PostGrowth): AnalyticsRecord {
	const counts = {
		impressionCount: g.count('impressions', 0.5, 1),
		likeCount: g.count('likes', 0.005, 0.04),
		retweetCount: g.count('retweets', 0.001, 0.01),
		replyCount: g.count('replies', 0.001, 0.008),
		quoteCount: g.count('quotes', 0, 0.002),
		bookmarkCount: g.count('bookmarks', 0, 0.004),
		urlLinkClicks: g.count('linkClicks', 0.002, 0.02),
		userProfileClicks: g.count('profileClicks', 0.001, 0.006),
	};
	const { impressionCount, ...engagements } = counts;
	return { ...counts, engagements: impressionCount === 0 ? 0 : sum(engagements) };
}

/** A share's record, whose likes can be taken back. */
export function shareAnalytics(g: PostGrowth): AnalyticsRecord {
	const impressionCount = g.count('impressions', 0.3, 0.8);
	const likePotential = g.reach * g.share('likes', 0.01, 0.05);
	// Unlikes catch up late (reached^3), so the net count peaks, then falls back a little.
	const likeCount =
		Math.floor(likePotential * g.reached) - Math.floor(likePotential * 0.45 * g.reached ** 3);
	const clickCount = g.count('clicks', 0.005, 0.03);
	const commentCount = g.count('comments', 0.001, 0.008);
	const shareCount = g.count('shares', 0.0005, 0.004);
	const interactions = likeCount + clickCount + commentCount + shareCount;
	return {
		impressionCount,
		uniqueImpressionsCount: g.part(impressionCount, 'unique', 0.6, 0.85),
		clickCount,
		likeCount,
		commentCount,
		shareCount,
		engagement:
			impressionCount === 0 ? 0 : Math.round((interactions / impressionCount) * 1e4) / 1e4,
	};
}

/** A pin's record. */
export function pinAnalytics(g: PostGrowth, video: boolean): AnalyticsRecord {
	const impressionCount = g.count('impressions', 0.5, 1);
	return {
		impressionCount,
		saveCount: g.count('saves', 0.005, 0.03),
		pinClickCount: g.count('pinClicks', 0.01, 0.05),
		outboundClickCount: g.count('outboundClicks', 0.002, 0.02),
		commentCount: g.count('comments', 0, 0.003),
		reactionCount: g.count('reactions', 0.002, 0.01),
		profileVisitCount: g.count('profileVisits', 0.001, 0.006),
		videoViews: video ? g.part(impressionCount, 'videoViews', 0.2, 0.5) : 0,
	};
}

/** The post's text fields among `keys` (the record repeats them), in that order. */
function repeated(delivery: Delivery, keys: readonly string[]): AnalyticsRecord {
	const out: AnalyticsRecord = {};
	for (const key of keys) {
		const value = delivery.extra[key];
		if (typeof value === 'string') out[key] = value;
	}
	return out;
}

/** A voted post's record (upvotes, downvotes, score), repeating the post's `fields` (its title...). */
export function votedPostAnalytics(
	g: PostGrowth,
	facts: PostFacts,
	fields: readonly string[],
): AnalyticsRecord {
	const upvotes = g.count('upvotes', 0.01, 0.08);
	const downvotes = g.part(upvotes, 'downvotes', 0.05, 0.25);
	return {
		viewCount: g.count('views', 0.5, 1),
		upvotes,
		downvotes,
		score: upvotes - downvotes,
		upvoteRatio: upvotes === 0 ? 0 : Math.round((upvotes / (upvotes + downvotes)) * 100) / 100,
		commentsCount: g.count('comments', 0.002, 0.02),
		crosspostCount: g.count('crossposts', 0, 0.001),
		...repeated(facts.delivery, fields),
	};
}

/** Fields no longer reported once a short video has had no activity for 7 days (https://www.ayrshare.com/docs/apis/analytics/post). */
const SHORT_VIDEO_QUIET_DAYS = 7;

/** A short video's record: views and counts, and while it is active, watch time and sources. */
export function shortVideoAnalytics(g: PostGrowth, facts: PostFacts): AnalyticsRecord {
	const videoViews = g.count('views', 0.6, 1.5);
	const counts: AnalyticsRecord = {
		videoViews,
		likeCount: g.count('likes', 0.03, 0.12),
		commentsCount: g.count('comments', 0.002, 0.02),
		sharesCount: g.count('shares', 0.001, 0.02),
	};
	if (facts.at - facts.delivery.createdAt > SHORT_VIDEO_QUIET_DAYS * 86_400_000) return counts;
	const averageTimeWatched = g.fixed('avgWatchSeconds', 3, 40);
	return {
		...counts,
		reach: g.part(videoViews, 'reach', 0.6, 0.9),
		fullVideoWatchedRate: Math.round(g.share('fullWatched', 0.05, 0.4) * 100) / 100,
		totalTimeWatched: videoViews * averageTimeWatched,
		averageTimeWatched,
		impressionSources: g.split(videoViews, [
			'For You',
			'Follow',
			'Personal Profile',
			'Search',
			'Sound',
		]),
		audienceCountries: [
			{ country: 'US', percentage: 0.46 },
			{ country: 'GB', percentage: 0.18 },
			{ country: 'CA', percentage: 0.12 },
		],
	};
}

/** A video's record: views, watch time, subscribers, with its title. */
export function videoAnalytics(g: PostGrowth, delivery: Delivery): AnalyticsRecord {
	const views = g.count('views', 0.3, 1);
	const averageViewDuration = g.fixed('avgViewSeconds', 20, 240);
	const subscribersGained = g.part(views, 'subscribersGained', 0.002, 0.01);
	return {
		views,
		likes: g.part(views, 'likes', 0.02, 0.06),
		dislikes: g.part(views, 'dislikes', 0, 0.005),
		comments: g.part(views, 'comments', 0.001, 0.01),
		shares: g.part(views, 'shares', 0.001, 0.005),
		estimatedMinutesWatched: Math.floor((views * averageViewDuration) / 60),
		averageViewDuration,
		averageViewPercentage: Math.round(g.share('viewPercentage', 20, 70) * 10) / 10,
		subscribersGained,
		subscribersLost: g.part(subscribersGained, 'subscribersLost', 0, 0.2),
		...(typeof delivery.extra.title === 'string' ? { title: delivery.extra.title } : {}),
	};
}

/**
 * Where a tweet of a thread draws its reach from: the first tweet's, each later tweet
 * reaching 45-70% (fixed per thread) of the one before, as readers drop off down a thread.
 */
export function threadReach(delivery: Delivery): { networkId: string; scale: number } | undefined {
	const { threadId, threadPosition } = delivery.extra;
	if (typeof threadId !== 'string' || typeof threadPosition !== 'number') return undefined;
	const keep = 0.45 + 0.25 * hashUnit('threadKeep', delivery.platform, threadId);
	return { networkId: threadId, scale: keep ** (threadPosition - 1) };
}
