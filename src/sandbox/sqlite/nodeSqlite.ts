import type { OpenOptions, PragmaOptions, SqlDatabase, SqlStatement } from './types';

/** What the sandbox uses of `node:sqlite` (declared here: the project's @types/node is Node 20's). */
interface StatementSync extends SqlStatement {
	setAllowUnknownNamedParameters?(enabled: boolean): void;
}
interface DatabaseSync {
	prepare(sql: string): StatementSync;
	exec(sql: string): void;
	close(): void;
	readonly isTransaction: boolean;
}
interface NodeSqliteModule {
	DatabaseSync: new (
		path: string,
		options?: { readOnly?: boolean; enableForeignKeyConstraints?: boolean },
	) => DatabaseSync;
}

/** The built-in driver (Node 22.13+, 23.4+, 24), or undefined on a Node without it. */
export function loadNodeSqlite(): NodeSqliteModule | undefined {
	// getBuiltinModule answers undefined instead of throwing where the module does not exist.
	const getBuiltin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
	if (!getBuiltin) return undefined;
	try {
		return getBuiltin('node:sqlite') as NodeSqliteModule | undefined;
	} catch {
		return undefined;
	}
}

/** better-sqlite3's database API over `node:sqlite`'s DatabaseSync. */
export class NodeSqliteDatabase implements SqlDatabase {
	private savepoints = 0;

	/** The outermost transaction's statements, prepared once: a create post runs one per request. */
	private readonly outer: { begin: StatementSync; commit: StatementSync; rollback: StatementSync };

	private constructor(private readonly db: DatabaseSync) {
		this.outer = {
			begin: db.prepare('BEGIN'),
			commit: db.prepare('COMMIT'),
			rollback: db.prepare('ROLLBACK'),
		};
	}

	static open(
		module: NodeSqliteModule,
		path: string,
		options: OpenOptions = {},
	): NodeSqliteDatabase {
		const db = new module.DatabaseSync(path, {
			readOnly: options.readonly === true,
			// better-sqlite3 applies the foreign_keys pragma itself; the sandbox does the same below.
			enableForeignKeyConstraints: false,
		});
		return new NodeSqliteDatabase(db);
	}

	prepare(sql: string): SqlStatement {
		const statement = this.db.prepare(sql);
		// better-sqlite3 ignores object keys a statement does not name; callers rely on it.
		statement.setAllowUnknownNamedParameters?.(true);
		return statement;
	}

	exec(sql: string): void {
		this.db.exec(sql);
	}

	get inTransaction(): boolean {
		return this.db.isTransaction;
	}

	pragma(source: string, options: PragmaOptions = {}): unknown {
		const rows = this.db.prepare(`PRAGMA ${source}`).all() as Record<string, unknown>[];
		if (!options.simple) return rows;
		const first = rows[0];
		return first === undefined ? undefined : Object.values(first)[0];
	}

	transaction<F extends (...args: never[]) => unknown>(fn: F): F {
		const run = (...args: Parameters<F>): unknown => {
			const nested = this.db.isTransaction;
			const name = `sp_${++this.savepoints}`;
			if (nested) this.db.exec(`SAVEPOINT ${name}`);
			else this.outer.begin.run();
			try {
				const result = fn(...args);
				if (nested) this.db.exec(`RELEASE ${name}`);
				else this.outer.commit.run();
				return result;
			} catch (error) {
				// SQLite may have rolled back already (e.g. a full disk); only undo what is still open.
				if (this.db.isTransaction) {
					if (nested) this.db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
					else this.outer.rollback.run();
				}
				throw error;
			} finally {
				this.savepoints--;
			}
		};
		return run as unknown as F;
	}

	close(): void {
		this.db.close();
	}
}
