import type { SqlStatement as Statement } from '../sqlite';
import type { ConversationStatus, MessagingPlatform } from '../../engine/resources/messages';
import type { SandboxDatabase } from '../db';

export interface Conversation {
	id: string;
	profileId: number;
	platform: MessagingPlatform;
	correspondentId: string;
	correspondentName: string;
	status: ConversationStatus;
	/** When the correspondent last wrote: instagram's reply window runs from it. */
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
	platform: MessagingPlatform;
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

interface ConversationRow {
	id: string;
	profile_id: number;
	platform: MessagingPlatform;
	correspondent_id: string;
	correspondent_name: string;
	status: ConversationStatus;
	last_received_at: number;
	created_at: number;
	updated_at: number;
}

interface MessageRow {
	id: string;
	conversation_id: string;
	platform: MessagingPlatform;
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

const toConversation = (r: ConversationRow): Conversation => ({
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

const toMessage = (r: MessageRow): StoredMessage => ({
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

const MESSAGE_COLUMNS = `m.*, c.platform, (SELECT json_group_object(r.reactor_id, r.emoji)
	FROM message_reactions r WHERE r.message_id = m.id) AS reactions`;

/** Conversations, their messages, the conversations active each month, and auto-response settings. */
export class MessageStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			conversation: db.prepare('SELECT * FROM conversations WHERE id = ?'),
			conversationWith: db.prepare(
				'SELECT * FROM conversations WHERE profile_id = ? AND platform = ? AND correspondent_id = ?',
			),
			insertConversation: db.prepare(
				`INSERT INTO conversations (id, profile_id, platform, correspondent_id, correspondent_name, status,
				   last_received_at, created_at, updated_at)
				 VALUES (@id, @profileId, @platform, @correspondentId, @correspondentName, @status,
				   @lastReceivedAt, @createdAt, @updatedAt)`,
			),
			received: db.prepare(
				`UPDATE conversations SET status = 'active', last_received_at = @now, updated_at = @now,
				   correspondent_name = COALESCE(@name, correspondent_name) WHERE id = @id`,
			),
			touch: db.prepare('UPDATE conversations SET updated_at = ? WHERE id = ?'),
			setStatus: db.prepare('UPDATE conversations SET status = ?, updated_at = ? WHERE id = ?'),
			lastId: db.prepare('SELECT id FROM messages ORDER BY id DESC LIMIT 1'),
			insertMessage: db.prepare(
				`INSERT INTO messages (id, conversation_id, action, sender_id, sender_name, sender_handle,
				   recipient_id, message, attachments, auto_response, auto_response_due, created_at, updated_at)
				 VALUES (@id, @conversationId, @action, @senderId, @senderName, @senderHandle,
				   @recipientId, @message, @attachments, @autoResponse, @autoResponseDue, @createdAt, @updatedAt)`,
			),
			byStatus: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
				 WHERE c.profile_id = ? AND c.platform = ? AND c.status = ? ORDER BY m.id DESC`,
			),
			latestByStatus: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM conversations c JOIN messages m ON m.id =
				   (SELECT id FROM messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1)
				 WHERE c.profile_id = ? AND c.platform = ? AND c.status = ? ORDER BY m.id DESC`,
			),
			message: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
				 WHERE m.id = ?`,
			),
			latestInConversation: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
				 WHERE m.conversation_id = @conversationId AND (@action IS NULL OR m.action = @action)
				 ORDER BY m.id DESC LIMIT 1`,
			),
			react: db.prepare(
				`INSERT INTO message_reactions (message_id, reactor_id, emoji, created_at) VALUES (?, ?, ?, ?)
				 ON CONFLICT (message_id, reactor_id) DO UPDATE SET emoji = excluded.emoji,
				 created_at = excluded.created_at`,
			),
			inConversation: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
				 WHERE m.conversation_id = ? ORDER BY m.id DESC`,
			),
			activePosition: db.prepare(
				'SELECT position FROM conversation_months WHERE profile_id = ? AND month = ? AND conversation_id = ?',
			),
			activeCount: db.prepare(
				'SELECT COUNT(*) AS n FROM conversation_months WHERE profile_id = ? AND month = ?',
			),
			markActive: db.prepare(
				`INSERT OR IGNORE INTO conversation_months (profile_id, month, conversation_id, position)
				 SELECT @profileId, @month, @conversationId, COUNT(*) + 1 FROM conversation_months
				 WHERE profile_id = @profileId AND month = @month`,
			),
			due: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
				 WHERE m.auto_response_due IS NOT NULL AND m.auto_response_due <= ?
				 ORDER BY m.auto_response_due, m.id LIMIT ?`,
			),
			clearDue: db.prepare('UPDATE messages SET auto_response_due = NULL WHERE id = ?'),
			clearConversationDue: db.prepare(
				'UPDATE messages SET auto_response_due = NULL WHERE conversation_id = ? AND auto_response_due IS NOT NULL',
			),
			repliedSince: db.prepare(
				"SELECT 1 FROM messages WHERE conversation_id = ? AND action = 'sent' AND id > ? LIMIT 1",
			),
			autoResponse: db.prepare('SELECT * FROM auto_responses WHERE profile_id = ?'),
			saveAutoResponse: db.prepare(
				`INSERT INTO auto_responses (profile_id, active, message, wait_seconds, updated_at)
				 VALUES (@profileId, @active, @message, @waitSeconds, @now)
				 ON CONFLICT (profile_id) DO UPDATE SET active = excluded.active, message = excluded.message,
				   wait_seconds = excluded.wait_seconds, updated_at = excluded.updated_at`,
			),
		};
	}

