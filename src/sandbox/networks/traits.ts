import { randomUUID } from 'node:crypto';
import type { Network } from '../../engine/networks';
import type { AnalyticsRecord } from '../../engine/resources/analytics';
import type { AccountRecordTrait } from '../analytics/accountRecords';
import { PostGrowth } from '../analytics/growth';
import { pagePostAnalytics } from '../analytics/pagePost';
import * as analytics from '../analytics/postAnalytics';
import type { PostFacts } from '../analytics/postAnalytics';
import type { Plan } from '../limits/plans';
import type { LinkedAccount } from '../store/linkedAccounts';
import { randomBase32, randomBase62, randomDigits } from './ids';

/**
 * What the sandbox simulates per network: one entry per network, so tsc names a network left
 * out. What the service's docs say of a network (limits, options) is the engine's registry.
 */
export interface NetworkTraits {
	/** A network-side post id in the form that network uses. */
	postId: (account: LinkedAccount) => string;
	/** The account's id on the network. */
	userId: () => string;
	/** The account's username, from the profile title as a slug (`acme_shop`). */
	username: (slug: string) => string;
	/** The account's type as the service reports it (page, group, channel...), if it has one. */
	accountType: (primary: boolean) => string | null;
	/** Hours until a post has reached about 63% of all the engagement it will ever get. */
	engagementHours: number;
	/** Its post analytics record (https://www.ayrshare.com/docs/apis/analytics/post), or null when it has none. */
	postAnalytics: ((g: PostGrowth, facts: PostFacts, video: boolean) => AnalyticsRecord) | null;
	/** The counts its own post list shows beside a post, taken from the post's analytics. */
	historyCounts: ((a: AnalyticsRecord) => Record<string, number>) | null;
	/** Fields it keeps besides text and media, from the post's options and the account. */
	extras: ((options: PostOptions, account: LinkedAccount) => Record<string, unknown>) | null;
	/** Posts made on the network directly have a title (a video's). */
	nativePostTitle?: boolean;
	/** It confirms a post later: the send answer says `pending`; the post's record has the real id. */
	answersPending?: boolean;
	/** Its account analytics record (https://www.ayrshare.com/docs/apis/analytics/social); one exactly where its entry offers them. */
	accountAnalytics?: AccountRecordTrait | null;
	/** The inbox page's hint for a simulated review's rating on it (what reviews/admin.ts takes). */
	reviewRatingHint?: string;
	/** Its posts per month on each plan, reported in its entry's `accountDetails.monthlyUsageField`. */
	monthlyPostLimits?: Record<Plan, number>;
	/** The admin field (`POST /api/admin/ads`) that backdates its link, on the ads rules network. */
	legacyAdLinkField?: string;
}

type PostOptions = Record<string, Record<string, unknown> | undefined>;

const digits = (count: number) => () => randomDigits(count);
const same = (slug: string) => slug;
const none = () => null;
const n = (value: unknown): number => (typeof value === 'number' ? value : 0);

function pick(source: Record<string, unknown> | undefined, keys: string[]) {
	const out: Record<string, unknown> = {};
	for (const key of keys) if (source?.[key] !== undefined) out[key] = source[key];
	return out;
}

/** The owner URN LinkedIn reports for a share, from the linked account's type. */
export function linkedinOwner(account: LinkedAccount): string {
	return `urn:li:${account.type === 'corporate' ? 'organization' : 'person'}:${account.networkUserId}`;
}

const facebookPage: NetworkTraits = {
	postId: (account) => `${account.networkUserId}_${randomDigits(16)}`,
	userId: digits(15),
	username: same,
	accountType: () => 'page',
	engagementHours: 12,
	postAnalytics: (g, _facts, video) => pagePostAnalytics(g, video),
	historyCounts: (a) => ({ likeCount: n(a.likeCount), commentsCount: n(a.commentCount) }),
	extras: null,
	accountAnalytics: {
		record: 'page',
		siteName: 'Facebook',
		linkedAccount: { platform: 'instagram', field: 'instagramBusinessAccount' },
	},
	reviewRatingHint: 'facebook: positive or negative',
	legacyAdLinkField: 'legacyFacebookLink',
};

