import {
	isUniqueViolation,
	openSqlite,
	prepareArrays,
	sqliteDriver,
	type SqlDatabase,
} from '../../src/sandbox/sqlite';

// Runs against the driver this Node picks (node:sqlite on 22.13+, better-sqlite3 on 20): the stores
// rely on each of these behaviours being the same on both.
describe(`sqlite driver (${sqliteDriver()})`, () => {
	let db: SqlDatabase;
	beforeEach(() => {
		db = openSqlite(':memory:');
		db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, n INTEGER)');
	});
	afterEach(() => db.close());

	const count = (): number => (db.prepare('SELECT COUNT(*) AS c FROM t').get() as { c: number }).c;

	it('picks node:sqlite where Node has it, better-sqlite3 otherwise', () => {
		const [major, minor] = process.versions.node.split('.').map(Number);
		const hasBuiltin = major > 22 || (major === 22 && minor >= 13);
		if (!process.env.SP_SQLITE_DRIVER)
			expect(sqliteDriver()).toBe(hasBuiltin ? 'node:sqlite' : 'better-sqlite3');
	});

	it('binds bare named parameters and ignores keys the statement does not name', () => {
		const insert = db.prepare('INSERT INTO t (name, n) VALUES (@name, @n)');
		const result = insert.run({ name: 'a', n: 1, unused: 'x' });
		expect(result.changes).toBe(1);
		expect(Number(result.lastInsertRowid)).toBe(1);
		expect({ ...(db.prepare('SELECT name, n FROM t').get() as object) }).toEqual({
			name: 'a',
			n: 1,
		});
		expect(db.prepare('SELECT * FROM t WHERE id = ?').get(99)).toBeUndefined();
	});

	it('commits a transaction, and rolls all of it back when the function throws', () => {
		const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
		db.transaction(() => insert.run('kept'))();
		expect(() =>
			db.transaction(() => {
				insert.run('lost');
				throw new Error('boom');
			})(),
		).toThrow('boom');
		expect(count()).toBe(1);
		expect(db.inTransaction).toBe(false);
	});

	it('nests as a savepoint: an inner failure caught inside keeps the outer work', () => {
		const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
		const inner = db.transaction((name: string) => {
			insert.run(name);
			throw new Error('inner');
		});
		const outer = db.transaction(() => {
			insert.run('outer');
			expect(db.inTransaction).toBe(true);
			expect(() => inner('inner')).toThrow('inner');
			return 'done';
		});
		expect(outer()).toBe('done');
		expect(
			(db.prepare('SELECT name FROM t').all() as { name: string }[]).map((r) => r.name),
		).toEqual(['outer']);
	});

	it('answers rows as arrays in the SELECT order from a prepareArrays statement (the stores read posts so)', () => {
		db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run('a', 1);
		db.prepare('INSERT INTO t (name, n) VALUES (?, ?)').run('b', null);
		const rows = prepareArrays(db, 'SELECT n, name, id FROM t ORDER BY id');
		expect(rows.all()).toEqual([
			[1, 'a', 1],
			[null, 'b', 2],
		]);
		expect(rows.get()).toEqual([1, 'a', 1]);
		expect(prepareArrays(db, 'SELECT n FROM t WHERE id = ?').get(99)).toBeUndefined();
		// A plain statement still answers objects.
		expect({ ...(db.prepare('SELECT name FROM t WHERE id = 1').get() as object) }).toEqual({
			name: 'a',
		});
	});

	it('answers pragmas as rows, or as one value with {simple: true}', () => {
		db.pragma('user_version = 7');
		expect(db.pragma('user_version', { simple: true })).toBe(7);
		expect(db.pragma('foreign_key_check')).toEqual([]);
	});

	it('recognises a UNIQUE violation whichever driver raised it, and nothing else', () => {
		const insert = db.prepare('INSERT INTO t (id, name) VALUES (?, ?)');
		insert.run(1, 'a');
		let unique: unknown;
		try {
			insert.run(2, 'a');
		} catch (error) {
			unique = error;
		}
		expect(isUniqueViolation(unique)).toBe(true);
		let notNull: unknown;
		try {
			insert.run(3, null);
		} catch (error) {
			notNull = error;
		}
		expect(notNull).toBeDefined();
		expect(isUniqueViolation(notNull)).toBe(false);
	});

	it('refuses an unknown SP_SQLITE_DRIVER, naming the value and the allowed ones', () => {
		const before = process.env.SP_SQLITE_DRIVER;
		process.env.SP_SQLITE_DRIVER = 'postgres';
		try {
			expect(() => sqliteDriver()).toThrow(/"postgres".*"node:sqlite", "better-sqlite3"/);
		} finally {
			if (before === undefined) delete process.env.SP_SQLITE_DRIVER;
			else process.env.SP_SQLITE_DRIVER = before;
		}
	});
});
