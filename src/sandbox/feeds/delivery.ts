import type { SandboxContext } from '../context';
import { SignedDeliverer } from '../hooks/deliverer';
import type { FeedDelivery, FeedWebhookStore } from './webhookStore';

/**
 * Feed webhook deliveries (interface 6): the signed, retried, persisted POSTs of
 * `../hooks/deliverer.ts`, to the profile's one feed webhook. Every attempt carries the same
 * body, so the same `data.id`.
 */
export {
	DELIVERY_RETRY_DELAYS_MS,
	DELIVERY_TIMEOUT_MS,
	MAX_DELIVERY_ATTEMPTS,
	type DeliveryRunReport,
} from '../hooks/deliverer';

export class WebhookDeliverer extends SignedDeliverer<FeedDelivery> {
	constructor(ctx: SandboxContext, store: FeedWebhookStore) {
		super(
			ctx,
			{
				dueDeliveries: (now, limit) => store.dueDeliveries(now, limit),
				targetOf: (delivery) => store.webhook(delivery.profileId),
				recordAttempt: (record) => store.recordAttempt(record),
			},
			{ name: 'feed webhook', logPrefix: 'feeds' },
		);
	}
}
