// The queue-mode leg's checks (run by scripts/queue-mode.sh, which sets the environment): start
// main, the workers and the webhook processor, then check publishing, spreading, a worker's
// death, the webhook triggers through the webhook processor and the pollers across a restart of
// every process. Prints one PASS/FAIL/SKIP line per check (the e2e sub-legs it reuses print theirs,
// indented, and count in the total), the figures, and "queue-mode: N passed, M failed, K skipped";
// exits non-zero on any failure.

import { N8nRest, checkRunner, env, runMain, serverLegSettings } from '../e2e/lib/n8n-rest.mjs';
import { redactText } from '../e2e/lib/run-data.mjs';
import { crashCheck } from './crashCheck.mjs';
import { oneWorkerFigure } from './figures.mjs';
import {
	messageWhileDown,
	pollersAfterRestart,
	pollersBeforeRestart,
	startPollers,
} from './pollerChecks.mjs';
import { publishChecks } from './publishChecks.mjs';
import { Topology } from './topology.mjs';
import { deliveryLatency, triggerChecks } from './triggerChecks.mjs';

const LEG = 'queue-mode';
const SECRETS = [
	'SP_E2E_API_KEY',
	'SP_E2E_OWNER_PASSWORD',
	'SP_E2E_FEED_SECRET',
	'SP_E2E_MESSAGE_SECRET',
]
	.map((name) => process.env[name])
	.filter(Boolean);
const scrub = (text) => redactText(String(text), SECRETS);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

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
	const context = {
		topology,
		settings,
		figures: [],
		dbPath: env('SP_SANDBOX_DB'),
		run: `qm-${Date.now().toString(36)}`,
	};
	const signIn = async () => {
		context.rest = new N8nRest({ url: topology.mainUrl, owner: settings.owner, scrub });
		await context.rest.ownerSession();
	};
	let more = { pass: 0, fail: 0, skip: 0 };
	try {
		await check(
			`main, ${topology.workers} workers and a webhook processor start over PostgreSQL and Redis`,
			async () => {
				const started = Date.now();
				await topology.startAll();
				await signIn();
				return `up in ${seconds(started)}`;
			},
		);
		const pollers = await startPollers(context);
		await publishChecks(context, check);
		await crashCheck(context, check);
		more = await triggerChecks(context, check);
		await deliveryLatency(context, check);
		await pollersBeforeRestart(context, check, pollers);
		await check('every process stops (a message arrives meanwhile) and starts again', async () => {
			const started = Date.now();
			await topology.stopAll();
			await messageWhileDown(context, pollers);
			await topology.startAll();
			await signIn();
			return `restarted in ${seconds(started)}`;
		});
		await pollersAfterRestart(context, check, pollers);
		await oneWorkerFigure(context, check);
	} finally {
		await topology.stopAll();
	}
	console.log(
		`\n=== queue-mode figures (${topology.workers} workers, concurrency ${topology.concurrency}; every process and the sandbox on this one machine)`,
	);
	for (const line of context.figures) console.log(line);
	finish(LEG, more);
}

runMain(main, scrub, LEG);
