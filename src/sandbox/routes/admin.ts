import { isPlatform, PLATFORMS, type Platform } from '../../engine/platforms';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { faultView, readFault } from '../networks/faults';
import { queueSocialEvent } from '../hooks/serviceEvents';
import { newLinkedAccount } from '../networks';
import { ADDONS, isPlan, PLANS, type Addon } from '../limits/plans';
import type { Reply, Route, SandboxRequest } from '../router';
import { createAccount } from '../seed';

/**
 * Sandbox-only controls, for tests and demos: plant network failures, link and unlink networks,
 * and create more accounts. The real service has nothing like them.
 */
export const adminRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/admin/faults', action: 'admin', handler: setFault },
	{ method: 'GET', pattern: '/api/admin/faults', action: 'admin', handler: listFaults },
	{
		method: 'POST',
		pattern: '/api/admin/link',
		action: 'admin',
		handler: (req, ctx) => setLinked(req, ctx, true),
	},
	{
		method: 'POST',
		pattern: '/api/admin/unlink',
		action: 'admin',
		handler: (req, ctx) => setLinked(req, ctx, false),
	},
	{ method: 'POST', pattern: '/api/admin/accounts', action: 'admin', handler: newAccount },
];

export function readPlatform(value: unknown): Platform {
	if (isPlatform(value)) return value;
	throw badRequest(
		'admin',
		`platform must be one of ${PLATFORMS.join(', ')} (got ${JSON.stringify(value)}).`,
	);
}

/**
 * `POST /api/admin/faults {platform, count?, for?, reason?, code?, message?}`: the next `count`
 * sends of this account to that network fail, or every send for `for` seconds, the way the
 * network answers for `reason` (faults.ts). `count: 0` or `for: 0` clears it.
 */
function setFault(req: SandboxRequest, ctx: SandboxContext): Reply {
	const body = req.body ?? {};
	const platform = readPlatform(body.platform);
	const fault = readFault(body, ctx.now(), platform);
	ctx.deliveries.setFault(req.account.id, platform, fault);
	return { status: 200, body: { status: 'success', ...faultView(platform, fault) } };
}

function listFaults(req: SandboxRequest, ctx: SandboxContext): Reply {
	const faults = ctx.deliveries
		.faults(req.account.id, ctx.now())
		.map((fault) => faultView(fault.platform, fault));
	return { status: 200, body: { status: 'success', faults } };
}

/**
 * `POST /api/admin/link|unlink {platform, reason?}`: links or unlinks a network for the acting
 * profile, as its user would in the service's dashboard; a change fires the `social` webhook.
 */
function setLinked(req: SandboxRequest, ctx: SandboxContext, linked: boolean): Reply {
	const platform = readPlatform(req.body?.platform);
	const reason = req.body?.reason ?? 'Unlinked by the user.';
	if (typeof reason !== 'string' || reason.length > 500)
		throw badRequest(
			'admin',
			`reason must be a string of at most 500 characters (got ${JSON.stringify(reason)}).`,
		);
	const profile = actingProfile(ctx, req, 'admin', { body: true });
	const changed = ctx.db.transaction(() => {
		const account = newLinkedAccount(profile, platform, ctx.now());
		const done = linked
			? ctx.linkedAccounts.link(profile.id, account)
			: ctx.linkedAccounts.unlink(profile.id, platform);
		if (done)
			queueSocialEvent(ctx, profile, {
				type: linked ? 'link' : 'unlink',
				platform,
				...(linked ? { displayName: account.displayName } : { reason }),
			});
		return done;
	})();
	return { status: 200, body: { status: 'success', platform, linked, changed } };
}

/** `POST /api/admin/accounts {plan?, addons?}`: another account, with its own key and profiles. */
function newAccount(req: SandboxRequest, ctx: SandboxContext): Reply {
	const body = req.body ?? {};
	const plan = body.plan ?? 'business';
	if (!isPlan(plan))
		throw badRequest(
			'admin',
			`plan must be one of ${PLANS.join(', ')} (got ${JSON.stringify(plan)}).`,
		);
	const addons = body.addons ?? [...ADDONS];
	if (!Array.isArray(addons) || !addons.every((a) => (ADDONS as readonly string[]).includes(a))) {
		throw badRequest('admin', `addons must be a list of ${ADDONS.join(', ')}.`);
	}
	if (body.apiKey !== undefined) {
		if (typeof body.apiKey !== 'string' || body.apiKey.length < 8)
			throw badRequest('admin', 'apiKey must be a string of 8 characters or more.');
		if (ctx.accounts.byApiKey(body.apiKey))
			throw new SandboxError(409, ErrorCode.badRequest, 'admin', 'That apiKey is already in use.');
	}
	const { account, profiles } = createAccount(ctx, {
		plan,
		addons: addons as Addon[],
		apiKey: body.apiKey as string | undefined,
	});
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
