import { openSqlite } from '../../src/sandbox/sqlite';
import { join } from 'node:path';
import { parseArgs, startupLines } from '../../src/sandbox/cli';
import {
	secondsFromNow,
	startTestSandbox,
	tempDir,
	waitFor,
	type TestSandbox,
} from '../helpers/testSandbox';

let data: ReturnType<typeof tempDir>;
beforeEach(() => {
	data = tempDir();
});
afterEach(() => data.cleanup());

async function waitForStatus(t: TestSandbox, id: string, status: string, timeoutMs = 5000) {
	return waitFor(
		async () => {
			const record = (await t.api('GET', `/api/post/${id}`)).body;
			return record.status === status ? record : undefined;
		},
		timeoutMs,
		20,
	);
}

describe('restart on the same data directory', () => {
	it('keeps the account, keys, profiles and posts', async () => {
		const first = await startTestSandbox({ dataDir: data.dir });
		expect(first.sandbox.firstStart).toBe(true);
		const sent = await first.api('POST', '/api/post', {
			body: { post: 'Survives restarts', platforms: ['twitter'] },
		});
		const { apiKey, profiles } = first.sandbox;
		await first.close();

		const second = await startTestSandbox({ dataDir: data.dir });
		try {
			expect(second.sandbox.firstStart).toBe(false);
			expect(second.sandbox.apiKey).toBe(apiKey);
			expect(second.sandbox.profiles).toEqual(profiles);
			const record = await second.api('GET', `/api/post/${sent.body.id}`);
			expect(record.status).toBe(200);
			expect(record.body).toMatchObject({ post: 'Survives restarts', status: 'success' });
		} finally {
			await second.close();
		}
	});

	it('still sends a scheduled post at its time after a restart', async () => {
		const first = await startTestSandbox({ dataDir: data.dir });
		const { at, text } = secondsFromNow(2000);
		const res = await first.api('POST', '/api/post', {
			body: { post: 'Across a restart', platforms: ['facebook'], scheduleDate: text },
		});
		expect(res.body.status).toBe('scheduled');
		await first.close();

		const second = await startTestSandbox({ dataDir: data.dir });
		try {
			expect((await second.api('GET', `/api/post/${res.body.id}`)).body.status).toBe('pending');
			const sent = await waitForStatus(second, res.body.id, 'success');
			expect(Date.now()).toBeGreaterThanOrEqual(at - 50);
			expect(Date.now() - at).toBeLessThan(3000);
			expect(sent.postIds).toHaveLength(1);
		} finally {
			await second.close();
		}
	});

	it('applies --api-key and --plan given on a later start', async () => {
		const first = await startTestSandbox({ dataDir: data.dir });
		await first.close();
		const second = await startTestSandbox({
			dataDir: data.dir,
			apiKey: 'sk_sandbox_chosen_key_123',
			plan: 'premium',
		});
		try {
			expect(second.sandbox.apiKey).toBe('sk_sandbox_chosen_key_123');
			const user = await second.api('GET', '/api/user');
			expect(user.status).toBe(200);
			expect(user.body.monthlyApiCallsQuota).toEqual(expect.any(Number));
			const old = await second.api('GET', '/api/user', { apiKey: first.sandbox.apiKey });
			expect(old.status).toBe(401);
		} finally {
			await second.close();
		}
	});
});

