import type { ConversationStatus, MessagingNetwork } from '../../engine/resources/messageRules';

// Conversations and messages as the sandbox keeps them, and as their SQL rows read.

export interface Conversation {
	id: string;
	profileId: number;
	platform: MessagingNetwork;
	correspondentId: string;
	correspondentName: string;
	status: ConversationStatus;
	/** When the correspondent last wrote: a network's reply window runs from it. */
	lastReceivedAt: number;
	createdAt: number;
	updatedAt: number;
}

export interface Attachment {
	type: string;
	url: string;
}

export interface StoredMessage {
	id: string;
	conversationId: string;
	platform: MessagingNetwork;
	action: 'sent' | 'received';
	senderId: string;
	senderName: string;
	/** The sender's user name on the network, for its profile image. */
	senderHandle: string;
	recipientId: string;
	message: string;
	attachments: Attachment[];
	autoResponse: boolean;
	/** A received message's auto-response falls due then; null when none is pending. */
	autoResponseDue: number | null;
	/** Reactor id to emoji (2.10 `reactions`). */
	reactions: Record<string, string>;
	createdAt: number;
	updatedAt: number;
}

export interface AutoResponseSetting {
	active: boolean;
	message: string;
	waitSeconds: number;
}

export interface ConversationRow {
	id: string;
	profile_id: number;
	platform: MessagingNetwork;
	correspondent_id: string;
	correspondent_name: string;
	status: ConversationStatus;
	last_received_at: number;
	created_at: number;
	updated_at: number;
}

export interface MessageRow {
	id: string;
	conversation_id: string;
	platform: MessagingNetwork;
	action: 'sent' | 'received';
	sender_id: string;
	sender_name: string;
	sender_handle: string;
	recipient_id: string;
	message: string;
	attachments: string;
	auto_response: number;
	auto_response_due: number | null;
	/** JSON object of reactor id to emoji, from message_reactions. */
	reactions: string | null;
	created_at: number;
	updated_at: number;
}

export const toConversation = (r: ConversationRow): Conversation => ({
	id: r.id,
	profileId: r.profile_id,
	platform: r.platform,
	correspondentId: r.correspondent_id,
	correspondentName: r.correspondent_name,
	status: r.status,
	lastReceivedAt: r.last_received_at,
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

export const toMessage = (r: MessageRow): StoredMessage => ({
	id: r.id,
	conversationId: r.conversation_id,
	platform: r.platform,
	action: r.action,
	senderId: r.sender_id,
	senderName: r.sender_name,
	senderHandle: r.sender_handle,
	recipientId: r.recipient_id,
	message: r.message,
	attachments: JSON.parse(r.attachments) as Attachment[],
	autoResponse: r.auto_response === 1,
	autoResponseDue: r.auto_response_due,
	reactions: r.reactions ? (JSON.parse(r.reactions) as Record<string, string>) : {},
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

const TIME_DIGITS = 13;
const SEQUENCE_DIGITS = 8;

/**
 * Message ids: epoch ms (13 digits) then a sequence (8 digits). Fixed width, so comparing them
 * as strings orders them by time; they never go backwards, even when the clock does.
 */
export function nextMessageId(lastId: string | undefined, now: number): string {
	const lastTime = lastId === undefined ? 0 : Number(lastId.slice(0, TIME_DIGITS));
	const lastSequence = lastId === undefined ? 0 : Number(lastId.slice(TIME_DIGITS));
	const time = Math.max(Math.floor(now), lastTime);
	const sequence = (lastSequence + 1) % 10 ** SEQUENCE_DIGITS;
	return String(time).padStart(TIME_DIGITS, '0') + String(sequence).padStart(SEQUENCE_DIGITS, '0');
}

/** A message's columns, with its conversation's network and its reactions (queries alias m and c). */
export const MESSAGE_COLUMNS = `m.*, c.platform, (SELECT json_group_object(r.reactor_id, r.emoji)
	FROM message_reactions r WHERE r.message_id = m.id) AS reactions`;
