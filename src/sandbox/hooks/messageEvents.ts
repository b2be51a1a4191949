import type { MessageHookEvent, MessageHookSubAction } from '../../engine/resources/hooks';
import type { SandboxContext } from '../context';
import { randomBase62 } from '../networks/ids';
import type { StoredMessage } from '../messaging/records';

/** What happened to a message, for the profile's `messages` webhook. */
export interface MessageEventFacts {
	subAction: MessageHookSubAction;
	message: StoredMessage;
	/** When it happened (epoch ms): the message's creation, the read or the reaction. */
	at: number;
	readerId?: string;
	reactorId?: string;
	reaction?: string;
}

/**
 * Queues a `messages` delivery to the profile's subscription, if it has one, in the caller's
 * transaction (the event and the fact it reports are stored together). Only that profile's
 * subscription gets it. Answers the delivery id, or undefined when nobody is subscribed.
 */
export function queueMessageEvent(
	ctx: SandboxContext,
	profileId: number,
	facts: MessageEventFacts,
): string | undefined {
	const store = ctx.hooks;
	if (!store.webhook(profileId, 'messages')) return undefined;
	const profile = ctx.accounts.profileById(profileId);
	const { message } = facts;
	const deliveryId = randomBase62(20);
	const event: MessageHookEvent = {
		action: 'messages',
		subAction: facts.subAction,
		type: message.action,
		platform: message.platform,
		refId: profile?.refId ?? '',
		...(profile ? { title: profile.title } : {}),
		id: message.id,
		conversationId: message.conversationId,
		senderId: message.senderId,
		recipientId: message.recipientId,
		message: message.message,
		...(message.attachments.length > 0 ? { attachments: message.attachments } : {}),
		created: new Date(facts.at).toISOString(),
		...(facts.readerId !== undefined ? { readerId: facts.readerId } : {}),
		...(facts.reactorId !== undefined ? { reactorId: facts.reactorId } : {}),
		...(facts.reaction !== undefined ? { reaction: facts.reaction } : {}),
		deliveryId,
	};
	store.insertDelivery({
		id: deliveryId,
		profileId,
		action: 'messages',
		subAction: facts.subAction,
		body: JSON.stringify(event),
		createdAt: facts.at,
	});
	return deliveryId;
}
