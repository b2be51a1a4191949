import { ValidationError } from '../../src/engine/core/errors';
import type { AutoSchedule } from '../../src/engine/scheduling';
import {
	compileAutoSchedule,
	nextFreeSlot,
	parseScheduleTimes,
	slotsBetween,
} from '../../src/engine/scheduling';

/** Epoch ms of a UTC `YYYY-MM-DDThh:mm` (2026-05-01 is a Friday). */
const at = (text: string): number => Date.parse(`${text}:00Z`);
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

const daily: AutoSchedule = { title: 'default', times: ['09:00Z', '17:00Z'] };

describe('parseScheduleTimes', () => {
	it('upper-cases z, drops duplicates and sorts', () => {
		expect(parseScheduleTimes(['17:00z', '09:00Z', '09:00z', ' 12:30Z '])).toEqual({
			times: ['09:00Z', '12:30Z', '17:00Z'],
			issues: [],
		});
	});

	it('names every entry that is not HH:MMZ', () => {
		const { times, issues } = parseScheduleTimes([
			'9:00Z',
			'24:00Z',
			'12:60Z',
			'noon',
			5,
			'10:00Z',
		]);
		expect(times).toEqual(['10:00Z']);
		expect(issues.map((issue) => [issue.field, issue.value])).toEqual([
			['schedule[0]', '9:00Z'],
			['schedule[1]', '24:00Z'],
			['schedule[2]', '12:60Z'],
			['schedule[3]', 'noon'],
			['schedule[4]', 5],
		]);
		expect(issues[0].message).toMatch(/HH:MMZ/);
	});
});

describe('nextFreeSlot', () => {
	it('gives the next time later today', () => {
		expect(iso(nextFreeSlot(daily, { now: at('2026-05-01T08:00') }))).toBe('2026-05-01T09:00');
		expect(iso(nextFreeSlot(daily, { now: at('2026-05-01T09:30') }))).toBe('2026-05-01T17:00');
	});

	it('rolls over to the next day when none remain today', () => {
		expect(iso(nextFreeSlot(daily, { now: at('2026-05-01T18:00') }))).toBe('2026-05-02T09:00');
		expect(iso(nextFreeSlot(daily, { now: at('2026-12-31T23:59') }))).toBe('2027-01-01T09:00');
	});

	it('a slot exactly equal to now is not free', () => {
		expect(iso(nextFreeSlot(daily, { now: at('2026-05-01T09:00') }))).toBe('2026-05-01T17:00');
		expect(iso(nextFreeSlot(daily, { now: at('2026-05-01T09:00') + 1 }))).toBe('2026-05-01T17:00');
		expect(iso(nextFreeSlot(daily, { now: at('2026-05-01T09:00') - 1 }))).toBe('2026-05-01T09:00');
	});

	it('goes past the last assigned slot when it is later than now', () => {
		const options = { now: at('2026-05-01T08:00'), lastAssigned: at('2026-05-03T09:00') };
		expect(iso(nextFreeSlot(daily, options))).toBe('2026-05-03T17:00');
		const earlier = { now: at('2026-05-01T10:00'), lastAssigned: at('2026-04-01T09:00') };
		expect(iso(nextFreeSlot(daily, earlier))).toBe('2026-05-01T17:00');
	});

	it('hands out consecutive slots when each answer becomes lastAssigned', () => {
		const now = at('2026-05-01T10:00');
		let lastAssigned: number | undefined;
		const slots: string[] = [];
		for (let i = 0; i < 4; i++) {
			lastAssigned = nextFreeSlot(daily, { now, lastAssigned });
			slots.push(iso(lastAssigned));
		}
		expect(slots).toEqual([
			'2026-05-01T17:00',
			'2026-05-02T09:00',
			'2026-05-02T17:00',
			'2026-05-03T09:00',
		]);
	});

	it('skips excluded dates, including several in a row', () => {
		const schedule = { ...daily, excludeDates: ['2026-05-02', '2026-05-03'] };
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-01T18:00') }))).toBe('2026-05-04T09:00');
	});

	it('starts no earlier than a future start date', () => {
		const schedule = { ...daily, startDate: '2026-06-10T12:00:00Z' };
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-01T08:00') }))).toBe('2026-06-10T17:00');
		const onSlot = { ...daily, startDate: '2026-06-10T09:00:00Z' };
		expect(iso(nextFreeSlot(onSlot, { now: at('2026-05-01T08:00') }))).toBe('2026-06-10T09:00');
		const past = { ...daily, startDate: '2020-01-01T00:00:00Z' };
		expect(iso(nextFreeSlot(past, { now: at('2026-05-01T08:00') }))).toBe('2026-05-01T09:00');
	});

	it('filters by daysOfWeek across a week boundary', () => {
		// Monday and Saturday only; Saturday 2026-05-02 evening -> Monday 2026-05-04.
		const schedule = { ...daily, daysOfWeek: [6, 1] };
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-01T08:00') }))).toBe('2026-05-02T09:00');
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-02T18:00') }))).toBe('2026-05-04T09:00');
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-04T18:00') }))).toBe('2026-05-09T09:00');
		const sundays = { ...daily, daysOfWeek: [0], excludeDates: ['2026-05-03'] };
		expect(iso(nextFreeSlot(sundays, { now: at('2026-05-01T08:00') }))).toBe('2026-05-10T09:00');
	});

	it('accepts unsorted, duplicate and lower-case times', () => {
		const schedule = { title: 'x', times: ['17:00z', '09:00z', '17:00Z'] };
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-01T08:00') }))).toBe('2026-05-01T09:00');
		expect(iso(nextFreeSlot(schedule, { now: at('2026-05-01T10:00') }))).toBe('2026-05-01T17:00');
	});

	it('throws ValidationError for a schedule that can never give a slot', () => {
		const cases: AutoSchedule[] = [
			{ title: 'a', times: [] },
			{ title: 'b', times: ['09:00Z'], daysOfWeek: [] },
			{ title: 'c', times: ['9am'] },
			{ title: 'd', times: ['09:00Z'], daysOfWeek: [7] },
			{ title: 'e', times: ['09:00Z'], excludeDates: ['2026-02-30'] },
			{ title: 'f', times: ['09:00Z'], startDate: 'next week' },
		];
		for (const schedule of cases) {
			expect(() => nextFreeSlot(schedule, { now: at('2026-05-01T08:00') })).toThrow(
				ValidationError,
			);
		}
		expect(() => nextFreeSlot(daily, { now: NaN })).toThrow(ValidationError);
	});

	it('lists every problem of a schedule in one error', () => {
		try {
			compileAutoSchedule({ title: 'bad', times: ['x'], daysOfWeek: [9], excludeDates: ['y'] });
			throw new Error('expected a throw');
		} catch (error) {
			expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual([
				'times[0]',
				'daysOfWeek[0]',
				'excludeDates[0]',
			]);
		}
	});

	// Time and memory of this loop are measured in bench/ (auto-schedule); here only the result counts.
	it('makes 100,000 sequential assignments, each on a later weekday slot', () => {
		const schedule: AutoSchedule = {
			title: 'bench',
			times: ['08:00Z', '12:00Z', '16:00Z', '20:00Z'],
			daysOfWeek: [1, 2, 3, 4, 5],
			excludeDates: ['2026-12-25', '2027-01-01'],
		};
		let lastAssigned: number | undefined;
		for (let i = 0; i < 100_000; i++) {
			const slot = nextFreeSlot(schedule, { now: at('2026-05-01T00:00'), lastAssigned });
			if (lastAssigned !== undefined && slot <= lastAssigned)
				throw new Error(`slot ${i} not later`);
			const day = new Date(slot).getUTCDay();
			if (day === 0 || day === 6) throw new Error(`slot ${i} on a weekend`);
			lastAssigned = slot;
		}
		// 100,000 slots at 4 per weekday is 25,000 weekdays, about 96 years.
		expect(new Date(lastAssigned as number).getUTCFullYear()).toBeGreaterThan(2120);
	});
});

