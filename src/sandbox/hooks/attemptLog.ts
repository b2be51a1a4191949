import type { SandboxDatabase } from '../db';

/** One attempt at one webhook delivery, as the delivery log shows it. */
export interface DeliveryAttempt {
	deliveryId: string;
	/** 1 for the first attempt. */
	attempt: number;
	sentAt: number;
	tookMs: number;
	/** The receiver's HTTP status; null when it did not answer. */
	httpStatus: number | null;
	/** Why the attempt did not deliver (no answer, a status that is retried or refused). */
	error: string | null;
	/** The start of the X-Authorization-Content-SHA256 value sent; null when unsigned. */
	signature: string | null;
	outcome: 'delivered' | 'retrying' | 'failed';
}

/** How much of a signature the log keeps: enough to match it against a receiver's log. */
export const SIGNATURE_SHOWN_CHARS = 12;

interface AttemptRow {
	delivery_id: string;
	attempt: number;
	sent_at: number;
	took_ms: number;
	http_status: number | null;
	error: string | null;
	signature: string | null;
	outcome: DeliveryAttempt['outcome'];
}

/** Every attempt of every webhook delivery, feed articles and /hook/webhook events alike. */
export class DeliveryAttemptLog {
	private readonly insert;
	private readonly ofDeliveries;

	constructor(db: SandboxDatabase) {
		this.insert = db.prepare(
			`INSERT OR REPLACE INTO delivery_attempts
				(delivery_id, attempt, sent_at, took_ms, http_status, error, signature, outcome)
			VALUES (@delivery_id, @attempt, @sent_at, @took_ms, @http_status, @error, @signature, @outcome)`,
		);
		this.ofDeliveries = db.prepare(
			`SELECT * FROM delivery_attempts
			WHERE delivery_id IN (SELECT value FROM json_each(?))
			ORDER BY delivery_id, attempt`,
		);
	}

	add(attempt: DeliveryAttempt): void {
		this.insert.run({
			delivery_id: attempt.deliveryId,
			attempt: attempt.attempt,
			sent_at: attempt.sentAt,
			took_ms: attempt.tookMs,
			http_status: attempt.httpStatus,
			error: attempt.error,
			signature: attempt.signature?.slice(0, SIGNATURE_SHOWN_CHARS) ?? null,
			outcome: attempt.outcome,
		});
	}

	/** The attempts of these deliveries, oldest first per delivery. */
	attemptsOf(deliveryIds: readonly string[]): Map<string, DeliveryAttempt[]> {
		const byDelivery = new Map<string, DeliveryAttempt[]>();
		for (const row of this.ofDeliveries.all(JSON.stringify(deliveryIds)) as AttemptRow[]) {
			const list = byDelivery.get(row.delivery_id) ?? [];
			list.push({
				deliveryId: row.delivery_id,
				attempt: row.attempt,
				sentAt: row.sent_at,
				tookMs: row.took_ms,
				httpStatus: row.http_status,
				error: row.error,
				signature: row.signature,
				outcome: row.outcome,
			});
			byDelivery.set(row.delivery_id, list);
		}
		return byDelivery;
	}
}
