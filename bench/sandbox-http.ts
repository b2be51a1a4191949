/**
 * Sandbox HTTP: requests/s and p99 latency of create post, get post and history list on the
 * sandbox process (rate limiting off, in memory), against two servers measured in the same run,
 * each in its own process and answering the sandbox's own create-post answer:
 * - the ceiling: a bare node:http server answering it as fixed bytes (the measure);
 * - the floor: a minimal Fastify server (the sandbox's Fastify, its server options, a JSON body read
 *   as a buffer and parsed, the answer object stringified and sent), nothing of the sandbox's own:
 *   what any Fastify route costs, so no sandbox endpoint can beat it.
 * Both are measured before each sandbox endpoint and after the last; each endpoint's ratios are taken
 * against the mean of the two either side of it (a shared machine's load drifts). Load: undici,
 * CONNECTIONS connections from this process, closed loop, DURATION s each.
 * Each server's CPU per answered request (its process's user + system time over the measured
 * seconds, from /proc where there is one) gives the same ratios in a form a shared machine's load
 * hardly moves.
 * Target: create post >= 50% of the ceiling. Self-check: every answer 200 with the expected shape,
 * and the sandbox holds exactly as many new posts as create requests were answered.
 * Usage: node --import tsx bench/sandbox-http.ts [seconds per endpoint, default 4] [connections, default 16]
 *        SP_BENCH_CPU_PROF=dir also writes a --cpu-prof profile of the sandbox process there
 *        (summarise it with bench/lib/profileTop.ts); SP_BENCH_ONLY=create measures create post only.
 */
import { Pool } from 'undici';

import {
	cpuMicros,
	startBareServer,
	startFastifyFloor,
	type ServerProcess,
} from './lib/baselineServers';
import { startSandboxProcess } from './lib/sandboxProcess';

const DURATION = Number(process.argv[2] ?? 4);
const CONNECTIONS = Number(process.argv[3] ?? 16);
const NETWORK_IDS = ['facebook', 'linkedin'];

interface Result {
	label: string;
	count: number;
	perSecond: number;
	p50: number;
	p99: number;
	/** CPU the server's process spent per answered request (µs), where /proc tells it. */
	cpuPerRequest?: number;
}

interface Target {
	method: 'GET' | 'POST';
	path: (i: number) => string;
	headers: Record<string, string>;
	body?: (i: number) => string;
	check: (status: number, body: string) => boolean;
}

async function load(
	label: string,
	server: { origin: string; pid?: number },
	target: Target,
): Promise<Result> {
	const origin = server.origin;
	const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
	const latencies: number[] = [];
	let bad = 0;
	let n = 0;
	const run = async (until: bigint, record: boolean): Promise<void> => {
		while (process.hrtime.bigint() < until) {
			const i = n++;
			const started = process.hrtime.bigint();
			const res = await pool.request({
				method: target.method,
				path: target.path(i),
				headers: target.headers,
				body: target.body?.(i),
			});
			const text = await res.body.text();
			if (record) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
			if (!target.check(res.statusCode, text)) bad++;
		}
	};
	const warm = process.hrtime.bigint() + 700_000_000n;
	await Promise.all(Array.from({ length: CONNECTIONS }, () => run(warm, false)));
	const cpuBefore = cpuMicros(server.pid);
	const started = process.hrtime.bigint();
	const until = started + BigInt(Math.round(DURATION * 1e9));
	await Promise.all(Array.from({ length: CONNECTIONS }, () => run(until, true)));
	const seconds = Number(process.hrtime.bigint() - started) / 1e9;
	const cpuAfter = cpuMicros(server.pid);
	await pool.close();
	if (bad > 0) throw new Error(`${label}: ${bad} answers were not as expected`);
	latencies.sort((a, b) => a - b);
	const at = (q: number) =>
		latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
	const result = {
		label,
		count: latencies.length,
		perSecond: latencies.length / seconds,
		p50: at(0.5),
		p99: at(0.99),
		cpuPerRequest:
			cpuBefore === undefined || cpuAfter === undefined
				? undefined
				: (cpuAfter - cpuBefore) / latencies.length,
	};
	const cpu =
		result.cpuPerRequest === undefined ? '' : `  ${result.cpuPerRequest.toFixed(0)} µs CPU/request`;
	console.log(
		`  ${label.padEnd(30)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms${cpu}  (${result.count} requests)`,
	);
	return result;
}

