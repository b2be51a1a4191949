import { messageMediaType, type MessagingNetwork } from '../../engine/resources/messageRules';
import type { SandboxContext } from '../context';
import { queueMessageEvent } from '../hooks/messageEvents';
import { randomBase62 } from '../networks/ids';
import { monthKey, type Profile } from '../store/accounts';
import type { LinkedAccount } from '../store/linkedAccounts';
import type { Attachment, Conversation, StoredMessage } from './records';
import type { MessageStore } from './store';

function attachmentsOf(mediaUrls: readonly string[]): Attachment[] {
	return mediaUrls.map((url) => ({ type: messageMediaType(url) ?? 'file', url }));
}

export interface IncomingMessage {
	senderId: string;
	senderName?: string;
	message: string;
	mediaUrls: string[];
}

/**
 * A correspondent writes to the profile: starts the conversation or continues it (an archived
 * one becomes active again), counts it active this month (receiving is never limited), plans
 * the auto-response when the profile has one on, and queues the `messages` webhook event.
 */
export function receiveMessage(
	ctx: SandboxContext,
	store: MessageStore,
	profile: Profile,
	linked: LinkedAccount,
	incoming: IncomingMessage,
	now: number,
): { conversation: Conversation; message: StoredMessage } {
	return ctx.db.transaction(() => {
		const network = linked.platform as MessagingNetwork;
		let conversation = store.conversationWith(profile.id, network, incoming.senderId);
		if (conversation) {
			store.markReceived(conversation.id, now, incoming.senderName);
		} else {
			store.insertConversation({
				id: randomBase62(20),
				profileId: profile.id,
				platform: network,
				correspondentId: incoming.senderId,
				correspondentName: incoming.senderName ?? `${network} user ${incoming.senderId}`,
				status: 'active',
				lastReceivedAt: now,
				createdAt: now,
				updatedAt: now,
			});
		}
		conversation = store.conversationWith(profile.id, network, incoming.senderId) as Conversation;
		const setting = ctx.autoResponses.setting(profile.id);
		const message = store.insertMessage({
			conversationId: conversation.id,
			platform: network,
			action: 'received',
			senderId: incoming.senderId,
			senderName: conversation.correspondentName,
			senderHandle: incoming.senderId,
			recipientId: linked.networkUserId,
			message: incoming.message,
			attachments: attachmentsOf(incoming.mediaUrls),
			autoResponse: false,
			autoResponseDue: setting?.active ? now + setting.waitSeconds * 1000 : null,
			createdAt: now,
			updatedAt: now,
		});
		store.markActive(profile.id, monthKey(now), conversation.id);
		queueMessageEvent(ctx, profile.id, { subAction: 'messageCreated', message, at: now });
		return { conversation, message };
	})();
}

export interface OutgoingMessage {
	message: string;
	mediaUrls: string[];
	autoResponse: boolean;
}

/**
 * The profile writes in a conversation (the caller has checked the reply rules): counts it
 * active this month, cancels auto-responses still owed for what the correspondent wrote, and
 * queues the `messages` webhook event (auto-responses too: they are messages the profile sent).
 */
export function sendInConversation(
	ctx: SandboxContext,
	store: MessageStore,
	conversation: Conversation,
	linked: LinkedAccount,
	outgoing: OutgoingMessage,
	now: number,
): StoredMessage {
	return ctx.db.transaction(() => {
		const message = store.insertMessage({
			conversationId: conversation.id,
			platform: conversation.platform,
			action: 'sent',
			senderId: linked.networkUserId,
			senderName: linked.displayName,
			senderHandle: linked.username,
			recipientId: conversation.correspondentId,
			message: outgoing.message,
			attachments: attachmentsOf(outgoing.mediaUrls),
			autoResponse: outgoing.autoResponse,
			autoResponseDue: null,
			createdAt: now,
			updatedAt: now,
		});
		ctx.autoResponses.clearConversation(conversation.id);
		store.touch(conversation.id, now);
		store.markActive(conversation.profileId, monthKey(now), conversation.id);
		queueMessageEvent(ctx, conversation.profileId, {
			subAction: 'messageCreated',
			message,
			at: now,
		});
		return message;
	})();
}

/** The correspondent read the profile's message: a `messageRead` event (the sandbox keeps no read state). */
export function correspondentReads(
	ctx: SandboxContext,
	conversation: Conversation,
	message: StoredMessage,
	now: number,
): string | undefined {
	return queueMessageEvent(ctx, conversation.profileId, {
		subAction: 'messageRead',
		message,
		at: now,
		readerId: conversation.correspondentId,
	});
}

/** The correspondent reacted to a message (replacing an earlier reaction of theirs to it). */
export function correspondentReacts(
	ctx: SandboxContext,
	store: MessageStore,
	conversation: Conversation,
	message: StoredMessage,
	emoji: string,
	now: number,
): StoredMessage {
	return ctx.db.transaction(() => {
		store.react(message.id, conversation.correspondentId, emoji, now);
		const reacted = store.message(message.id) as StoredMessage;
		queueMessageEvent(ctx, conversation.profileId, {
			subAction: 'reactionCreated',
			message: reacted,
			at: now,
			reactorId: conversation.correspondentId,
			reaction: emoji,
		});
		return reacted;
	})();
}
