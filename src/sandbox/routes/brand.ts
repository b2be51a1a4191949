import type { Network } from '../../engine/networks';
import { brandByUserEndpoint } from '../../engine/contract/brand';
import { accountHistory } from '../analytics/accountHistory';
import { websiteOf } from '../analytics/accountFacts';
import { requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { hashInt } from '../networks/deterministic';
import { ErrorCode } from '../errors';
import { networkProfileUrl } from '../networks';
import { ENTERPRISE_PLANS } from '../limits/plans';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';

const ACTION = 'brand';

/**
 * Public information of accounts by user name (docs: apis/brand/brand-by-user), declared by its
 * contract (`src/engine/contract/brand.ts`). Enterprise only: the plan is checked first, before
 * the query (the route's `before`).
 */
export const brandRoutes: Route[] = contractRoute(brandByUserEndpoint, {
	action: ACTION,
	before: (req) => requirePlan(req.account, ENTERPRISE_PLANS, ACTION, 'Brand look-up'),
	handler: brandByUser,
});

/**
 * What the network shows publicly of the account with this user name: the sandbox's simulated
 * accounts are every linked account of every profile (user names like `acme_bakery`).
 * Followers are the same figure account analytics report for that account today.
 */
function publicInfo(ctx: SandboxContext, network: Network, name: string): Record<string, unknown> {
	const username = name.replace(/^@/, '');
	const found = ctx.linkedAccounts.publicAccount(network, username);
	if (!found) {
		return {
			action: ACTION,
			status: 'error',
			code: ErrorCode.notFound,
			message: `No public ${network} account named ${JSON.stringify(username)}. The sandbox's accounts are named after its profiles, like "primary_profile" or "acme_bakery".`,
		};
	}
	const { account, profileId } = found;
	const history = accountHistory(
		network,
		account,
		ctx.now(),
		ctx.deliveries.postsPerDay(profileId, network),
	);
	const profileUrl = networkProfileUrl(ctx.url, network, account.username);
	return {
		status: 'success',
		id: account.networkUserId,
		username: account.username,
		displayName: account.displayName,
		description: `${account.displayName} on ${network}.`,
		followersCount: history.followers,
		followingCount: hashInt(20, 900, 'following', account.networkUserId),
		postsCount: history.postCount,
		profileImage: `${profileUrl}/image.png`,
		profileUrl,
		website: websiteOf(account),
		verified: false,
		created: new Date(account.createdAt).toISOString(),
	};
}

/** `GET /api/brand/byUser?platforms[0]=<id>&<id>User=acme`: one entry per platform. */
function brandByUser(req: ContractRequest<typeof brandByUserEndpoint>, ctx: SandboxContext): Reply {
	const request = req.input.query;
	const entries: Record<string, Record<string, unknown>> = {};
	for (const network of request.platforms)
		entries[network] = publicInfo(ctx, network, request.users[network] as string);
	const failed = Object.values(entries).filter((entry) => entry.status === 'error').length;
	if (failed === request.platforms.length) {
		return {
			status: 404,
			body: {
				action: ACTION,
				status: 'error',
				code: ErrorCode.notFound,
				message: 'None of the accounts asked for exists on its network.',
				...entries,
			},
		};
	}
	return { status: 200, body: { status: failed > 0 ? 'partial' : 'success', ...entries } };
}
