/**
 * The node sends an execution's items with bounded concurrency (ITEMS_IN_FLIGHT) and still answers
 * like a sequential loop: output in input order, pairedItem per item, continueOnFail per item, and
 * without it the first failing item's error, with no item started after a failure.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { ITEMS_IN_FLIGHT } from '../../nodes/SocialPublishing/actions/router';
import { runWorkflow } from '../helpers/n8nHarness';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { chainWorkflow } from '../helpers/workflowBuilder';

const sp = useSandbox();

interface Seen {
	text: string;
	key: string | undefined;
	status: number;
	id?: string;
}

interface SlowProxy {
	baseUrl: string;
	seen: Seen[];
	/** Post texts in the order their answers went back. */
	completed: string[];
	maxInFlight: number;
	close(): Promise<void>;
}

/**
 * Forwards to the sandbox after a delay that varies per post (so later items often finish first),
 * counts posts in flight, and answers 400 itself for posts whose text contains "FAIL".
 */
async function startSlowProxy(
	targetBaseUrl: string,
	delayOf: (n: number, text: string) => number = (n) => 5 + ((n * 37) % 8) * 5,
): Promise<SlowProxy> {
	const target = new URL(targetBaseUrl);
	const proxy = { seen: [] as Seen[], completed: [] as string[], maxInFlight: 0 } as SlowProxy;
	let inFlight = 0;
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const body = Buffer.concat(chunks);
			if (req.method !== 'POST' || !req.url?.startsWith('/api/post')) {
				forward(body);
				return;
			}
			const text = (JSON.parse(body.toString()) as { post: string }).post;
			const n = Number(/#(\d+)/.exec(text)?.[1] ?? 0);
			const entry: Seen = {
				text,
				key: req.headers['idempotency-key'] as string | undefined,
				status: 0,
			};
			proxy.seen.push(entry);
			inFlight++;
			proxy.maxInFlight = Math.max(proxy.maxInFlight, inFlight);
			// By default 5-40 ms, not monotonic in the item number.
			const delay = delayOf(n, text);
			setTimeout(() => {
				if (text.includes('FAIL')) {
					inFlight--;
					entry.status = 400;
					proxy.completed.push(text);
					res.writeHead(400, { 'content-type': 'application/json' });
					res.end(
						JSON.stringify({ action: 'post', status: 'error', code: 400, message: `Rejected ${text}` }),
					);
					return;
				}
				forward(body, (status, answer) => {
					inFlight--;
					entry.status = status;
					entry.id = (JSON.parse(answer) as { id?: string }).id;
					proxy.completed.push(text);
				});
			}, delay);
		});

		function forward(body: Buffer, done?: (status: number, answer: string) => void): void {
			const upstream = httpRequest(
				{
					host: target.hostname,
					port: target.port,
					method: req.method,
					path: req.url,
					headers: { ...req.headers, host: target.host },
				},
				(answer) => {
					const parts: Buffer[] = [];
					answer.on('data', (chunk: Buffer) => parts.push(chunk));
					answer.on('end', () => {
						const text = Buffer.concat(parts);
						done?.(answer.statusCode ?? 502, text.toString());
						res.writeHead(answer.statusCode ?? 502, answer.headers);
						res.end(text);
					});
				},
			);
			upstream.on('error', () => res.writeHead(502).end());
			upstream.end(body);
		}
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	proxy.baseUrl = `http://127.0.0.1:${port}${target.pathname.replace(/\/$/, '')}`;
	proxy.close = () =>
		new Promise<void>((resolve) => {
			server.close(() => resolve());
			server.closeAllConnections();
		});
	return proxy;
}

const publish = (extra = {}) =>
	chainWorkflow([
		spStep(
			'Publish',
			'post',
			'create',
			{ text: '={{ $json.text }}', platforms: ['facebook'] },
			extra,
		),
	]);

const inputOf = (texts: string[]) => texts.map((text) => ({ json: { text } }));

async function storedCount(prefix: string): Promise<number> {
	const history = await sp.api('GET', '/history?lastDays=0&limit=1000');
	return (history.history as Array<{ post: string }>).filter((p) => p.post.startsWith(prefix)).length;
}

let proxy: SlowProxy;
beforeEach(async () => {
	proxy = await startSlowProxy(sp.sandbox.baseUrl);
});
afterEach(async () => {
	await proxy.close();
});

