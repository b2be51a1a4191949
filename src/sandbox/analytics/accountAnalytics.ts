import type { AnalyticsRecord } from '../../engine/resources/analytics';
import { hashDigits, splitCount } from '../networks/deterministic';
import { NETWORK_TRAITS } from '../networks/traits';
import { profileUrlOf, websiteOf, type AccountFacts } from './accountFacts';
import { total } from './accountHistory';
import * as other from './accountOther';
import type { AccountRecordKind, AccountRecordTrait } from './accountRecords';

const CITIES = ['New York, NY', 'Los Angeles, CA', 'Chicago, IL', 'London, England', 'Toronto, ON'];
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE'];
const GENDER_AGE = ['F.18-24', 'F.25-34', 'F.35-44', 'M.18-24', 'M.25-34', 'M.35-44', 'U.25-34'];
const LOCALES = ['en_US', 'en_GB', 'es_ES', 'fr_FR', 'de_DE'];

function audience(followers: number, id: string): Record<string, AnalyticsRecord> {
	return {
		city: splitCount(followers, CITIES, 'city', id),
		country: splitCount(followers, COUNTRIES, 'country', id),
		genderAge: splitCount(followers, GENDER_AGE, 'genderAge', id),
	};
}

type PageTrait = Extract<AccountRecordTrait, { record: 'page' }>;

