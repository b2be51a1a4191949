import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';

/**
 * Public keys of the private keys accounts signed linking tokens with, by linking domain: the
 * sandbox's linking page (`GET /connect`) verifies tokens with them. The private key is never kept.
 */
export class LinkingKeyStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			save: db.prepare(
				`INSERT INTO linking_keys (domain, account_id, public_key, created_at) VALUES (?, ?, ?, ?)
				 ON CONFLICT (domain) DO UPDATE SET account_id = excluded.account_id,
				   public_key = excluded.public_key, created_at = excluded.created_at`,
			),
			get: db.prepare('SELECT account_id, public_key FROM linking_keys WHERE domain = ?'),
		};
	}

	save(domain: string, accountId: number, publicKeyPem: string, now: number): void {
		this.q.save.run(domain, accountId, publicKeyPem, now);
	}

	get(domain: string): { accountId: number; publicKey: string } | undefined {
		const row = this.q.get.get(domain) as { account_id: number; public_key: string } | undefined;
		return row && { accountId: row.account_id, publicKey: row.public_key };
	}
}