test('items are sent concurrently, bounded, and come back in input order with pairedItem', async () => {
	const texts = Array.from({ length: 40 }, (_, i) => `order #${i}`);
	const run = await runWorkflow(publish(), {
		credentials: sp.credentials(proxy.baseUrl),
		input: inputOf(texts),
	});
	expect(run.errorOf('Publish')).toBeUndefined();

	expect(proxy.maxInFlight).toBeGreaterThan(1);
	expect(proxy.maxInFlight).toBeLessThanOrEqual(ITEMS_IN_FLIGHT);
	// Latency varies, so the service saw them out of order; the output is still in input order.
	expect(proxy.completed).toHaveLength(texts.length);
	expect(proxy.completed).not.toEqual(texts);
	const idOf = new Map(proxy.seen.map((s) => [s.text, s.id]));
	const items = run.itemsOf('Publish');
	expect(items).toHaveLength(texts.length);
	items.forEach((item, i) => {
		expect(item.json.status).toBe('success');
		expect(item.json.id).toBe(idOf.get(texts[i]));
		expect(item.pairedItem).toEqual({ item: i });
	});

	// Exactly one post per item, each with its own idempotency key.
	expect(proxy.seen).toHaveLength(texts.length);
	expect(new Set(proxy.seen.map((s) => s.key)).size).toBe(texts.length);
	expect(proxy.seen.every((s) => typeof s.key === 'string' && s.key.length > 0)).toBe(true);
	expect(await storedCount('order #')).toBe(texts.length);
});

test('continueOnFail: a failing item in the middle becomes its own error item, in place', async () => {
	const texts = Array.from({ length: 20 }, (_, i) => (i === 9 ? `cof FAIL #${i}` : `cof #${i}`));
	const run = await runWorkflow(publish({ continueOnFail: true }), {
		credentials: sp.credentials(proxy.baseUrl),
		input: inputOf(texts),
	});
	expect(run.errorOf('Publish')).toBeUndefined();
	const items = run.itemsOf('Publish');
	expect(items).toHaveLength(20);
	items.forEach((item, i) => {
		expect(item.pairedItem).toEqual({ item: i });
		if (i === 9) {
			expect(item.json.status).toBeUndefined();
			expect(String(item.json.error)).toMatch(/Rejected cof FAIL #9|400|rejected/i);
		} else {
			expect(item.json.status).toBe('success');
		}
	});
	expect(proxy.seen).toHaveLength(20);
	expect(await storedCount('cof #')).toBe(19);
});

test('without continueOnFail: the first failing item is thrown and no item starts after it', async () => {
	// Failures answer at once and every other post takes 150 ms, so the failure of #9 is known long
	// before any worker is free again: the items that may start are those already running plus, at
	// most, one per other worker. (With random delays a worker could finish several quick items
	// while #9 is still in flight, which the bound below would wrongly count as a late start.)
	await proxy.close();
	proxy = await startSlowProxy(sp.sandbox.baseUrl, (_n, text) => (text.includes('FAIL') ? 0 : 150));
	const texts = Array.from({ length: 40 }, (_, i) =>
		i === 9 || i === 12 ? `stop FAIL #${i}` : `stop #${i}`,
	);
	const run = await runWorkflow(publish(), {
		credentials: sp.credentials(proxy.baseUrl),
		input: inputOf(texts),
	});
	const error = run.errorOf('Publish');
	expect(error).toBeDefined();
	expect(error!.message + JSON.stringify(error!.description ?? '')).toMatch(/#9\b|item 9|\[item 9\]/);
	expect(run.outputOf('Publish')).toEqual([]);

	// #9 starts in the second round (items 8-15); nothing after that round starts.
	const sentIndexes = proxy.seen.map((s) => Number(/#(\d+)/.exec(s.text)![1]));
	expect(Math.max(...sentIndexes)).toBeLessThan(2 * ITEMS_IN_FLIGHT + 1);
	expect(proxy.seen.length).toBeLessThan(texts.length);
	// Every request the proxy saw has completed (none left hanging) and each was sent once.
	expect(new Set(sentIndexes).size).toBe(sentIndexes.length);
	expect(proxy.seen.every((s) => s.status !== 0)).toBe(true);
});

test('a single item still works (one worker)', async () => {
	const run = await runWorkflow(publish(), {
		credentials: sp.credentials(proxy.baseUrl),
		input: inputOf(['single #1']),
	});
	expect(run.errorOf('Publish')).toBeUndefined();
	expect(run.itemsOf('Publish')).toEqual([
		expect.objectContaining({ pairedItem: { item: 0 }, json: expect.objectContaining({ status: 'success' }) }),
	]);
	expect(proxy.maxInFlight).toBe(1);
});
