import {
	AD_ERROR_CODES,
	AD_NETWORKS,
	AD_RULES,
	type AdNetwork,
} from '../../engine/resources/adsSchemas';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest, validationFailed } from '../errors';
import { actingProfile, requirePlan } from '../http/auth';
import { PREMIUM_PLANS } from '../limits/plans';
import { randomDigits } from '../networks/ids';
import type { SandboxRequest } from '../router';
import type { Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { AdAccount } from './store';

export const ADS_ACTION = 'ads';

/**
 * Profiles whose account of the ads rules network was linked before this must link it again (ads
 * overview, precondition 3; the day is in that network's entry).
 */
export const RELINK_BEFORE = Date.parse(AD_RULES.rules.relinkBefore);

/** Review time when the admin API set none (ours: the docs say minutes to hours, up to 24 h). */
export const DEFAULT_REVIEW_MS = 60_000;

export interface AdsCaller {
	profile: Profile;
	platform: AdNetwork;
	linked: LinkedAccount;
}

function isAdNetwork(value: string): value is AdNetwork {
	return (AD_NETWORKS as readonly string[]).includes(value);
}

/**
 * The preconditions of every Ads route, in the docs' order (ads overview): the Ads add-on (403,
 * code 399: apis/graphql/ads), a plan with ads (Premium and up), a network with ads, the acting
 * profile's network linked, and a link of the ads rules network made on or after its relink day
 * (403, code 161: ours).
 */
export function adsCaller(
	req: SandboxRequest,
	ctx: SandboxContext,
	// A route whose path names its network (`/ads/facebook/dsaRecommendations`) passes it.
	platform: string = req.params.platform,
): AdsCaller {
	if (!req.account.addons.includes('ads'))
		throw new SandboxError(
			403,
			AD_ERROR_CODES.addOnRequired,
			ADS_ACTION,
			'The Ads add-on is not enabled for this account. Enable it on the Account page of the dashboard, then try again.',
		);
	requirePlan(req.account, PREMIUM_PLANS, ADS_ACTION, 'Ads');
	if (!isAdNetwork(platform))
		throw badRequest(
			ADS_ACTION,
			`platform must be one of ${AD_NETWORKS.join(', ')}: the networks with ads (got ${JSON.stringify(platform)}).`,
			{ field: 'platform' },
		);
	const profile = actingProfile(ctx, req, ADS_ACTION, { query: true, body: true });
	const rulesLink = ctx.linkedAccounts.get(profile.id, AD_RULES.network);
	if (rulesLink && rulesLink.createdAt < RELINK_BEFORE)
		throw new SandboxError(
			403,
			AD_ERROR_CODES.relinkRequired,
			ADS_ACTION,
			`The ${AD_RULES.rules.relinkWhat} of profile "${profile.title}" was linked before ${AD_RULES.rules.relinkBefore}; link it again to enable ads.`,
		);
	const linked = ctx.linkedAccounts.get(profile.id, platform);
	if (!linked)
		throw new SandboxError(
			400,
			ErrorCode.networkFailure,
			ADS_ACTION,
			`${platform} is not linked for profile "${profile.title}"; link it, then try again.`,
		);
	return { profile, platform, linked };
}

/** The profile's ad accounts on the network; its linked account gets one (USD, billing set up) at first use. */
export function adAccountsOf(ctx: SandboxContext, caller: AdsCaller): AdAccount[] {
	const { profile, platform, linked } = caller;
	const accounts = ctx.ads.accounts(profile.id, platform);
	if (accounts.some((account) => account.networkUserId === linked.networkUserId)) return accounts;
	const account: AdAccount = {
		id: randomDigits(15),
		profileId: profile.id,
		platform,
		networkUserId: linked.networkUserId,
		name: `${linked.displayName} Ads`,
		currency: 'USD',
		paymentMethod: true,
		createdAt: ctx.now(),
	};
	ctx.ads.insertAccount(account);
	return [...accounts, account];
}

/**
 * The profile's ad account `accountId` names; else the one 400 naming the field, the value and
 * the accounts there are (as `GET /ads/:platform/history` and the DSA recommendations answer).
 */
export function knownAdAccount(
	ctx: SandboxContext,
	caller: AdsCaller,
	accountId: string,
): AdAccount {
	const accounts = adAccountsOf(ctx, caller);
	const account = accounts.find((a) => a.id === accountId);
	if (account) return account;
	throw validationFailed(ADS_ACTION, [
		{
			field: 'accountId',
			value: accountId,
			message: `must be one of this profile's ad accounts (${accounts.map((a) => a.id).join(', ')})`,
		},
	]);
}

/** How long a new ad of this account stays in review. */
export function reviewMsOf(ctx: SandboxContext, accountId: number): number {
	return ctx.ads.reviewMs(accountId) ?? DEFAULT_REVIEW_MS;
}
