/**
 * Pacing at the rate limit over many orders of sends and answers (virtual time; the scripted service,
 * network and clock are in test/helpers/pacingSimulation.ts). Issue 23 measured 60 creates from 8
 * callers against 20 per 70 s taking 210.5 s (1.50x the least, 140 s) once on a loaded machine: an
 * answer to a refused request that came back late made the client wait out a whole window more.
 * Every order must publish each create once and finish within 1.05x the least time the limit allows.
 * With answers held longer than a window, the service has long counted (or refused) a request whose
 * answer the client still waits for: counted in flight, it held a slot of the next window (1.50x).
 * An accepted answer held past the least time ends its create no sooner, whatever the client does,
 * so those orders are bounded by 5% of the least time past that answer instead.
 */
import { heldAnswers, runScenario, scenario } from '../helpers/pacingSimulation';

const ISSUE = { max: 20, windowMs: 70_000, creates: 60, callers: 8 };
const SEEDS = Number(process.env.SP_PACING_SEEDS ?? 300);

function describeRun(label: string, o: Awaited<ReturnType<typeof runScenario>>): string {
	return `${label}: ${(o.finishMs / 1000).toFixed(1)} s = ${(o.finishMs / o.leastMs).toFixed(3)}x, ${o.refusals} 429s, ${o.failed} failed, ${o.storedTwice} stored twice`;
}

const slow = (o: Awaited<ReturnType<typeof runScenario>>) =>
	o.finishMs > 1.05 * o.leastMs || o.failed > 0 || o.storedTwice > 0;

/**
 * An accepted answer held on its way back ends its create no sooner than it is read, whatever the
 * client does: the bound is 5% of the least time past the later of the least time and that answer.
 */
const slowPastHeld = (o: Awaited<ReturnType<typeof runScenario>>) =>
	o.finishMs > Math.max(o.leastMs, o.heldReadMs) + 0.05 * o.leastMs ||
	o.failed > 0 ||
	o.storedTwice > 0;

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

	describe('answers held longer than a window (up to 1.5), several in one run', () => {
		it.each([
			// Each held answer was counted in flight until read, holding a slot the service had freed
			// long before (before the fix: 1.101x, 1.102x, 1.504x).
			{ send: 20, backMs: 84_000 },
			{ send: 21, backMs: 84_000 },
			{ send: 24, backMs: 98_000 },
		])(
			"the issue's order with send $send's answer held $backMs ms: within 1.05x, or 5% past that answer",
			async (hold) => {
				const o = await runScenario({ seed: 1, ...ISSUE, scripted: { legMs: 10, ...hold } });
				expect(slowPastHeld(o) ? describeRun(`held ${hold.backMs} ms`, o) : 'on time').toBe(
					'on time',
				);
			},
		);

		// Seeded orders (of the model below, beyond its default seeds) that each piece of the fix
		// needs; without it they took the given time.
		it.each([
			{ seed: 1340, without: 'a held probe stops every other probe until read (1.52x)' },
			{ seed: 692, without: 'a held probe stops every other probe until read (1.43x)' },
			{ seed: 1985, without: "late answers' round trips stretch the next due time (1.23x)" },
			{ seed: 413, without: "late answers' round trips stretch the next due time (1.20x)" },
			{ seed: 203, without: 'no wake-up when an answer turns overdue or a probe may go (1.50x)' },
			{ seed: 1017, without: 'no wake-up when an answer turns overdue (1.21x)' },
			{ seed: 1645, without: 'no probe into a window full only by overdue answers (1.52x)' },
			{ seed: 2018, without: 'no probe into a window full only by overdue answers (1.51x)' },
		])(
			'seed $seed, answers held as the model below: on time (without: $without)',
			async ({ seed }) => {
				const held = heldAnswers(seed, ISSUE.windowMs);
				const o = await runScenario({ seed, ...ISSUE, held });
				expect(slowPastHeld(o) ? describeRun(`seed ${seed}`, o) : 'on time').toBe('on time');
			},
		);

		it(`${SEEDS} random orders of the issue's run, 1-3 answers among the first 40 sends held 5-105 s: each done within 5% of the least time past the later of the least time and the last held answer`, async () => {
			const failures: string[] = [];
			for (let seed = 1; seed <= SEEDS; seed++) {
				const held = heldAnswers(seed, ISSUE.windowMs);
				const o = await runScenario({ seed, ...ISSUE, held });
				if (slowPastHeld(o))
					failures.push(
						describeRun(
							`seed ${seed} (held ${JSON.stringify(held)}, last read at ${o.heldReadMs} ms)`,
							o,
						),
					);
			}
			expect(failures).toEqual([]);
		});
	});
});
