import { isNetwork, NETWORK_IDS, type Network } from '../../engine/networks';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { faultView, readFault } from '../networks/faults';
import {
	ADMIN_ACCOUNTS,
	ADMIN_FAULTS_LIST,
	ADMIN_FAULTS_SET,
	ADMIN_LINK,
	ADMIN_UNLINK,
} from '../contract/admin';
import { queueSocialEvent } from '../hooks/serviceEvents';
import { newLinkedAccount } from '../networks';
import { ADDONS } from '../limits/plans';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { createAccount } from '../seed';

/**
 * Sandbox-only controls, for tests and demos: plant network failures, link and unlink networks,
 * and create more accounts. The real service has nothing like them.
 */
export const adminRoutes: Route[] = [
	...contractRoute(ADMIN_FAULTS_SET, { action: 'admin', handler: setFault }),
	...contractRoute(ADMIN_FAULTS_LIST, { action: 'admin', handler: listFaults }),
	...contractRoute(ADMIN_LINK, {
		action: 'admin',
		handler: (req, ctx) => setLinked(req, ctx, true),
	}),
	...contractRoute(ADMIN_UNLINK, {
		action: 'admin',
		handler: (req, ctx) => setLinked(req, ctx, false),
	}),
	...contractRoute(ADMIN_ACCOUNTS, { action: 'admin', handler: newAccount }),
];

/** A network named by a route that has no contract yet (profiles.ts reads one this way). */
export function readNetwork(value: unknown): Network {
	if (isNetwork(value)) return value;
	throw badRequest(
		'admin',
		`platform must be one of ${NETWORK_IDS.join(', ')} (got ${JSON.stringify(value)}).`,
	);
}

/**
 * `POST /api/admin/faults {platform, count?, for?, reason?, code?, message?}`: the next `count`
 * sends of this account to that network fail, or every send for `for` seconds, the way the
 * network answers for `reason` (faults.ts). `count: 0` or `for: 0` clears it.
 */
function setFault(req: ContractRequest<typeof ADMIN_FAULTS_SET>, ctx: SandboxContext): Reply {
	const body = req.input.body;
	const network = body.platform;
	const fault = readFault(body, ctx.now(), network);
	ctx.deliveries.setFault(req.account.id, network, fault);
	return { status: 200, body: { status: 'success', ...faultView(network, fault) } };
}

function listFaults(req: ContractRequest<typeof ADMIN_FAULTS_LIST>, ctx: SandboxContext): Reply {
	const faults = ctx.deliveries
		.faults(req.account.id, ctx.now())
		.map((fault) => faultView(fault.platform, fault));
	return { status: 200, body: { status: 'success', faults } };
}

/**
 * `POST /api/admin/link|unlink {platform, reason?}`: links or unlinks a network for the acting
 * profile, as its user would in the service's dashboard; a change fires the `social` webhook.
 */
function setLinked(
	req: ContractRequest<typeof ADMIN_LINK>,
	ctx: SandboxContext,
	linked: boolean,
): Reply {
	const { platform: network } = req.input.body;
	const reason = req.input.body.reason ?? 'Unlinked by the user.';
	const profile = actingProfile(ctx, req, 'admin', { body: true });
	const changed = ctx.db.transaction(() => {
		const account = newLinkedAccount(profile, network, ctx.now());
		const done = linked
			? ctx.linkedAccounts.link(profile.id, account)
			: ctx.linkedAccounts.unlink(profile.id, network);
		if (done)
			queueSocialEvent(ctx, profile, {
				type: linked ? 'link' : 'unlink',
				platform: network,
				...(linked ? { displayName: account.displayName } : { reason }),
			});
		return done;
	})();
	return { status: 200, body: { status: 'success', platform: network, linked, changed } };
}

/** `POST /api/admin/accounts {plan?, addons?}`: another account, with its own key and profiles. */
function newAccount(req: ContractRequest<typeof ADMIN_ACCOUNTS>, ctx: SandboxContext): Reply {
	const { plan = 'business', addons = [...ADDONS], apiKey } = req.input.body;
	if (apiKey !== undefined && ctx.accounts.byApiKey(apiKey))
		throw new SandboxError(409, ErrorCode.badRequest, 'admin', 'That apiKey is already in use.');
	const { account, profiles } = createAccount(ctx, { plan, addons, apiKey });
	return {
		status: 200,
		body: {
			status: 'success',
			apiKey: account.apiKey,
			plan: account.plan,
			addons: account.addons,
			profiles: profiles.map((p) => ({
				title: p.title,
				refId: p.refId,
				profileKey: p.profileKey,
				primary: p.primary,
			})),
		},
	};
}
