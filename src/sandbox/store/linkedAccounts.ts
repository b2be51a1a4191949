import type { SqlStatement as Statement } from '../sqlite';
import { NETWORK_IDS, type Network } from '../../engine/networks';
import type { SandboxDatabase } from '../db';

export interface LinkedAccount {
	platform: Network;
	networkUserId: string;
	displayName: string;
	username: string;
	type: string | null;
	createdAt: number;
}

interface LinkedRow {
	platform: Network;
	network_user_id: string;
	display_name: string;
	username: string;
	type: string | null;
	created_at: number;
}

const toLinked = (r: LinkedRow): LinkedAccount => ({
	platform: r.platform,
	networkUserId: r.network_user_id,
	displayName: r.display_name,
	username: r.username,
	type: r.type,
	createdAt: r.created_at,
});

/** The social accounts linked to each user profile. */
export class LinkedAccountStore {
	private readonly q: Record<string, Statement>;
	// Read on every user read and every send, changed only by link/unlink: kept in memory (one process owns the file).
	private readonly cache = new Map<number, LinkedAccount[]>();

	constructor(db: SandboxDatabase) {
		this.q = {
			linked: db.prepare('SELECT * FROM linked_accounts WHERE profile_id = ?'),
			link: db.prepare(
				`INSERT OR IGNORE INTO linked_accounts
				   (profile_id, platform, network_user_id, display_name, username, type, created_at)
				 VALUES (?, ?, ?, ?, ?, ?, ?)`,
			),
			unlink: db.prepare('DELETE FROM linked_accounts WHERE profile_id = ? AND platform = ?'),
			setLinkedAt: db.prepare(
				'UPDATE linked_accounts SET created_at = ? WHERE profile_id = ? AND platform = ?',
			),
			byUsername: db.prepare(
				`SELECT la.*, la.profile_id AS owner_id FROM linked_accounts la JOIN profiles p ON p.id = la.profile_id
				 WHERE la.platform = ? AND la.username = ? COLLATE NOCASE AND p.deleted_at IS NULL
				 ORDER BY la.id LIMIT 1`,
			),
		};
	}

	/** The profile's linked accounts, in the platform order of https://www.ayrshare.com/docs/apis/post/social-networks/overview. */
	list(profileId: number): LinkedAccount[] {
		let linked = this.cache.get(profileId);
		if (!linked) {
			linked = (this.q.linked.all(profileId) as LinkedRow[])
				.map(toLinked)
				.sort((a, b) => NETWORK_IDS.indexOf(a.platform) - NETWORK_IDS.indexOf(b.platform));
			this.cache.set(profileId, linked);
		}
		return linked;
	}

	get(profileId: number, network: Network): LinkedAccount | undefined {
		return this.list(profileId).find((account) => account.platform === network);
	}

	link(profileId: number, account: LinkedAccount): boolean {
		this.cache.delete(profileId);
		const result = this.q.link.run(
			profileId,
			account.platform,
			account.networkUserId,
			account.displayName,
			account.username,
			account.type,
			account.createdAt,
		);
		return result.changes > 0;
	}

	/** The first linked account anywhere in the sandbox with this user name on the network: its public face. */
	publicAccount(
		network: Network,
		username: string,
	): { account: LinkedAccount; profileId: number } | undefined {
		const row = this.q.byUsername.get(network, username) as
			| (LinkedRow & { owner_id: number })
			| undefined;
		return row && { account: toLinked(row), profileId: row.owner_id };
	}

	/** When the account was linked: the sandbox's admin backdates it (ads need a link made after 2025-04-01). */
	setLinkedAt(profileId: number, network: Network, at: number): boolean {
		this.cache.delete(profileId);
		return this.q.setLinkedAt.run(at, profileId, network).changes > 0;
	}

	unlink(profileId: number, network: Network): boolean {
		this.cache.delete(profileId);
		return this.q.unlink.run(profileId, network).changes > 0;
	}
}
