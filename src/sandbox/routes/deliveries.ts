import type { SandboxContext } from '../context';
import { HOOK_ACTIONS } from '../../engine/resources/hooks';
import { ADMIN_FEED_DELIVERIES, ADMIN_HOOK_DELIVERIES } from '../contract/admin';
import type { DeliveryAction, HookDelivery } from '../hooks/store';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';

/** The article's feed, read from the delivery's own body (`data.feedId`). */
function feedIdOf(body: unknown): unknown {
	return (body as { data?: { feedId?: unknown } } | null)?.data?.feedId;
}

/**
 * A delivery as the admin views list it: a feed delivery names its feed, a `/hook/webhook` one
 * its action and subAction; then its state, and the body sent.
 */
export function deliveryView(delivery: HookDelivery): Record<string, unknown> {
	const body = JSON.parse(delivery.body) as unknown;
	const what =
		delivery.action === 'feed'
			? { feedId: feedIdOf(body) }
			: { action: delivery.action, subAction: delivery.subAction };
	return {
		id: delivery.id,
		...what,
		status: delivery.status,
		attempts: delivery.attempts,
		nextAttempt:
			delivery.status === 'pending' ? new Date(delivery.nextAttemptAt).toISOString() : undefined,
		lastStatus: delivery.lastStatus ?? undefined,
		lastError: delivery.lastError ?? undefined,
		created: new Date(delivery.createdAt).toISOString(),
		delivered:
			delivery.deliveredAt === null ? undefined : new Date(delivery.deliveredAt).toISOString(),
		body,
	};
}

/**
 * `GET /api/admin/{feeds,hooks}/deliveries?limit=`: the account's newest deliveries of these
 * actions and their state (limit 1 to 1000, 100 by default: the contracts in contract/admin.ts).
 */
function deliveryList(actions: readonly DeliveryAction[]) {
	return (req: ContractRequest<typeof ADMIN_HOOK_DELIVERIES>, ctx: SandboxContext): Reply => {
		const limit = req.input.query.limit ?? 100;
		const deliveries = ctx.hooks
			.deliveriesOfAccount(req.account.id, limit, actions)
			.map(deliveryView);
		return { status: 200, body: { status: 'success', deliveries } };
	};
}

/** `GET /api/admin/hooks/deliveries`: the `/hook/webhook` actions' deliveries (hooks.ts lists it). */
export const hookDeliveryRoutes: Route[] = contractRoute(ADMIN_HOOK_DELIVERIES, {
	action: 'admin',
	handler: deliveryList(HOOK_ACTIONS),
});

/** `GET /api/admin/feeds/deliveries`: the feeds' article deliveries (feeds.ts lists it). */
export const feedDeliveryRoutes: Route[] = contractRoute(ADMIN_FEED_DELIVERIES, {
	action: 'admin',
	handler: deliveryList(['feed']),
});
