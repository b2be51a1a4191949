import type { IDataObject } from 'n8n-workflow';

import { singleEventReading, type DeliveryReading } from '../deliveryAnswer';
import { feedDeliveryItems } from './feedDelivery';
import { messageDeliveryItem } from './messageDelivery';
import { serviceDeliveryItem } from './serviceDelivery';
import type { SocialPublishingTriggerState } from './state';

/** The trigger's filters, as the node's fields hold them ('' or [] when unset). */
export interface TriggerFilters {
	events: string[];
	/** Empty: every network. */
	platforms: string[];
	feedId: string;
	conversationId: string;
	/** Empty: any profile. */
	profileRefId: string;
}

/** What one delivery amounts to, and what kind it is (named in a 400 answer). */
export interface ReadDelivery {
	reading: DeliveryReading;
	what: string;
}

function isObject(value: unknown): value is IDataObject {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a delivery from any of the webhooks the trigger subscribes: a feed article (`type:
 * "feed"`), a message event (`action: "messages"`), a scheduled post or account event (`action:
 * "scheduled"` / `"social"`). Each item says its event; unchosen events are filtered.
 */
export function readDelivery(
	body: unknown,
	state: SocialPublishingTriggerState,
	filters: TriggerFilters,
): ReadDelivery {
	if (!isObject(body)) {
		return {
			reading: { kind: 'invalid', reason: 'the body is not a JSON object' },
			what: 'service',
		};
	}
	if (body.type === 'feed') {
		const outcome = feedDeliveryItems(body, state, filters);
		const reading: DeliveryReading =
			outcome.kind === 'articles' ? { ...outcome, kind: 'items' } : outcome;
		return { reading, what: 'feed' };
	}
	if (body.action === 'messages') {
		return {
			reading: singleEventReading(messageDeliveryItem(body, state, filters)),
			what: 'messages',
		};
	}
	if (body.action === 'scheduled' || body.action === 'social') {
		const outcome = serviceDeliveryItem(body, state, filters);
		return { reading: singleEventReading(outcome), what: String(body.action) };
	}
	const reason = `type ${JSON.stringify(body.type)} and action ${JSON.stringify(body.action)} are not a feed, messages, scheduled or social delivery`;
	return { reading: { kind: 'ignored', reason }, what: 'service' };
}
