/**
 * Crash safety: the compiled sandbox runs as a child process on a data directory; a load of creates
 * (immediate and scheduled a few seconds ahead, each with an idempotency key) is cut by `kill -9`;
 * a restart on the same directory must hold every acknowledged post exactly once (by id and by
 * idempotency key), no post twice, and still send the scheduled ones.
 */
import { openSqlite } from '../../src/sandbox/sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import {
	requireCompiledSandbox,
	startChildSandbox,
	type ChildSandbox,
} from '../helpers/reliabilityChild';
import { X_APP_HEADERS } from '../helpers/sandboxXApp';

jest.setTimeout(120_000);

const API_KEY = 'crash-safety-key-0123456789';
const CREATES = 1500;
const KILL_AFTER_ACKS = 700;
const CONCURRENCY = 16;
const NETWORK_IDS = ['twitter', 'facebook'];

interface Create {
	index: number;
	key: string;
	text: string;
	/** Epoch ms, for scheduled creates. */
	scheduleAt?: number;
	/** The id of an acknowledged (2xx) create. */
	ackedId?: string;
	outcome: 'acked' | 'rejected' | 'lost' | 'not sent';
	detail?: string;
}

function utc(ms: number): string {
	return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

async function call(
	pool: Pool,
	method: 'GET' | 'POST',
	path: string,
	body?: unknown,
): Promise<{ status: number; json: any }> {
	const response = await pool.request({
		method,
		path,
		headers: {
			authorization: `Bearer ${API_KEY}`,
			...X_APP_HEADERS,
			...(body === undefined ? {} : { 'content-type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.body.text();
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		json = text;
	}
	return { status: response.statusCode, json };
}

function createBody(c: Create): Record<string, unknown> {
	return {
		post: c.text,
		platforms: NETWORK_IDS,
		idempotencyKey: c.key,
		...(c.scheduleAt === undefined ? {} : { scheduleDate: utc(c.scheduleAt) }),
	};
}

describe('crash safety: kill -9 mid-load, restart on the same data directory', () => {
	let dir = '';
	let sandbox: ChildSandbox | undefined;
	let pool: Pool | undefined;

	beforeAll(() => {
		requireCompiledSandbox();
		dir = mkdtempSync(join(tmpdir(), 'sp-crash-'));
	});

	afterAll(async () => {
		await pool?.close().catch(() => undefined);
		await sandbox?.kill9();
		if (dir) rmSync(dir, { recursive: true, force: true });
	});

	it('keeps every acknowledged post exactly once and still sends the scheduled ones', async () => {
		sandbox = await startChildSandbox(dir, API_KEY);
		pool = new Pool(sandbox.url, { connections: CONCURRENCY, pipelining: 1 });

		// One create in three is scheduled 0.5-5.5 s ahead (on a whole second), so some fall due while the load runs (the interface's timestamps have no
		// fractions); the rest go out at once.
		const t0 = Date.now();
		const creates: Create[] = Array.from({ length: CREATES }, (_, index) => ({
			index,
			key: `crash-${t0}-${index}`,
			text: `crash safety ${index}`,
			scheduleAt:
				index % 3 === 0 ? Math.ceil((t0 + 500 + (index % 5) * 1000) / 1000) * 1000 : undefined,
			outcome: 'not sent',
		}));

		let acks = 0;
		let next = 0;
		let killed: Promise<void> | undefined;
		const firstPool = pool;
		const victim = sandbox;
		const worker = async (): Promise<void> => {
			while (next < creates.length && !killed) {
				const c = creates[next++];
				try {
					const { status, json } = await call(firstPool, 'POST', '/api/post', createBody(c));
					if (status >= 200 && status < 300 && typeof json?.id === 'string') {
						c.outcome = 'acked';
						c.ackedId = json.id;
						if (++acks === KILL_AFTER_ACKS) killed = victim.kill9();
					} else {
						c.outcome = 'rejected';
						c.detail = `${status} ${JSON.stringify(json).slice(0, 200)}`;
					}
				} catch (error) {
					c.outcome = 'lost';
					c.detail = (error as Error).message;
				}
			}
		};
		await Promise.all(Array.from({ length: CONCURRENCY }, worker));
		await killed;
		const killedAt = Date.now();
		const { signal } = await victim.exited;
		expect(signal).toBe('SIGKILL');
		await firstPool.destroy().catch(() => undefined);

		const acked = creates.filter((c) => c.outcome === 'acked');
		const rejected = creates.filter((c) => c.outcome === 'rejected');
		// Nothing is refused under load: a refusal here is a sandbox bug, not the crash.
		expect(rejected.map((c) => `${c.key}: ${c.detail}`)).toEqual([]);
		// Answers already on their way when the kill was sent may still arrive.
		expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
		expect(acked.length).toBeLessThan(CREATES);
		const lost = creates.filter((c) => c.outcome === 'lost');

		// Restart on the same directory.
		sandbox = await startChildSandbox(dir, API_KEY);
		const restartedAt = Date.now();
		pool = new Pool(sandbox.url, { connections: CONCURRENCY, pipelining: 1 });
		const livePool = pool;

		// Every acknowledged post is there, by id, with what was sent.
		const problems: string[] = [];
		await Promise.all(
			acked.map(async (c) => {
				const { status, json } = await call(livePool, 'GET', `/api/post/${c.ackedId}`);
				if (status !== 200) problems.push(`acked ${c.key} -> ${c.ackedId}: GET answered ${status}`);
				else if (json.post !== c.text)
					problems.push(`acked ${c.key} -> ${c.ackedId} holds ${JSON.stringify(json.post)}`);
			}),
		);

		// A client retrying every create with the same key after the crash: acknowledged ones (and
		// lost ones that had been committed) answer 409 with the original id; the rest are created once.
		const retryIds = new Map<string, string>();
		const retryCreatedAt = new Map<string, number>();
		let retryNext = 0;
		const retrier = async (): Promise<void> => {
			while (retryNext < creates.length) {
				const c = creates[retryNext++];
				// A schedule already past goes out at once, which is what the client asked for.
				const { status, json } = await call(livePool, 'POST', '/api/post', createBody(c));
				if (status === 409 && typeof json?.id === 'string') retryIds.set(c.key, json.id);
				else if (status === 200 && typeof json?.id === 'string') {
					if (c.outcome === 'acked')
						problems.push(`acked ${c.key} was created again as ${json.id} after the restart`);
					retryIds.set(c.key, json.id);
					retryCreatedAt.set(c.key, Date.now());
				} else
					problems.push(
						`retry of ${c.key} (${c.outcome}) answered ${status} ${JSON.stringify(json).slice(0, 200)}`,
					);
			}
		};
		await Promise.all(Array.from({ length: CONCURRENCY }, retrier));
		for (const c of acked) {
			if (retryIds.get(c.key) !== c.ackedId)
				problems.push(
					`key ${c.key} now names ${retryIds.get(c.key)}, acknowledged as ${c.ackedId}`,
				);
		}

		// The database itself: one post per text and per key, one delivery per post and network.
		const db = openSqlite(join(dir, 'sandbox.db'), { readonly: true, fileMustExist: true });
		try {
			const twice = db
				.prepare(
					"SELECT text, COUNT(*) AS n FROM posts WHERE text LIKE 'crash safety %' GROUP BY text HAVING n > 1",
				)
				.all() as { text: string; n: number }[];
			for (const row of twice) problems.push(`${row.n} posts hold ${JSON.stringify(row.text)}`);
			const total = (
				db.prepare("SELECT COUNT(*) AS n FROM posts WHERE text LIKE 'crash safety %'").get() as {
					n: number;
				}
			).n;
			if (total !== CREATES)
				problems.push(`${total} crash-test posts stored, expected ${CREATES} (one per key)`);
			const keys = db
				.prepare("SELECT key, post_id FROM idempotency_keys WHERE key LIKE 'crash-%'")
				.all() as { key: string; post_id: string }[];
			const byKey = new Map(keys.map((k) => [k.key, k.post_id]));
			if (keys.length !== CREATES)
				problems.push(`${keys.length} idempotency keys stored, expected ${CREATES}`);
			for (const c of acked)
				if (byKey.get(c.key) !== c.ackedId)
					problems.push(`key ${c.key} is held by ${byKey.get(c.key)}, not ${c.ackedId}`);
			const doubled = db
				.prepare(
					'SELECT post_id, platform, COUNT(*) AS n FROM deliveries WHERE post_id IS NOT NULL GROUP BY post_id, platform HAVING n > 1',
				)
				.all();
			if (doubled.length > 0)
				problems.push(`posts delivered twice to a network: ${JSON.stringify(doubled.slice(0, 5))}`);
		} finally {
			db.close();
		}
		expect(problems.slice(0, 30)).toEqual([]);

		// Scheduled posts go out within a few seconds of their time, or of the restart when it passed
		// while the sandbox was down (or of the retry that created them, for posts the crash lost).
		const scheduled = creates.filter((c) => c.scheduleAt !== undefined);
		const dueAt = (c: Create): number =>
			Math.max(c.scheduleAt!, restartedAt, retryCreatedAt.get(c.key) ?? 0);
		const pending = new Map(scheduled.map((c) => [retryIds.get(c.key)!, c]));
		const deadline = Math.max(Date.now(), ...scheduled.map(dueAt)) + 10_000;
		while (pending.size > 0 && Date.now() < deadline) {
			await Promise.all(
				[...pending].map(async ([id]) => {
					const { status, json } = await call(livePool, 'GET', `/api/post/${id}`);
					if (
						status === 200 &&
						json.status === 'success' &&
						json.postIds?.length === NETWORK_IDS.length
					)
						pending.delete(id);
				}),
			);
			if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
		}
		expect([...pending.values()].map((c) => `${c.key} not sent by ${utc(deadline)}`)).toEqual([]);
		const late: string[] = [];
		const sentDb = openSqlite(join(dir, 'sandbox.db'), { readonly: true, fileMustExist: true });
		try {
			const sentAt = sentDb.prepare('SELECT sent_at FROM posts WHERE id = ?');
			for (const c of scheduled) {
				const row = sentAt.get(retryIds.get(c.key)) as { sent_at: number | null } | undefined;
				const lag = (row?.sent_at ?? Infinity) - dueAt(c);
				if (!(lag <= 5000)) late.push(`${c.key} went out ${lag} ms after it was due`);
			}
		} finally {
			sentDb.close();
		}
		expect(late.slice(0, 20)).toEqual([]);

		// Immediate ones that were acknowledged went out before the answer.
		for (const c of acked.filter((x) => x.scheduleAt === undefined)) {
			const { json } = await call(livePool, 'GET', `/api/post/${c.ackedId}`);
			expect({ key: c.key, status: json.status }).toEqual({ key: c.key, status: 'success' });
		}
		process.stdout.write(
			`crash safety: ${acked.length} acknowledged, ${lost.length} lost in flight, ` +
				`${creates.length - acked.length - lost.length} never sent; kill -9 ${killedAt - t0} ms into the load; ` +
				`${scheduled.filter((c) => c.scheduleAt! < killedAt).length} of ${scheduled.length} scheduled were due before the kill\n`,
		);
	});
});
