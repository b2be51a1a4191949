import type { ValidationIssue } from '../../engine/core/errors';
import { isRecord } from '../../engine/core/isRecord';
import { boostCrossIssues, boostField } from '../../engine/resources/adsBoostCheck';
import type { ADS_BOOST } from '../../engine/contract/adsBoost';
import {
	AD_MIN_RUN_HOURS,
	AD_RULES_NAME,
	AdLocationsSchema,
} from '../../engine/resources/adsSchemas';
import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { randomDigits } from '../networks/ids';
import { echoSafeIssues, withoutProfileKey } from '../http/parseRequest';
import type { ContractRequest, Reply, SandboxRequest } from '../router';
import { ADS_ACTION, adAccountsOf, adsCaller, reviewMsOf, type AdsCaller } from './access';
import type { AdAccount, StoredAd } from './store';
import { CITY_IDS, INTEREST_IDS, REGION_IDS } from './targeting';
import { adView } from './view';

const HOUR_MS = 3_600_000;
/** Smallest spend per day of the run (ours: the accounts page shows `minDailyBudget: 1`). */
const MIN_DAILY_USD = 1;

const fieldOf = boostField;

interface PostChoice {
	postId: string | null;
	socialPostId: string;
}

/** The published post the boost names, or the issue that says why it is not one. */
function findPost(
	ctx: SandboxContext,
	caller: AdsCaller,
	body: Record<string, unknown>,
	issues: ValidationIssue[],
): PostChoice | undefined {
	const { profile, platform: network } = caller;
	const postId = fieldOf(body, 'postId');
	if (postId !== undefined) {
		const sent = ctx.deliveries
			.forPost(postId)
			.find((d) => d.profileId === profile.id && d.platform === network && !d.deleted);
		if (sent) return { postId, socialPostId: sent.networkId };
		issues.push({
			field: 'postId',
			value: postId,
			message: `must be a post of this profile published on ${network} (and not deleted); find one with Get History`,
		});
		return undefined;
	}
	const field = body.fbPostId !== undefined ? 'fbPostId' : 'socialPostId';
	const networkId = fieldOf(body, field);
	if (networkId === undefined) return undefined;
	// `fbPostId` is Facebook's post id (the boost-post page); `socialPostId` any network's.
	const owner = field === 'fbPostId' ? 'facebook' : network;
	if (owner !== network) {
		issues.push({
			field,
			value: networkId,
			message: `is for ${owner} posts; on ${network} give socialPostId (the ${network} post id)`,
		});
		return undefined;
	}
	const onNetwork = ctx.deliveries.byNetworkId(network, networkId);
	if (onNetwork && onNetwork.profileId === profile.id && !onNetwork.deleted)
		return { postId: onNetwork.postId, socialPostId: networkId };
	issues.push({
		field,
		value: networkId,
		message: `must be the id of a post on this profile's ${network} account`,
	});
	return undefined;
}

function checkAccount(
	accounts: AdAccount[],
	accountId: string | undefined,
	issues: ValidationIssue[],
): AdAccount | undefined {
	if (accountId === undefined) return undefined;
	const account = accounts.find((a) => a.id === accountId);
	if (!account)
		issues.push({
			field: 'accountId',
			value: accountId,
			message: `must be one of this profile's ad accounts (${accounts.map((a) => a.id).join(', ')}); list them with Get Ad Accounts`,
		});
	else if (!account.paymentMethod)
		issues.push({
			field: 'accountId',
			value: accountId,
			message:
				"has no payment method at Meta; link one in the ad account's billing settings before boosting (ads overview, step 1)",
		});
	return account;
}

/** Interest, region and city ids the targeting searches know. */
function checkTargeting(body: Record<string, unknown>, issues: ValidationIssue[]): void {
	const interests = fieldOf(body, 'interests') ?? [];
	interests.forEach((id, i) => {
		if (!INTEREST_IDS.has(id))
			issues.push({
				field: `interests[${i}]`,
				value: id,
				message: 'must be an interest id from Search Targeting (interests)',
			});
	});
	const locations = isRecord(body.locations) ? body.locations : {};
	const known = { regions: REGION_IDS, cities: CITY_IDS } as const;
	for (const kind of ['regions', 'cities'] as const) {
		const ids = AdLocationsSchema.shape[kind].safeParse(locations[kind]);
		(ids.success ? (ids.data ?? []) : []).forEach((id, i) => {
			if (!known[kind].has(id))
				issues.push({
					field: `locations.${kind}[${i}]`,
					value: id,
					message: `must be a ${kind === 'regions' ? 'region' : 'city'} id from Search Targeting (${kind})`,
				});
		});
	}
}

