import type { ValidationIssue } from '../../engine/core/errors';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { ADS_ACTION, adAccountsOf, adsCaller, knownAdAccount } from '../ads/access';
import { dsaRecommendations } from '../ads/dsa';
import { adsAdminRoutes } from '../ads/admin';
import { boostIssues, boostPost } from '../ads/boost';
import { DAY_MS, rateMetrics, totalsOf } from '../ads/spend';
import type { StoredAd } from '../ads/store';
import { searchCities, searchInterests, searchRegions } from '../ads/targeting';
import { adAccountView, adState, adView, historyRow } from '../ads/view';
import { idempotentCreate } from '../http/idempotencyKey';
import { instantOf } from '../../engine/contract/dates';
import {
	ADS_ACCOUNTS,
	ADS_HISTORY,
	ADS_LIST,
	ADS_TARGETING,
	ADS_UPDATE,
	type AdTargetingKind,
} from '../../engine/contract/ads';
import { ADS_BOOST } from '../../engine/contract/adsBoost';
import { ADS_DSA } from '../../engine/contract/adsDsa';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';

/**
 * The Ads group (docs: apis/ads/overview and the ads pages, "ads docs" below, in the folder the ads
 * rules network's registry entry names; the GraphQL ads page names `/ads/{platform}/...` for every
 * operation, so every network with ads answers each one). Every route
 * checks the preconditions first (ads/access.ts).
 */
/**
 * The preconditions come before the request's fields: without the add-on every call is refused
 * with 403, code 399, whatever it sent (apis/graphql/ads).
 */
const ads = { action: ADS_ACTION, before: adsCaller } as const;

export const adsRoutes: Route[] = [
	...contractRoute(ADS_ACCOUNTS, { ...ads, handler: accounts }),
	...contractRoute(ADS_BOOST, {
		...ads,
		alsoCheck: boostIssues,
		handler: idempotentCreate('ad boost', ADS_ACTION, boostPost),
	}),
	...contractRoute(ADS_LIST, { ...ads, handler: listAds }),
	...contractRoute(ADS_UPDATE, { ...ads, handler: updateAd }),
	// The history page's sample calls /spend, an alias in the contract; the GraphQL ads page maps adHistory to /history.
	...contractRoute(ADS_HISTORY, { ...ads, handler: spend }),
	...(['interests', 'regions', 'cities'] as const).flatMap((kind) =>
		contractRoute(ADS_TARGETING[kind], {
			...ads,
			handler: (req, ctx) => targeting(req, ctx, kind),
		}),
	),
	// A Facebook page (ads docs: get-dsa-recommendations): its path names the network.
	...contractRoute(ADS_DSA, {
		action: ADS_ACTION,
		before: (req, ctx) => adsCaller(req, ctx, 'facebook'),
		handler: dsaRecommendations,
	}),
	...adsAdminRoutes,
];

const stamps = (now: number) => {
	const stamp = new Date(now).toISOString();
	return { lastUpdated: stamp, nextUpdate: stamp };
};

/** `GET /api/ads/:platform/accounts` (ads docs: get-ad-accounts). */
function accounts(req: ContractRequest<typeof ADS_ACCOUNTS>, ctx: SandboxContext): Reply {
	const caller = adsCaller(req, ctx);
	const { limit } = req.input.query;
	const now = ctx.now();
	const ads = ctx.ads.ads(caller.profile.id, caller.platform);
	const adAccounts = adAccountsOf(ctx, caller)
		.slice(0, limit ?? 100)
		.map((account) => adAccountView(ctx, account, ads, now));
	return {
		status: 200,
		body: { status: 'success', adAccounts, count: adAccounts.length, ...stamps(now) },
	};
}

/** `GET /api/ads/:platform/ads`: the ads matching every id given (apis/graphql/ads). */
function listAds(req: ContractRequest<typeof ADS_LIST>, ctx: SandboxContext): Reply {
	const caller = adsCaller(req, ctx);
	const { limit, ...ids } = req.input.query;
	const now = ctx.now();
	const ads = ctx.ads
		.matching(caller.profile.id, caller.platform, ids)
		.slice(0, limit)
		.map((ad) => adView(ctx, ad, now));
	return { status: 200, body: { status: 'success', ads, count: ads.length } };
}

