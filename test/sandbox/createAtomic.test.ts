/**
 * A create post is one transaction per profile (src/sandbox/posts/create.ts): when the database
 * refuses a write part-way (here a trigger aborts the delivery insert, as a full disk would), nothing
 * of the post is kept: no post row, no used idempotency key, no counted call; the same request sent
 * again once the database takes writes is a new post, not a 409 duplicate.
 */
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

const count = (sql: string, ...values: unknown[]): number =>
	(t.sandbox.db.prepare(sql).get(...values) as { n: number }).n;

it('keeps nothing of a create that failed part-way, so a retry with the same key posts', async () => {
	const body = { post: 'Half a post', platforms: ['facebook'], idempotencyKey: 'atomic-1' };
	const calls = () => count('SELECT SUM(monthly_api_calls) AS n FROM profiles');
	const callsBefore = calls();
	t.sandbox.db.exec(
		`CREATE TRIGGER refuse_deliveries BEFORE INSERT ON deliveries
		 BEGIN SELECT RAISE(ABORT, 'the disk is full'); END`,
	);
	const failed = await t.api('POST', '/api/post', { body });
	t.sandbox.db.exec('DROP TRIGGER refuse_deliveries');
	expect(failed.status).toBe(500);
	expect(count('SELECT COUNT(*) AS n FROM posts WHERE text = ?', 'Half a post')).toBe(0);
	expect(count('SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?', 'atomic-1')).toBe(0);
	expect(calls()).toBe(callsBefore);

	const retried = await t.api('POST', '/api/post', { body });
	expect(retried.status).toBe(200);
	expect(retried.body).toMatchObject({ status: 'success', post: 'Half a post' });
	expect(count('SELECT COUNT(*) AS n FROM posts WHERE text = ?', 'Half a post')).toBe(1);
	expect(calls()).toBe(callsBefore + 1);
});
