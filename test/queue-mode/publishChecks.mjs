// Publishing in queue mode: a 2,000-item execution on a worker, and 20 executions at once spread
// over both workers, each item posted exactly once.

import {
	FINISHED,
	WebhookWorkflow,
	durationMs,
	expectOnePostEach,
	itemTexts,
	publishWorkflow,
	waitForExecutions,
} from './lib.mjs';

export const BIG = 2_000;
const AT_ONCE = 20;
const SMALL = 25;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export async function publishChecks(context, check) {
	const { topology, dbPath, figures } = context;
	let hook;

	await check(
		'a 2,000-item publish runs on a worker and stores exactly one post per item',
		async () => {
			const path = `qm-publish-${context.run}`;
			hook = await new WebhookWorkflow(
				context,
				publishWorkflow(context.run, path),
				path,
			).activate();
			const run = `${context.run} big`;
			const texts = itemTexts(run, BIG);
			await hook.sendWhenRegistered(texts);
			const execution = await hook.finished((await hook.nextExecution()).id);
			if (execution.status !== 'success')
				throw new Error(`execution ${execution.id} ended ${execution.status}`);
			const workers = topology.workerThatStarted(execution.id);
			if (workers.length !== 1)
				throw new Error(`execution ${execution.id} started on [${workers}]`);
			expectOnePostEach(dbPath, texts, run);
			const took = durationMs(execution);
			figures.push(
				`2,000-item publish, ${topology.workers} workers running: ${seconds(took)} on ${workers[0]} (${Math.round(BIG / (took / 1000))} posts/s)`,
			);
			return `execution ${execution.id} on ${workers[0]}: ${BIG} posts, one per item, in ${seconds(took)}`;
		},
	);

	await check(
		`${AT_ONCE} executions started at once spread over both workers; no post is doubled`,
		async () => {
			const before = topology.startsPerWorker();
			const batches = Array.from({ length: AT_ONCE }, (_, b) =>
				itemTexts(`${context.run} batch ${String(b).padStart(2, '0')}`, SMALL),
			);
			const startedAt = Date.now();
			await Promise.all(batches.map((texts) => hook.send(texts)));
			const all = await waitForExecutions(
				context.rest,
				hook.workflow.id,
				hook.seen.size + AT_ONCE,
				180_000,
				(e) => FINISHED.includes(e.status),
			);
			const mine = all.filter((e) => !hook.seen.has(e.id));
			for (const e of mine) hook.seen.add(e.id);
			const failed = mine.filter((e) => e.status !== 'success');
			if (failed.length)
				throw new Error(
					`${failed.length} executions failed: ${failed.map((e) => `${e.id}:${e.status}`)}`,
				);
			const after = topology.startsPerWorker();
			const per = topology.workerNames.map((n) => after[n] - before[n]);
			if (per.some((n) => n === 0)) throw new Error(`executions per worker: ${per.join(', ')}`);
			expectOnePostEach(dbPath, batches.flat(), `${context.run} batch`);
			figures.push(
				`${AT_ONCE} executions of ${SMALL} posts sent at once: all done in ${seconds(Date.now() - startedAt)}, per worker ${per.join(' / ')}`,
			);
			return `per worker ${per.join(' / ')}; ${AT_ONCE * SMALL} posts, one per item`;
		},
	);

	context.publishHook = () => hook;
}
