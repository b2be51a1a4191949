import { HOOK_ACTIONS, type HookAction, type HookSubscription } from '../../engine/resources/hooks';
import { actingProfile, requirePlan, type ProfileSources } from '../http/auth';
import type { SandboxContext } from '../context';
import type { HookDeliveryRunner } from '../hooks/runner';
import { messagingProfile } from '../messaging/rules';
import { BUSINESS_PLANS } from '../limits/plans';
import { ListWebhooks, RegisterWebhook, UnregisterWebhook } from '../../engine/contract/hooks';
import { ADMIN_DELIVER_HOOKS } from '../contract/admin';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Profile } from '../store/accounts';
import { hookDeliveryRoutes } from './deliveries';
import { localWebhookNote } from '../hooks/localWebhookUrl';

const ACTION = 'webhook';

/**
 * Webhook subscriptions per profile and action (https://www.ayrshare.com/docs/apis/webhooks/register):
 * `POST /api/hook/webhook {action, url, secret?}` subscribes or replaces, `DELETE` with
 * `{action}` unsubscribes (pending deliveries are cancelled), `GET` lists them without secrets.
 * Actions: `messages` (Business plan with messaging, like the rest of messaging: 403 code 103
 * otherwise), `scheduled` and `social` (Business plan; hooks/serviceEvents.ts). Deliveries are
 * sent by the HookDeliveryRunner.
 */
export function hookRoutes(runner: HookDeliveryRunner): Route[] {
	return [
		...contractRoute(RegisterWebhook, {
			action: ACTION,
			before: requireWebhookPlan,
			handler: subscribe,
		}),
		...contractRoute(UnregisterWebhook, { action: ACTION, handler: unsubscribe }),
		...contractRoute(ListWebhooks, { action: ACTION, handler: list }),
		...hookDeliveryRoutes,
		...contractRoute(ADMIN_DELIVER_HOOKS, {
			action: 'admin',
			handler: async () => ({
				status: 200,
				body: { status: 'success', ...(await runner.deliverNow()) },
			}),
		}),
	];
}

function subscriptionView(webhook: {
	action: HookSubscription['action'];
	url: string;
	secret: string | null;
	createdAt: number;
}): HookSubscription {
	return {
		action: webhook.action,
		url: webhook.url,
		created: new Date(webhook.createdAt).toISOString(),
		signed: webhook.secret !== null,
	};
}

/**
 * The profile a hook request acts for: Business plan for every action (403 code 103 otherwise),
 * and for `messages` also the Messaging add-on, activated on the profile.
 */
function hookProfile(
	req: SandboxRequest,
	ctx: SandboxContext,
	action: HookAction | undefined,
	sources: ProfileSources,
): Profile {
	if (action === 'messages') return messagingProfile(ctx, req, sources);
	requirePlan(req.account, BUSINESS_PLANS, ACTION, 'Webhooks');
	return actingProfile(ctx, req, ACTION, sources);
}

/** Webhooks are a Business plan feature: 403 code 103 before the body is read. */
export function requireWebhookPlan(req: SandboxRequest): void {
	requirePlan(req.account, BUSINESS_PLANS, ACTION, 'Webhooks');
}

/** `POST /api/hook/webhook {action, url, secret?}`: replaces the profile's subscription whole (no secret = unsigned). */
function subscribe(req: ContractRequest<typeof RegisterWebhook>, ctx: SandboxContext): Reply {
	const request = req.input.body;
	const profile = hookProfile(req, ctx, request.action, { body: true });
	const webhook = {
		profileId: profile.id,
		action: request.action,
		url: request.url,
		secret: request.secret ?? null,
		createdAt: ctx.now(),
	};
	ctx.hooks.setWebhook(webhook);
	// One signing secret per profile (apis/webhooks): a registration's secret signs every action.
	if (request.secret) ctx.signingSecrets.setAtRegistration(profile.id, request.secret);
	return {
		status: 200,
		body: { status: 'success', ...subscriptionView(webhook), ...localWebhookNote(webhook.url) },
	};
}

/** `DELETE /api/hook/webhook {action}`: answers 200 whether or not it was subscribed. */
function unsubscribe(req: ContractRequest<typeof UnregisterWebhook>, ctx: SandboxContext): Reply {
	requirePlan(req.account, BUSINESS_PLANS, ACTION, 'Webhooks');
	const request = req.input.body;
	const profile = hookProfile(req, ctx, request.action, { body: true });
	const outcome = ctx.db.transaction(() => ctx.hooks.clearWebhook(profile.id, request.action))();
	return { status: 200, body: { status: 'success', action: request.action, ...outcome } };
}

/**
 * `GET /api/hook/webhook`: the profile's subscriptions, `{action, url, created, signed}`, never a
 * secret. `allWebhooks=true` widens the listing (the MCP repo's list_webhooks: "to widen the
 * listing") to every profile of the account, each entry with its profile's refId (ours: the
 * field name, and that the Profile-Key header then does not narrow it).
 */
function list(req: ContractRequest<typeof ListWebhooks>, ctx: SandboxContext): Reply {
	const profile = hookProfile(req, ctx, undefined, { query: true });
	if (req.input.query.allWebhooks === true) {
		const webhooks = ctx.accounts
			.profiles(req.account.id)
			.flatMap((each) =>
				ctx.hooks
					.webhooksOf(each.id, HOOK_ACTIONS)
					.map((webhook) => ({ ...subscriptionView(webhook), refId: each.refId })),
			);
		return { status: 200, body: { status: 'success', webhooks } };
	}
	const webhooks = ctx.hooks.webhooksOf(profile.id, HOOK_ACTIONS).map(subscriptionView);
	return { status: 200, body: { status: 'success', webhooks } };
}
