/**
 * Publishing at the service's rate limit: 1,000 posts spread over 3 profiles (item n for profile
 * n mod 3, one execution, per-item Profile Key) against a sandbox process at `--rate-limit 60/10`,
 *  - through the Social Publishing node (On Rate Limit: Wait, the default), and
 *  - through n8n's HTTP Request node with the settings n8n's docs give for rate-limited APIs
 *    ("Handle rate limits"): Batching sized to the limit, Retry On Fail (5 tries, 5 s apart, the most
 *    n8n allows).
 * Each run gets its own sandbox (fresh windows, its own database; its answers carry x-ratelimit-max,
 * -count and, the limit not being the documented one, -window) behind a proxy that counts the
 * 429s the sandbox sent, also per 1,000 posts (0 is the goal with those headers). Prints the time
 * against the least the limit allows (a profile's n posts need floor((n - 1) / 60) windows of
 * 10 s), the 429s, failed items, and posts stored per item
 * (counted in the sandbox's database after it stopped). Self-check: the node publishes every item
 * exactly once. Usage: node --import tsx bench/rate-limit.ts [items]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INodeExecutionData, IWorkflowBase } from 'n8n-workflow';

import { openSqlite } from '../src/sandbox/sqlite';
import { startCountingProxy } from '../test/helpers/countingProxy';
import { runWorkflow } from '../test/helpers/n8nHarness';
import { chainWorkflow } from '../test/helpers/workflowBuilder';
import { startSandboxProcess } from './lib/sandboxProcess';

process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'sp-bench-n8n-'));

const LIMIT = { max: 60, windowSeconds: 10 };
const PROFILES = 3;
const NETWORK_IDS = ['facebook'];
/** HTTP Request batching fitted to the limit: 6 per profile per second is 60 per 10 s. */
const HTTP_BATCH = { batchSize: 6 * PROFILES, batchInterval: 1000 };
const HTTP_RETRY = { retryOnFail: true, maxTries: 5, waitBetweenTries: 5000 };

function items(n: number, run: string, keys: string[]): INodeExecutionData[] {
	return Array.from({ length: n }, (_, i) => ({
		json: { i, text: `RL ${run} post ${i}`, key: keys[i % keys.length] },
	}));
}

function nodeWorkflow(): IWorkflowBase {
	return chainWorkflow([
		{
			name: 'Publish',
			parameters: {
				resource: 'post',
				operation: 'create',
				text: '={{ $json.text }}',
				platforms: NETWORK_IDS,
				actAs: 'profileKey',
				profileKey: '={{ $json.key }}',
			},
		},
	]);
}

function httpRequestWorkflow(baseUrl: string, apiKey: string, path = '/post'): IWorkflowBase {
	return chainWorkflow([
		{
			name: 'Publish',
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.2,
			...HTTP_RETRY,
			parameters: {
				method: path === '/post' ? 'POST' : 'GET',
				url: `${baseUrl}${path}`,
				sendHeaders: true,
				headerParameters: {
					parameters: [
						{ name: 'Authorization', value: `Bearer ${apiKey}` },
						{ name: 'Profile-Key', value: '={{ $json.key }}' },
					],
				},
				sendBody: path === '/post',
				specifyBody: 'json',
				jsonBody: `={{ JSON.stringify({ post: $json.text, platforms: ${JSON.stringify(NETWORK_IDS)} }) }}`,
				options: { batching: { batch: HTTP_BATCH } },
			},
		},
	]);
}

/** The least time the limit allows: the busiest profile's posts beyond its first window, one window each 60. */
function minimumSeconds(n: number): number {
	let longest = 0;
	for (let p = 0; p < PROFILES; p++) {
		const posts = Math.floor(n / PROFILES) + (p < n % PROFILES ? 1 : 0);
		longest = Math.max(longest, Math.floor((posts - 1) / LIMIT.max) * LIMIT.windowSeconds);
	}
	return longest;
}

