import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startCountingProxy, type SeenRequest } from '../helpers/countingProxy';
import { runWorkflow } from '../helpers/n8nHarness';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { chainWorkflow } from '../helpers/workflowBuilder';

const sp = useSandbox();

const keyOf = (request: SeenRequest) => ({
	header: request.headers['idempotency-key'],
	body: (JSON.parse(request.body) as { idempotencyKey?: string }).idempotencyKey,
});

const posts = (requests: SeenRequest[]) =>
	requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/post'));

async function countInHistory(text: string): Promise<number> {
	const history = await sp.api('GET', '/history?lastDays=0&limit=1000');
	return (history.history as Array<{ post: string }>).filter((p) => p.post === text).length;
}

test('a 429 from a tiny service is ridden through: one post, the same key on both attempts', async () => {
	const seen: Array<{ header: unknown; body: unknown }> = [];
	let created = 0;
	const server: Server = createServer((req, res) => {
		let text = '';
		req.on('data', (chunk) => (text += chunk));
		req.on('end', () => {
			seen.push({ header: req.headers['idempotency-key'], body: JSON.parse(text).idempotencyKey });
			res.setHeader('content-type', 'application/json');
			if (seen.length === 1) {
				res.writeHead(429, { 'retry-after': '0' });
				res.end(
					JSON.stringify({ action: 'post', status: 'error', code: 429, message: 'Slow down' }),
				);
				return;
			}
			created++;
			res.end(
				JSON.stringify({ status: 'success', errors: [], postIds: [], id: `post-${created}` }),
			);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	try {
		const { port } = server.address() as AddressInfo;
		const workflow = chainWorkflow([
			spStep('Publish', 'post', 'create', { text: 'rate limited', platforms: ['facebook'] }),
		]);
		const run = await runWorkflow(workflow, {
			credentials: {
				socialPublishingApi: { apiKey: 'tiny-key-1234', baseUrl: `http://127.0.0.1:${port}/api` },
			},
		});
		expect(run.errorOf('Publish')).toBeUndefined();
		expect(run.outputOf('Publish')).toEqual([
			{ status: 'success', errors: [], postIds: [], id: 'post-1' },
		]);
		expect(created).toBe(1);
		expect(seen).toHaveLength(2);
		expect(seen[1]).toEqual(seen[0]);
		expect(seen[0].header).toBe(seen[0].body);
		expect(String(seen[0].header)).toMatch(/^n8n-[0-9a-f]{40}$/);
	} finally {
		server.close();
	}
});

test('a 429 in front of the sandbox is ridden through with exactly one post created', async () => {
	let injected = 0;
	const proxy = await startCountingProxy(sp.sandbox.baseUrl, (request) =>
		request.method === 'POST' && injected++ === 0
			? {
					status: 429,
					headers: { 'retry-after': '0' },
					body: { status: 'error', code: 429, message: 'Too many' },
				}
			: undefined,
	);
	try {
		const run = await sp.run(
			[spStep('Publish', 'post', 'create', { text: 'once despite 429', platforms: ['facebook'] })],
			{ baseUrl: proxy.baseUrl },
		);
		expect(run.outputOf('Publish')[0].status).toBe('success');
		const attempts = posts(proxy.requests).map(keyOf);
		expect(attempts).toHaveLength(2);
		expect(attempts[1]).toEqual(attempts[0]);
		expect(await countInHistory('once despite 429')).toBe(1);
	} finally {
		await proxy.close();
	}
});

test("n8n's Retry On Fail re-runs the node with the same key, and the post is made once", async () => {
	let failures = 0;
	// 4 answers exhaust the engine's own retries (1 + 3), so the node fails and n8n retries it.
	const proxy = await startCountingProxy(sp.sandbox.baseUrl, (request) =>
		request.method === 'POST' && failures++ < 4
			? {
					status: 503,
					headers: { 'retry-after': '0' },
					body: { status: 'error', code: 500, message: 'Down' },
				}
			: undefined,
	);
	try {
		const run = await sp.run(
			[
				spStep(
					'Publish',
					'post',
					'create',
					{ text: 'retried by n8n', platforms: ['linkedin'] },
					{ retryOnFail: true, maxTries: 2, waitBetweenTries: 10 },
				),
			],
			{ baseUrl: proxy.baseUrl },
		);
		expect(run.errorOf('Publish')).toBeUndefined();
		const attempts = posts(proxy.requests).map(keyOf);
		expect(attempts).toHaveLength(5);
		expect(new Set(attempts.map((a) => a.header)).size).toBe(1);
		expect(await countInHistory('retried by n8n')).toBe(1);
	} finally {
		await proxy.close();
	}
});

describe('which key a create carries', () => {
	async function keysFor(options: {
		executionId?: string;
		idempotencyKey?: string;
		items?: number;
	}) {
		const proxy = await startCountingProxy(sp.sandbox.baseUrl);
		try {
			const input = Array.from({ length: options.items ?? 1 }, (_, i) => ({ json: { i } }));
			const run = await sp.run(
				[
					spStep('Publish', 'post', 'create', {
						text: `=key test {{ $json.i }} ${Math.random()}`,
						platforms: ['facebook'],
						options: options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
					}),
				],
				{ baseUrl: proxy.baseUrl, executionId: options.executionId, input },
			);
			return { run, keys: posts(proxy.requests).map((r) => keyOf(r).header) };
		} finally {
			await proxy.close();
		}
	}

	test('derived from execution, node, run and item: differs per item and per execution', async () => {
		const first = await keysFor({ items: 2 });
		const second = await keysFor({ items: 2 });
		expect(first.keys).toHaveLength(2);
		expect(first.keys[0]).not.toBe(first.keys[1]);
		expect(second.keys).not.toContain(first.keys[0]);
	});

	test('without an execution id the engine makes one', async () => {
		const { keys } = await keysFor({ executionId: '' });
		expect(String(keys[0])).toMatch(/^sp-/);
	});

	test('a key given by the user wins; another execution with it answers with the first post, not a second one', async () => {
		const key = `user-key-${Date.now()}`;
		const first = await keysFor({ idempotencyKey: key });
		expect(first.keys).toEqual([key]);
		const posted = first.run.outputOf('Publish')[0];
		expect(posted.replayed).toBeUndefined();
		const again = await keysFor({ idempotencyKey: key });
		expect(again.keys).toEqual([key]);
		expect(again.run.errorOf('Publish')).toBeUndefined();
		const replayed = again.run.outputOf('Publish')[0];
		expect(replayed).toMatchObject({ id: posted.id, replayed: true });
	});
});
