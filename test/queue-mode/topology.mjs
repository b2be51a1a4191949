// n8n's queue-mode topology for scripts/queue-mode.sh: main (`n8n start`), workers
// (`n8n worker`) and a webhook processor (`n8n webhook`), each its own process group with its own
// user folder, ports and log, sharing PostgreSQL, Redis and the encryption key through the
// environment the script exported (deploy/queue-mode/n8n.env plus addresses). Start, stop,
// kill -9 and restart any of them; find which worker ran an execution from the workers' logs.

import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
	return await new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

async function answers(url, accept = (r) => r.ok) {
	try {
		return accept(await fetch(url, { signal: AbortSignal.timeout(2_000) }));
	} catch {
		return false;
	}
}

export class Topology {
	/** @type {Map<string, { port: number, brokerPort: number, healthPort?: number, child?: import('node:child_process').ChildProcess }>} */
	processes = new Map();

	constructor({ dir, workers, concurrency, node24, n8nBin, n8nPath }) {
		Object.assign(this, { dir, workers, concurrency, node24, n8nBin, n8nPath });
		this.workerNames = Array.from({ length: workers }, (_, i) => `worker-${i + 1}`);
	}

	get mainUrl() {
		return `http://127.0.0.1:${this.processes.get('main').port}`;
	}

	/** The webhook processor's base URL: production webhooks, as a load balancer would route them. */
	get webhookUrl() {
		return `http://127.0.0.1:${this.processes.get('webhook').port}`;
	}

	async allocatePorts() {
		const used = new Set();
		const port = async () => {
			let p = await freePort();
			while (used.has(p)) p = await freePort();
			used.add(p);
			return p;
		};
		for (const name of ['main', 'webhook', ...this.workerNames]) {
			const entry = { port: await port(), brokerPort: await port() };
			if (name.startsWith('worker-')) entry.healthPort = await port();
			this.processes.set(name, entry);
		}
	}

	log(name) {
		return join(this.dir, 'logs', `n8n-${name}.log`);
	}

	env(name) {
		const entry = this.processes.get(name);
		return {
			...process.env,
			PATH: this.n8nPath,
			N8N_USER_FOLDER: join(this.dir, 'home', name),
			N8N_PORT: String(entry.port),
			N8N_RUNNERS_BROKER_PORT: String(entry.brokerPort),
			N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
			N8N_HOST: '127.0.0.1',
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			N8N_PROTOCOL: 'http',
			N8N_SECURE_COOKIE: 'false',
			N8N_EDITOR_BASE_URL: `${this.mainUrl}/`,
			// Registrations with the sandbox carry the webhook processor's URL.
			N8N_WEBHOOK_URL: `${this.webhookUrl}/`,
			...(entry.healthPort ? { QUEUE_HEALTH_CHECK_PORT: String(entry.healthPort) } : {}),
		};
	}

	args(name) {
		if (name === 'main') return ['start'];
		if (name === 'webhook') return ['webhook'];
		return ['worker', `--concurrency=${this.concurrency}`];
	}

	async start(name) {
		const entry = this.processes.get(name);
		if (entry.child && entry.child.exitCode === null && entry.child.signalCode === null)
			throw new Error(`${name} is already running`);
		const out = createWriteStream(this.log(name), { flags: 'a' });
		const child = spawn(this.node24, [this.n8nBin, ...this.args(name)], {
			env: this.env(name),
			detached: true,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		child.stdout.pipe(out);
		child.stderr.pipe(out);
		entry.child = child;
		appendFileSync(join(this.dir, 'n8n-pids'), `${child.pid}\n`);
		await this.waitUp(name);
	}

	running(name) {
		const child = this.processes.get(name).child;
		return Boolean(child && child.exitCode === null && child.signalCode === null);
	}

	async waitUp(name, timeoutMs = 180_000) {
		const entry = this.processes.get(name);
		const deadline = Date.now() + timeoutMs;
		const up = async () => {
			if (name === 'main') {
				const base = `http://127.0.0.1:${entry.port}`;
				return (
					(await answers(`${base}/rest/settings`, async (r) =>
						(await r.text()).includes('"settingsMode"'),
					)) && (await answers(`${base}/rest/login`, (r) => r.status === 401))
				);
			}
			const port = entry.healthPort ?? entry.port;
			return await answers(`http://127.0.0.1:${port}/healthz`);
		};
		while (!(await up())) {
			if (!this.running(name))
				throw new Error(`n8n ${name} exited while starting:\n${this.tail(name)}`);
			if (Date.now() > deadline)
				throw new Error(`n8n ${name} was not up within ${timeoutMs / 1000} s:\n${this.tail(name)}`);
			await sleep(300);
		}
	}

	tail(name, lines = 30) {
		try {
			return readFileSync(this.log(name), 'utf8').split('\n').slice(-lines).join('\n');
		} catch {
			return '(no log)';
		}
	}

	/** Stops a process group: SIGTERM (n8n shuts down gracefully), SIGKILL after `graceMs`. */
	async stop(name, { signal = 'SIGTERM', graceMs = 30_000 } = {}) {
		const child = this.processes.get(name).child;
		if (!this.running(name)) return;
		const exited = new Promise((resolve) => child.once('exit', resolve));
		try {
			process.kill(-child.pid, signal);
		} catch {
			// already gone
		}
		const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
		if ((await Promise.race([exited, timer])) === 'timeout') {
			try {
				process.kill(-child.pid, 'SIGKILL');
			} catch {
				// gone meanwhile
			}
			await exited;
		}
	}

	/** `kill -9` of the whole process group (the worker and its task runner), as a crash would. */
	async kill9(name) {
		await this.stop(name, { signal: 'SIGKILL', graceMs: 10_000 });
	}

	async startAll() {
		// Main first: it runs the database migrations the others wait for.
		await this.start('main');
		await Promise.all(['webhook', ...this.workerNames].map((name) => this.start(name)));
	}

	async stopAll() {
		await Promise.all([...this.processes.keys()].map((name) => this.stop(name)));
	}

	/** The worker whose log says it started `executionId` (n8n: "Worker started execution N"). */
	workerThatStarted(executionId) {
		const pattern = new RegExp(`started execution ${executionId}\\b`);
		return this.workerNames.filter((name) => {
			try {
				return pattern.test(readFileSync(this.log(name), 'utf8'));
			} catch {
				return false;
			}
		});
	}

	/** How many executions each worker's log says it started. */
	startsPerWorker() {
		return Object.fromEntries(
			this.workerNames.map((name) => {
				let text = '';
				try {
					text = readFileSync(this.log(name), 'utf8');
				} catch {
					// no log yet
				}
				return [name, (text.match(/started execution \d+/g) ?? []).length];
			}),
		);
	}
}