async function main(): Promise<void> {
	const prof = process.env.SP_BENCH_CPU_PROF;
	const sandbox = await startSandboxProcess(
		'sk_sandbox_bench',
		prof ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${prof}`] } : {},
	);
	const origin = new URL(sandbox.baseUrl).origin;
	const auth = { authorization: `Bearer ${sandbox.apiKey}` };
	const json = { ...auth, 'content-type': 'application/json' };
	console.log(
		`sandbox-http: ${CONNECTIONS} connections, ${DURATION} s per endpoint, sandbox pid ${sandbox.pid}`,
	);
	type Baselines = { ceiling: Result; floor: Result };
	const results: Array<{ result: Result; around: [Baselines, Baselines] }> = [];
	let created = 0;
	const servers: Array<{ stop(): Promise<void> }> = [];
	try {
		const first = await fetch(`${sandbox.baseUrl}/post`, {
			method: 'POST',
			headers: json,
			body: JSON.stringify({ post: 'bench sample', platforms: NETWORK_IDS }),
		});
		const sample = await first.text();
		const postId = (JSON.parse(sample) as { id: string }).id;
		if (first.status !== 200 || !postId) throw new Error(`create post failed: ${sample}`);
		// Enough posts for a full history page.
		for (let i = 0; i < 30; i++) {
			await fetch(`${sandbox.baseUrl}/post`, {
				method: 'POST',
				headers: json,
				body: JSON.stringify({ post: `seed ${i}`, platforms: NETWORK_IDS }),
			});
		}
		const bare = await startBareServer(sample);
		servers.push(bare);
		const fastifyFloor = await startFastifyFloor(sample);
		servers.push(fastifyFloor);
		const answersSample = (label: string, server: ServerProcess) =>
			load(label, server, {
				method: 'POST',
				path: () => '/api/post',
				headers: json,
				body: (i) => JSON.stringify({ post: `Bench http post ${i}`, platforms: NETWORK_IDS }),
				check: (status, body) => status === 200 && body === sample,
			});
		const baselines = async (): Promise<Baselines> => ({
			ceiling: await answersSample('ceiling: bare node:http', bare),
			floor: await answersSample('floor: minimal Fastify', fastifyFloor),
		});
		const targets: Array<[string, Target]> = [
			[
				'sandbox: create post',
				{
					method: 'POST',
					path: () => '/api/post',
					headers: json,
					body: (i) => JSON.stringify({ post: `Bench http post ${i}`, platforms: NETWORK_IDS }),
					check: (status, body) => {
						const ok = status === 200 && body.includes('"status":"success"');
						if (ok) created++;
						return ok;
					},
				},
			],
			[
				'sandbox: get post',
				{
					method: 'GET',
					path: () => `/api/post/${postId}`,
					headers: auth,
					check: (status, body) => status === 200 && body.includes(postId),
				},
			],
			[
				'sandbox: history (25)',
				{
					method: 'GET',
					path: () => '/api/history?lastDays=0&limit=25',
					headers: auth,
					check: (status, body) =>
						status === 200 && (JSON.parse(body) as { history: unknown[] }).history.length === 25,
				},
			],
		];
		const only = process.env.SP_BENCH_ONLY === 'create';
		let before = await baselines();
		for (const [label, target] of only ? targets.slice(0, 1) : targets) {
			const result = await load(label, { origin, pid: sandbox.pid }, target);
			const after = await baselines();
			results.push({ result, around: [before, after] });
			before = after;
		}
		// Self-check: every answered create stored exactly one post (warm-up creates included).
		const page = (await (
			await fetch(`${sandbox.baseUrl}/history?lastDays=0&limit=1`, { headers: auth })
		).json()) as { history: Array<{ post: string }> };
		const last = page.history[0]?.post ?? '';
		if (!last.startsWith('Bench http post '))
			throw new Error(`unexpected newest post ${JSON.stringify(last)}`);
		if (created < results[0].result.count)
			throw new Error('fewer successful creates than measured');
	} finally {
		for (const server of servers) await server.stop();
		await sandbox.stop();
	}
	const mean = (
		around: [Baselines, Baselines],
		of: keyof Baselines,
		key: 'perSecond' | 'p99' | 'cpuPerRequest',
	) => ((around[0][of][key] ?? NaN) + (around[1][of][key] ?? NaN)) / 2;
	for (const { result: r, around } of results) {
		const ceiling = mean(around, 'ceiling', 'perSecond');
		const floor = mean(around, 'floor', 'perSecond');
		const ratio = r.perSecond / ceiling;
		const target = r.label.includes('create')
			? ` (target >= 0.50: ${ratio >= 0.5 ? 'met' : 'missed'})`
			: '';
		// CPU per request, the load-proof form of the same ratios (a busy server answers 1 / CPU per second).
		const cpu = r.cpuPerRequest;
		const [cpuCeiling, cpuFloor] = [
			mean(around, 'ceiling', 'cpuPerRequest'),
			mean(around, 'floor', 'cpuPerRequest'),
		];
		const cpuPart =
			cpu === undefined || Number.isNaN(cpuCeiling) || Number.isNaN(cpuFloor)
				? ''
				: `; CPU per request ${cpu.toFixed(0)} µs vs ceiling ${cpuCeiling.toFixed(0)} µs = ${(cpuCeiling / cpu).toFixed(2)}x, ` +
					`vs floor ${cpuFloor.toFixed(0)} µs = ${(cpuFloor / cpu).toFixed(2)}x`;
		console.log(
			`RESULT sandbox-http ${r.label.replace('sandbox: ', '')}: ${r.perSecond.toFixed(0)} req/s p99 ${r.p99.toFixed(1)} ms vs ceiling ${ceiling.toFixed(0)} req/s p99 ${mean(around, 'ceiling', 'p99').toFixed(1)} ms = ${ratio.toFixed(2)}x${target}; ` +
				`vs Fastify floor ${floor.toFixed(0)} req/s p99 ${mean(around, 'floor', 'p99').toFixed(1)} ms = ${(r.perSecond / floor).toFixed(2)}x (the floor itself ${(floor / ceiling).toFixed(2)}x the ceiling)${cpuPart}`,
		);
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
