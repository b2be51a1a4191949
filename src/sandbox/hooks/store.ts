import type { SqlStatement as Statement } from '../sqlite';
import type { HookAction } from '../../engine/resources/hooks';
import type { SandboxDatabase } from '../db';
import {
	attemptParameters,
	type AttemptRecord,
	type DeliveryQueue,
	type DeliveryStatus,
	type QueuedDelivery,
} from './queue';

/** A profile's subscription to one action (`POST /hook/webhook`). */
export interface HookWebhook {
	profileId: number;
	action: HookAction;
	url: string;
	secret: string | null;
	createdAt: number;
}

export interface HookDelivery extends QueuedDelivery {
	action: HookAction;
	subAction: string;
	createdAt: number;
}

interface WebhookRow {
	profile_id: number;
	action: HookAction;
	url: string;
	secret: string | null;
	created_at: number;
}

interface DeliveryRow {
	id: string;
	profile_id: number;
	action: HookAction;
	sub_action: string;
	body: string;
	status: DeliveryStatus;
	attempts: number;
	next_attempt_at: number;
	last_status: number | null;
	last_error: string | null;
	created_at: number;
	delivered_at: number | null;
}

const toWebhook = (r: WebhookRow): HookWebhook => ({
	profileId: r.profile_id,
	action: r.action,
	url: r.url,
	secret: r.secret,
	createdAt: r.created_at,
});

const toDelivery = (r: DeliveryRow): HookDelivery => ({
	id: r.id,
	profileId: r.profile_id,
	action: r.action,
	subAction: r.sub_action,
	body: r.body,
	status: r.status,
	attempts: r.attempts,
	nextAttemptAt: r.next_attempt_at,
	lastStatus: r.last_status,
	lastError: r.last_error,
	createdAt: r.created_at,
	deliveredAt: r.delivered_at,
});

/** Subscriptions by profile and action, and the deliveries made to them. */
export class HookStore implements DeliveryQueue<HookDelivery> {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			webhook: db.prepare('SELECT * FROM hook_webhooks WHERE profile_id = ? AND action = ?'),
			webhooksOf: db.prepare('SELECT * FROM hook_webhooks WHERE profile_id = ? ORDER BY action'),
			setWebhook: db.prepare(
				`INSERT INTO hook_webhooks (profile_id, action, url, secret, created_at) VALUES (?, ?, ?, ?, ?)
				 ON CONFLICT (profile_id, action) DO UPDATE SET url = excluded.url, secret = excluded.secret,
				 created_at = excluded.created_at`,
			),
			clearWebhook: db.prepare('DELETE FROM hook_webhooks WHERE profile_id = ? AND action = ?'),
			cancelPending: db.prepare(
				`UPDATE hook_deliveries SET status = 'cancelled', last_error = ?
				 WHERE profile_id = ? AND action = ? AND status = 'pending'`,
			),
			insertDelivery: db.prepare(
				`INSERT INTO hook_deliveries (id, profile_id, action, sub_action, body, status, attempts,
				 next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
			),
			dueDeliveries: db.prepare(
				`SELECT * FROM hook_deliveries WHERE status = 'pending' AND next_attempt_at <= ?
				 ORDER BY next_attempt_at, created_at, rowid LIMIT ?`,
			),
			nextDeliveryAt: db.prepare(
				`SELECT MIN(next_attempt_at) AS at FROM hook_deliveries WHERE status = 'pending'`,
			),
			recordAttempt: db.prepare(
				`UPDATE hook_deliveries SET status = @status, attempts = @attempts, next_attempt_at = @next_attempt_at,
				 last_status = @last_status, last_error = @last_error, delivered_at = @delivered_at
				 WHERE id = @id AND status = 'pending'`,
			),
			deliveriesOf: db.prepare(
				`SELECT d.* FROM hook_deliveries d JOIN profiles p ON p.id = d.profile_id
				 WHERE p.account_id = ? ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?`,
			),
		};
	}

	webhook(profileId: number, action: HookAction): HookWebhook | undefined {
		const row = this.q.webhook.get(profileId, action) as WebhookRow | undefined;
		return row && toWebhook(row);
	}

	webhooksOf(profileId: number): HookWebhook[] {
		return (this.q.webhooksOf.all(profileId) as WebhookRow[]).map(toWebhook);
	}

	setWebhook(webhook: HookWebhook): void {
		this.q.setWebhook.run(
			webhook.profileId,
			webhook.action,
			webhook.url,
			webhook.secret,
			webhook.createdAt,
		);
	}

	/** Ends the subscription and cancels what is still pending for it; answers both counts. */
	clearWebhook(profileId: number, action: HookAction): { removed: boolean; cancelled: number } {
		const removed = this.q.clearWebhook.run(profileId, action).changes === 1;
		const cancelled = this.q.cancelPending.run(
			'Unsubscribed (DELETE /hook/webhook) before this delivery went out.',
			profileId,
			action,
		).changes;
		return { removed, cancelled };
	}

	insertDelivery(
		delivery: Pick<
			HookDelivery,
			'id' | 'profileId' | 'action' | 'subAction' | 'body' | 'createdAt'
		>,
	): void {
		this.q.insertDelivery.run(
			delivery.id,
			delivery.profileId,
			delivery.action,
			delivery.subAction,
			delivery.body,
			delivery.createdAt,
			delivery.createdAt,
		);
	}

	dueDeliveries(now: number, limit: number): HookDelivery[] {
		return (this.q.dueDeliveries.all(now, limit) as DeliveryRow[]).map(toDelivery);
	}

	nextDeliveryAt(): number | null {
		return (this.q.nextDeliveryAt.get() as { at: number | null }).at;
	}

	targetOf(delivery: HookDelivery): HookWebhook | undefined {
		return this.webhook(delivery.profileId, delivery.action);
	}

	/** Records an attempt, unless the delivery was cancelled meanwhile (unsubscribed while it was sent). */
	recordAttempt(record: AttemptRecord): void {
		this.q.recordAttempt.run(attemptParameters(record));
	}

	/** The account's newest deliveries, for the admin view. */
	deliveriesOfAccount(accountId: number, limit: number): HookDelivery[] {
		return (this.q.deliveriesOf.all(accountId, limit) as DeliveryRow[]).map(toDelivery);
	}
}
