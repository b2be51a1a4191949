/**
 * Virtual time for engine tests: the clock moves only to the next due sleeper once everything else
 * is idle, so windows of minutes pass in milliseconds. Sleepers due at the same moment wake in the
 * order `tieBreak` gives them (a counter: the order they slept; a seeded random: any order).
 */
export function virtualClock(start: number, tieBreak: () => number) {
	let now = start;
	const sleepers: Array<{ at: number; order: number; wake: () => void }> = [];
	const idle = () => new Promise<void>((resolve) => setImmediate(resolve));
	return {
		now: () => now,
		/** Resolves when the clock reaches now + ms. */
		at: (ms: number) =>
			new Promise<void>((wake) => sleepers.push({ at: now + ms, order: tieBreak(), wake })),
		/** Runs the clock until `work` settles; throws when nothing is left to wake. */
		async run<T>(work: Promise<T>): Promise<T> {
			let settled = false;
			const watched = work.finally(() => {
				settled = true;
			});
			watched.catch(() => undefined);
			for (;;) {
				await idle();
				if (settled) return await watched;
				if (sleepers.length === 0) throw new Error('nothing to wake, yet the work is not done');
				sleepers.sort((a, b) => a.at - b.at || a.order - b.order);
				const next = sleepers.shift()!;
				now = Math.max(now, next.at);
				next.wake();
			}
		},
	};
}
