/**
 * Runs every bench, one after the other (each in its own process, so none disturbs another), and
 * prints their RESULT lines together at the end. Fails if any bench fails its self-check or the
 * whole run exceeds its budget (15 minutes: the rate-limit bench waits out real windows, about 3). `npm run bench` runs this.
 * Usage: node --import tsx bench/run-all.ts [name ...]   (names: see BENCHES)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(__dirname, '..');
const TSX = ['--import', 'tsx'];
const BENCHES: Record<string, string[]> = {
	engine: [process.execPath, ...TSX, 'bench/engine.ts'],
	'sandbox-http': [process.execPath, ...TSX, 'bench/sandbox-http.ts'],
	scheduler: [process.execPath, '--expose-gc', ...TSX, 'bench/scheduler.ts'],
	'sandbox-memory': [process.execPath, '--expose-gc', ...TSX, 'bench/sandbox-memory.ts'],
	'auto-schedule': [process.execPath, '--expose-gc', ...TSX, 'bench/auto-schedule.ts'],
	'publish-throughput': [process.execPath, ...TSX, 'bench/publish-throughput.ts'],
	'rate-limit': [process.execPath, ...TSX, 'bench/rate-limit.ts'],
	'large-media': [process.execPath, '--expose-gc', ...TSX, 'bench/large-media.ts'],
	'package-weight': ['bash', 'bench/package-weight.sh'],
	'tool-size': [process.execPath, ...TSX, 'bench/tool-size.ts'],
	mcp: [process.execPath, ...TSX, 'bench/mcp.ts'],
	ads: [process.execPath, ...TSX, 'bench/ads.ts'],
	graphql: [process.execPath, ...TSX, 'bench/graphql.ts'],
};
const BUDGET_MS = 15 * 60_000;

async function run(name: string, argv: string[], results: string[]): Promise<{ ok: boolean; seconds: number }> {
	const started = Date.now();
	console.log(`\n=== ${name}: ${argv.slice(1).join(' ')}`);
	const child = spawn(argv[0], argv.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
	let pending = '';
	child.stdout!.on('data', (chunk: Buffer) => {
		process.stdout.write(chunk);
		pending += chunk.toString();
		const lines = pending.split('\n');
		pending = lines.pop()!;
		for (const line of lines) if (line.startsWith('RESULT ')) results.push(line.slice(7));
	});
	const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
	const seconds = (Date.now() - started) / 1000;
	console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
	return { ok: code === 0, seconds };
}

async function main(): Promise<void> {
	const wanted = process.argv.slice(2);
	for (const name of wanted) if (!BENCHES[name]) throw new Error(`no bench "${name}"; known: ${Object.keys(BENCHES).join(', ')}`);
	const names = wanted.length > 0 ? wanted : Object.keys(BENCHES);
	// n8n-core writes its config into the user folder: a temporary one, never the user's ~/.n8n.
	process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'sp-bench-n8n-'));
	// The sandbox's database driver, compiled first on Node 20 (nothing to do on Node 22.13+).
	const sqlite = (await import(pathToFileURL(join(ROOT, 'scripts/ensure-sqlite.mjs')).href)) as {
		ensureSqlite: () => string;
	};
	console.log(`database driver: ${sqlite.ensureSqlite()}`);
	const started = Date.now();
	const results: string[] = [];
	const failed: string[] = [];
	for (const name of names) {
		const { ok } = await run(name, BENCHES[name], results);
		if (!ok) failed.push(name);
	}
	const total = (Date.now() - started) / 1000;
	console.log(`\n=== summary (${total.toFixed(0)} s, node ${process.version}, ${cpus().length} cores, load ${loadavg()[0].toFixed(1)})`);
	for (const line of results) console.log(`  ${line}`);
	if (failed.length > 0) console.log(`FAILED: ${failed.join(', ')}`);
	if (total * 1000 > BUDGET_MS) console.log(`OVER BUDGET: ${total.toFixed(0)} s > ${BUDGET_MS / 1000} s`);
	if (failed.length > 0 || total * 1000 > BUDGET_MS) process.exitCode = 1;
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
