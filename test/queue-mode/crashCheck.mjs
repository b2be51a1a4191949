// A worker killed (kill -9) while it publishes 2,000 items. n8n 2.41.1 does not hand a dead
// worker's job to another worker (its Bull queue runs with maxStalledCount 0): once the job's lock
// expires, main fails the execution and stores it without run data, so n8n's Retry of it runs
// nothing. What recovers is sending the same items again; with each post keyed by a key of the
// record's own (Options › Idempotency Key), the posts made before the kill come back as
// `replayed: true` and the rest are posted: exactly one post per item.

import { randomUUID } from 'node:crypto';

import { executionReader, sleep } from '../e2e/lib/n8n-rest.mjs';
import { BIG } from './publishChecks.mjs';
import {
	WebhookWorkflow,
	expectOnePostEach,
	itemTexts,
	publishWorkflow,
	storedPosts,
} from './lib.mjs';

/** Posts made before the kill: enough to matter, few enough that the kill lands mid-execution. */
const KILL_AFTER_POSTS = 200;

export async function crashCheck(context, check) {
	const { topology, dbPath } = context;
	const reader = executionReader(context.settings.n8nBin);
	const why = async (id) => {
		const data = reader.data(await context.rest.execution(id));
		const nodes = Object.keys(data?.resultData?.runData ?? {});
		return `"${data?.resultData?.error?.message ?? 'no error'}", ran: ${nodes.join(', ') || 'no node'}`;
	};

	await check(
		'kill -9 of the worker running a 2,000-item publish; sent again, every item is posted once',
		async () => {
			const path = `qm-keyed-${context.run}`;
			const hook = await new WebhookWorkflow(
				context,
				publishWorkflow(context.run, path, { keyedByText: true }),
				path,
			).activate();
			const run = `${context.run} killed`;
			const texts = itemTexts(run, BIG);
			await hook.sendWhenRegistered(texts);
			const first = await hook.nextExecution();
			let victim = [];
			for (
				let i = 0;
				i < 1200 && (victim.length === 0 || storedPosts(dbPath, run).size < KILL_AFTER_POSTS);
				i++
			) {
				victim = topology.workerThatStarted(first.id);
				await sleep(50);
			}
			if (victim.length !== 1) throw new Error(`execution ${first.id} started on [${victim}]`);
			await topology.kill9(victim[0]);
			const atKill = storedPosts(dbPath, run).size;
			if (atKill >= BIG) throw new Error('the execution had finished before the kill');
			const notes = [`${victim[0]} killed with ${atKill} of ${BIG} posted`];
			try {
				const dead = await hook.finished(first.id, 120_000);
				if (dead.status === 'success')
					throw new Error(`execution ${first.id} succeeded after its worker was killed`);
				notes.push(`execution ${first.id} ${dead.status} (${await why(first.id)})`);

				// n8n's Retry (the executions list's button) of that execution.
				const response = await fetch(`${topology.mainUrl}/rest/executions/${first.id}/retry`, {
					method: 'POST',
					headers: {
						Cookie: context.rest.cookie,
						'content-type': 'application/json',
						'browser-id': randomUUID(),
					},
					body: JSON.stringify({ loadWorkflow: false }),
				});
				if (response.ok) {
					const retried = await hook.finished((await hook.nextExecution()).id);
					notes.push(
						`n8n's Retry: execution ${retried.id} ${retried.status} (${await why(retried.id)})`,
					);
				} else {
					notes.push(`n8n's Retry refused: HTTP ${response.status}`);
				}
				if (storedPosts(dbPath, run).size !== atKill)
					throw new Error(`posts changed after the kill: ${notes.join('; ')}`);

				// The same items sent again: a new execution, on the worker that is left.
				await hook.send(texts);
				const again = await hook.finished((await hook.nextExecution()).id);
				if (again.status !== 'success')
					throw new Error(`the resend ended ${again.status}: ${await why(again.id)}`);
				const replayed = (reader.items(again, 'Publish') ?? []).filter(
					(j) => j.replayed === true,
				).length;
				notes.push(`sent again: execution ${again.id} success, ${replayed} replayed`);
				expectOnePostEach(dbPath, texts, run);
				if (replayed !== atKill)
					throw new Error(
						`${replayed} items replayed, ${atKill} had been posted: ${notes.join('; ')}`,
					);
			} finally {
				await topology.start(victim[0]);
			}
			return `${notes.join('; ')}; ${BIG} posts, one per item`;
		},
	);
}
