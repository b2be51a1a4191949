import type { ValidationIssue } from '../core/errors';
import { ValidationError } from '../core/errors';
import { parseUtcTimestamp } from './dates';

/** A named auto-schedule (https://www.ayrshare.com/docs/apis/auto-schedule/set-auto-schedule). All UTC. */
export interface AutoSchedule {
	title: string;
	/** Daily slot times, `HH:MMZ`. */
	times: string[];
	/** Allowed weekdays, 0 = Sunday; all days when absent. */
	daysOfWeek?: number[];
	/** Days with no slots, `YYYY-MM-DD`. */
	excludeDates?: string[];
	/** No slot before this `YYYY-MM-DDThh:mm:ssZ`. */
	startDate?: string;
}

/** The schedule a post or a set call without a title means (auto-schedule overview). */
export const DEFAULT_AUTO_SCHEDULE_TITLE = 'default';

/** Auto-schedule titles: letters and digits, case-sensitive. */
export const AUTO_SCHEDULE_TITLE_PATTERN = /^[\p{L}\p{N}]+$/u;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const SCHEDULE_TIME = /^([01]\d|2[0-3]):([0-5]\d)[Zz]$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks `HH:MMZ` times (lower-case `z` accepted); answers them upper-cased, de-duplicated, sorted. */
export function parseScheduleTimes(
	times: readonly unknown[],
	field = 'schedule',
): { times: string[]; issues: ValidationIssue[] } {
	const issues: ValidationIssue[] = [];
	if (!Array.isArray(times)) {
		issues.push({
			field,
			value: times,
			message: 'must be a list of daily UTC times like "14:30Z"',
		});
		return { times: [], issues };
	}
	const valid = new Set<string>();
	times.forEach((time, index) => {
		const text = typeof time === 'string' ? time.trim() : '';
		if (SCHEDULE_TIME.test(text)) valid.add(text.toUpperCase());
		else {
			issues.push({
				field: `${field}[${index}]`,
				value: time,
				message: 'must be a UTC time of day HH:MMZ, from "00:00Z" to "23:59Z"',
			});
		}
	});
	return { times: [...valid].sort(), issues };
}

/** A schedule checked and reduced to numbers, for computing many slots without re-parsing. */
export interface CompiledAutoSchedule {
	readonly title: string;
	/** Minutes after midnight UTC, ascending. */
	readonly minutes: readonly number[];
	/** Index 0 (Sunday) to 6: whether slots fall on that weekday. */
	readonly allowedWeekdays: readonly boolean[];
	/** Excluded days as whole days since the epoch. */
	readonly excludedDays: ReadonlySet<number>;
	/** Earliest allowed slot, epoch ms. */
	readonly startMs: number;
}

function dayOfEpoch(date: string): number | undefined {
	const match = CALENDAR_DATE.exec(date);
	if (!match) return undefined;
	const ms = parseUtcTimestamp(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
	return ms === undefined ? undefined : ms / MS_PER_DAY;
}

function weekdayOf(day: number): number {
	// 1970-01-01, day 0, was a Thursday.
	return (((day + 4) % 7) + 7) % 7;
}

function compileWeekdays(daysOfWeek: unknown, issues: ValidationIssue[]): boolean[] {
	if (daysOfWeek === undefined) return Array<boolean>(7).fill(true);
	const allowed = Array<boolean>(7).fill(false);
	const issuesBefore = issues.length;
	if (!Array.isArray(daysOfWeek)) {
		issues.push({ field: 'daysOfWeek', value: daysOfWeek, message: 'must be a list of 0-6' });
		return allowed;
	}
	daysOfWeek.forEach((day: unknown, index) => {
		if (typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6)
			allowed[day] = true;
		else {
			const message = 'must be a weekday number from 0 (Sunday) to 6 (Saturday)';
			issues.push({ field: `daysOfWeek[${index}]`, value: day, message });
		}
	});
	if (!allowed.includes(true) && issues.length === issuesBefore) {
		const message = 'must allow at least one weekday (0 = Sunday ... 6 = Saturday), or be left out';
		issues.push({ field: 'daysOfWeek', value: daysOfWeek, message });
	}
	return allowed;
}

function compileExcludedDays(excludeDates: unknown, issues: ValidationIssue[]): Set<number> {
	const excluded = new Set<number>();
	if (excludeDates === undefined) return excluded;
	if (!Array.isArray(excludeDates)) {
		issues.push({
			field: 'excludeDates',
			value: excludeDates,
			message: 'must be a list of YYYY-MM-DD',
		});
		return excluded;
	}
	excludeDates.forEach((date: unknown, index) => {
		const day = typeof date === 'string' ? dayOfEpoch(date) : undefined;
		if (day !== undefined) excluded.add(day);
		else {
			const message = 'must be a real calendar date YYYY-MM-DD, like 2026-12-25';
			issues.push({ field: `excludeDates[${index}]`, value: date, message });
		}
	});
	return excluded;
}

/** Checks a schedule once and reduces it to numbers; throws ValidationError listing every problem. */
export function compileAutoSchedule(schedule: AutoSchedule): CompiledAutoSchedule {
	const parsed = parseScheduleTimes(schedule.times, 'times');
	const issues = [...parsed.issues];
	if (parsed.times.length === 0 && issues.length === 0) {
		const message = 'must list at least one daily UTC time like "14:30Z"';
		issues.push({ field: 'times', value: schedule.times, message });
	}
	const allowedWeekdays = compileWeekdays(schedule.daysOfWeek, issues);
	const excludedDays = compileExcludedDays(schedule.excludeDates, issues);
	let startMs = -Infinity;
	if (schedule.startDate !== undefined) {
		const start = parseUtcTimestamp(schedule.startDate);
		if (start === undefined) {
			const message = 'must be a UTC date-time like 2026-05-01T14:30:00Z';
			issues.push({ field: 'startDate', value: schedule.startDate, message });
		} else startMs = start;
	}
	if (issues.length > 0) {
		throw new ValidationError(issues, `Invalid auto-schedule ${JSON.stringify(schedule.title)}`);
	}
	const minutes = parsed.times.map(
		(time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)),
	);
	return { title: schedule.title, minutes, allowedWeekdays, excludedDays, startMs };
}