export const NETWORK_TRAITS: Record<Network, NetworkTraits> = {
	facebook: facebookPage,
	fbg: {
		...facebookPage,
		accountType: () => 'group',
		postAnalytics: null,
		historyCounts: null,
		accountAnalytics: null,
	},
	instagram: {
		postId: digits(17),
		userId: digits(15),
		username: same,
		accountType: () => 'business',
		engagementHours: 18,
		postAnalytics: (g, facts, video) => analytics.reelOrFeedAnalytics(g, facts, video),
		historyCounts: (a) => ({ likeCount: n(a.likeCount), commentsCount: n(a.commentsCount) }),
		extras: null,
		accountAnalytics: { record: 'businessAccount', siteName: 'Instagram' },
	},
	linkedin: {
		postId: () => `urn:li:share:${randomDigits(19)}`,
		userId: () => randomBase62(10),
		username: same,
		accountType: (primary) => (primary ? 'personal' : 'corporate'),
		engagementHours: 24,
		postAnalytics: (g) => analytics.shareAnalytics(g),
		historyCounts: null,
		extras: (_options, account) => ({ owner: linkedinOwner(account) }),
		accountAnalytics: { record: 'memberOrOrganization' },
	},
	twitter: {
		postId: digits(19),
		userId: digits(15),
		username: same,
		accountType: none,
		engagementHours: 3,
		postAnalytics: (g) => analytics.tweetAnalytics(g),
		historyCounts: (a) => ({
			likeCount: n(a.likeCount),
			retweetCount: n(a.retweetCount),
			replyCount: n(a.replyCount),
		}),
		extras: null,
		accountAnalytics: { record: 'userProfile' },
		monthlyPostLimits: { basic: 100, premium: 1000, business: 10_000, enterprise: 100_000 },
	},
	pinterest: {
		postId: digits(18),
		userId: digits(15),
		username: same,
		accountType: none,
		engagementHours: 96,
		postAnalytics: (g, _facts, video) => analytics.pinAnalytics(g, video),
		historyCounts: null,
		extras: null,
		accountAnalytics: { record: 'boards' },
	},
	youtube: {
		postId: () => randomBase62(11),
		userId: () => `UC${randomBase62(22)}`,
		username: same,
		accountType: none,
		engagementHours: 72,
		postAnalytics: (g, facts) => analytics.videoAnalytics(g, facts.delivery),
		historyCounts: (a) => ({
			likeCount: n(a.likes),
			commentsCount: n(a.comments),
			viewCount: n(a.views),
		}),
		extras: (options) => pick(options.youTubeOptions, ['title', 'visibility']),
		nativePostTitle: true,
		accountAnalytics: { record: 'channel' },
	},
	telegram: {
		postId: digits(12),
		userId: digits(15),
		username: same,
		accountType: () => 'channel',
		engagementHours: 6,
		postAnalytics: null,
		historyCounts: null,
		extras: null,
	},
	gmb: {
		postId: () => `localPosts-${randomDigits(19)}`,
		userId: digits(15),
		username: same,
		accountType: none,
		engagementHours: 48,
		postAnalytics: null,
		historyCounts: null,
		extras: null,
		accountAnalytics: { record: 'listing' },
		reviewRatingHint: 'Google Business: 1 to 5',
	},
	reddit: {
		postId: () => randomBase62(8).toLowerCase(),
		userId: digits(15),
		username: (slug) => `u_${slug}`,
		accountType: none,
		engagementHours: 8,
		postAnalytics: (g, facts) => analytics.votedPostAnalytics(g, facts, ['title', 'subreddit']),
		historyCounts: null,
		extras: (options) => pick(options.redditOptions, ['title', 'subreddit']),
		accountAnalytics: { record: 'karma' },
	},
	tiktok: {
		postId: digits(19),
		userId: digits(15),
		username: same,
		accountType: none,
		answersPending: true,
		engagementHours: 36,
		postAnalytics: (g, facts) => analytics.shortVideoAnalytics(g, facts),
		historyCounts: null,
		extras: null,
		accountAnalytics: { record: 'creator' },
	},
	bluesky: {
		// An AT URI: the account's DID, the post collection, a 13-character record key.
		postId: (account) => `at://${account.networkUserId}/app.bsky.feed.post/${randomBase32(13)}`,
		userId: () => `did:plc:${randomBase32(24)}`,
		username: (slug) => `${slug.replace(/_/g, '-')}.bsky.social`,
		accountType: none,
		engagementHours: 4,
		// The service documents post analytics for Bluesky, Threads and Snapchat.
		postAnalytics: (g) => ({
			likeCount: g.count('likes', 0.01, 0.06),
			repostCount: g.count('reposts', 0.002, 0.015),
			replyCount: g.count('replies', 0.001, 0.01),
			quoteCount: g.count('quotes', 0.0005, 0.004),
		}),
		historyCounts: null,
		extras: null,
	},
	threads: {
		postId: digits(17),
		userId: digits(15),
		username: same,
		accountType: none,
		engagementHours: 6,
		postAnalytics: (g) => ({
			views: g.count('views', 0.3, 0.9),
			likes: g.count('likes', 0.01, 0.05),
			replies: g.count('replies', 0.001, 0.01),
			reposts: g.count('reposts', 0.001, 0.008),
			quotes: g.count('quotes', 0.0005, 0.003),
			shares: g.count('shares', 0.0005, 0.004),
		}),
		historyCounts: null,
		extras: null,
	},
	snapchat: {
		postId: () => randomUUID(),
		userId: () => randomUUID(),
		username: same,
		accountType: none,
		engagementHours: 24,
		postAnalytics: (g) => {
			const views = g.count('views', 0.4, 0.95);
			return {
				views,
				uniqueViewers: g.part(views, 'unique', 0.6, 0.9),
				screenshots: g.count('screenshots', 0.001, 0.01),
				shares: g.count('shares', 0.001, 0.01),
				completionRate: Math.round(g.share('completion', 0.3, 0.9) * 100) / 100,
			};
		},
		historyCounts: null,
		extras: null,
	},
};
