import type { SqlStatement as Statement } from '../sqlite';
import type { ConversationStatus, MessagingNetwork } from '../../engine/resources/messageRules';
import type { SandboxDatabase } from '../db';
import {
	MESSAGE_COLUMNS,
	nextMessageId,
	toConversation,
	toMessage,
	type Conversation,
	type ConversationRow,
	type MessageRow,
	type StoredMessage,
} from './records';

/** Conversations, their messages and reactions, and the conversations active each month. */
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
		};
	}

	conversation(id: string): Conversation | undefined {
		const row = this.q.conversation.get(id) as ConversationRow | undefined;
		return row && toConversation(row);
	}

	conversationWith(
		profileId: number,
		network: MessagingNetwork,
		correspondentId: string,
	): Conversation | undefined {
		const row = this.q.conversationWith.get(profileId, network, correspondentId) as
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
		network: MessagingNetwork,
		status: ConversationStatus,
	): StoredMessage[] {
		return (this.q.byStatus.all(profileId, network, status) as MessageRow[]).map(toMessage);
	}

	/** The latest message of each of the profile's conversations in this state, newest first. */
	latestPerConversation(
		profileId: number,
		network: MessagingNetwork,
		status: ConversationStatus,
	): StoredMessage[] {
		return (this.q.latestByStatus.all(profileId, network, status) as MessageRow[]).map(toMessage);
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
}
