/**
 * `npx social-publishing-sandbox` runs the command through `sh -c` under npm; a SIGTERM to npm ends
 * npm and that shell, not the sandbox. The sandbox then stops by itself instead of keeping its port
 * (seen on 2026-11-28: the node process orphaned, the port bound). Here the shell npm starts is
 * played by `sh -c` with npm's `npm_lifecycle_event=npx`, and SIGTERM goes to the shell alone.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const PACKAGE_BIN = join(__dirname, '..', 'helpers', 'packageCli.ts');

async function answers(base: string): Promise<boolean> {
	try {
		await fetch(`${base}/health`);
		return true;
	} catch {
		return false;
	}
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
	const end = Date.now() + ms;
	while (Date.now() < end) {
		if (await check()) return true;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	return false;
}

it('stops when the shell npx ran it in is terminated', async () => {
	// `; true` keeps sh from exec-ing node, as npm's `sh -c` does not either.
	const shell = spawn(
		'sh',
		['-c', `"${process.execPath}" --import tsx "${PACKAGE_BIN}" --port 0 --in-memory --no-examples; true`],
		{ cwd: ROOT, env: { ...process.env, npm_lifecycle_event: 'npx' }, stdio: ['ignore', 'pipe', 'inherit'] },
	);
	let out = '';
	const base = await new Promise<string>((resolve, reject) => {
		shell.stdout.on('data', (chunk) => {
			out += chunk;
			const url = /Base URL:\s+(http:\/\/\S+?)\/api/.exec(out);
			if (url) resolve(url[1]);
		});
		shell.on('exit', () => reject(new Error(`the shell exited first: ${out}`)));
	});
	expect(await answers(base)).toBe(true);
	shell.removeAllListeners('exit');
	shell.kill('SIGTERM');
	// The sandbox polls its parent every 500 ms and closes its server.
	expect(await until(async () => !(await answers(base)), 8_000)).toBe(true);
}, 60_000);
