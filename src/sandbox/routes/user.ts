import { networkEntry, type Network } from '../../engine/networks';
import type { AccountDetailFacts } from '../../engine/networks';
import { GetUser, QUOTA_NETWORKS } from '../../engine/contract/user';
import { NETWORK_TRAITS } from '../networks/traits';
import { actingProfile } from '../http/auth';
import { bioPageUrl } from '../bio/address';
import type { SandboxContext } from '../context';
import { badRequest } from '../errors';
import { DAY_MS, networkProfileUrl } from '../networks';
import { PLAN_RULES } from '../limits/plans';
import { monthlyPostCount, monthlyPostQuota } from '../limits/quota';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { monthKey, type Account, type Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';

export const userRoutes: Route[] = contractRoute(GetUser, { action: 'user', handler: getUser });

export function firestoreTime(ms: number): Record<string, unknown> {
	return {
		_seconds: Math.floor(ms / 1000),
		_nanoseconds: (ms % 1000) * 1_000_000,
		utc: new Date(ms).toISOString(),
	};
}

/**
 * `GET /api/user` (docs: apis/user/profile-details): the acting profile's details; n8n's
 * credential test. Each network's quota flag adds its used quota to its `displayNames` entry.
 */
function getUser(req: ContractRequest<typeof GetUser>, ctx: SandboxContext): Reply {
	const query = req.input.query;
	if (query.validate === true && req.headers['profile-key'] === undefined) {
		throw badRequest(
			'user',
			'validate=true checks a user profile: send its key in the Profile-Key header.',
		);
	}
	const profile = actingProfile(ctx, req, 'user', { query: true });
	const quotaFor = QUOTA_NETWORKS.filter(({ query: flag }) => query[flag] === true).map(
		({ platform: network }) => network,
	);
	return { status: 200, body: userDetails(ctx, req.account, profile, quotaFor) };
}

/** What `GET /user` answers for one profile; `GET /user/batch`'s file holds it for each. */
export function userDetails(
	ctx: SandboxContext,
	account: Account,
	profile: Profile,
	quotaFor: readonly Network[] = [],
): Record<string, unknown> {
	const now = ctx.now();
	const linked = ctx.linkedAccounts.list(profile.id);
	const rules = PLAN_RULES[account.plan];
	const stamp = new Date(now).toISOString();
	const body: Record<string, unknown> = {};
	if (linked.length > 0) body.activeSocialAccounts = linked.map((a) => a.platform);
	Object.assign(body, {
		biolinkUrl: `${ctx.url}/bio/${profile.refId}`,
		created: firestoreTime(profile.createdAt),
		displayNames: linked.map((a) => displayName(ctx, account, profile, a, { quotaFor, now })),
		email: profile.primary ? account.email : null,
		monthlyApiCalls: monthlyPostCount(profile, now),
		monthlyApiCallsQuota: monthlyPostQuota(ctx, account),
		monthlyPostCount: monthlyPostCount(profile, now),
		refId: profile.refId,
		title: rules.profiles ? profile.title : undefined,
		plan: account.plan,
		lastUpdated: stamp,
		nextUpdate: stamp,
	});
	body.biolinkUrl = bioPageUrl(ctx, profile.id) ?? body.biolinkUrl;
	return body;
}

/** One `displayNames` element: the linked account, with the fields its network has (https://www.ayrshare.com/docs/apis/user/profile-details). */
function displayName(
	ctx: SandboxContext,
	account: Account,
	profile: Profile,
	linked: LinkedAccount,
	options: { quotaFor: readonly Network[]; now: number },
): Record<string, unknown> {
	const network: Network = linked.platform;
	const facts: AccountDetailFacts = networkEntry(network).offers.accountDetails ?? {};
	const profileUrl = networkProfileUrl(ctx.url, network, linked.username);
	const entry: Record<string, unknown> = {
		created: new Date(linked.createdAt).toISOString(),
		displayName: linked.displayName,
		id: facts.numericId ? Number(linked.networkUserId) : linked.networkUserId,
		platform: network,
		profileUrl,
		userImage: `${profileUrl}/image.png`,
		username: linked.username,
	};
	if (facts.pageName) entry.pageName = linked.displayName;
	if (facts.description) entry.description = `${linked.displayName} on ${network}`;
	if (facts.place) {
		const placeId = `ChIJ${linked.networkUserId}`;
		Object.assign(entry, {
			mapsUrl: `${profileUrl}/maps`,
			placeId,
			reviewUrl: `${profileUrl}/reviews`,
		});
	}
	if (facts.type) entry.type = linked.type;
	if (facts.refreshDays !== undefined) {
		const days = facts.refreshDays;
		const refreshDaysRemaining = days - Math.floor((options.now - linked.createdAt) / DAY_MS);
		Object.assign(entry, {
			refreshDaysRemaining: Math.max(0, refreshDaysRemaining),
			refreshRequired: new Date(linked.createdAt + days * DAY_MS).toISOString(),
		});
	}
	if (facts.quota && options.quotaFor.includes(network)) {
		entry.type = linked.type;
		entry.usedQuota = ctx.deliveries.countRecent(
			profile.id,
			network,
			options.now - DAY_MS,
			networkEntry(network).dailyPostLimit ?? 0,
		);
	}
	const monthlyLimits = NETWORK_TRAITS[network].monthlyPostLimits;
	if (facts.monthlyUsageField && monthlyLimits && profile.primary) {
		const monthStart = Date.parse(`${monthKey(options.now)}-01T00:00:00Z`);
		const next = new Date(monthStart);
		next.setUTCMonth(next.getUTCMonth() + 1);
		entry[facts.monthlyUsageField] = {
			monthlyUsage: ctx.deliveries.countSince(profile.id, network, monthStart),
			monthlyLimit: monthlyLimits[account.plan],
			monthlyReset: next.toISOString().slice(0, 10),
		};
	}
	return entry;
}