interface Measured {
	label: string;
	seconds: number;
	/** 429s per profile key. */
	refusals: Map<string, number>;
	failedItems: number;
	/** Rows stored beyond one per item. */
	doublePosts: number;
	/** Items with exactly one stored post. */
	storedOnce: number;
	error?: string;
}

async function measure(
	label: string,
	run: string,
	n: number,
	workflowOf: (baseUrl: string, apiKey: string) => IWorkflowBase,
	warmUp: (baseUrl: string, apiKey: string, keys: string[]) => Promise<void>,
): Promise<Measured> {
	const dataDir = mkdtempSync(join(tmpdir(), 'sp-bench-rate-limit-'));
	const rateLimit = `${LIMIT.max}/${LIMIT.windowSeconds}`;
	const sandbox = await startSandboxProcess('sk_sandbox_bench', { dataDir, rateLimit });
	const refusals = new Map<string, number>();
	const proxy = await startCountingProxy(sandbox.baseUrl, undefined, {
		onAnswer: (request, status) => {
			if (status !== 429) return;
			const key = String(request.headers['profile-key'] ?? '');
			refusals.set(key, (refusals.get(key) ?? 0) + 1);
		},
	});
	let seconds = 0;
	let failedItems = 0;
	let error: string | undefined;
	try {
		// A profile's key is answered once, at creation (GET /profiles lists none, as the service).
		const keys: string[] = [];
		for (let i = 0; i < PROFILES; i++) {
			const made = (await (
				await fetch(`${sandbox.baseUrl}/profiles`, {
					method: 'POST',
					headers: {
						authorization: `Bearer ${sandbox.apiKey}`,
						'content-type': 'application/json',
					},
					body: JSON.stringify({ title: `Bench client ${process.pid}-${run}-${i}` }),
				})
			).json()) as { profileKey?: string };
			if (!made.profileKey) throw new Error(`creating bench profile ${i} answered no key`);
			keys.push(made.profileKey);
		}
		refusals.clear();
		await warmUp(proxy.baseUrl, sandbox.apiKey, keys);
		const credentials = {
			socialPublishingApi: { apiKey: sandbox.apiKey, baseUrl: proxy.baseUrl, aiBaseUrl: '' },
		};
		const started = process.hrtime.bigint();
		const result = await runWorkflow(workflowOf(proxy.baseUrl, sandbox.apiKey), {
			credentials,
			input: items(n, run, keys),
		});
		seconds = Number(process.hrtime.bigint() - started) / 1e9;
		const failure = result.errorOf('Publish');
		if (failure) error = failure.message;
		else failedItems = result.outputOf('Publish').filter((j) => j.status !== 'success').length;
	} finally {
		await proxy.close();
		await sandbox.stop();
	}
	const db = openSqlite(join(dataDir, 'sandbox.db'), { readonly: true });
	let stored: Array<{ n: number }>;
	try {
		stored = db
			.prepare(`SELECT COUNT(*) AS n FROM posts WHERE text LIKE ? GROUP BY text`)
			.all(`RL ${run} post %`) as Array<{ n: number }>;
	} finally {
		db.close();
		rmSync(dataDir, { recursive: true, force: true });
	}
	const storedOnce = stored.filter((row) => row.n === 1).length;
	const doublePosts = stored.reduce((sum, row) => sum + row.n - 1, 0);
	// A failed execution has no output: its failed items are the ones with no stored post.
	if (error) failedItems = n - stored.length;
	const result = { label, seconds, refusals, failedItems, doublePosts, storedOnce, error };
	print(result, n);
	return result;
}

/** 429s the service sent per 1,000 posts: the goal is 0 when its answers carry the rate-limit headers. */
function refusalsPerThousand(m: Measured, n: number): string {
	const total = [...m.refusals.values()].reduce((a, b) => a + b, 0);
	return ((total * 1000) / n).toFixed(1);
}

