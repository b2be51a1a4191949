/**
 * Auto-schedule slot assignment for 100,000 posts on one schedule (time and memory):
 * - the engine's `nextFreeSlot`, each call chained on the previous slot, as the sandbox uses it;
 * - the sandbox's own assignment path (read the schedule row, compute, store `lastAssigned`) on its
 *   SQLite database;
 * against a baseline in the same run: the same 100,000 slots produced by plain arithmetic on a
 * precomputed day table (the least work any implementation can do).
 * Usage: node --import tsx bench/auto-schedule.ts [N]
 */
import { compileAutoSchedule, nextFreeSlot, type AutoSchedule } from '../src/engine';
import { startSandbox } from '../src/sandbox';
import { ScheduleStore } from '../src/sandbox/store/schedules';

const N = Number(process.argv[2] ?? 100_000);
const START = Date.parse('2026-01-05T00:00:00Z'); // a Monday
const SCHEDULE: AutoSchedule = {
	title: 'bench',
	times: ['08:00Z', '10:30Z', '12:00Z', '15:45Z', '18:00Z', '21:15Z'],
	daysOfWeek: [1, 2, 3, 4, 5],
	excludeDates: ['2026-12-25', '2027-01-01', '2026-05-01'],
};

function measure(label: string, run: () => number[]): { seconds: number; slots: number[] } {
	const heapBefore = process.memoryUsage().heapUsed;
	const started = process.hrtime.bigint();
	const slots = run();
	const seconds = Number(process.hrtime.bigint() - started) / 1e9;
	const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
	console.log(
		`${label.padEnd(34)} ${N} slots in ${(seconds * 1000).toFixed(1)} ms  ` +
			`(${((seconds / N) * 1e6).toFixed(2)} µs/slot, heap +${heapMb.toFixed(1)} MB)`,
	);
	return { seconds, slots };
}

/** Baseline: walk days, skip by a precomputed weekday mask and excluded-day set, add time offsets. */
function arithmeticSlots(): number[] {
	const offsets = SCHEDULE.times.map((t) => (Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))) * 60_000);
	const days = new Set(SCHEDULE.daysOfWeek);
	const excluded = new Set(SCHEDULE.excludeDates!.map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000));
	const out: number[] = [];
	for (let day = START / 86_400_000; out.length < N; day++) {
		if (!days.has((day + 4) % 7) || excluded.has(day)) continue;
		for (const offset of offsets) {
			if (out.length === N) break;
			out.push(day * 86_400_000 + offset);
		}
	}
	return out;
}

async function main(): Promise<void> {
	global.gc?.();
	const baseline = measure('baseline (arithmetic)', arithmeticSlots);

	const compiled = compileAutoSchedule(SCHEDULE);
	const engine = measure('engine nextFreeSlot (compiled)', () => {
		const out: number[] = [];
		let last: number | undefined;
		for (let i = 0; i < N; i++) out.push((last = nextFreeSlot(compiled, { now: START, lastAssigned: last })));
		return out;
	});
	const engineRaw = measure('engine nextFreeSlot (as stored)', () => {
		const out: number[] = [];
		let last: number | undefined;
		for (let i = 0; i < N; i++) out.push((last = nextFreeSlot(SCHEDULE, { now: START, lastAssigned: last })));
		return out;
	});

	const sandbox = await startSandbox({ port: 0, quiet: true, now: () => START });
	try {
		const profileId = (sandbox.db.prepare('SELECT id FROM profiles WHERE is_primary = 1').get() as { id: number }).id;
		const store = new ScheduleStore(sandbox.db);
		store.save(
			profileId,
			{ title: 'bench', times: SCHEDULE.times, daysOfWeek: SCHEDULE.daysOfWeek!, excludeDates: SCHEDULE.excludeDates!, startDate: null },
			START,
		);
		const stored = measure('sandbox assignment (SQLite)', () => {
			const out: number[] = [];
			for (let i = 0; i < N; i++) {
				const row = store.get(profileId, 'bench')!;
				const slot = nextFreeSlot(
					{ title: row.title, times: row.times, daysOfWeek: row.daysOfWeek ?? undefined, excludeDates: row.excludeDates ?? undefined },
					{ now: START, lastAssigned: row.lastAssigned ?? undefined },
				);
				store.assign(profileId, 'bench', slot);
				out.push(slot);
			}
			return out;
		});
		for (const [label, run] of [['engine (compiled)', engine], ['engine (as stored)', engineRaw], ['sandbox', stored]] as const) {
			const same = run.slots.length === N && run.slots.every((s, i) => s === baseline.slots[i]);
			if (!same) throw new Error(`${label} slots differ from the baseline`);
			console.log(`ratio ${label} / baseline time: ${(run.seconds / baseline.seconds).toFixed(1)}x (same ${N} slots)`);
		}
	} finally {
		await sandbox.close();
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