function isCompiled(
	schedule: AutoSchedule | CompiledAutoSchedule,
): schedule is CompiledAutoSchedule {
	return 'minutes' in schedule && 'allowedWeekdays' in schedule;
}

function requireInstant(value: unknown, field: string): number {
	if (typeof value === 'number' && Number.isFinite(value)) return value;
	throw new ValidationError([
		{ field, value, message: 'must be a finite number of epoch milliseconds' },
	]);
}

function isDayAllowed(compiled: CompiledAutoSchedule, day: number): boolean {
	return compiled.allowedWeekdays[weekdayOf(day)] && !compiled.excludedDays.has(day);
}

/** Index of the first minute whose slot on `day` is at or after `earliestMs`; length if none. */
function firstMinuteIndex(minutes: readonly number[], day: number, earliestMs: number): number {
	let low = 0;
	let high = minutes.length;
	while (low < high) {
		const middle = (low + high) >> 1;
		if (day * MS_PER_DAY + minutes[middle] * MS_PER_MINUTE >= earliestMs) high = middle;
		else low = middle + 1;
	}
	return low;
}

/** Epoch ms of the earliest slot allowed at or after `earliestMs`; walks days, not slots. */
function firstSlotFrom(compiled: CompiledAutoSchedule, earliestMs: number): number {
	const firstDay = Math.floor(earliestMs / MS_PER_DAY);
	// Allowed weekdays recur every 7 days, so each excluded date can push the answer one week further.
	const lastDay = firstDay + 7 * (compiled.excludedDays.size + 2);
	for (let day = firstDay; day <= lastDay; day++) {
		if (!isDayAllowed(compiled, day)) continue;
		const index = firstMinuteIndex(compiled.minutes, day, earliestMs);
		if (index < compiled.minutes.length) {
			return day * MS_PER_DAY + compiled.minutes[index] * MS_PER_MINUTE;
		}
	}
	// Only reachable with a hand-built compiled schedule: compileAutoSchedule rejects these.
	const weekdays = compiled.allowedWeekdays.flatMap((allowed, day) => (allowed ? [day] : []));
	const message = 'leaves no day on which a slot can fall; allow at least one weekday';
	throw new ValidationError(
		[{ field: 'daysOfWeek', value: weekdays, message }],
		`Invalid auto-schedule ${JSON.stringify(compiled.title)}`,
	);
}

/**
 * The slot a new post gets: the first allowed time strictly after both `now` and the last slot
 * handed out, and not before the start date. Each slot holds one post, so callers store the
 * answer as the next `lastAssigned`.
 */
export function nextFreeSlot(
	schedule: AutoSchedule | CompiledAutoSchedule,
	options: { now: number; lastAssigned?: number },
): number {
	const compiled = isCompiled(schedule) ? schedule : compileAutoSchedule(schedule);
	let after = requireInstant(options.now, 'now');
	if (options.lastAssigned !== undefined) {
		after = Math.max(after, requireInstant(options.lastAssigned, 'lastAssigned'));
	}
	return firstSlotFrom(compiled, Math.max(Math.floor(after) + 1, compiled.startMs));
}

/** Every slot time in (fromExclusive, toInclusive], in order, at most `limit` of them. */
export function slotsBetween(
	schedule: AutoSchedule | CompiledAutoSchedule,
	fromExclusive: number,
	toInclusive: number,
	limit = 1000,
): number[] {
	const compiled = isCompiled(schedule) ? schedule : compileAutoSchedule(schedule);
	const from = requireInstant(fromExclusive, 'fromExclusive');
	const to = requireInstant(toInclusive, 'toInclusive');
	if (!Number.isInteger(limit) || limit < 0) {
		throw new ValidationError([
			{ field: 'limit', value: limit, message: 'must be a whole number ≥ 0' },
		]);
	}
	const slots: number[] = [];
	const earliestMs = Math.max(Math.floor(from) + 1, compiled.startMs);
	const lastDay = Math.floor(to / MS_PER_DAY);
	for (
		let day = Math.floor(earliestMs / MS_PER_DAY);
		day <= lastDay && slots.length < limit;
		day++
	) {
		if (!isDayAllowed(compiled, day)) continue;
		for (
			let i = firstMinuteIndex(compiled.minutes, day, earliestMs);
			i < compiled.minutes.length;
			i++
		) {
			const slot = day * MS_PER_DAY + compiled.minutes[i] * MS_PER_MINUTE;
			if (slot > to || slots.length >= limit) break;
			slots.push(slot);
		}
	}
	return slots;
}