describe('slotsBetween', () => {
	it('lists slots in (from, to] in order, honouring days, exclusions and the start date', () => {
		const schedule = {
			...daily,
			daysOfWeek: [1, 2, 3, 4, 5, 6],
			excludeDates: ['2026-05-05'],
			startDate: '2026-05-01T12:00:00Z',
		};
		const slots = slotsBetween(schedule, at('2026-04-01T00:00'), at('2026-05-06T09:00'));
		expect(slots.map(iso)).toEqual([
			'2026-05-01T17:00',
			'2026-05-02T09:00',
			'2026-05-02T17:00',
			'2026-05-04T09:00',
			'2026-05-04T17:00',
			'2026-05-06T09:00',
		]);
	});

	it('excludes the from instant, includes the to instant, and stops at the limit', () => {
		const from = at('2026-05-01T09:00');
		expect(slotsBetween(daily, from, at('2026-05-01T17:00')).map(iso)).toEqual([
			'2026-05-01T17:00',
		]);
		expect(slotsBetween(daily, from, at('2030-01-01T00:00'), 3).map(iso)).toEqual([
			'2026-05-01T17:00',
			'2026-05-02T09:00',
			'2026-05-02T17:00',
		]);
		expect(slotsBetween(daily, from, from - 1)).toEqual([]);
		expect(slotsBetween(daily, from, at('2030-01-01T00:00'), 0)).toEqual([]);
		expect(() => slotsBetween(daily, from, from, -1)).toThrow(ValidationError);
	});

	it('agrees with nextFreeSlot slot by slot', () => {
		const schedule = { ...daily, daysOfWeek: [0, 3], excludeDates: ['2026-05-06'] };
		const listed = slotsBetween(schedule, at('2026-05-01T00:00'), at('2026-07-01T00:00'));
		let cursor = at('2026-05-01T00:00');
		for (const slot of listed) {
			cursor = nextFreeSlot(schedule, { now: cursor });
			expect(cursor).toBe(slot);
		}
		expect(listed.length).toBeGreaterThan(10);
	});
});
