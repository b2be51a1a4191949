#!/usr/bin/env node
// Ctrl-C during `npm start`, at each step of a start: SIGINT to the whole process group, as a terminal
// sends it, then every process the start made (sandbox, n8n, its task runner, npm and pack children)
// must be gone once `npm start` has exited, its ports free, and the next start must work (each case's
// start is the previous case's "next start"; the last case is a start interrupted once its sandbox runs).
// A process manager or `docker stop` sends one signal to one process instead: SIGTERM, then SIGINT,
// to the npm start process alone once n8n is ready must stop everything the same way.
//
//   node test/e2e/start-interrupt.mjs        (scripts/test.sh runs it after the e2e leg)
//   SP_START_INTERRUPT_CASES='process alone' node test/e2e/start-interrupt.mjs   (the cases whose name matches)
//
// Runs on unusual free ports with its own runtime folder (SP_RUNTIME in a temp folder) and the n8n in
// SP_N8N_DIR (default .runtime/n8n, which npm start / scripts/e2e.sh install). The build case backs dist/ up
// and restores it, so the other cases (SP_SKIP_BUILD=1) pack the dist/ the caller built.
// Prints one line per case and "start-interrupt: N passed, M failed"; exits 1 on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
	ProcessTracker,
	freePorts,
	isAlive,
	portInUse,
	processesWithEnv,
} from './lib/process-tree.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const n8nDir = process.env.SP_N8N_DIR || join(root, '.runtime', 'n8n');
const work = mkdtempSync(join(tmpdir(), 'sp-start-interrupt-'));
const marker = `SP_START_INTERRUPT_RUN=${process.pid}-${Date.now()}`;
const [n8nPort, sandboxPort] = await freePorts(2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function httpStatus(path) {
	try {
		const response = await fetch(`http://127.0.0.1:${n8nPort}${path}`, {
			signal: AbortSignal.timeout(1500),
		});
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

// Each case: when to press Ctrl-C (`at`, polled every 100 ms while npm start runs), what must hold at that
// moment for the case to test its step (`state`, a string when it does not), and how often to press it.
const cases = [
	{
		name: 'during the build (npm run build: tsc running)',
		build: true,
		at: ({ tracker }) =>
			tracker.running(/node_modules\/\.bin\/tsc|typescript\/bin\/tsc/).length > 0,
	},
	{
		name: 'after the sandbox started (n8n import:credentials running)',
		at: ({ log }) => /done in \d+ s: start the sandbox/.test(log),
	},
	{
		name: 'after n8n was spawned, before /healthz answers',
		at: ({ tracker }) => tracker.running(/n8n\/bin\/n8n start/).length > 0,
		state: async () =>
			(await httpStatus('/healthz')) === 200 ? '/healthz already answered' : undefined,
	},
	{
		name: 'after /healthz answers, before the REST API is up',
		at: async () =>
			(await httpStatus('/healthz')) === 200 && (await httpStatus('/rest/login')) !== 401,
		state: async () =>
			(await httpStatus('/rest/login')) === 401 ? 'the REST API was already up' : undefined,
	},
	{
		name: 'after "n8n is ready" (Ctrl-C pressed twice)',
		at: ({ log }) => log.includes('n8n is ready'),
		presses: 2,
	},
	{
		name: 'SIGTERM to the npm start process alone, after "n8n is ready"',
		at: ({ log }) => log.includes('n8n is ready'),
		signal: 'SIGTERM',
		processAlone: true,
	},
	{
		name: 'SIGINT to the npm start process alone, after "n8n is ready"',
		at: ({ log }) => log.includes('n8n is ready'),
		signal: 'SIGINT',
		processAlone: true,
	},
	{
		name: 'the next start (interrupted once its sandbox runs)',
		at: ({ log }) => /done in \d+ s: start the sandbox/.test(log),
	},
];

// A filter that matches no case would run nothing and pass: it is a mistake, said before anything starts.
const only = process.env.SP_START_INTERRUPT_CASES;
const selected = cases.filter((c) => !only || new RegExp(only).test(c.name));
if (selected.length === 0) {
	console.error(
		`start-interrupt: SP_START_INTERRUPT_CASES=${JSON.stringify(only)} matches none of: ${cases.map((c) => c.name).join('; ')}`,
	);
	rmSync(work, { recursive: true, force: true });
	process.exit(2);
}

function startNpm(build) {
	const env = {
		...process.env,
		SP_RUNTIME: join(work, 'runtime'),
		SP_N8N_DIR: n8nDir,
		SP_N8N_PORT: String(n8nPort),
		SP_SANDBOX_PORT: String(sandboxPort),
		[marker.split('=')[0]]: marker.split('=')[1],
	};
	delete env.SP_START_SMOKE;
	if (build) delete env.SP_SKIP_BUILD;
	else env.SP_SKIP_BUILD = '1';
	// Its own process group, as a terminal's foreground job: Ctrl-C is a SIGINT to the whole group.
	return spawn('npm', ['start'], {
		cwd: root,
		env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
}

/** Kills what a failed case left behind (and waits until it is gone), so that the next case can run. */
async function killLeftovers(processes) {
	for (const p of processes) {
		if (!isAlive(p)) continue;
		try {
			process.kill(p.pid, 'SIGKILL');
		} catch {
			// gone meanwhile
		}
	}
	for (let i = 0; i < 50 && processes.some(isAlive); i++) await sleep(100);
	for (let i = 0; i < 50 && ((await portInUse(n8nPort)) || (await portInUse(sandboxPort))); i++)
		await sleep(100);
}

async function runCase(testCase) {
	const started = Date.now();
	const busy = [];
	for (const port of [n8nPort, sandboxPort]) if (await portInUse(port)) busy.push(port);
	if (busy.length > 0)
		return { ok: false, why: `port(s) ${busy.join(', ')} in use before the start` };

	const child = startNpm(testCase.build);
	let log = '';
	child.stdout.on('data', (chunk) => (log += chunk));
	child.stderr.on('data', (chunk) => (log += chunk));
	let exit;
	child.on('exit', (code, signal) => (exit = { code, signal }));
	const tracker = new ProcessTracker(child.pid);
	const logTail = () => log.trim().split('\n').slice(-12).join('\n      ');

	let pressedAt;
	while (!exit && Date.now() - started < 240_000) {
		tracker.poll();
		if (await testCase.at({ log, tracker })) {
			pressedAt = Date.now();
			break;
		}
		await sleep(100);
	}
	if (!pressedAt) {
		await killLeftovers(tracker.survivors());
		const why = exit
			? `npm start exited (${exit.code ?? exit.signal}) before the step`
			: 'the step never came';
		return { ok: false, why: `${why}:\n      ${logTail()}` };
	}
	const missed = testCase.state ? await testCase.state() : undefined;
	tracker.poll();
	const atPress = tracker.survivors().length;
	for (let press = 0; press < (testCase.presses ?? 1) && !exit; press++) {
		if (press > 0) await sleep(300);
		// The group (a terminal's Ctrl-C), or npm's own process alone (a process manager, docker stop).
		process.kill(testCase.processAlone ? child.pid : -child.pid, testCase.signal ?? 'SIGINT');
	}
	while (!exit && Date.now() - pressedAt < 60_000) {
		tracker.poll();
		await sleep(100);
	}
	if (!exit) {
		await killLeftovers(tracker.survivors());
		return { ok: false, why: `npm start still running 60 s after Ctrl-C:\n      ${logTail()}` };
	}
	const exitedAfter = ((Date.now() - pressedAt) / 1000).toFixed(1);
	// npm itself dies of the SIGINT at once; start.sh's cleanup goes on stopping n8n (SIGTERM, then
	// SIGKILL after 10 s): everything must be gone within that.
	for (let i = 0; i < 150 && tracker.survivors().length > 0; i++) {
		tracker.poll();
		await sleep(100);
	}
	const goneAfter = ((Date.now() - pressedAt) / 1000).toFixed(1);
	const survivors = [...tracker.survivors(), ...processesWithEnv(marker)];
	const unique = [...new Map(survivors.map((p) => [`${p.pid}:${p.start}`, p])).values()];
	const openPorts = [];
	for (const port of [n8nPort, sandboxPort]) if (await portInUse(port)) openPorts.push(port);
	await killLeftovers(unique);
	const problems = [];
	if (missed) problems.push(`the Ctrl-C came too late for this step (${missed})`);
	if (unique.length > 0)
		problems.push(
			`still running: ${unique.map((p) => `${p.pid} ${p.cmd.slice(0, 90)}`).join('; ')}`,
		);
	if (openPorts.length > 0) problems.push(`port(s) still listening: ${openPorts.join(', ')}`);
	const detail = `${atPress} processes at Ctrl-C; npm start exited ${exitedAfter} s later (${exit.code ?? exit.signal}), the last process ${goneAfter} s later`;
	if (problems.length > 0)
		return { ok: false, why: `${detail}; ${problems.join('; ')}\n      ${logTail()}` };
	return { ok: true, why: detail };
}

if (!existsSync(join(n8nDir, 'node_modules', 'n8n', 'bin', 'n8n'))) {
	console.error(
		`start-interrupt: n8n is not installed in ${n8nDir} (run bash scripts/install-n8n.sh or set SP_N8N_DIR)`,
	);
	console.log('start-interrupt: 0 passed, 1 failed');
	process.exit(1);
}
if (!existsSync(join(root, 'dist', 'nodes'))) {
	console.log('start-interrupt: building dist/ first (npm run build)');
	spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}

let passed = 0;
let failed = 0;
const allStarted = Date.now();
console.log(
	`start-interrupt: n8n on port ${n8nPort}, sandbox on port ${sandboxPort}, runtime in ${work}`,
);
for (const testCase of selected) {
	const started = Date.now();
	const backup = join(work, 'dist.backup');
	if (testCase.build)
		cpSync(join(root, 'dist'), backup, { recursive: true, preserveTimestamps: true });
	let result;
	try {
		result = await runCase(testCase);
	} finally {
		if (testCase.build) {
			rmSync(join(root, 'dist'), { recursive: true, force: true });
			cpSync(backup, join(root, 'dist'), { recursive: true, preserveTimestamps: true });
		}
	}
	const took = ((Date.now() - started) / 1000).toFixed(1);
	const what = testCase.processAlone ? '' : 'Ctrl-C ';
	console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${what}${testCase.name}: ${result.why} [${took} s]`);
	if (result.ok) passed++;
	else failed++;
}
rmSync(work, { recursive: true, force: true });
console.log(`start-interrupt took ${((Date.now() - allStarted) / 1000).toFixed(0)} s`);
console.log(`start-interrupt: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed !== selected.length ? 1 : 0);
