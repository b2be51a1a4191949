/**
 * Publishing throughput: N items (default 2,000 and 20,000) through
 *  - the Social Publishing node (ITEMS_IN_FLIGHT items in flight),
 *  - the same calls through n8n's HTTP Request node (the baseline),
 *  - a raw undici loop with the node's concurrency (the ceiling: no n8n, no node code),
 * all against one sandbox process (rate limiting off, data in a temporary directory). Both nodes
 * run in-process under n8n-core's WorkflowExecute. Self-check: every item published, and the
 * sandbox's database holds exactly one post per item of every run (counted after it stopped).
 * Usage: node --import tsx bench/publish-throughput.ts [N ...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../src/sandbox/sqlite';
import type { INodeExecutionData, IWorkflowBase } from 'n8n-workflow';
import { Pool } from 'undici';

import { ITEMS_IN_FLIGHT } from '../nodes/SocialPublishing/actions/router';
import { runWorkflow } from '../test/helpers/n8nHarness';
import { chainWorkflow } from '../test/helpers/workflowBuilder';
import { startSandboxProcess } from './lib/sandboxProcess';

// n8n-core reads its user folder when the first workflow runs: a temporary one, never ~/.n8n.
process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'sp-bench-n8n-'));

const NETWORK_IDS = ['facebook', 'linkedin'];
/** The sandbox takes any X app keys; both sides of the comparison send them. */
const BENCH_X_APP = { xApiKey: 'bench-x-app-key', xApiSecret: 'bench-x-app-secret' };

function items(n: number, run: string): INodeExecutionData[] {
	return Array.from({ length: n }, (_, i) => ({ json: { i, text: `Bench ${run} post ${i}` } }));
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
			},
		},
	]);
}

function httpRequestWorkflow(baseUrl: string, apiKey: string): IWorkflowBase {
	return chainWorkflow([
		{
			name: 'Publish',
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.2,
			parameters: {
				method: 'POST',
				url: `${baseUrl}/post`,
				sendHeaders: true,
				headerParameters: {
					parameters: [
						{ name: 'Authorization', value: `Bearer ${apiKey}` },
						{ name: 'X-Twitter-OAuth1-Api-Key', value: BENCH_X_APP.xApiKey },
						{ name: 'X-Twitter-OAuth1-Api-Secret', value: BENCH_X_APP.xApiSecret },
					],
				},
				sendBody: true,
				specifyBody: 'json',
				jsonBody: `={{ JSON.stringify({ post: $json.text, platforms: ${JSON.stringify(NETWORK_IDS)} }) }}`,
				options: {},
			},
		},
	]);
}

type Credentials = Parameters<typeof runWorkflow>[1]['credentials'];

/**
 * The HTTP Request node starts every item's request at once, one socket each: an execution of
 * 20,000 items fails with EMFILE under `ulimit -n` 20000. Larger inputs are therefore run as
 * consecutive executions of at most `chunk` items (timed together).
 */
async function timeWorkflow(
	label: string,
	workflow: IWorkflowBase,
	input: INodeExecutionData[],
	credentials: Credentials,
	chunk = input.length,
): Promise<Measured> {
	const started = process.hrtime.bigint();
	const cpu = process.cpuUsage();
	let ok = 0;
	for (let from = 0; from < input.length; from += chunk) {
		const run = await runWorkflow(workflow, {
			credentials,
			input: input.slice(from, from + chunk),
		});
		const error = run.errorOf('Publish');
		if (error) throw new Error(`${label} failed: ${error.message}`);
		ok += run.outputOf('Publish').filter((j) => j.status === 'success').length;
	}
	const seconds = Number(process.hrtime.bigint() - started) / 1e9;
	const used = process.cpuUsage(cpu);
	if (ok !== input.length) throw new Error(`${label}: ${ok} of ${input.length} items published`);
	const executions = Math.ceil(input.length / chunk);
	return report(
		executions > 1 ? `${label} (${executions}x${chunk})` : label,
		input.length,
		seconds,
		(used.user + used.system) / input.length,
	);
}

const HTTP_REQUEST_CHUNK = 2_000;

/** Prints one run; `cpuMicros` is the CPU time of this process (n8n and the node, or the raw loop) per item. */
function report(label: string, n: number, seconds: number, cpuMicros: number): Measured {
	const perSecond = n / seconds;
	console.log(
		`  ${label.padEnd(32)} ${String(n).padStart(6)} items in ${seconds.toFixed(2).padStart(6)} s  ${perSecond.toFixed(0).padStart(5)} items/s  client CPU ${cpuMicros.toFixed(0).padStart(5)} µs/item`,
	);
	return { perSecond, cpuMicros };
}

interface Measured {
	perSecond: number;
	/** Client-side CPU per item (this process): what n8n and the node spend, independent of the sandbox. */
	cpuMicros: number;
}

