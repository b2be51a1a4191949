import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { SingleEventOutcome } from '../deliveryAnswer';

import {
	MESSAGE_HOOK_SUB_ACTIONS,
	type MessageHookSubAction,
} from '../../../../src/engine/resources/hooks';
import type { MessageEvent } from './events';
import { markSeen, type SocialPublishingTriggerState } from './state';

export interface MessageEventFilters {
	/** Empty: any profile. */
	profileRefId: string;
	/** Empty: every network. */
	platforms: string[];
	events: string[];
	conversationId: string;
}

/** What one webhook call amounts to. */
export type MessageDeliveryOutcome = SingleEventOutcome;

function isObject(value: unknown): value is IDataObject {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(body: IDataObject, field: string): string | undefined {
	const value = body[field];
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The node's Events value a delivery is, from its subAction and the message's direction. */
function eventOf(subAction: MessageHookSubAction, type: string): MessageEvent {
	if (subAction === 'messageRead') return 'messageRead';
	if (subAction === 'reactionCreated') return 'reaction';
	return type === 'sent' ? 'messageSent' : 'messageReceived';
}

/** Short key prefixes, so the remembered keys keep static data small. */
const KEY_PREFIX: Record<MessageHookSubAction, string> = {
	messageCreated: 'c',
	messageRead: 'r',
	reactionCreated: 'x',
};

/**
 * The keys a redelivery repeats: its delivery id, and what it reports (the same message created,
 * read, or given the same reaction by the same person), in case the service redelivers it anew.
 */
function keysOf(body: IDataObject, subAction: MessageHookSubAction, id: string): string[] {
	let event = `${KEY_PREFIX[subAction]}:${id}`;
	if (subAction === 'reactionCreated') {
		event += `:${String(body.reactorId ?? '')}:${String(body.reaction ?? '')}`;
	}
	const deliveryId = text(body, 'deliveryId');
	return deliveryId ? [event, `d:${deliveryId}`] : [event];
}

/** What is wrong with a `messages` body, or undefined when it can be read. */
function problemOf(body: IDataObject, subAction: MessageHookSubAction): string | undefined {
	if (!text(body, 'id')) return 'id (the message id) must be a non-empty string';
	if (!text(body, 'platform')) return 'platform must be a non-empty string';
	if (subAction === 'messageCreated' && body.type !== 'received' && body.type !== 'sent')
		return `type must be "received" or "sent" (got ${JSON.stringify(body.type)})`;
	return undefined;
}

function itemOf(body: IDataObject, event: MessageEvent): INodeExecutionData {
	const json: IDataObject = {
		event,
		platform: body.platform,
		type: body.type ?? null,
		id: body.id,
		conversationId: body.conversationId ?? null,
		senderId: body.senderId ?? null,
		recipientId: body.recipientId ?? null,
		message: body.message ?? '',
		attachments: Array.isArray(body.attachments) ? body.attachments : [],
		created: body.created ?? null,
	};
	if (event === 'messageRead') json.readerId = body.readerId ?? null;
	if (event === 'reaction') {
		json.reactorId = body.reactorId ?? null;
		json.reaction = body.reaction ?? null;
	}
	json.profileRefId = body.refId ?? null;
	json.profileTitle = body.title ?? null;
	json.deliveryId = body.deliveryId ?? null;
	return { json };
}

/**
 * Turns a delivery body into at most one item. The event is marked seen before the filters
 * apply: a filtered-out event is still received, and its redelivery must not start the workflow.
 */
export function messageDeliveryItem(
	body: unknown,
	state: SocialPublishingTriggerState,
	filters: MessageEventFilters,
): MessageDeliveryOutcome {
	if (!isObject(body)) return { kind: 'invalid', reason: 'the body is not a JSON object' };
	if (body.action !== 'messages') {
		return {
			kind: 'ignored',
			reason: `action ${JSON.stringify(body.action)} is not a messages delivery`,
		};
	}
	const subAction = body.subAction as MessageHookSubAction;
	if (!MESSAGE_HOOK_SUB_ACTIONS.includes(subAction)) {
		return {
			kind: 'ignored',
			reason: `subAction ${JSON.stringify(body.subAction)} is not one of ${MESSAGE_HOOK_SUB_ACTIONS.join(', ')}`,
		};
	}
	const problem = problemOf(body, subAction);
	if (problem) return { kind: 'invalid', reason: problem };
	const id = body.id as string;
	if (!markSeen(state, keysOf(body, subAction, id))) {
		return { kind: 'event', repeated: true, filtered: false };
	}
	const event = eventOf(subAction, String(body.type));
	const wanted =
		(filters.platforms.length === 0 || filters.platforms.includes(String(body.platform))) &&
		filters.events.includes(event) &&
		(filters.profileRefId === '' || body.refId === filters.profileRefId) &&
		(filters.conversationId === '' || body.conversationId === filters.conversationId);
	if (!wanted) return { kind: 'event', repeated: false, filtered: true };
	return { kind: 'event', item: itemOf(body, event), repeated: false, filtered: false };
}