/** A page's insights: its fans, impressions, video views; it names its linked business account. */
function pageAnalytics(facts: AccountFacts, trait: PageTrait): AnalyticsRecord {
	const { history } = facts;
	const { account, followers } = history;
	const id = account.networkUserId;
	const impressions = total(history, 'impressions');
	const unique = Math.floor(total(history, 'reach'));
	const viral = Math.floor(impressions * 0.12);
	const engagements = total(history, 'engagements');
	const clicks = total(history, 'clicks');
	const adds = total(history, 'newFollowers');
	const removes = total(history, 'lostFollowers');
	const postImpressions = Math.floor(impressions * 0.7);
	const videoViews = Math.floor(impressions * 0.15);
	const complete30s = Math.floor(videoViews * 0.25);
	const complete30sSplit = splitCount(
		complete30s,
		['autoplayed', 'clickToPlay'],
		'complete30s',
		id,
	);
	const negative = Math.floor(engagements * 0.01);
	const { city, country, genderAge } = audience(followers, id);
	const business = facts.linked.get(trait.linkedAccount.platform);
	return {
		about: `${account.displayName} on ${trait.siteName}: a page of the sandbox.`,
		birthday: null,
		category: 'Local business',
		emails: [`hello@${websiteOf(account).slice('https://'.length)}`],
		engagement: { count: followers, socialSentence: `${followers} people like this.` },
		fanCount: followers,
		followersCount: followers + Math.floor(followers * 0.04),
		id,
		...(business ? { [trait.linkedAccount.field]: { id: business.networkUserId } } : {}),
		isPublished: true,
		link: profileUrlOf(facts),
		location: {
			city: 'Springfield',
			country: 'United States',
			street: '1 Main Street',
			zip: '12345',
		},
		name: account.displayName,
		pageConsumptionsByConsumptionType: splitCount(
			clicks,
			['link clicks', 'other clicks', 'photo view', 'video play'],
			'consumption',
			id,
		),
		pageConsumptionsByConsumptionTypeUnique: splitCount(
			Math.floor(clicks * 0.8),
			['link clicks', 'other clicks', 'photo view', 'video play'],
			'consumption',
			id,
		),
		pageFansAdds: adds,
		pageFanAddsByPaidNonPaidUnique: { paid: 0, unpaid: adds, total: adds },
		pageFanAddsUnique: adds,
		pageFanRemoves: removes,
		pageFanRemovesUnique: removes,
		pageFans: followers,
		pageFansCity: city,
		pageFansCountry: country,
		pageFansGenderAge: genderAge,
		pageFansLocale: splitCount(followers, LOCALES, 'locale', id),
		pageFansOnlinePerDay: Math.floor(followers * 0.3),
		pageImpressions: impressions,
		pageImpressionsByStoryType: splitCount(
			viral,
			['mention', 'page post', 'fan', 'other'],
			'story',
			id,
		),
		pageImpressionsByStoryTypeUnique: splitCount(
			Math.floor(viral * 0.8),
			['mention', 'page post', 'fan', 'other'],
			'story',
			id,
		),
		pageImpressionsFrequencyDistribution: splitCount(
			unique,
			['1', '2', '3', '4', '5', '6-10', '11-20', '21+'],
			'frequency',
			id,
		),
		pageImpressionsNonviral: impressions - viral,
		pageImpressionsNonviralUnique: Math.floor((impressions - viral) * 0.7),
		pageImpressionsOrganicUniqueV2: unique,
		pageImpressionsOrganicV2: impressions,
		pageImpressionsPaid: 0,
		pageImpressionsPaidUnique: 0,
		pageImpressionsUnique: unique,
		pageImpressionsViral: viral,
		pageNegativeFeedback: negative,
		pageNegativeFeedbackByType: splitCount(
			negative,
			['hide_clicks', 'hide_all_clicks', 'report_spam_clicks', 'unlike_page_clicks'],
			'negative',
			id,
		),
		pagePostEngagements: engagements,
		pagePostsImpressions: postImpressions,
		pagePostsImpressionsPaid: 0,
		pagePostsImpressionsPaidUnique: 0,
		pagePostsImpressionsUnique: Math.floor(postImpressions * 0.7),
		pageVideoCompleteViews30s: complete30s,
		pageVideoCompleteViews30sAutoplayed: complete30sSplit.autoplayed,
		pageVideoCompleteViews30sClickToPlay: complete30sSplit.clickToPlay,
		pageVideoCompleteViews30sOrganic: complete30s,
		pageVideoCompleteViews30sPaid: 0,
		pageVideoCompleteViews30sRepeatViews: Math.floor(complete30s * 0.1),
		pageVideoCompleteViews30sUnique: Math.floor(complete30s * 0.85),
		pageVideoRepeatViews: Math.floor(videoViews * 0.1),
		pageVideoViewTime: videoViews * 9_000,
		pageVideoViews: videoViews,
		pageVideoViewsOrganic: videoViews,
		pageVideoViewsPaid: 0,
		pageVideoViewsByPaidNonPaid: { paid: 0, unpaid: videoViews, total: videoViews },
		reactions: Math.floor(total(history, 'engagements', 180) * 0.6),
		unreadMessageCount: 0,
		username: account.username,
		verified: false,
		website: websiteOf(account),
	};
}

type BusinessAccountTrait = Extract<AccountRecordTrait, { record: 'businessAccount' }>;

/** A business account's insights, with audience breakdowns from 100 followers. */
function businessAccountAnalytics(
	facts: AccountFacts,
	trait: BusinessAccountTrait,
): AnalyticsRecord {
	const { history } = facts;
	const { account, followers } = history;
	const id = account.networkUserId;
	const engagements = total(history, 'engagements');
	const record: AnalyticsRecord = {
		biography: `${account.displayName}: an ${trait.siteName} account of the sandbox.`,
		commentsCount: Math.floor(engagements * 0.08),
		emailContactsCount: Math.floor(total(history, 'clicks', 180) * 0.02),
		followersCount: followers,
		followsCount: Math.floor(followers * 0.15) + 25,
		id,
		igId: hashDigits(10, 'igId', id),
		impressionsCount: total(history, 'impressions', 180),
		likeCount: Math.floor(engagements * 0.7),
		mediaCount: history.postCount,
		name: account.displayName,
		phoneCallClicksCount: Math.floor(total(history, 'clicks', 180) * 0.01),
		profilePictureUrl: `${profileUrlOf(facts)}/image.png`,
		profileViewsCount: total(history, 'profileViews', 180),
		reachCount: total(history, 'reach', 180),
		textMessageClicks: Math.floor(total(history, 'clicks', 180) * 0.015),
		username: account.username,
		website: websiteOf(account),
		websiteClicksCount: Math.floor(total(history, 'clicks', 180) * 0.3),
	};
	// Audience breakdowns exist only for accounts with 100 followers or more (https://www.ayrshare.com/docs/apis/analytics/social).
	if (followers < 100) return record;
	const { city, country, genderAge } = audience(followers, id);
	return { ...record, audienceCity: city, audienceCountry: country, audienceGenderAge: genderAge };
}

