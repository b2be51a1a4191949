// deploy/queue-mode/compose.yaml is what users run; scripts/queue-mode.sh (with
// test/queue-mode/topology.mjs) is what CI runs, natively, since Docker is not available there.
// These tests fail when the two describe different topologies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
	image: string;
	command?: string;
	env_file?: string | string[];
	environment?: Record<string, string>;
	deploy?: { replicas?: number };
	volumes?: string[];
}
const compose = parse(read('deploy/queue-mode/compose.yaml'), { merge: true }) as {
	services: Record<string, Service>;
};
const services = compose.services;
const script = read('scripts/queue-mode.sh');
const topology = read('test/queue-mode/topology.mjs');

/** A `NAME=value` assignment in a shell script. */
function shellValue(text: string, name: string): string {
	const match = new RegExp(`^\\s*${name}="?([^"\\n]+)"?$`, 'm').exec(text);
	if (!match) throw new Error(`no ${name}= in the script`);
	return match[1];
}

/** The variables a shell function exports (`export A=1 B="$X"` lines). */
function exportedIn(text: string, fn: string): string[] {
	const body = new RegExp(`^${fn}\\(\\) \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(text)?.[1] ?? '';
	return [...body.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1]);
}

const N8N_SERVICES = ['n8n-main', 'n8n-worker', 'n8n-webhook'];

test('the same services: PostgreSQL, Redis, n8n main, workers and a webhook processor', () => {
	expect(Object.keys(services).sort()).toEqual(
		['n8n-main', 'n8n-webhook', 'n8n-worker', 'postgres', 'redis'].sort(),
	);
	expect(services['n8n-main'].command).toBe('start');
	expect(services['n8n-webhook'].command).toBe('webhook');
	expect(topology).toMatch(/name === 'main'\) return \['start'\]/);
	expect(topology).toMatch(/name === 'webhook'\) return \['webhook'\]/);
});

test('the same versions: n8n, PostgreSQL and Redis', () => {
	const n8nVersion = shellValue(read('scripts/lib-n8n.sh'), 'SP_N8N_VERSION');
	for (const name of N8N_SERVICES) expect(services[name].image).toMatch(new RegExp(`/n8nio/n8n:${n8nVersion}$`));
	expect(services.postgres.image).toMatch(
		new RegExp(`/postgres:${shellValue(script, 'QM_POSTGRES_MAJOR')}$`),
	);
	expect(services.redis.image).toMatch(new RegExp(`/redis:${shellValue(script, 'QM_REDIS_MAJOR')}$`));
});

test('the same number of workers, with the same concurrency', () => {
	const worker = services['n8n-worker'];
	expect(worker.deploy?.replicas).toBe(Number(shellValue(script, 'QM_WORKERS')));
	expect(worker.command).toBe(`worker --concurrency=${shellValue(script, 'QM_WORKER_CONCURRENCY')}`);
	expect(topology).toMatch(/\['worker', `--concurrency=\$\{this\.concurrency\}`\]/);
});

test('the same n8n settings: both read n8n.env, and set the same per-process variables', () => {
	expect(script).toContain('source "$SP_ROOT/deploy/queue-mode/n8n.env"');
	const shared = read('deploy/queue-mode/n8n.env');
	expect(shared).toMatch(/^EXECUTIONS_MODE=queue$/m);
	expect(shared).toMatch(/^DB_TYPE=postgresdb$/m);
	const sharedKeys = [...shared.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);

	// What the script sets per run (addresses, key) and what topology.mjs sets per process (URLs).
	const perRun = exportedIn(script, 'export_shared_env');
	expect(perRun).toEqual(expect.arrayContaining(['DB_POSTGRESDB_PASSWORD', 'N8N_ENCRYPTION_KEY']));
	const perProcess = ['N8N_EDITOR_BASE_URL', 'N8N_WEBHOOK_URL'];
	for (const key of perProcess) expect(topology).toContain(`${key}:`);

	for (const name of N8N_SERVICES) {
		const service = services[name];
		expect([service.env_file].flat()).toEqual(['./n8n.env']);
		const keys = Object.keys(service.environment ?? {});
		const workerOnly = name === 'n8n-worker' ? ['QUEUE_HEALTH_CHECK_PORT'] : [];
		expect(keys.sort()).toEqual([...perRun, ...perProcess, ...workerOnly].sort());
		// Nothing in n8n.env is overridden per service.
		expect(keys.filter((key) => sharedKeys.includes(key))).toEqual([]);
	}
	expect(topology).toContain('QUEUE_HEALTH_CHECK_PORT');
});

test('the package is mounted as `npm pack` ships it: package.json and dist/, not node_modules', () => {
	for (const name of N8N_SERVICES) {
		const targets = (services[name].volumes ?? []).map((v) => v.split(':')[1]);
		expect(targets.sort()).toEqual([
			'/home/node/.n8n/nodes/node_modules/n8n-nodes-social-publishing/dist',
			'/home/node/.n8n/nodes/node_modules/n8n-nodes-social-publishing/package.json',
		]);
	}
});
