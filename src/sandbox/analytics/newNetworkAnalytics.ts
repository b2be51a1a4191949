import type { AnalyticsRecord } from '../../engine/resources/analytics';
import type { PostGrowth } from './growth';

/**
 * Post analytics of the networks added for today's service (the service documents post
 * analytics for Bluesky, Threads and Snapchat), generated deterministically like the others.
 */

export function bluesky(g: PostGrowth): AnalyticsRecord {
	return {
		likeCount: g.count('likes', 0.01, 0.06),
		repostCount: g.count('reposts', 0.002, 0.015),
		replyCount: g.count('replies', 0.001, 0.01),
		quoteCount: g.count('quotes', 0.0005, 0.004),
	};
}

export function threads(g: PostGrowth): AnalyticsRecord {
	return {
		views: g.count('views', 0.3, 0.9),
		likes: g.count('likes', 0.01, 0.05),
		replies: g.count('replies', 0.001, 0.01),
		reposts: g.count('reposts', 0.001, 0.008),
		quotes: g.count('quotes', 0.0005, 0.003),
		shares: g.count('shares', 0.0005, 0.004),
	};
}

export function snapchat(g: PostGrowth): AnalyticsRecord {
	const views = g.count('views', 0.4, 0.95);
	return {
		views,
		uniqueViewers: g.part(views, 'unique', 0.6, 0.9),
		screenshots: g.count('screenshots', 0.001, 0.01),
		shares: g.count('shares', 0.001, 0.01),
		completionRate: Math.round(g.share('completion', 0.3, 0.9) * 100) / 100,
	};
}
