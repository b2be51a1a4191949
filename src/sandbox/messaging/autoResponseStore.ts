import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';
import {
	MESSAGE_COLUMNS,
	toMessage,
	type AutoResponseSetting,
	type MessageRow,
	type StoredMessage,
} from './records';

/** Each profile's auto-response, and the received messages still owed one. */
export class AutoResponseStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			due: db.prepare(
				`SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
				 WHERE m.auto_response_due IS NOT NULL AND m.auto_response_due <= ?
				 ORDER BY m.auto_response_due, m.id LIMIT ?`,
			),
			clearDue: db.prepare('UPDATE messages SET auto_response_due = NULL WHERE id = ?'),
			clearConversation: db.prepare(
				'UPDATE messages SET auto_response_due = NULL WHERE conversation_id = ? AND auto_response_due IS NOT NULL',
			),
			repliedSince: db.prepare(
				"SELECT 1 FROM messages WHERE conversation_id = ? AND action = 'sent' AND id > ? LIMIT 1",
			),
			setting: db.prepare('SELECT * FROM auto_responses WHERE profile_id = ?'),
			save: db.prepare(
				`INSERT INTO auto_responses (profile_id, active, message, wait_seconds, updated_at)
				 VALUES (@profileId, @active, @message, @waitSeconds, @now)
				 ON CONFLICT (profile_id) DO UPDATE SET active = excluded.active, message = excluded.message,
				   wait_seconds = excluded.wait_seconds, updated_at = excluded.updated_at`,
			),
		};
	}

	/** Received messages whose auto-response is due by `now`, earliest first. */
	due(now: number, limit: number): StoredMessage[] {
		return (this.q.due.all(now, limit) as MessageRow[]).map(toMessage);
	}

	clearDue(messageId: string): void {
		this.q.clearDue.run(messageId);
	}

	/** The profile answered: no auto-response is owed for what the correspondent wrote before. */
	clearConversation(conversationId: string): void {
		this.q.clearConversation.run(conversationId);
	}

	/** Whether the profile sent anything in the conversation after this message. */
	repliedSince(conversationId: string, messageId: string): boolean {
		return this.q.repliedSince.get(conversationId, messageId) !== undefined;
	}

	setting(profileId: number): AutoResponseSetting | undefined {
		const row = this.q.setting.get(profileId) as
			| { active: number; message: string; wait_seconds: number }
			| undefined;
		return row && { active: row.active === 1, message: row.message, waitSeconds: row.wait_seconds };
	}

	save(profileId: number, setting: AutoResponseSetting, now: number): void {
		this.q.save.run({
			profileId,
			active: setting.active ? 1 : 0,
			message: setting.message,
			waitSeconds: setting.waitSeconds,
			now,
		});
	}
}
