import { sleep } from 'n8n-workflow';

import type { Sleep } from '../../../src/engine';

/** n8n-workflow's sleep: 2.x takes a signal that ends it; 1.x takes none (length 1). */
const sleepUntil = sleep as (ms: number, abortSignal?: AbortSignal) => Promise<void>;

/**
 * The engine's sleep for a node: n8n-workflow's, ended when the execution is stopped, so a stopped
 * execution does not sit out a rate-limit wait. Contexts without a cancel signal just sleep.
 */
export function cancellableSleep(context: object): Sleep {
	const cancellable = context as { getExecutionCancelSignal?: () => AbortSignal | undefined };
	const signal = cancellable.getExecutionCancelSignal?.();
	if (!signal) return async (ms) => await sleepUntil(ms);
	if (sleepUntil.length >= 2) return async (ms) => await sleepUntil(ms, signal);
	// n8n 1.x: stop waiting when the signal fires; the sleep's own timer runs out unseen.
	return async (ms) =>
		await new Promise<void>((resolve, reject) => {
			const stopped = () => reject(new Error('The execution was stopped during a rate-limit wait'));
			if (signal.aborted) return stopped();
			signal.addEventListener('abort', stopped, { once: true });
			void sleepUntil(ms).then(() => {
				signal.removeEventListener('abort', stopped);
				resolve();
			});
		});
}
