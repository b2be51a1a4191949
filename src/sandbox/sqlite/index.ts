import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadNodeSqlite, NodeSqliteDatabase } from './nodeSqlite';
import type { OpenOptions, SqlDatabase, SqliteDriverName, SqlStatement } from './types';

export type {
	OpenOptions,
	SqlDatabase,
	SqliteDriverName,
	SqlRunResult,
	SqlStatement,
} from './types';

/**
 * The driver the sandbox uses: Node's built-in `node:sqlite` where the running Node has it (22.13+,
 * 24: nothing to compile), better-sqlite3 on older Node (20). SP_SQLITE_DRIVER forces one.
 */
export function sqliteDriver(): SqliteDriverName {
	const forced = process.env.SP_SQLITE_DRIVER;
	if (forced === 'node:sqlite' || forced === 'better-sqlite3') return forced;
	if (forced)
		throw new Error(
			`SP_SQLITE_DRIVER is "${forced}"; allowed: "node:sqlite", "better-sqlite3" (or unset to choose by Node version).`,
		);
	return loadNodeSqlite() ? 'node:sqlite' : 'better-sqlite3';
}

/** Opens a database file (or ':memory:') with the driver of `sqliteDriver()`. */
export function openSqlite(path: string, options: OpenOptions = {}): SqlDatabase {
	if (options.fileMustExist && path !== ':memory:' && !existsSync(path))
		throw new Error(`The database file ${path} does not exist.`);
	if (sqliteDriver() === 'node:sqlite') {
		const module = loadNodeSqlite();
		if (!module)
			throw new Error(
				`SP_SQLITE_DRIVER=node:sqlite, but Node ${process.version} has no node:sqlite (it needs Node 22.13 or later).`,
			);
		return NodeSqliteDatabase.open(module, path, options);
	}
	return openBetterSqlite(path, options);
}

type BetterSqliteConstructor = new (path: string, options?: object) => SqlDatabase;

function openBetterSqlite(path: string, options: OpenOptions): SqlDatabase {
	// Loaded only here, so a Node with node:sqlite never needs the compiled module.
	const require = createRequire(__filename);
	let Database: BetterSqliteConstructor;
	try {
		Database = require('better-sqlite3') as BetterSqliteConstructor;
		return new Database(path, options);
	} catch (error) {
		const message = (error as Error).message ?? String(error);
		if (
			!/bindings|NODE_MODULE_VERSION|Cannot find module|invalid ELF|was compiled against/i.test(
				message,
			)
		)
			throw error;
		throw new Error(
			`The sandbox's database needs either Node 22.13 or later (node:sqlite is built in) or better-sqlite3 ` +
				`compiled for Node ${process.version}, which it is not (${message.split('\n')[0]}). ` +
				'Run `npm rebuild better-sqlite3 --ignore-scripts=false` once (needs a C++ toolchain), or use Node 22 or 24.',
		);
	}
}

/** The SQLite version and driver, for the sandbox's start line. */
export function describeDatabase(
	db: SqlDatabase,
	driver: SqliteDriverName = sqliteDriver(),
): string {
	const row = db.prepare('SELECT sqlite_version() AS version').get() as { version: string };
	return `${driver} (SQLite ${row.version})`;
}

/** True when `error` is SQLite's UNIQUE constraint failure, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
	const e = error as { code?: unknown; errcode?: unknown };
	// better-sqlite3 names the extended code; node:sqlite gives its number (2067 = SQLITE_CONSTRAINT_UNIQUE).
	return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.errcode === 2067;
}

/**
 * A statement whose rows come back as arrays of column values, in the SELECT's order: both drivers
 * build a row object with a property per column, which costs about twice an array's time.
 */
export function prepareArrays(db: SqlDatabase, sql: string): SqlStatement {
	const statement = db.prepare(sql) as SqlStatement & {
		setReturnArrays?(enabled: boolean): void;
		raw?(enabled: boolean): unknown;
	};
	if (statement.setReturnArrays) statement.setReturnArrays(true);
	else statement.raw?.(true);
	return statement;
}
