import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ACCOUNT_KEY } from '../seed';
import { openSqlite } from '../sqlite';

/** The keys a data folder keeps: its account's API key and its profiles' keys. */
export interface StoredKeys {
	apiKey: string;
	profiles: Array<{ profileKey: string; title: string; primary: boolean }>;
}

/**
 * Reads the keys of the data folder's sandbox account, read-only (a sandbox running on it keeps
 * running): for `--show-key`, the one way to see a lost key again. Throws when there is none yet.
 */
export function storedKeys(dataDir: string): StoredKeys {
	const file = join(dataDir, 'sandbox.db');
	if (!existsSync(file))
		throw new Error(
			`No sandbox has started with the data folder ${dataDir} yet: start it once (it prints its keys on that first start).`,
		);
	const db = openSqlite(file, { readonly: true, fileMustExist: true });
	try {
		const id = (
			db.prepare('SELECT value FROM meta WHERE key = ?').get(DEFAULT_ACCOUNT_KEY) as
				| { value: string }
				| undefined
		)?.value;
		const account = (
			id === undefined
				? undefined
				: db.prepare('SELECT api_key FROM accounts WHERE id = ?').get(Number(id))
		) as { api_key: string } | undefined;
		if (!account) throw new Error(`The data folder ${dataDir} has no sandbox account yet.`);
		const profiles = db
			.prepare(
				'SELECT profile_key, title, is_primary FROM profiles WHERE account_id = ? AND deleted_at IS NULL ORDER BY is_primary DESC, id',
			)
			.all(Number(id)) as Array<{ profile_key: string; title: string; is_primary: number }>;
		return {
			apiKey: account.api_key,
			profiles: profiles.map((p) => ({
				profileKey: p.profile_key,
				title: p.title,
				primary: p.is_primary === 1,
			})),
		};
	} finally {
		db.close();
	}
}
