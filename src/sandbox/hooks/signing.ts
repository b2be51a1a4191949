import type { SandboxDatabase } from '../db';
import type { SqlStatement as Statement } from '../sqlite';

/**
 * Webhook signing secrets as apis/webhooks/rotate-signing-secret gives them: one per profile,
 * signing every webhook action the profile registered (feed, messages, scheduled, social); set by
 * the `secret` of a registration or by `POST /hook/webhook/secret`. A rotation opens a 24-hour
 * grace window in which deliveries are signed with the new and the previous secret.
 */
export const ROTATION_GRACE_MS = 24 * 3_600_000;

interface SecretRow {
	profile_id: number;
	secret: string;
	previous_secret: string | null;
	previous_until: number | null;
	rotated_at: number | null;
}

/** What the rotation left: until when the previous secret still signs, if there was one. */
export interface Rotation {
	graceUntil?: number;
}

export class SigningSecretStore {
	private readonly q: Record<'get' | 'set' | 'rotate', Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			get: db.prepare('SELECT * FROM hook_signing_secrets WHERE profile_id = ?'),
			set: db.prepare(
				`INSERT INTO hook_signing_secrets (profile_id, secret) VALUES (?, ?)
				 ON CONFLICT (profile_id) DO UPDATE SET secret = excluded.secret,
				   previous_secret = NULL, previous_until = NULL`,
			),
			rotate: db.prepare(
				`UPDATE hook_signing_secrets SET previous_secret = secret, secret = ?, previous_until = ?,
				   rotated_at = ? WHERE profile_id = ?`,
			),
		};
	}

	/**
	 * The secrets a delivery for the profile is signed with now: the current one, then the previous
	 * one while its grace window lasts; empty when the profile has none.
	 */
	secretsOf(profileId: number, now: number): string[] {
		const row = this.q.get.get(profileId) as SecretRow | undefined;
		if (!row) return [];
		const previous =
			row.previous_secret !== null && row.previous_until !== null && row.previous_until > now
				? [row.previous_secret]
				: [];
		return [row.secret, ...previous.filter((one) => one !== row.secret)];
	}

	/** A registration's `secret`: the profile's secret from now on, at once (no grace window). */
	setAtRegistration(profileId: number, secret: string): void {
		const row = this.q.get.get(profileId) as SecretRow | undefined;
		if (row?.secret === secret) return;
		this.q.set.run(profileId, secret);
	}

	/**
	 * `POST /hook/webhook/secret`: the first secret is set; a different one replaces the current,
	 * which signs too for 24 hours. A rotation within a window drops the older previous secret.
	 */
	rotate(profileId: number, secret: string, now: number): Rotation {
		const row = this.q.get.get(profileId) as SecretRow | undefined;
		if (!row) {
			this.q.set.run(profileId, secret);
			return {};
		}
		if (row.secret === secret) {
			const open = row.previous_until !== null && row.previous_until > now;
			return open ? { graceUntil: row.previous_until ?? undefined } : {};
		}
		const graceUntil = now + ROTATION_GRACE_MS;
		this.q.rotate.run(secret, graceUntil, now, profileId);
		return { graceUntil };
	}

	/**
	 * The secrets one delivery is signed with: the profile's (current, and previous in its window),
	 * else the subscription's own secret from before secrets were per profile; none: unsigned.
	 */
	deliverySecrets(profileId: number, subscriptionSecret: string | null, now: number): string[] {
		const profileWide = this.secretsOf(profileId, now);
		if (profileWide.length > 0) return profileWide;
		return subscriptionSecret ? [subscriptionSecret] : [];
	}
}
