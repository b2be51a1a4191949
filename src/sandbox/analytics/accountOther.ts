import type { AnalyticsRecord } from '../../engine/resources/analytics';
import { simulatedBoards } from '../networks/boards';
import { hashInt, splitCount } from '../networks/deterministic';
import { dailyDetails, total } from './accountHistory';
import { profileUrlOf, websiteOf, type AccountFacts } from './accountFacts';

/**
 * Account analytics records of the networks its page (https://www.ayrshare.com/docs/apis/analytics/social) shows only in part (a listing's, a
 * boards account's) or not at all (the others here): a small, plausible set from the same
 * simulated history. Each network's traits pick its record.
 */

/** A business listing's record: where it was seen, what people did (split per network id). */
export function listingAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history, periodDays } = facts;
	const id = history.account.networkUserId;
	const impressions = total(history, 'impressions', periodDays);
	const clicks = total(history, 'clicks', periodDays);
	const byPlace = splitCount(
		impressions,
		['desktopMaps', 'desktopSearch', 'mobileMaps', 'mobileSearch'],
		`${history.platform}-impressions`,
		id,
	);
	const actions = splitCount(
		clicks,
		['bookings', 'conversations', 'directions', 'foodOrders', 'calls', 'website'],
		`${history.platform}-actions`,
		id,
	);
	return {
		businessBookings: actions.bookings,
		businessConversations: actions.conversations,
		businessDirectionRequests: actions.directions,
		businessFoodOrders: actions.foodOrders,
		businessImpressionsDesktopMaps: byPlace.desktopMaps,
		businessImpressionsDesktopSearch: byPlace.desktopSearch,
		businessImpressionsMobileMaps: byPlace.mobileMaps,
		businessImpressionsMobileSearch: byPlace.mobileSearch,
		callClicks: actions.calls,
		websiteClicks: actions.website,
	};
}

/** A boards account's record: a summary, the daily figures and its boards. */
export function boardsAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history, periodDays } = facts;
	const { account } = history;
	const impressions = total(history, 'impressions', periodDays);
	const engagements = total(history, 'engagements', periodDays);
	const boards = simulatedBoards({ title: facts.profileTitle }, account).map((board, index) => ({
		boardPinsModifiedAt: new Date(board.createdAt + index * 86_400_000).toISOString(),
		collaboratorCount: index === 0 ? 1 : 0,
		createdAt: new Date(board.createdAt).toISOString(),
		description: board.description,
		followerCount: Math.floor(history.followers * (0.1 + 0.1 * index)),
		id: board.id,
		media: {
			imageCoverUrl: `${profileUrlOf(facts)}/image.png`,
			pinThumbnailUrls: [`${profileUrlOf(facts)}/image.png`],
		},
		name: board.name,
		privacy: board.privacy,
	}));
	return {
		username: account.username,
		followerCount: history.followers,
		pinCount: history.postCount,
		summary: {
			days: periodDays,
			impression: impressions,
			engagement: engagements,
			pinClick: Math.floor(engagements * 0.4),
			outboundClick: total(history, 'clicks', periodDays),
			save: Math.floor(engagements * 0.2),
			engagementRate: impressions === 0 ? 0 : Math.round((engagements / impressions) * 1e4) / 1e4,
		},
		daily: dailyDetails(history, periodDays).map((d) => ({
			date: d.date,
			impression: d.impressions,
			engagement: d.engagements,
		})),
		boards,
	};
}

/** A user profile's record: followers, following, posts. */
export function userProfileAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history } = facts;
	const { account, followers } = history;
	return {
		id: account.networkUserId,
		name: account.displayName,
		username: account.username,
		description: `${account.displayName} on X: an account of the sandbox.`,
		followersCount: followers,
		followingCount: hashInt(50, 900, 'following', account.networkUserId),
		tweetCount: history.postCount,
		listedCount: Math.floor(followers / 200),
		likeCount: Math.floor(total(history, 'engagements') * 0.3),
		verified: false,
		createdAt: new Date(account.createdAt).toISOString(),
		profileImageUrl: `${profileUrlOf(facts)}/image.png`,
		url: websiteOf(account),
	};
}

/** A channel's record: subscribers, views, watch time. */
export function channelAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history, periodDays } = facts;
	const views = total(history, 'impressions');
	return {
		id: history.account.networkUserId,
		title: history.account.displayName,
		subscriberCount: history.followers,
		viewCount: views,
		videoCount: history.postCount,
		likes: Math.floor(total(history, 'engagements') * 0.6),
		comments: Math.floor(total(history, 'engagements') * 0.05),
		estimatedMinutesWatched: Math.floor(views * 1.5),
		averageViewDuration: hashInt(30, 300, 'avgView', history.account.networkUserId),
		subscribersGained: total(history, 'newFollowers', periodDays),
		subscribersLost: total(history, 'lostFollowers', periodDays),
	};
}

/** A karma account's record. */
export function karmaAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history } = facts;
	const linkKarma = Math.floor(total(history, 'engagements') * 0.5) + history.postCount * 10;
	const commentKarma = Math.floor(total(history, 'engagements') * 0.2);
	return {
		id: history.account.networkUserId,
		name: history.account.username,
		linkKarma,
		commentKarma,
		totalKarma: linkKarma + commentKarma,
		created: new Date(history.account.createdAt).toISOString(),
		iconImg: `${profileUrlOf(facts)}/image.png`,
	};
}

/** A creator's record: followers, likes, videos, audience countries. */
export function creatorAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history, periodDays } = facts;
	const { account, followers } = history;
	return {
		id: account.networkUserId,
		username: account.username,
		displayName: account.displayName,
		followerCount: followers,
		followingCount: hashInt(20, 500, 'following', account.networkUserId),
		likesCount: Math.floor(total(history, 'engagements') * 0.8),
		videoCount: history.postCount,
		profileViews: total(history, 'profileViews', periodDays),
		audienceCountries: Object.entries(
			splitCount(
				100,
				['US', 'GB', 'CA', 'AU'],
				`${history.platform}-countries`,
				account.networkUserId,
			),
		).map(([country, percentage]) => ({ country, percentage })),
	};
}