/** A member's or an organization's page statistics (an organization's with its careers page). */
function memberOrOrganizationAnalytics(facts: AccountFacts): AnalyticsRecord {
	const { history } = facts;
	const { account, followers } = history;
	const id = account.networkUserId;
	const impressionCount = total(history, 'impressions');
	const clickCount = total(history, 'clicks');
	const likeCount = total(history, 'likes') - total(history, 'unlikes');
	const commentCount = Math.floor(total(history, 'engagements') * 0.05);
	const shareCount = Math.floor(total(history, 'engagements') * 0.03);
	const pageViews = total(history, 'profileViews');
	const views = (name: string, count: number) => {
		const { desktop, mobile } = splitCount(count, ['desktop', 'mobile'], name, id);
		return {
			[`${name}PageViews`]: desktop + mobile,
			[`${name}DesktopPageViews`]: desktop,
			[`${name}MobilePageViews`]: mobile,
		};
	};
	const corporate = account.type === 'corporate';
	return {
		clickCount,
		// Careers-page clicks exist only for organizations with a careers page.
		clicks: corporate
			? [
					{
						pageType: 'CAREERS',
						careersPageJobsClicks: Math.floor(clickCount * 0.05),
						careersPagePromoLinksClicks: Math.floor(clickCount * 0.02),
					},
				]
			: [],
		commentCount,
		commentMentionsCount: Math.floor(commentCount * 0.1),
		engagement:
			impressionCount === 0
				? 0
				: Math.round(
						((clickCount + likeCount + commentCount + shareCount) / impressionCount) * 1e4,
					) / 1e4,
		followers: {
			organicFollowerCount: followers,
			paidFollowerCount: 0,
			totalFollowerCount: followers,
		},
		impressionCount,
		likeCount,
		shareCount,
		shareMentionsCount: Math.floor(shareCount * 0.1),
		uniqueImpressionsCount: total(history, 'reach'),
		views: {
			...views('all', pageViews),
			...views('overview', Math.floor(pageViews * 0.6)),
			...views('about', Math.floor(pageViews * 0.15)),
			...(corporate ? views('careers', Math.floor(pageViews * 0.1)) : {}),
		},
	};
}

type Builder<K extends AccountRecordKind> = (
	facts: AccountFacts,
	trait: Extract<AccountRecordTrait, { record: K }>,
) => AnalyticsRecord;

/** The builder of each kind of account record (https://www.ayrshare.com/docs/apis/analytics/social); tsc names a kind left out. */
const ACCOUNT_RECORDS: { [K in AccountRecordKind]: Builder<K> } = {
	page: pageAnalytics,
	businessAccount: businessAccountAnalytics,
	memberOrOrganization: memberOrOrganizationAnalytics,
	userProfile: other.userProfileAnalytics,
	boards: other.boardsAnalytics,
	channel: other.channelAnalytics,
	listing: other.listingAnalytics,
	karma: other.karmaAnalytics,
	creator: other.creatorAnalytics,
};

/** One network's account analytics from the account's simulated history ({} where it offers none). */
export function accountAnalytics(facts: AccountFacts): AnalyticsRecord {
	const trait = NETWORK_TRAITS[facts.history.platform].accountAnalytics;
	if (!trait) return {};
	const build = ACCOUNT_RECORDS[trait.record] as Builder<AccountRecordKind>;
	return build(facts, trait);
}
