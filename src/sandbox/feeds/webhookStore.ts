import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';
import { attemptParameters, type AttemptRecord } from '../hooks/queue';

export interface FeedWebhook {
	profileId: number;
	url: string;
	secret: string | null;
	updatedAt: number;
}

export type FeedDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface FeedDelivery {
	id: string;
	profileId: number;
	feedId: string;
	/** The JSON body, sent byte for byte the same on every attempt. */
	body: string;
	status: FeedDeliveryStatus;
	attempts: number;
	nextAttemptAt: number;
	lastStatus: number | null;
	lastError: string | null;
	createdAt: number;
	deliveredAt: number | null;
}

interface DeliveryRow {
	id: string;
	profile_id: number;
	feed_id: string;
	body: string;
	status: FeedDeliveryStatus;
	attempts: number;
	next_attempt_at: number;
	last_status: number | null;
	last_error: string | null;
	created_at: number;
	delivered_at: number | null;
}

const toDelivery = (r: DeliveryRow): FeedDelivery => ({
	id: r.id,
	profileId: r.profile_id,
	feedId: r.feed_id,
	body: r.body,
	status: r.status,
	attempts: r.attempts,
	nextAttemptAt: r.next_attempt_at,
	lastStatus: r.last_status,
	lastError: r.last_error,
	createdAt: r.created_at,
	deliveredAt: r.delivered_at,
});

/** The one feed webhook of each profile, and the deliveries made to it. */
export class FeedWebhookStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			webhook: db.prepare('SELECT * FROM feed_webhooks WHERE profile_id = ?'),
			setWebhook: db.prepare(
				`INSERT INTO feed_webhooks (profile_id, url, secret, updated_at) VALUES (?, ?, ?, ?)
				 ON CONFLICT (profile_id) DO UPDATE SET url = excluded.url, secret = excluded.secret,
				 updated_at = excluded.updated_at`,
			),
			clearWebhook: db.prepare('DELETE FROM feed_webhooks WHERE profile_id = ?'),
			insertDelivery: db.prepare(
				`INSERT INTO feed_deliveries (id, profile_id, feed_id, body, status, attempts, next_attempt_at,
				 created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
			),
			delivery: db.prepare('SELECT * FROM feed_deliveries WHERE id = ?'),
			dueDeliveries: db.prepare(
				`SELECT * FROM feed_deliveries WHERE status = 'pending' AND next_attempt_at <= ?
				 ORDER BY next_attempt_at, created_at LIMIT ?`,
			),
			nextDeliveryAt: db.prepare(
				`SELECT MIN(next_attempt_at) AS at FROM feed_deliveries WHERE status = 'pending'`,
			),
			recordAttempt: db.prepare(
				`UPDATE feed_deliveries SET status = @status, attempts = @attempts, next_attempt_at = @next_attempt_at,
				 last_status = @last_status, last_error = @last_error, delivered_at = @delivered_at WHERE id = @id`,
			),
			deliveriesOf: db.prepare(
				`SELECT d.* FROM feed_deliveries d JOIN profiles p ON p.id = d.profile_id
				 WHERE p.account_id = ? ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?`,
			),
		};
	}

	webhook(profileId: number): FeedWebhook | undefined {
		const row = this.q.webhook.get(profileId) as
			| { profile_id: number; url: string; secret: string | null; updated_at: number }
			| undefined;
		return (
			row && {
				profileId: row.profile_id,
				url: row.url,
				secret: row.secret,
				updatedAt: row.updated_at,
			}
		);
	}

	setWebhook(profileId: number, url: string, secret: string | null, now: number): void {
		this.q.setWebhook.run(profileId, url, secret, now);
	}

	clearWebhook(profileId: number): boolean {
		return this.q.clearWebhook.run(profileId).changes === 1;
	}

	insertDelivery(
		delivery: Pick<FeedDelivery, 'id' | 'profileId' | 'feedId' | 'body' | 'createdAt'>,
	): void {
		this.q.insertDelivery.run(
			delivery.id,
			delivery.profileId,
			delivery.feedId,
			delivery.body,
			delivery.createdAt,
			delivery.createdAt,
		);
	}

	delivery(id: string): FeedDelivery | undefined {
		const row = this.q.delivery.get(id) as DeliveryRow | undefined;
		return row && toDelivery(row);
	}

	dueDeliveries(now: number, limit: number): FeedDelivery[] {
		return (this.q.dueDeliveries.all(now, limit) as DeliveryRow[]).map(toDelivery);
	}

	nextDeliveryAt(): number | null {
		return (this.q.nextDeliveryAt.get() as { at: number | null }).at;
	}

	recordAttempt(record: AttemptRecord): void {
		this.q.recordAttempt.run(attemptParameters(record));
	}

	/** The account's newest deliveries, for the admin view. */
	deliveriesOfAccount(accountId: number, limit: number): FeedDelivery[] {
		return (this.q.deliveriesOf.all(accountId, limit) as DeliveryRow[]).map(toDelivery);
	}
}