function print(m: Measured, n: number): void {
	const minimum = minimumSeconds(n);
	const refusals = [...m.refusals.values()];
	console.log(
		`  ${m.label.padEnd(24)} ${n} items in ${m.seconds.toFixed(1)} s (minimum ${minimum} s, ${(m.seconds / minimum).toFixed(3)}x); ` +
			`429s ${refusals.reduce((a, b) => a + b, 0)} (most for one profile ${Math.max(0, ...refusals)}; ${refusalsPerThousand(m, n)} per 1,000 posts); ` +
			`failed items ${m.failedItems}; stored once ${m.storedOnce}/${n}; double posts ${m.doublePosts}` +
			(m.error ? `; execution failed: ${m.error}` : ''),
	);
}

async function main(): Promise<void> {
	const n = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 1000;
	const minimum = minimumSeconds(n);
	// Windows each profile must wait out: at most one 429 each.
	const windows = Math.ceil(Math.ceil(n / PROFILES) / LIMIT.max) - 1;
	console.log(
		`rate-limit: ${n} posts over ${PROFILES} profiles at --rate-limit ${LIMIT.max}/${LIMIT.windowSeconds}; least time the limit allows ${minimum} s`,
	);
	const node = await measure('Social Publishing node', 'node', n, nodeWorkflow, async () => {
		// Warms n8n-core and the node without a request (Preview sends nothing).
		await runWorkflow(
			chainWorkflow([
				{
					name: 'Preview',
					parameters: {
						resource: 'post',
						operation: 'preview',
						text: 'warm',
						platforms: NETWORK_IDS,
					},
				},
			]),
			{ credentials: { socialPublishingApi: { apiKey: 'x', baseUrl: 'http://127.0.0.1:9/api' } } },
		);
	});
	const http = await measure(
		'HTTP Request node',
		'http',
		n,
		httpRequestWorkflow,
		async (baseUrl, apiKey) => {
			// Warms the HTTP Request node on a route the limit does not count.
			const health = baseUrl.replace(/\/api$/, '');
			await runWorkflow(httpRequestWorkflow(health, apiKey, '/healthz'), {
				credentials: {},
				input: [{ json: { key: '' } }],
			});
		},
	);

	const nodeRefusals = Math.max(0, ...node.refusals.values());
	const ratio = node.seconds / minimum;
	const problems: string[] = [];
	if (node.error) problems.push(`the node's execution failed: ${node.error}`);
	if (node.failedItems > 0) problems.push(`${node.failedItems} items failed`);
	if (node.storedOnce !== n || node.doublePosts > 0)
		problems.push(
			`${node.storedOnce} of ${n} items stored exactly once, ${node.doublePosts} double`,
		);
	console.log(
		`RESULT rate-limit ${n} posts / ${PROFILES} profiles at ${LIMIT.max}/${LIMIT.windowSeconds}s: ` +
			`node ${node.seconds.toFixed(1)} s = ${ratio.toFixed(3)}x the minimum ${minimum} s (target <= 1.05x: ${ratio <= 1.05 ? 'met' : 'missed'}), ` +
			`${node.failedItems} failed, ${node.storedOnce}/${n} stored once, 429s most per profile ${nodeRefusals} for ${windows} windows (target <= 1 per window: ${nodeRefusals <= windows ? 'met' : 'missed'}), ` +
			`429s per 1,000 posts ${refusalsPerThousand(node, n)} (target 0 with the rate-limit headers: ${refusalsPerThousand(node, n) === '0.0' ? 'met' : 'missed'}); ` +
			`HTTP Request node (batching ${HTTP_BATCH.batchSize}/${HTTP_BATCH.batchInterval} ms, Retry On Fail ${HTTP_RETRY.maxTries}x${HTTP_RETRY.waitBetweenTries} ms) ${http.seconds.toFixed(1)} s = ${(http.seconds / minimum).toFixed(3)}x, ` +
			`${http.failedItems} failed, ${http.doublePosts} double posts, 429s ${[...http.refusals.values()].reduce((a, b) => a + b, 0)} (${refusalsPerThousand(http, n)} per 1,000 posts)${http.error ? ' (execution failed)' : ''}`,
	);
	if (problems.length > 0) {
		console.log(`SELF-CHECK FAILED: ${problems.join('; ')}`);
		process.exitCode = 1;
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
