/**
 * The part of an SQLite driver the sandbox uses: better-sqlite3's shape, which `node:sqlite`
 * statements share (run/get/all/iterate); the database side is adapted in ./nodeSqlite.
 */
export interface SqlRunResult {
	changes: number;
	lastInsertRowid: number | bigint;
}

export interface SqlStatement {
	run(...params: unknown[]): SqlRunResult;
	get(...params: unknown[]): unknown;
	all(...params: unknown[]): unknown[];
	iterate(...params: unknown[]): IterableIterator<unknown>;
}

export interface PragmaOptions {
	/** The first column of the first row, instead of every row. */
	simple?: boolean;
}

export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

export interface SqlDatabase {
	prepare(sql: string): SqlStatement;
	exec(sql: string): unknown;
	/** Wraps `fn` in BEGIN/COMMIT (a savepoint when already inside one); a throw rolls back. */
	transaction<F extends (...args: never[]) => unknown>(fn: F): F;
	pragma(source: string, options?: PragmaOptions): unknown;
	readonly inTransaction: boolean;
	close(): unknown;
}

export interface OpenOptions {
	readonly?: boolean;
	fileMustExist?: boolean;
}
