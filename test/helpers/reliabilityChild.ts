import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The compiled CLI; `npm test` builds dist/ before jest runs. */
export const SANDBOX_CLI = join(__dirname, '..', '..', 'dist', 'src', 'sandbox', 'cli.js');

export function requireCompiledSandbox(): void {
	if (!existsSync(SANDBOX_CLI)) {
		throw new Error(
			`${SANDBOX_CLI} is missing: this test runs the compiled sandbox as a child process. ` +
				'Run `npm run build` first (`npm test` builds before jest).',
		);
	}
}

export interface ChildSandbox {
	child: ChildProcess;
	/** `http://127.0.0.1:PORT` */
	url: string;
	output(): string;
	/** Resolves when the process has exited (with its signal, if one ended it). */
	exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
	kill9(): Promise<void>;
	stop(): Promise<void>;
}

function launch(args: string[], timeoutMs: number): Promise<ChildSandbox> {
	const child = spawn(process.execPath, [SANDBOX_CLI, ...args], {
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
		child.once('exit', (code, signal) => resolve({ code, signal })),
	);
	return new Promise<ChildSandbox>((resolve, reject) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL');
			reject(new Error(`the sandbox did not start within ${timeoutMs} ms:\n${output}`));
		}, timeoutMs);
		const onData = (chunk: Buffer): void => {
			output += chunk.toString('utf8');
			const match = /Base URL: (http:\/\/\S+)\/api\b/.exec(output);
			if (!match) return;
			clearTimeout(timer);
			resolve({
				child,
				url: match[1],
				output: () => output,
				exited,
				async kill9() {
					if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
					await exited;
				},
				async stop() {
					if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
					await exited;
				},
			});
		};
		child.stdout!.on('data', onData);
		child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
		void exited.then(({ code, signal }) => {
			clearTimeout(timer);
			reject(
				new Error(
					`the sandbox exited (code ${code}, signal ${signal}) before it started:\n${output}`,
				),
			);
		});
	});
}

/**
 * Starts `node dist/src/sandbox/cli.js` on a free port with `--data dataDir`. The request rate limit
 * is turned off where the CLI has one (a load test is not what it is for).
 */
export async function startChildSandbox(
	dataDir: string,
	apiKey: string,
	timeoutMs = 20_000,
): Promise<ChildSandbox> {
	const base = ['--port', '0', '--data', dataDir, '--api-key', apiKey, '--quiet'];
	try {
		return await launch([...base, '--rate-limit', 'off'], timeoutMs);
	} catch (error) {
		// A CLI without the rate-limit option: start it without.
		if (!/Unknown option --rate-limit/.test((error as Error).message)) throw error;
		return launch(base, timeoutMs);
	}
}