	conversation(id: string): Conversation | undefined {
		const row = this.q.conversation.get(id) as ConversationRow | undefined;
		return row && toConversation(row);
	}

	conversationWith(
		profileId: number,
		platform: MessagingPlatform,
		correspondentId: string,
	): Conversation | undefined {
		const row = this.q.conversationWith.get(profileId, platform, correspondentId) as
			| ConversationRow
			| undefined;
		return row && toConversation(row);
	}

	insertConversation(conversation: Conversation): void {
		this.q.insertConversation.run(conversation);
	}

	/** The correspondent wrote: the conversation is active again and its reply window restarts. */
	markReceived(id: string, now: number, correspondentName: string | undefined): void {
		this.q.received.run({ id, now, name: correspondentName ?? null });
	}

	touch(id: string, now: number): void {
		this.q.touch.run(now, id);
	}

	setStatus(id: string, status: ConversationStatus, now: number): void {
		this.q.setStatus.run(status, now, id);
	}

	/** Stores a message under the next id; answers the message as stored. */
	insertMessage(message: Omit<StoredMessage, 'id' | 'reactions'>): StoredMessage {
		const last = this.q.lastId.get() as { id: string } | undefined;
		const stored = { ...message, id: nextMessageId(last?.id, message.createdAt), reactions: {} };
		this.q.insertMessage.run({
			...stored,
			attachments: JSON.stringify(stored.attachments),
			autoResponse: stored.autoResponse ? 1 : 0,
		});
		return stored;
	}

	/** Messages of the profile's conversations in this state, newest first. */
	messages(
		profileId: number,
		platform: MessagingPlatform,
		status: ConversationStatus,
	): StoredMessage[] {
		return (this.q.byStatus.all(profileId, platform, status) as MessageRow[]).map(toMessage);
	}

	/** The latest message of each of the profile's conversations in this state, newest first. */
	latestPerConversation(
		profileId: number,
		platform: MessagingPlatform,
		status: ConversationStatus,
	): StoredMessage[] {
		return (this.q.latestByStatus.all(profileId, platform, status) as MessageRow[]).map(toMessage);
	}

	message(id: string): StoredMessage | undefined {
		const row = this.q.message.get(id) as MessageRow | undefined;
		return row && toMessage(row);
	}

	/** The conversation's newest message, or its newest one sent (or received) by the profile. */
	latestMessage(
		conversationId: string,
		action?: StoredMessage['action'],
	): StoredMessage | undefined {
		const row = this.q.latestInConversation.get({ conversationId, action: action ?? null }) as
			| MessageRow
			| undefined;
		return row && toMessage(row);
	}

	/** A reaction to a message: one emoji per reactor, a new one replacing the old. */
	react(messageId: string, reactorId: string, emoji: string, now: number): void {
		this.q.react.run(messageId, reactorId, emoji, now);
	}

	conversationMessages(conversationId: string): StoredMessage[] {
		return (this.q.inConversation.all(conversationId) as MessageRow[]).map(toMessage);
	}

	/** Where the conversation stands among the profile's active conversations of the month (1 = first). */
	activePosition(profileId: number, month: string, conversationId: string): number | undefined {
		const row = this.q.activePosition.get(profileId, month, conversationId) as
			| { position: number }
			| undefined;
		return row?.position;
	}

	activeCount(profileId: number, month: string): number {
		return (this.q.activeCount.get(profileId, month) as { n: number }).n;
	}

	markActive(profileId: number, month: string, conversationId: string): void {
		this.q.markActive.run({ profileId, month, conversationId });
	}

	/** Received messages whose auto-response is due by `now`, earliest first. */
	dueAutoResponses(now: number, limit: number): StoredMessage[] {
		return (this.q.due.all(now, limit) as MessageRow[]).map(toMessage);
	}

	clearAutoResponseDue(messageId: string): void {
		this.q.clearDue.run(messageId);
	}

	/** The profile answered: no auto-response is owed for what the correspondent wrote before. */
	clearConversationAutoResponses(conversationId: string): void {
		this.q.clearConversationDue.run(conversationId);
	}

	/** Whether the profile sent anything in the conversation after this message. */
	repliedSince(conversationId: string, messageId: string): boolean {
		return this.q.repliedSince.get(conversationId, messageId) !== undefined;
	}

	autoResponse(profileId: number): AutoResponseSetting | undefined {
		const row = this.q.autoResponse.get(profileId) as
			| { active: number; message: string; wait_seconds: number }
			| undefined;
		return row && { active: row.active === 1, message: row.message, waitSeconds: row.wait_seconds };
	}

	saveAutoResponse(profileId: number, setting: AutoResponseSetting, now: number): void {
		this.q.saveAutoResponse.run({
			profileId,
			active: setting.active ? 1 : 0,
			message: setting.message,
			waitSeconds: setting.waitSeconds,
			now,
		});
	}
}
