import { openSqlite } from '../../src/sandbox/sqlite';
import { join } from 'node:path';
import { SCHEMA_MIGRATIONS } from '../../src/sandbox/db';
import { startTestSandbox, tempDir } from '../helpers/testSandbox';

/** The default account of an older data directory, on the Business plan. */
function seedAccount(old: ReturnType<typeof openSqlite>, now: number): void {
	old
		.prepare(
			`INSERT INTO accounts (id, api_key, plan, addons, email, created_at) VALUES (1, 'sk_sandbox_oldkey123456', 'business', '[]', 'o@x.example', ?)`,
		)
		.run(now);
	old.prepare(`INSERT INTO meta (key, value) VALUES ('default_account_id', '1')`).run();
}

describe('schema migration 1 -> 2', () => {
	it('keeps profiles and short links of a version-1 data directory, giving links to the primary profile', async () => {
		const data = tempDir();
		try {
			const old = openSqlite(join(data.dir, 'sandbox.db'));
			old.exec(SCHEMA_MIGRATIONS[0]);
			old.pragma('user_version = 1');
			const now = Date.parse('2026-01-05T10:00:00Z');
			seedAccount(old, now);
			const profile = old.prepare(
				`INSERT INTO profiles (id, account_id, title, ref_id, profile_key, is_primary, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)`,
			);
			profile.run(1, 'Primary Profile', 'a'.repeat(40), 'pk_sandbox_primary', 1, now);
			profile.run(2, 'Acme Bakery', 'b'.repeat(40), 'pk_sandbox_bakery', 0, now);
			old
				.prepare(
					`INSERT INTO links (account_id, code, original_url, clicks, created_at) VALUES (1, 'OldCode1', 'https://old.example/page', 3, ?)`,
				)
				.run(now);
			old.close();

			const t = await startTestSandbox({ dataDir: data.dir });
			try {
				expect(t.sandbox.db.pragma('user_version', { simple: true })).toBe(
					SCHEMA_MIGRATIONS.length,
				);
				expect(t.sandbox.apiKey).toBe('sk_sandbox_oldkey123456');
				expect(t.sandbox.profiles.map((p) => p.title)).toEqual([
					'Primary Profile',
					'Acme Bakery',
					'Acme Books',
				]);
				const redirect = await fetch(`${t.sandbox.url}/l/OldCode1`, { redirect: 'manual' });
				expect(redirect.headers.get('location')).toBe('https://old.example/page');
				const links = await t.api('GET', '/api/links');
				expect(links.body.analytics).toEqual([
					expect.objectContaining({ id: 'OldCode1', totalClicks: 1 }),
				]);
				const again = await t.api('POST', '/api/short', {
					body: { url: 'https://old.example/page' },
				});
				expect(again.body.shortUrl).toBe(`${t.sandbox.url}/l/OldCode1`);
				const dup = await t.api('POST', '/api/profiles/create-profile', {
					body: { title: 'Acme Bakery' },
				});
				expect(dup.body.code).toBe(146);
				expect(t.sandbox.db.pragma('foreign_key_check')).toEqual([]);
			} finally {
				await t.close();
			}
		} finally {
			data.cleanup();
		}
	});
});

describe('schema migration: feed webhooks become a hook action', () => {
	it('keeps a data directory’s feed webhook (secret included) and its deliveries, listed as before', async () => {
		const data = tempDir();
		try {
			const old = openSqlite(join(data.dir, 'sandbox.db'));
			const before = SCHEMA_MIGRATIONS.findIndex((m) => m.includes('DROP TABLE feed_webhooks'));
			for (const migration of SCHEMA_MIGRATIONS.slice(0, before)) old.exec(migration);
			old.pragma(`user_version = ${before}`);
			const now = Date.parse('2026-01-05T10:00:00Z');
			seedAccount(old, now);
			old
				.prepare(
					`INSERT INTO profiles (id, account_id, title, ref_id, profile_key, is_primary, created_at) VALUES (1, 1, 'Primary Profile', ?, 'pk_sandbox_primary', 1, ?)`,
				)
				.run('a'.repeat(40), now);
			old
				.prepare(
					`INSERT INTO feed_webhooks (profile_id, url, secret, updated_at) VALUES (1, 'https://hooks.example/feed', 'old-secret-123', ?)`,
				)
				.run(now);
			const body = JSON.stringify({
				type: 'feed',
				refId: 'a'.repeat(40),
				data: { id: 'd1', feedId: 'f1' },
			});
			old
				.prepare(
					`INSERT INTO feed_deliveries (id, profile_id, feed_id, body, status, attempts, next_attempt_at, last_status, created_at, delivered_at) VALUES ('d1', 1, 'f1', ?, 'delivered', 1, ?, 200, ?, ?)`,
				)
				.run(body, now, now, now);
			old.close();

			const t = await startTestSandbox({ dataDir: data.dir });
			try {
				const db = t.sandbox.db;
				const feedTables = db
					.prepare(
						`SELECT name FROM sqlite_master WHERE name IN ('feed_webhooks', 'feed_deliveries')`,
					)
					.all();
				expect(feedTables).toEqual([]);
				expect(db.prepare(`SELECT * FROM hook_webhooks`).all()).toEqual([
					{
						profile_id: 1,
						action: 'feed',
						url: 'https://hooks.example/feed',
						secret: 'old-secret-123',
						created_at: now,
					},
				]);
				const listed = await t.api('GET', '/api/admin/feeds/deliveries');
				expect(listed.body.deliveries).toEqual([
					expect.objectContaining({ id: 'd1', feedId: 'f1', status: 'delivered', lastStatus: 200 }),
				]);
				expect((await t.api('GET', '/api/admin/hooks/deliveries')).body.deliveries).toEqual([]);
				expect((await t.api('GET', '/api/hook/webhook')).body.webhooks).toEqual([]);
			} finally {
				await t.close();
			}
		} finally {
			data.cleanup();
		}
	});
});
