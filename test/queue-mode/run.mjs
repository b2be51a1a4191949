// The queue-mode leg's checks (run by scripts/queue-mode.sh, which sets the environment): start
// main, the workers and the webhook processor, then check publishing, spreading, a worker's
// death, the webhook triggers through the webhook processor and the pollers across a restart.
// Prints one PASS/FAIL/SKIP line per check, the figures, and "queue-mode: N passed, M failed,
// K skipped"; exits non-zero on any failure.

import { N8nRest, checkRunner, env, runMain, serverLegSettings } from '../e2e/lib/n8n-rest.mjs';
import { redactText } from '../e2e/lib/run-data.mjs';
import { crashCheck } from './crashCheck.mjs';
import { publishChecks } from './publishChecks.mjs';
import { Topology } from './topology.mjs';

const LEG = 'queue-mode';
const SECRETS = ['SP_E2E_API_KEY', 'SP_E2E_OWNER_PASSWORD', 'SP_E2E_FEED_SECRET', 'SP_E2E_MESSAGE_SECRET']
	.map((name) => process.env[name])
	.filter(Boolean);
const scrub = (text) => redactText(String(text), SECRETS);

async function main() {
	const topology = new Topology({
		dir: env('SP_QM_DIR'),
		workers: Number(env('SP_QM_WORKERS')),
		concurrency: Number(env('SP_QM_WORKER_CONCURRENCY')),
		node24: env('SP_NODE24'),
		n8nBin: env('SP_N8N_BIN'),
		n8nPath: env('SP_N8N_PATH'),
	});
	await topology.allocatePorts();
	process.env.SP_N8N_URL = topology.mainUrl;
	process.env.SP_N8N_WEBHOOK_URL = topology.webhookUrl;
	const settings = serverLegSettings();
	const { check, finish } = checkRunner(settings.scrub);
	const figures = [];
	const context = {
		topology,
		settings,
		figures,
		dbPath: env('SP_SANDBOX_DB'),
		run: `qm-${Date.now().toString(36)}`,
	};
	try {
		await check(
			`main, ${topology.workers} workers and a webhook processor start over PostgreSQL and Redis`,
			async () => {
				const started = Date.now();
				await topology.startAll();
				context.rest = new N8nRest({ url: topology.mainUrl, owner: settings.owner, scrub: settings.scrub });
				await context.rest.ownerSession();
				return `up in ${((Date.now() - started) / 1000).toFixed(1)} s`;
			},
		);
		await publishChecks(context, check);
		await crashCheck(context, check);
	} finally {
		await topology.stopAll();
	}
	console.log('\n=== queue-mode figures (2 cores; every process on one machine)');
	for (const line of figures) console.log(line);
	finish(LEG);
}

runMain(main, scrub, LEG);