/**
 * `PUT /api/ads/:platform/ads {adId, status}` (ads docs: put-ad-update): the status goes to
 * the ad, its ad set and its campaign (apis/graphql/ads), so the campaign's other ads follow. A
 * deleted ad changes no more, and an archived one can only be deleted (ours, as Meta's).
 */
function updateAd(req: ContractRequest<typeof ADS_UPDATE>, ctx: SandboxContext): Reply {
	const caller = adsCaller(req, ctx);
	const { adId, status } = req.input.body;
	const ad = ctx.ads.ad(adId);
	const issues: ValidationIssue[] = [];
	if (!ad || ad.profileId !== caller.profile.id || ad.platform !== caller.platform)
		issues.push({
			field: 'adId',
			value: adId,
			message: `must be one of this profile's ${caller.platform} ads; list them with Get Many`,
		});
	else if (ad.status === 'DELETED' || (ad.status === 'ARCHIVED' && status !== 'deleted'))
		issues.push({
			field: 'status',
			value: status,
			message: `cannot be set: the ad is ${ad.status.toLowerCase()}${ad.status === 'ARCHIVED' ? '; it can only be deleted' : ' and changes no more'}`,
		});
	if (!ad || issues.length > 0) throw validationFailed(ADS_ACTION, issues);
	const now = ctx.now();
	ctx.ads.setStatus(ad, status.toUpperCase(), now);
	const updated = ctx.ads.ad(ad.id) as StoredAd;
	return {
		status: 200,
		body: {
			status: 'success',
			adId: ad.id,
			requestedStatus: status.toUpperCase(),
			adSetId: ad.adSetId,
			campaignId: ad.campaignId,
			ad: adView(ctx, updated, now),
		},
	};
}

/**
 * `GET /api/ads/:platform/history` (and `/spend`): daily spend and results per ad
 * (ads docs: get-ad-history), the last 30 days unless startDate/endDate say otherwise; filtered
 * by ad account, ad, campaign and post.
 */
function spend(req: ContractRequest<typeof ADS_HISTORY>, ctx: SandboxContext): Reply {
	const caller = adsCaller(req, ctx);
	const query = req.input.query;
	const now = ctx.now();
	if (query.accountId !== undefined) knownAdAccount(ctx, caller, query.accountId);
	const end = query.endDate ? instantOf(query.endDate) : now;
	const start = query.startDate ? instantOf(query.startDate) : end - 30 * DAY_MS;
	const ads = ctx.ads
		.ads(caller.profile.id, caller.platform)
		.filter(
			(ad) =>
				(query.accountId === undefined || ad.adAccountId === query.accountId) &&
				(query.adId === undefined || ad.id === query.adId) &&
				(query.campaignId === undefined || ad.campaignId === query.campaignId) &&
				(query.postId === undefined || ad.postId === query.postId),
		);
	const rows: Array<{ day: number; row: Record<string, unknown> }> = [];
	const inRange = [];
	for (const ad of ads) {
		const state = adState(ctx, ad, Math.min(now, end));
		for (const day of state.days)
			if (day.day + DAY_MS > start && day.day <= end) {
				inRange.push(day);
				rows.push({ day: day.day, row: historyRow(ad, state, day) });
			}
	}
	rows.sort((a, b) => b.day - a.day);
	const totals = totalsOf(inRange);
	const rates = rateMetrics(totals);
	return {
		status: 200,
		body: {
			status: 'success',
			history: rows.map((r) => r.row),
			count: rows.length,
			dateRange: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
			metrics: {
				totalSpend: totals.spendCents / 100,
				totalClicks: totals.clicks,
				totalImpressions: totals.impressions,
				totalReach: totals.reach,
				averageCTR: rates.ctr,
				averageFrequency: rates.frequency,
				cpm: rates.cpm,
				cpp: rates.cpp,
				cpc: rates.cpc,
			},
		},
	};
}

/** `GET /api/ads/:platform/interests|regions|cities` (ads docs: get-ad-*). */
function targeting(
	req: ContractRequest<(typeof ADS_TARGETING)[AdTargetingKind]>,
	_ctx: SandboxContext,
	kind: AdTargetingKind,
): Reply {
	const query = req.input.query;
	const limit = query.limit ?? 25;
	const found =
		kind === 'interests'
			? searchInterests(query.search ?? '', limit)
			: kind === 'regions'
				? searchRegions(query.search, limit)
				: searchCities(query, limit);
	return { status: 200, body: { status: 'success', [kind]: found, count: found.length } };
}
