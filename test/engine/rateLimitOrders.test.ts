/**
 * Pacing at the rate limit over many orders of sends and answers (virtual time; the scripted service,
 * network and clock are in test/helpers/pacingSimulation.ts). Issue 23 measured 60 creates from 8
 * callers against 20 per 70 s taking 210.5 s (1.50x the least, 140 s) once on a loaded machine: an
 * answer to a refused request that came back late made the client wait out a whole window more.
 * Every order must publish each create once and finish within 1.05x the least time the limit allows.
 */
import { runScenario, scenario } from '../helpers/pacingSimulation';

const ISSUE = { max: 20, windowMs: 70_000, creates: 60, callers: 8 };
const SEEDS = Number(process.env.SP_PACING_SEEDS ?? 300);

function describeRun(label: string, o: Awaited<ReturnType<typeof runScenario>>): string {
	return `${label}: ${(o.finishMs / 1000).toFixed(1)} s = ${(o.finishMs / o.leastMs).toFixed(3)}x, ${o.refusals} 429s, ${o.failed} failed, ${o.storedTwice} stored twice`;
}

const slow = (o: Awaited<ReturnType<typeof runScenario>>) =>
	o.finishMs > 1.05 * o.leastMs || o.failed > 0 || o.storedTwice > 0;

describe('pacing at the rate limit over orders of sends and answers (virtual time)', () => {
	it.each([30_000, 64_000, 69_000])(
		"the issue's order: the answer to the refused 21st send comes back %i ms late; still within 1.05x",
		async (backMs) => {
			const o = await runScenario({ seed: 1, ...ISSUE, scripted: { legMs: 10, send: 21, backMs } });
			// Counted from when that answer was read, its Retry-After held the profile a window more
			// (209.3 s for 69 s late before the fix, 1.495x).
			expect(slow(o) ? describeRun(`held ${backMs} ms`, o) : 'within 1.05x').toBe('within 1.05x');
		},
	);

	it(`${SEEDS} random orders of the issue's run, one answer among the first 40 sends held 5-69 s: each within 1.05x`, async () => {
		const failures: string[] = [];
		for (let seed = 1; seed <= SEEDS; seed++) {
			const send = 2 + (seed % 39);
			const backMs = 5000 + ((seed * 7919) % 64_000);
			const o = await runScenario({ seed, ...ISSUE, scripted: { send, backMs } });
			if (slow(o)) failures.push(describeRun(`seed ${seed} (send ${send} held ${backMs} ms)`, o));
		}
		expect(failures).toEqual([]);
	});

	it(`${SEEDS} random orders of other shapes (1-12 callers, 2-31 per 40-270 s, 2-4 windows): each within 1.05x`, async () => {
		const failures: string[] = [];
		for (let seed = 1; seed <= SEEDS; seed++) {
			const s = scenario(seed);
			const o = await runScenario(s);
			if (slow(o))
				failures.push(
					describeRun(
						`seed ${seed} (${s.creates} creates, ${s.callers} callers, ${s.max}/${s.windowMs / 1000}s)`,
						o,
					),
				);
		}
		expect(failures).toEqual([]);
	});
});
