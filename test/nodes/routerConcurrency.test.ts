/**
 * The node sends an execution's items with bounded concurrency (ITEMS_IN_FLIGHT) and still answers
 * like a sequential loop: output in input order, pairedItem per item, continueOnFail per item, and
 * without it the first failing item's error, with no item started after a failure.
 */
import { ITEMS_IN_FLIGHT } from '../../nodes/SocialPublishing/actions/router';
import { startCountingProxy, type SeenRequest } from '../helpers/countingProxy';
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
	const seen: Seen[] = [];
	const completed: string[] = [];
	const entries = new Map<SeenRequest, Seen>();
	let inFlight = 0;
	let maxInFlight = 0;
	const isPost = (request: SeenRequest) =>
		request.method === 'POST' && request.path.startsWith('/api/post');
	const postText = (request: SeenRequest) => (JSON.parse(request.body) as { post: string }).post;
	const itemNumber = (text: string) => Number(/#(\d+)/.exec(text)?.[1] ?? 0);

	const counting = await startCountingProxy(
		targetBaseUrl,
		(request) => {
			if (!isPost(request)) return undefined;
			const text = postText(request);
			const entry: Seen = {
				text,
				key: request.headers['idempotency-key'] as string | undefined,
				status: 0,
			};
			seen.push(entry);
			entries.set(request, entry);
			inFlight++;
			maxInFlight = Math.max(maxInFlight, inFlight);
			if (!text.includes('FAIL')) return undefined;
			return {
				status: 400,
				body: { action: 'post', status: 'error', code: 400, message: `Rejected ${text}` },
			};
		},
		{
			delayMs: (request) => {
				if (!isPost(request)) return 0;
				const text = postText(request);
				return delayOf(itemNumber(text), text);
			},
			onAnswer: (request, status, body) => {
				const entry = entries.get(request);
				if (!entry) return;
				inFlight--;
				entry.status = status;
				entry.id = (JSON.parse(body) as { id?: string }).id;
				completed.push(entry.text);
			},
		},
	);
	return {
		baseUrl: counting.baseUrl,
		seen,
		completed,
		get maxInFlight() {
			return maxInFlight;
		},
		close: counting.close,
	};
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
	return (history.history as Array<{ post: string }>).filter((p) => p.post.startsWith(prefix))
		.length;
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
	expect(error!.message + JSON.stringify(error!.description ?? '')).toMatch(
		/#9\b|item 9|\[item 9\]/,
	);
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
		expect.objectContaining({
			pairedItem: { item: 0 },
			json: expect.objectContaining({ status: 'success' }),
		}),
	]);
	expect(proxy.maxInFlight).toBe(1);
});
