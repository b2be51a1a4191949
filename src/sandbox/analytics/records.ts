import type { AnalyticsRecord } from '../../engine/resources/analytics';
import { NETWORK_TRAITS } from '../networks/traits';
import { PostGrowth } from './growth';
import * as analytics from './postAnalytics';
import type { PostFacts } from './postAnalytics';

/** The analytics record of one network post at the refresh time `facts.at`. */
export function postAnalytics(facts: PostFacts): AnalyticsRecord {
	const { delivery } = facts;
	const traits = NETWORK_TRAITS[delivery.platform];
	if (!traits.postAnalytics) return {};
	const g = new PostGrowth(
		delivery.platform,
		delivery.networkId,
		traits.engagementHours,
		delivery.createdAt,
		facts.at,
		analytics.threadReach(delivery),
	);
	return traits.postAnalytics(g, facts, analytics.isVideoPost(facts));
}

/** The counts a network shows next to a post in its own list (`GET /history/:platform`). */
export function historyCounts(delivery: PostFacts['delivery'], at: number): Record<string, number> {
	const counts = NETWORK_TRAITS[delivery.platform].historyCounts;
	return counts ? counts(postAnalytics({ delivery, username: '', isVideo: false, at })) : {};
}
