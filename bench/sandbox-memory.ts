/**
 * Sandbox memory: resident set size (RSS) of a sandbox holding 1,000,000 stored posts, against the
 * same sandbox empty, measured in the same process (in-memory database, as `npm run sandbox`
 * without --data). Posts are inserted through the PostStore, not HTTP. Self-check: the count.
 * Usage: node --expose-gc --import tsx bench/sandbox-memory.ts [N]
 */
import { startSandbox } from '../src/sandbox';
import { PostStore } from '../src/sandbox/store/posts';
import { scheduledPost } from './scheduler';

const N = Number(process.argv[2] ?? 1_000_000);
const BATCH = 10_000;

function settle(): number {
	for (let i = 0; i < 3; i++) global.gc?.();
	return process.memoryUsage().rss / 1024 / 1024;
}

async function main(): Promise<void> {
	if (!global.gc) throw new Error('run with node --expose-gc');
	const sandbox = await startSandbox({ port: 0, quiet: true, log: () => undefined });
	try {
		const empty = settle();
		console.log(`sandbox-memory: empty sandbox RSS ${empty.toFixed(0)} MB`);
		const db = sandbox.db;
		const profileId = (db.prepare('SELECT id FROM profiles WHERE is_primary = 1').get() as { id: number }).id;
		const store = new PostStore(db);
		const at = Date.parse('2026-06-01T00:00:00Z');
		const insertBatch = db.transaction((from: number) => {
			for (let i = from; i < Math.min(N, from + BATCH); i++) store.insert(scheduledPost(profileId, i, at + i * 1000, true));
		});
		const started = process.hrtime.bigint();
		for (let from = 0; from < N; from += BATCH) insertBatch(from);
		const seconds = Number(process.hrtime.bigint() - started) / 1e9;
		const count = (db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n;
		if (count < N) throw new Error(`${count} posts stored, expected ${N}`);
		const full = settle();
		const pageBytes = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
		console.log(`  ${N} posts inserted in ${seconds.toFixed(1)} s; database ${(pageBytes / 1024 / 1024).toFixed(0)} MB`);
		console.log(
			`RESULT sandbox-memory: RSS with ${N} posts ${full.toFixed(0)} MB vs empty ${empty.toFixed(0)} MB = ${(full / empty).toFixed(1)}x ` +
				`(+${(((full - empty) * 1024 * 1024) / N).toFixed(0)} bytes/post)`,
		);
	} finally {
		await sandbox.close();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
