// The Social Publishing Trigger in queue mode: the e2e leg's trigger-feed and trigger-messages sub-legs run
// against main (activation) and the webhook processor (deliveries), then each delivery must have
// started exactly one execution, on a worker. Also n8n's execution retry (issue 16) with the runs
// on workers, and the time from a message's arrival at the sandbox to the start of its execution.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { executionReader, sandboxClient, sleep } from '../e2e/lib/n8n-rest.mjs';
import { deliveredCount, waitForExecutions } from './lib.mjs';

const e2e = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');
const fixtureId = (file) => JSON.parse(readFileSync(join(e2e, 'fixtures', file), 'utf8')).id;
const LATENCY_MESSAGES = 100;

/** Runs an e2e sub-leg against this topology; its lines are printed indented; resolves with its counts. */
async function childLeg(context, script) {
	const { topology } = context;
	const child = spawn(process.execPath, [join(e2e, script)], {
		env: {
			...process.env,
			SP_N8N_URL: topology.mainUrl,
			SP_N8N_WEBHOOK_URL: topology.webhookUrl,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let text = '';
	const print = (chunk) => {
		text += chunk;
		for (const line of String(chunk).split('\n')) if (line.trim()) console.log(`    ${line}`);
	};
	child.stdout.on('data', print);
	child.stderr.on('data', print);
	await new Promise((resolve) => child.on('close', resolve));
	const counts = [...text.matchAll(/^[\w-]+: (\d+) passed, (\d+) failed, (\d+) skipped/gm)].at(-1);
	if (!counts) return { pass: 0, fail: 1, skip: 0 };
	return { pass: Number(counts[1]), fail: Number(counts[2]), skip: Number(counts[3]) };
}

const add = (a, b) => ({ pass: a.pass + b.pass, fail: a.fail + b.fail, skip: a.skip + b.skip });

/** Runs the sub-legs and the checks on what they left; resolves with the sub-legs' counts. */
export async function triggerChecks(context, check) {
	const { topology } = context;
	let counts = { pass: 0, fail: 0, skip: 0 };
	const legs = [
		['trigger-feed.mjs', 'trigger-feed-workflow.json', 'feed'],
		['trigger-messages.mjs', 'trigger-messages-workflow.json', 'messages'],
	];
	for (const [script, fixture, kind] of legs) {
		console.log(`  ${script} through the webhook processor:`);
		counts = add(counts, await childLeg(context, script));
		const workflowId = fixtureId(fixture);
		await check(
			`${script}: each delivery the sandbox made started exactly one execution, on a worker`,
			async () => {
				const delivered = deliveredCount(context.dbPath, kind);
				const executions = await context.rest.executions(workflowId);
				if (delivered === 0 || executions.length !== delivered)
					throw new Error(
						`${delivered} deliveries, ${executions.length} executions of ${workflowId}: ${executions.map((e) => `${e.id}:${e.status}`)}`,
					);
				const placed = executions.map((e) => {
					const workers = topology.workerThatStarted(e.id);
					if (workers.length !== 1) throw new Error(`execution ${e.id} started on [${workers}]`);
					return `${e.id} (${e.status}) on ${workers[0]}`;
				});
				return `${delivered} deliveries: executions ${placed.join(', ')}`;
			},
			{ needs: false },
		);
	}
	console.log('  execution-retry.mjs (issue 16), its runs on the workers:');
	counts = add(counts, await childLeg(context, 'execution-retry.mjs'));
	return counts;
}

/**
 * The trigger-messages fixture activated again: LATENCY_MESSAGES messages, 100 ms apart;
 * from each POST to the sandbox to the start of the execution it caused (n8n's startedAt).
 */
export async function deliveryLatency(context, check) {
	const { figures, settings } = context;
	const workflowId = fixtureId('trigger-messages-workflow.json');
	const sandbox = sandboxClient({
		url: settings.sandboxUrl,
		apiKey: settings.apiKey,
		scrub: settings.scrub,
	});
	const reader = executionReader(settings.n8nBin);
	await check(
		`${LATENCY_MESSAGES} messages through the webhook processor: each starts one execution`,
		async () => {
			const before = new Set((await context.rest.executions(workflowId)).map((e) => e.id));
			await context.rest.activateOrThrow(workflowId);
			await sleep(3_000); // the subscription is made as activation completes
			const sentAt = new Map();
			for (let i = 0; i < LATENCY_MESSAGES; i++) {
				const text = `${context.run} latency ${i}`;
				sentAt.set(text, Date.now());
				await sandbox('POST', '/admin/messages/incoming', {
					platform: 'instagram',
					senderId: `${context.run}-latency`,
					senderName: 'Latency Correspondent',
					message: text,
				});
				await sleep(100);
			}
			const all = await waitForExecutions(
				context.rest,
				workflowId,
				before.size + LATENCY_MESSAGES,
				120_000,
				(e) => e.status === 'success',
			);
			await context.rest.deactivate(workflowId);
			const latencies = [];
			const seen = new Map();
			for (const summary of all.filter((e) => !before.has(e.id))) {
				const items =
					reader.items(await context.rest.execution(summary.id), 'Stamp the message') ?? [];
				for (const { stampedMessage: text } of items) {
					if (!sentAt.has(text)) continue;
					seen.set(text, (seen.get(text) ?? 0) + 1);
					latencies.push(new Date(summary.startedAt).getTime() - sentAt.get(text));
				}
			}
			const twice = [...seen].filter(([, n]) => n > 1);
			if (seen.size !== LATENCY_MESSAGES || twice.length)
				throw new Error(
					`${seen.size} of ${LATENCY_MESSAGES} messages started executions; ${twice.length} more than once`,
				);
			latencies.sort((a, b) => a - b);
			const at = (q) =>
				latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
			figures.push(
				`message at the sandbox → its execution starts on a worker (via the webhook processor), ${LATENCY_MESSAGES} messages: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1)} ms`,
			);
			return `median ${at(0.5)} ms, p99 ${at(0.99)} ms`;
		},
		{ needs: false },
	);
}
