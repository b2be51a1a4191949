import type { SandboxDatabase } from '../../src/sandbox/db';

export interface RowSnapshot {
	/** Largest rowid per table when the snapshot was taken (rowids only grow: no AUTOINCREMENT reuse below max). */
	maxRowId: Record<string, number>;
	count: Record<string, number>;
}

function tables(db: SandboxDatabase): string[] {
	return (
		db
			.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
			.all() as { name: string }[]
	).map((row) => row.name);
}

export function snapshotRowIds(db: SandboxDatabase): RowSnapshot {
	const maxRowId: Record<string, number> = {};
	const count: Record<string, number> = {};
	for (const table of tables(db)) {
		const row = db
			.prepare(`SELECT COALESCE(MAX(rowid), 0) AS max, COUNT(*) AS n FROM "${table}"`)
			.get() as {
			max: number;
			n: number;
		};
		maxRowId[table] = row.max;
		count[table] = row.n;
	}
	return { maxRowId, count };
}

/** Rows added to each table since the snapshot (rows with a larger rowid). */
export function countNewRows(db: SandboxDatabase, before: RowSnapshot): Record<string, number> {
	const added: Record<string, number> = {};
	for (const table of tables(db)) {
		const row = db
			.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE rowid > ?`)
			.get(before.maxRowId[table] ?? 0) as {
			n: number;
		};
		added[table] = row.n;
	}
	return added;
}
