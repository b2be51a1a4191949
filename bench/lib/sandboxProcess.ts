import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface SandboxProcess {
	baseUrl: string;
	apiKey: string;
	pid: number;
	/** The data directory, when one was given (its sandbox.db can be read after the run). */
	dataDir?: string;
	stop(): Promise<void>;
}

export const ROOT = join(__dirname, '..', '..');
// Run from source through tsx: dist/ is rebuilt from scratch by other builds and may be missing.
const CLI = join(ROOT, 'src/sandbox/cli.ts');

export async function freePort(): Promise<number> {
	return await new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

/** `--rate-limit off` when the CLI knows the flag (rate limiting is on by default then). */
function rateLimitOff(): string[] {
	return existsSync(CLI) && readFileSync(CLI, 'utf8').includes('--rate-limit')
		? ['--rate-limit', 'off']
		: [];
}

/**
 * Starts the compiled sandbox in its own process (so it gets its own core, as it would in real
 * use), from source, rate limiting off unless `rateLimit` (MAX/SECONDS) is given, and waits until it answers.
 */
export async function startSandboxProcess(
	apiKey = 'sk_sandbox_bench',
	options: { dataDir?: string; nodeArgs?: string[]; rateLimit?: string } = {},
): Promise<SandboxProcess> {
	const port = await freePort();
	const child: ChildProcess = spawn(
		process.execPath,
		[
			...(options.nodeArgs ?? []),
			'--import',
			'tsx',
			CLI,
			'--port',
			String(port),
			'--api-key',
			apiKey,
			'--quiet',
			...(options.rateLimit ? ['--rate-limit', options.rateLimit] : rateLimitOff()),
			...(options.dataDir ? ['--data', options.dataDir] : []),
		],
		{ stdio: ['ignore', 'ignore', 'inherit'] },
	);
	const exited = new Promise((r) => child.once('exit', r));
	const url = `http://127.0.0.1:${port}`;
	let up = false;
	for (let i = 0; i < 400 && !up; i++) {
		try {
			up = (await fetch(`${url}/healthz`)).ok;
		} catch {
			// not listening yet
		}
		if (!up) await new Promise((r) => setTimeout(r, 50));
	}
	if (!up) {
		child.kill('SIGKILL');
		throw new Error('the sandbox process did not answer /healthz within 20 s');
	}
	return {
		baseUrl: `${url}/api`,
		apiKey,
		pid: child.pid!,
		dataDir: options.dataDir,
		stop: async () => {
			if (child.exitCode === null) child.kill('SIGTERM');
			await exited;
		},
	};
}