/** The run, from now at the earliest: 30 hours at least, and a budget of MIN_DAILY_USD a day. */
function checkRun(
	body: Record<string, unknown>,
	now: number,
	issues: ValidationIssue[],
): { startAt: number; endAt: number } | undefined {
	const start = fieldOf(body, 'startDate');
	const end = fieldOf(body, 'endDate');
	if (end === undefined) return undefined;
	const startAt = Math.max(start === undefined ? now : Date.parse(start), now);
	const endAt = Date.parse(end);
	const hours = (endAt - startAt) / HOUR_MS;
	if (hours < AD_MIN_RUN_HOURS && !issues.some((issue) => issue.field === 'endDate'))
		issues.push({
			field: 'endDate',
			value: end,
			message: `must be at least ${AD_MIN_RUN_HOURS} hours after the start (${new Date(startAt).toISOString()}, now at the earliest): ${AD_RULES_NAME}'s minimum run`,
		});
	const budget = fieldOf(body, 'budget');
	const days = Math.max(hours / 24, 1);
	if (budget !== undefined && hours >= AD_MIN_RUN_HOURS && budget / days < MIN_DAILY_USD)
		issues.push({
			field: 'budget',
			value: budget,
			message: `must be at least ${MIN_DAILY_USD} US dollar a day of the run: ${Math.ceil(days * MIN_DAILY_USD * 100) / 100} or more for ${Math.round(days * 10) / 10} days`,
		});
	return { startAt, endAt };
}

/**
 * The boost's rules across fields and against the store (a post of this profile, an ad account
 * with a payment method, known targeting ids, the run from now): each field is read through its
 * contract schema (`boostField`), so these problems join the contract's in one 400.
 */
function boostChecks(req: SandboxRequest, ctx: SandboxContext) {
	const caller = adsCaller(req, ctx);
	const body = withoutProfileKey(req.body);
	const issues = echoSafeIssues(boostCrossIssues(body));
	const account = checkAccount(adAccountsOf(ctx, caller), fieldOf(body, 'accountId'), issues);
	const post = findPost(ctx, caller, body, issues);
	checkTargeting(body, issues);
	const run = checkRun(body, ctx.now(), issues);
	return { caller, issues, account, post, run };
}

/** The route's `alsoCheck`: what `boostChecks` faults. */
export function boostIssues(req: SandboxRequest, ctx: SandboxContext): ValidationIssue[] {
	return boostChecks(req, ctx).issues;
}

/**
 * `POST /api/ads/:platform/boost` (ads docs: boost-post): every rule is checked and every
 * failure answered at once (400, code 101, one `errors` entry per field) by the contract and
 * `boostIssues`. The new ad goes into its own ad set in the campaign of its ad account and post,
 * and into review (ours: see docs/ads.md).
 */
export function boostPost(req: ContractRequest<typeof ADS_BOOST>, ctx: SandboxContext): Reply {
	const { caller, issues, account, post, run } = boostChecks(req, ctx);
	const data = req.input.body;
	const now = ctx.now();
	if (issues.length > 0 || !account || !post || !run) throw validationFailed(ADS_ACTION, issues);
	const postKey = post.postId ?? post.socialPostId;
	const ad: StoredAd = {
		id: randomDigits(15),
		profileId: caller.profile.id,
		platform: caller.platform,
		adAccountId: account.id,
		campaignId: '',
		adSetId: randomDigits(15),
		postId: post.postId,
		socialPostId: post.socialPostId,
		name: data.adName ?? `API Post - ${postKey} - ${new Date(now).toISOString().slice(0, 19)}`,
		goal: data.goal,
		budgetCents: Math.round(data.budget * 100),
		bidCents: data.bidAmount === undefined ? null : Math.round(data.bidAmount * 100),
		targeting: {
			minAge: data.minAge ?? 18,
			maxAge: data.maxAge ?? 65,
			locations: {
				countries: (data.locations?.countries ?? ['US']).map((c: string) => c.toUpperCase()),
				regions: data.locations?.regions ?? [],
				cities: data.locations?.cities ?? [],
			},
			interests: data.interests ?? [],
		},
		startAt: run.startAt,
		endAt: run.endAt,
		createdAt: now,
		reviewUntil: now + reviewMsOf(ctx, req.account.id),
		rejected: false,
		status: (data.status ?? 'active').toUpperCase(),
	};
	ctx.db.transaction(() => {
		ad.campaignId = ctx.ads.campaignFor(account.id, postKey, () => randomDigits(15), now);
		ctx.ads.insertAd(ad);
	})();
	return {
		status: 200,
		body: {
			status: 'success',
			id: ad.id,
			adId: ad.id,
			adSetId: ad.adSetId,
			campaignId: ad.campaignId,
			ad: adView(ctx, ad, now),
		},
	};
}
