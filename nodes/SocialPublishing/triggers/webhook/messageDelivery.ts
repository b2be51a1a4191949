import type { IDataObject } from 'n8n-workflow';

import type { MessageHookSubAction } from '../../../../src/engine/resources/hooks';
import type { MessageEvent } from './events';
import { text, type EventsRead } from './readEvent';

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

function jsonOf(body: IDataObject, event: MessageEvent): IDataObject {
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
	return json;
}

/** A `messages` body whose subAction delivery.ts has checked: one event. */
export function readMessageDelivery(
	body: IDataObject,
	subAction: MessageHookSubAction,
): EventsRead {
	const problem = problemOf(body, subAction);
	if (problem) return problem;
	const event = eventOf(subAction, String(body.type));
	return [
		{
			event,
			keys: keysOf(body, subAction, body.id as string),
			networks: [String(body.platform)],
			profileRefId: body.refId,
			scope: { conversationId: body.conversationId },
			json: jsonOf(body, event),
		},
	];
}
