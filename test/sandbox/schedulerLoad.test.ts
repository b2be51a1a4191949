import { startTestSandbox, waitFor, type TestSandbox } from '../helpers/testSandbox';

const POSTS = Number(process.env.SANDBOX_LOAD_POSTS ?? 100_000);

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

/** Writes `count` pending posts due within the same minute straight into the store, as a busy day would. */
function seedDuePosts(count: number, dueAt: number): void {
	const db = t.sandbox.db;
	const profileIds = (
		db.prepare('SELECT id FROM profiles ORDER BY id').all() as Array<{ id: number }>
	).map((r) => r.id);
	const insert = db.prepare(
		`INSERT INTO posts (id, profile_id, text, platforms, status, type, schedule_at, created_at)
		 VALUES (?, ?, ?, '["twitter","facebook"]', 'pending', 'scheduled', ?, ?)`,
	);
	db.transaction(() => {
		for (let i = 0; i < count; i++) {
			insert.run(
				`load${String(i).padStart(8, '0')}`,
				profileIds[i % profileIds.length],
				`Load post <b>${i}</b>`,
				dueAt + (i % 60_000),
				dueAt - 60_000,
			);
		}
	})();
}

it(`sends ${POSTS} posts due in the same minute, each exactly once, while still answering requests`, async () => {
	const due = Date.now() - 60_000;
	seedDuePosts(POSTS, due);
	const started = Date.now();
	const count = (status: string) =>
		(
			t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM posts WHERE status = ?').get(status) as {
				n: number;
			}
		).n;

	// The server stays responsive while the backlog drains.
	const health = await t.api('GET', '/healthz');
	expect(health.status).toBe(200);

	await waitFor(
		async () => (count('pending') + count('processing') === 0 ? true : undefined),
		120_000,
		100,
	);
	const elapsed = Date.now() - started;
	expect(count('success')).toBe(POSTS);
	const deliveries = t.sandbox.db
		.prepare(
			`SELECT COUNT(*) AS n, COUNT(DISTINCT post_id || platform) AS distinctPairs FROM deliveries WHERE origin = 'service'`,
		)
		.get() as { n: number; distinctPairs: number };
	expect(deliveries).toEqual({ n: POSTS * 2, distinctPairs: POSTS * 2 });
	// How fast the backlog drains is measured in bench/ (scheduler); here every post goes out once.
	process.stdout.write(`scheduler load: ${POSTS} posts (x2 networks) sent in ${elapsed} ms\n`);
}, 180_000);
