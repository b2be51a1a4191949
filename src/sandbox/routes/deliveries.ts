import type { SandboxContext } from '../context';
import { badRequest } from '../errors';
import type { DeliveryAction, HookDelivery } from '../hooks/store';
import type { Handler, Reply, SandboxRequest } from '../router';

/** The article's feed, read from the delivery's own body (`data.feedId`, interface 6). */
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
 * actions and their state (limit 1 to 1000, 100 by default).
 */
export function deliveryList(actions: readonly DeliveryAction[]): Handler {
	return (req: SandboxRequest, ctx: SandboxContext): Reply => {
		const limit = Number(req.query.get('limit') ?? 100);
		if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
			throw badRequest(
				'admin',
				`limit must be a whole number from 1 to 1000 (got ${JSON.stringify(req.query.get('limit'))}).`,
			);
		const deliveries = ctx.hooks
			.deliveriesOfAccount(req.account.id, limit, actions)
			.map(deliveryView);
		return { status: 200, body: { status: 'success', deliveries } };
	};
}
