/**
 * Scheduler: 100,000 posts (two networks each) scheduled for the same minute, all sent within 60 s
 * of it. The sandbox runs in this process, in memory, on a clock that stands still while posts are
 * inserted, then runs at real speed from 1 s before the due minute; posts are inserted through its PostStore (not HTTP). Figure:
 * seconds from the due minute to the last post sent (the sandbox's own sent_at). Baseline in the
 * same run: the same rows inserted as already sent (an INSERT per post, what any
 * scheduler must at least write once), timed. Self-check: every post sent once, to both networks,
 * none left pending or processing, none failed.
 * Usage: node --expose-gc --import tsx bench/scheduler.ts [N]
 */
import { startSandbox } from '../src/sandbox';
import { newPostId } from '../src/sandbox/networks/ids';
import type { Post } from '../src/sandbox/store/posts';
import { PostStore } from '../src/sandbox/store/posts';

const N = Number(process.argv[2] ?? 100_000);
const DUE = Date.parse('2027-03-01T09:00:00Z');

export function scheduledPost(profileId: number, i: number, at: number, sent = false): Post {
	return {
		id: newPostId(),
		profileId,
		text: `Scheduled bench post ${i}: our spring range is out now, see the link in bio #spring`,
		platforms: ['facebook', 'linkedin'],
		mediaUrls: [],
		options: {},
		status: sent ? 'success' : 'pending',
		type: 'scheduled',
		scheduleAt: at,
		notes: null,
		shortenLinks: false,
		requiresApproval: false,
		approved: null,
		autoScheduleTitle: null,
		retried: false,
		errors: [],
		createdAt: at - 86_400_000,
		sentAt: sent ? at : null,
		deletedAt: null,
	};
}

async function main(): Promise<void> {
	// The clock stands a minute before the due minute while posts are inserted, then runs at real
	// speed from 1 s before it.
	let startedAt: number | undefined;
	const clock = () => (startedAt === undefined ? DUE - 60_000 : DUE - 1_000 + (Date.now() - startedAt));
	const sandbox = await startSandbox({ port: 0, quiet: true, now: clock, log: () => undefined });
	try {
		const db = sandbox.db;
		const profileId = (db.prepare('SELECT id FROM profiles WHERE is_primary = 1').get() as { id: number }).id;
		const store = new PostStore(db);

		const insertStarted = process.hrtime.bigint();
		db.transaction(() => {
			for (let i = 0; i < N; i++) store.insert(scheduledPost(profileId, i, DUE));
		})();
		const insertSeconds = Number(process.hrtime.bigint() - insertStarted) / 1e9;
		console.log(`scheduler: ${N} posts for ${new Date(DUE).toISOString()} inserted in ${insertSeconds.toFixed(1)} s; clock started 1 s before`);
		if ((store.nextDueAt() ?? 0) < DUE) throw new Error('a post is due before the minute');
		startedAt = Date.now();

		const left = db.prepare(`SELECT COUNT(*) AS n FROM posts WHERE status IN ('pending', 'processing')`);
		const deadline = Date.now() + 120_000;
		while ((left.get() as { n: number }).n > 0) {
			if (Date.now() > deadline) throw new Error('posts still unsent 120 s after the due minute');
			await new Promise((r) => setTimeout(r, 100));
		}
		const stats = db
			.prepare(`SELECT COUNT(*) AS n, SUM(status = 'success') AS ok, MAX(sent_at) AS last, MIN(sent_at) AS first FROM posts WHERE text LIKE 'Scheduled bench post %'`)
			.get() as { n: number; ok: number; last: number; first: number };
		const deliveries = (db.prepare(`SELECT COUNT(*) AS n FROM deliveries d JOIN posts p ON p.id = d.post_id WHERE p.text LIKE 'Scheduled bench post %'`).get() as { n: number } | undefined)?.n;
		if (stats.n !== N || stats.ok !== N) throw new Error(`${stats.ok} of ${N} posts sent successfully (${stats.n} stored)`);
		if (deliveries !== undefined && deliveries !== 2 * N) throw new Error(`${deliveries} network deliveries for ${N} posts on 2 networks`);
		const lastSeconds = (stats.last - DUE) / 1000;
		console.log(`  first sent ${((stats.first - DUE) / 1000).toFixed(2)} s after the due minute, last ${lastSeconds.toFixed(2)} s after it (${deliveries ?? '?'} deliveries)`);

		// Baseline: the same number of rows written once, already sent.
		const base = process.hrtime.bigint();
		db.transaction(() => {
			for (let i = 0; i < N; i++) store.insert(scheduledPost(profileId, i, DUE - 3_600_000, true));
		})();
		const baseSeconds = Number(process.hrtime.bigint() - base) / 1e9;
		console.log(`  baseline: ${N} rows inserted as sent in ${baseSeconds.toFixed(2)} s`);
		console.log(
			`RESULT scheduler: ${N} posts due in one minute, last sent ${lastSeconds.toFixed(1)} s after it (target <= 60 s: ${lastSeconds <= 60 ? 'met' : 'missed'}); ` +
				`baseline insert-only ${baseSeconds.toFixed(1)} s = ${(lastSeconds / baseSeconds).toFixed(1)}x`,
		);
		if (lastSeconds > 60) process.exitCode = 1;
	} finally {
		await sandbox.close();
	}
}

if (require.main === module) {
	main().catch((error) => {
		console.error(error);
		process.exitCode = 1;
	});
}
