import { openSqlite } from '../../src/sandbox/sqlite';
import { join } from 'node:path';
import { SCHEMA_MIGRATIONS } from '../../src/sandbox/db';
import { startTestSandbox, tempDir } from './helpers';

describe('schema migration 1 -> 2', () => {
	it('keeps profiles and short links of a version-1 data directory, giving links to the primary profile', async () => {
		const data = tempDir();
		try {
			const old = openSqlite(join(data.dir, 'sandbox.db'));
			old.exec(SCHEMA_MIGRATIONS[0]);
			old.pragma('user_version = 1');
			const now = Date.parse('2026-01-05T10:00:00Z');
			old
				.prepare(
					`INSERT INTO accounts (id, api_key, plan, addons, email, created_at) VALUES (1, 'sk_sandbox_oldkey123456', 'business', '[]', 'o@x.example', ?)`,
				)
				.run(now);
			old.prepare(`INSERT INTO meta (key, value) VALUES ('default_account_id', '1')`).run();
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