/** The ceiling: POST /api/post from a plain loop, ITEMS_IN_FLIGHT requests in flight over as many connections. */
async function rawUndici(
	label: string,
	baseUrl: string,
	apiKey: string,
	input: INodeExecutionData[],
): Promise<Measured> {
	const url = new URL(baseUrl);
	const pool = new Pool(url.origin, { connections: ITEMS_IN_FLIGHT, pipelining: 1 });
	let next = 0;
	let ok = 0;
	const worker = async (): Promise<void> => {
		while (next < input.length) {
			const i = next++;
			const res = await pool.request({
				method: 'POST',
				path: `${url.pathname}/post`,
				headers: {
					authorization: `Bearer ${apiKey}`,
					'content-type': 'application/json',
					'idempotency-key': `raw-${label}-${i}`,
				},
				body: JSON.stringify({ post: input[i].json.text, platforms: NETWORK_IDS }),
			});
			const body = (await res.body.json()) as { status?: string };
			if (res.statusCode === 200 && body.status === 'success') ok++;
		}
	};
	const started = process.hrtime.bigint();
	const cpu = process.cpuUsage();
	await Promise.all(Array.from({ length: ITEMS_IN_FLIGHT }, worker));
	const seconds = Number(process.hrtime.bigint() - started) / 1e9;
	const used = process.cpuUsage(cpu);
	await pool.close();
	if (ok !== input.length) throw new Error(`raw undici: ${ok} of ${input.length} items published`);
	return report(
		`raw undici (${ITEMS_IN_FLIGHT} in flight)`,
		input.length,
		seconds,
		(used.user + used.system) / input.length,
	);
}

async function main(): Promise<void> {
	const sizes = process.argv
		.slice(2)
		.map(Number)
		.filter((n) => n > 0);
	if (sizes.length === 0) sizes.push(2_000, 20_000);
	const dataDir = mkdtempSync(join(tmpdir(), 'sp-bench-publish-'));
	const sandbox = await startSandboxProcess('sk_sandbox_bench', { dataDir });
	// Sandbox X app keys, as every real credential carries now: the node sends them on each request.
	const credentials = {
		socialPublishingApi: {
			apiKey: sandbox.apiKey,
			baseUrl: sandbox.baseUrl,
			aiBaseUrl: '',
			...BENCH_X_APP,
		},
	};
	const expected = new Map<string, number>();
	const expect = (run: string, n: number) => expected.set(run, n);
	const results: Array<{ n: number; node: Measured; http: Measured; raw: Measured }> = [];
	try {
		console.log(
			`publish-throughput: node sends ${ITEMS_IN_FLIGHT} items in flight; sandbox pid ${sandbox.pid}, rate limit off`,
		);
		// Warm-up: JIT, connection pools and the sandbox's prepared statements.
		await timeWorkflow('warm-up node', nodeWorkflow(), items(200, 'w1'), credentials);
		await timeWorkflow(
			'warm-up HTTP Request',
			httpRequestWorkflow(sandbox.baseUrl, sandbox.apiKey),
			items(200, 'w2'),
			credentials,
		);
		await rawUndici('w3', sandbox.baseUrl, sandbox.apiKey, items(200, 'w3'));
		for (const run of ['w1', 'w2', 'w3']) expect(run, 200);
		for (const n of sizes) {
			const http = await timeWorkflow(
				'HTTP Request node',
				httpRequestWorkflow(sandbox.baseUrl, sandbox.apiKey),
				items(n, `http${n}`),
				credentials,
				HTTP_REQUEST_CHUNK,
			);
			const node = await timeWorkflow(
				'Social Publishing node',
				nodeWorkflow(),
				items(n, `node${n}`),
				credentials,
			);
			const raw = await rawUndici(`raw${n}`, sandbox.baseUrl, sandbox.apiKey, items(n, `raw${n}`));
			for (const run of [`http${n}`, `node${n}`, `raw${n}`]) expect(run, n);
			results.push({ n, node, http, raw });
		}
	} finally {
		await sandbox.stop();
	}
	// Exactly one stored post per item of every run, counted in the sandbox's database.
	const db = openSqlite(join(dataDir, 'sandbox.db'), { readonly: true });
	try {
		const rows = db
			.prepare(
				`SELECT substr(text, 7, instr(substr(text, 7), ' ') - 1) AS run, COUNT(*) AS n, COUNT(DISTINCT text) AS d FROM posts WHERE text LIKE 'Bench %' GROUP BY run`,
			)
			.all() as Array<{ run: string; n: number; d: number }>;
		const stored = new Map(rows.map((r) => [r.run, r]));
		for (const [run, n] of expected) {
			const row = stored.get(run);
			if (!row || row.n !== n || row.d !== n)
				throw new Error(
					`run ${run}: ${row?.n ?? 0} posts stored (${row?.d ?? 0} distinct) for ${n} items`,
				);
		}
		if (rows.length !== expected.size)
			throw new Error(`unexpected runs in the database: ${rows.map((r) => r.run).join(', ')}`);
		const total = [...expected.values()].reduce((a, b) => a + b, 0);
		console.log(
			`  self-check: ${total} posts stored, exactly one per item in each of ${expected.size} runs`,
		);
	} finally {
		db.close();
		rmSync(dataDir, { recursive: true, force: true });
	}
	for (const r of results) {
		const vsHttp = r.node.perSecond / r.http.perSecond;
		const vsRaw = r.node.perSecond / r.raw.perSecond;
		console.log(
			`RESULT publish ${r.n}: node ${r.node.perSecond.toFixed(0)} items/s, HTTP Request ${r.http.perSecond.toFixed(0)} items/s, raw undici ${r.raw.perSecond.toFixed(0)} items/s; ` +
				`node/HTTP Request ${vsHttp.toFixed(2)}x (target >= 3x: ${vsHttp >= 3 ? 'met' : 'missed'}), node/raw ${vsRaw.toFixed(2)}x (target >= 0.70: ${vsRaw >= 0.7 ? 'met' : 'missed'}); ` +
				`client CPU per item: node ${r.node.cpuMicros.toFixed(0)} µs, HTTP Request ${r.http.cpuMicros.toFixed(0)} µs, raw ${r.raw.cpuMicros.toFixed(0)} µs`,
		);
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