describe('crash recovery', () => {
	it('finishes posts left in processing, sending only to networks not yet reached', async () => {
		const first = await startTestSandbox({ dataDir: data.dir });
		const res = await first.api('POST', '/api/post', {
			body: {
				post: 'Interrupted',
				platforms: ['twitter', 'facebook'],
				scheduleDate: '2099-01-01T00:00:00Z',
			},
		});
		const id = res.body.id as string;
		await first.close();

		// What a crash mid-send leaves behind: the post claimed, twitter delivered, facebook not.
		const db = openSqlite(join(data.dir, 'sandbox.db'));
		const { profile_id: profileId } = db
			.prepare('SELECT profile_id FROM posts WHERE id = ?')
			.get(id) as { profile_id: number };
		db.prepare(`UPDATE posts SET status = 'processing' WHERE id = ?`).run(id);
		db.prepare(
			`INSERT INTO deliveries (post_id, profile_id, platform, network_id, text, origin, created_at)
			 VALUES (?, ?, 'twitter', '1999999999999999999', 'Interrupted', 'service', ?)`,
		).run(id, profileId, Date.now());
		db.close();

		const second = await startTestSandbox({ dataDir: data.dir });
		try {
			const done = await waitForStatus(second, id, 'success');
			const byNetwork = Object.fromEntries(
				done.postIds.map((p: { platform: string; id: string }) => [p.platform, p.id]),
			);
			expect(byNetwork.twitter).toBe('1999999999999999999');
			expect(byNetwork.facebook).toMatch(/^\d+_\d+$/);
			const twitter = await second.api('GET', '/api/history/twitter');
			expect(
				twitter.body.posts.filter((p: { post: string }) => p.post === 'Interrupted'),
			).toHaveLength(1);
		} finally {
			await second.close();
		}
	});
});

describe('CLI output', () => {
	it('prints the API key and profile keys on the first start only', async () => {
		const options = parseArgs(['--port', '0', '--data', data.dir]);
		expect(options).toMatchObject({ port: 0, dataDir: data.dir });
		const first = await startTestSandbox({ dataDir: data.dir });
		const firstLines = startupLines(first.sandbox, options).join('\n');
		await first.close();
		expect(firstLines).toContain(first.sandbox.baseUrl);
		expect(firstLines).toContain(`Web page: ${first.sandbox.url}/`);
		expect(firstLines).toContain(`MCP URL:  ${first.sandbox.url}/mcp `);
		expect(firstLines).toContain(first.sandbox.apiKey);
		for (const profile of first.sandbox.profiles) expect(firstLines).toContain(profile.profileKey);

		const second = await startTestSandbox({ dataDir: data.dir });
		const secondLines = startupLines(second.sandbox, options).join('\n');
		await second.close();
		expect(secondLines).toContain(second.sandbox.baseUrl);
		expect(secondLines).not.toContain(second.sandbox.apiKey);
		for (const profile of second.sandbox.profiles)
			expect(secondLines).not.toContain(profile.profileKey);
	});

	it('rejects unknown options and bad plans with the usage text', () => {
		expect(() => parseArgs(['--plan', 'gold'])).toThrow(
			/--plan must be one of basic, premium, business, enterprise/,
		);
		expect(() => parseArgs(['--verbose'])).toThrow(/Usage: node scripts\/sandbox.mjs/);
		expect(parseArgs(['--plan=enterprise', '--api-key', 'k'])).toMatchObject({
			plan: 'enterprise',
			apiKey: 'k',
			port: 8787,
		});
	});

	it('never logs keys, Authorization headers or bodies', async () => {
		const lines: string[] = [];
		const t = await startTestSandbox({ quiet: false, log: (line) => lines.push(line) });
		const bakery = t.profileKey('Acme Bakery');
		await t.api('POST', '/api/post', {
			body: { post: 'secret body text', platforms: ['twitter'] },
			profileKey: bakery,
		});
		await t.api('GET', '/api/user', { query: { profileKey: bakery } });
		await t.api('GET', '/api/user', { apiKey: 'sk_sandbox_wrongwrongwrong' });
		await t.close();
		const log = lines.join('\n');
		expect(lines.length).toBeGreaterThanOrEqual(3);
		expect(log).toContain('POST /api/post 200');
		for (const secret of [
			t.sandbox.apiKey,
			bakery,
			'secret body text',
			'sk_sandbox_wrongwrongwrong',
			'Bearer',
		]) {
			expect(log).not.toContain(secret);
		}
	});
});
