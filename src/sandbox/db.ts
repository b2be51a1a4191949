import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';
import { openSqlite, type SqlDatabase } from './sqlite';

export type SandboxDatabase = SqlDatabase;

/** Opens `<dataDir>/sandbox.db` (or an in-memory database) and brings its schema up to date. */
export function openDatabase(dataDir?: string): SandboxDatabase {
	let db: SandboxDatabase;
	if (dataDir) {
		mkdirSync(dataDir, { recursive: true });
		db = openSqlite(join(dataDir, 'sandbox.db'));
		db.pragma('journal_mode = WAL');
	} else {
		db = openSqlite(':memory:');
	}
	db.pragma('synchronous = NORMAL');
	db.pragma('foreign_keys = ON');
	// Another process (a test, the CLI) may hold the file briefly; wait rather than fail.
	db.pragma('busy_timeout = 5000');
	migrate(db);
	return db;
}

function migrate(db: SandboxDatabase): void {
	const applied = db.pragma('user_version', { simple: true }) as number;
	if (applied >= MIGRATIONS.length) return;
	// Rebuilding a table others refer to needs foreign keys off (SQLite's documented procedure);
	// every reference is checked before the migration commits.
	db.pragma('foreign_keys = OFF');
	try {
		for (let version = applied; version < MIGRATIONS.length; version++) {
			db.transaction(() => {
				db.exec(MIGRATIONS[version]);
				const broken = db.pragma('foreign_key_check') as unknown[];
				if (broken.length > 0)
					throw new Error(`migration ${version + 1} left ${broken.length} broken reference(s)`);
				db.pragma(`user_version = ${version + 1}`);
			})();
		}
	} finally {
		db.pragma('foreign_keys = ON');
	}
}

/** The schema steps, for tests that build a database of an older version. */
export const SCHEMA_MIGRATIONS: readonly string[] = MIGRATIONS;

export function getMeta(db: SandboxDatabase, key: string): string | undefined {
	const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
		| { value: string }
		| undefined;
	return row?.value;
}

export function setMeta(db: SandboxDatabase, key: string, value: string): void {
	db.prepare(
		'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
	).run(key, value);
}
