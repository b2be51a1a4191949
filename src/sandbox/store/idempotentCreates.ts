import type { SandboxDatabase } from '../db';
import type { SqlStatement as Statement } from '../sqlite';

/** What a create answered the first time its idempotency key came (`answer` as JSON). */
export interface KeptCreate {
	id: string | null;
	answer: string;
}

/** Create answers kept by idempotency key, per owner (account and acting profile) and scope. */
export class IdempotentCreateStore {
	private readonly findStatement: Statement;
	private readonly keepStatement: Statement;

	constructor(db: SandboxDatabase) {
		this.findStatement = db.prepare(
			'SELECT resource_id AS id, answer FROM idempotent_creates WHERE owner = ? AND scope = ? AND key = ?',
		);
		this.keepStatement = db.prepare(
			'INSERT INTO idempotent_creates (owner, scope, key, resource_id, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)',
		);
	}

	find(owner: string, scope: string, key: string): KeptCreate | undefined {
		return this.findStatement.get(owner, scope, key) as KeptCreate | undefined;
	}

	keep(
		owner: string,
		scope: string,
		key: string,
		id: string | null,
		answer: string,
		at: number,
	): void {
		this.keepStatement.run(owner, scope, key, id, answer, at);
	}
}
