// The 2,000-item publish again with one worker stopped, for the figures beside the two-worker run.

import { BIG } from './publishChecks.mjs';
import { durationMs, expectOnePostEach, itemTexts } from './lib.mjs';

export async function oneWorkerFigure(context, check) {
	const { topology, figures, dbPath } = context;
	await check('with one worker stopped, a 2,000-item publish runs on the other', async () => {
		const hook = context.publishHook();
		const [kept, ...stopped] = topology.workerNames;
		for (const name of stopped) await topology.stop(name);
		const run = `${context.run} one worker`;
		const texts = itemTexts(run, BIG);
		await hook.send(texts);
		const execution = await hook.finished((await hook.nextExecution()).id);
		if (execution.status !== 'success')
			throw new Error(`execution ${execution.id} ended ${execution.status}`);
		const workers = topology.workerThatStarted(execution.id);
		if (workers.join() !== kept)
			throw new Error(`execution ${execution.id} started on [${workers}], not ${kept}`);
		expectOnePostEach(dbPath, texts, run);
		const took = durationMs(execution);
		figures.push(
			`2,000-item publish, 1 worker running: ${(took / 1000).toFixed(1)} s (${Math.round(BIG / (took / 1000))} posts/s)`,
		);
		return `execution ${execution.id} on ${kept} in ${(took / 1000).toFixed(1)} s`;
	});
}
