import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';
import type { Profile } from '../store/accounts';

/** The AI tokens each account spent, by month: what the plan's monthly limit is checked against. */
export class AiUsageStore {
	private readonly q: Record<'sum' | 'insert', Statement>;

	constructor(readonly db: SandboxDatabase) {
		this.q = {
			sum: db.prepare(
				'SELECT COALESCE(SUM(tokens), 0) AS total FROM ai_usage WHERE account_id = ? AND month = ?',
			),
			insert: db.prepare(
				`INSERT INTO ai_usage (account_id, profile_id, operation, tokens, month, created_at)
				 VALUES (?, ?, ?, ?, ?, ?)`,
			),
		};
	}

	monthTotal(accountId: number, month: string): number {
		return (this.q.sum.get(accountId, month) as { total: number }).total;
	}

	record(profile: Profile, operation: string, tokens: number, month: string, now: number): void {
		this.q.insert.run(profile.accountId, profile.id, operation, tokens, month, now);
	}
}
