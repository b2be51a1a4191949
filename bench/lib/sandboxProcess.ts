import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface SandboxProcess {
	baseUrl: string;
	apiKey: string;
	stop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..');

async function freePort(): Promise<number> {
	return await new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

/**
 * Starts the compiled sandbox in its own process (so it gets its own core, as it would in real
 * use) and waits until it answers. `npm run build` must have run.
 */
export async function startSandboxProcess(apiKey = 'sk_sandbox_bench'): Promise<SandboxProcess> {
	const port = await freePort();
	const child: ChildProcess = spawn(
		process.execPath,
		[join(ROOT, 'dist/src/sandbox/cli.js'), '--port', String(port), '--api-key', apiKey, '--quiet'],
		{ stdio: ['ignore', 'ignore', 'inherit'] },
	);
	const url = `http://127.0.0.1:${port}`;
	for (let i = 0; i < 200; i++) {
		try {
			if ((await fetch(`${url}/healthz`)).ok) break;
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 50));
	}
	return {
		baseUrl: `${url}/api`,
		apiKey,
		stop: async () => {
			child.kill('SIGTERM');
			await new Promise((r) => child.once('exit', r));
		},
	};
}
