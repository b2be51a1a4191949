import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import {
	MESSAGE_HOOK_SUB_ACTIONS,
	type MessageHookSubAction,
} from '../../../../src/engine/resources/hooks';
import type { DeliveryReading } from '../deliveryAnswer';
import { readFeedDelivery } from './feedDelivery';
import { readMessageDelivery } from './messageDelivery';
import { isObject, type EventsRead, type ReadEvent } from './readEvent';
import { readServiceDelivery } from './serviceDelivery';
import { markSeen, type SocialPublishingTriggerState } from './state';

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

/** The reader of one kind of delivery, and the kind's name; or why the body is no delivery of ours. */
type Dispatch = { what: string; read: (body: IDataObject) => EventsRead } | { ignored: string };

/**
 * Which webhook a body comes from: a feed article (`type: "feed"`), a message event (`action:
 * "messages"` with a known subAction), a scheduled post or account event (`action: "scheduled"` /
 * `"social"`). Decided here once; the readers only read their own kind.
 */
function dispatch(body: IDataObject): Dispatch {
	if (body.type === 'feed') return { what: 'feed', read: readFeedDelivery };
	if (body.action === 'messages') {
		const subAction = body.subAction as MessageHookSubAction;
		if (!MESSAGE_HOOK_SUB_ACTIONS.includes(subAction))
			return {
				ignored: `subAction ${JSON.stringify(body.subAction)} is not one of ${MESSAGE_HOOK_SUB_ACTIONS.join(', ')}`,
			};
		return { what: 'messages', read: (b) => readMessageDelivery(b, subAction) };
	}
	if (body.action === 'scheduled' || body.action === 'social') {
		const action = body.action;
		return { what: action, read: (b) => readServiceDelivery(b, action) };
	}
	return {
		ignored: `type ${JSON.stringify(body.type)} and action ${JSON.stringify(body.action)} are not a feed, messages, scheduled or social delivery`,
	};
}

/** Whether the node's filters want an event; a filter left empty wants everything. */
function wanted(event: ReadEvent, filters: TriggerFilters): boolean {
	if (!filters.events.includes(event.event)) return false;
	if (
		event.networks &&
		filters.platforms.length > 0 &&
		!event.networks.some((network) => filters.platforms.includes(network))
	)
		return false;
	if (filters.profileRefId !== '' && event.profileRefId !== filters.profileRefId) return false;
	for (const field of ['feedId', 'conversationId'] as const) {
		if (field in event.scope && filters[field] !== '' && event.scope[field] !== filters[field])
			return false;
	}
	return true;
}

/**
 * Reads a delivery from any of the webhooks the trigger subscribes: validated, then each event
 * deduped and filtered, one item per new wanted event. An event is marked seen before the filters
 * apply: a filtered-out event is still received, and its redelivery must not start the workflow.
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
	const kind = dispatch(body);
	if ('ignored' in kind)
		return { reading: { kind: 'ignored', reason: kind.ignored }, what: 'service' };
	const events = kind.read(body);
	if (typeof events === 'string')
		return { reading: { kind: 'invalid', reason: events }, what: kind.what };
	const items: INodeExecutionData[] = [];
	let repeated = 0;
	let filtered = 0;
	for (const event of events) {
		if (!markSeen(state, event.keys)) repeated++;
		else if (!wanted(event, filters)) filtered++;
		else items.push({ json: event.json });
	}
	return { reading: { kind: 'items', items, repeated, filtered }, what: kind.what };
}
