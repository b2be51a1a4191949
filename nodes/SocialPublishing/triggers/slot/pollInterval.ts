import type { TriggerTime } from 'n8n-workflow';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Used when the poll times cannot be read: a slot is then late only after a day. */
export const UNKNOWN_POLL_GAP_MS = DAY_MS;

// Calendar days scanned for a custom cron; a yearly cron has at most one firing in them.
const CRON_SCAN_DAYS = 400;
const CRON_SCAN_FROM = Date.UTC(2024, 0, 1);
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface CronField {
	values: Set<number>;
	restricted: boolean;
}

function cronValue(text: string, names: string[] | undefined, offset: number): number {
	const index = names ? names.indexOf(text.toUpperCase()) : -1;
	return index >= 0 ? index + offset : Number(text);
}

/** One cron field (`*`, `?`, `5`, `1-5`, `*\/15`, `MON-FRI`, lists); undefined when unreadable. */
function parseCronField(
	text: string,
	min: number,
	max: number,
	names?: string[],
	nameOffset = 0,
): CronField | undefined {
	const values = new Set<number>();
	for (const part of text.split(',')) {
		const [range, stepText] = part.split('/');
		const step = stepText === undefined ? 1 : Number(stepText);
		let from: number;
		let to: number;
		if (range === '*' || range === '?') [from, to] = [min, max];
		else {
			const [a, b] = range.split('-');
			from = cronValue(a, names, nameOffset);
			to =
				b === undefined ? (stepText === undefined ? from : max) : cronValue(b, names, nameOffset);
		}
		if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max) {
			return undefined;
		}
		for (let v = from; v <= to; v += step) values.add(v);
	}
	const restricted = text !== '*' && text !== '?';
	return values.size > 0 ? { values, restricted } : undefined;
}

/** The longest time between two firings of a cron expression (5 or 6 fields), in ms. */
function longestCronGapMs(expression: string): number | undefined {
	const fields = expression.trim().split(/\s+/);
	if (fields.length === 6) fields.shift(); // seconds: n8n allows only one fixed second
	if (fields.length !== 5) return undefined;
	const minutes = parseCronField(fields[0], 0, 59);
	const hours = parseCronField(fields[1], 0, 23);
	const monthDays = parseCronField(fields[2], 1, 31);
	const months = parseCronField(fields[3], 1, 12, MONTHS, 1);
	const weekdays = parseCronField(fields[4], 0, 7, WEEKDAYS);
	if (!minutes || !hours || !monthDays || !months || !weekdays) return undefined;
	if (weekdays.values.has(7)) weekdays.values.add(0);

	const times: number[] = [];
	for (const hour of [...hours.values].sort((a, b) => a - b)) {
		for (const minute of [...minutes.values].sort((a, b) => a - b)) {
			times.push(hour * HOUR_MS + minute * MINUTE_MS);
		}
	}
	let longest = 0;
	for (let i = 1; i < times.length; i++) longest = Math.max(longest, times[i] - times[i - 1]);

	let previousDayEnd: number | undefined;
	let firings = 0;
	for (let day = 0; day < CRON_SCAN_DAYS; day++) {
		const date = new Date(CRON_SCAN_FROM + day * DAY_MS);
		const onMonthDay = monthDays.values.has(date.getUTCDate());
		const onWeekday = weekdays.values.has(date.getUTCDay());
		// Cron's rule: when both day fields are restricted, either one matching is enough.
		const dayMatches =
			monthDays.restricted && weekdays.restricted
				? onMonthDay || onWeekday
				: onMonthDay && onWeekday;
		if (!dayMatches || !months.values.has(date.getUTCMonth() + 1)) continue;
		const dayStart = CRON_SCAN_FROM + day * DAY_MS;
		if (previousDayEnd !== undefined) {
			longest = Math.max(longest, dayStart + times[0] - previousDayEnd);
		}
		previousDayEnd = dayStart + times[times.length - 1];
		firings++;
	}
	if (firings === 0) return undefined;
	return firings === 1 ? CRON_SCAN_DAYS * DAY_MS : longest;
}

function longestGapMs(time: TriggerTime): number | undefined {
	switch (time.mode) {
		case 'everyMinute':
			return MINUTE_MS;
		case 'everyHour':
			return HOUR_MS;
		case 'everyX': {
			const value = Number(time.value);
			if (!(value >= 1)) return undefined;
			// A `*/N` step restarts every hour (minutes) or every day (hours).
			if (time.unit === 'minutes') return Math.min(value, 60) * MINUTE_MS;
			if (time.unit === 'hours') return Math.min(value, 24) * HOUR_MS;
			return undefined;
		}
		case 'everyDay':
			return DAY_MS;
		case 'everyWeek':
			return 7 * DAY_MS;
		case 'everyMonth':
			// Day 29-31 is missing from some months, so such a poll can skip a month.
			return (Number(time.dayOfMonth) > 28 ? 62 : 31) * DAY_MS;
		case 'custom':
			return longestCronGapMs(String(time.cronExpression ?? ''));
		default:
			return undefined;
	}
}

/**
 * The longest wait between two polls under the node's Poll Times (n8n's `pollTimes` parameter).
 * With several poll times, the shortest of their gaps is used: polls only get closer when added.
 */
export function longestPollGapMs(pollTimes: unknown): number {
	const items = (pollTimes as { item?: unknown } | undefined)?.item;
	if (!Array.isArray(items)) return UNKNOWN_POLL_GAP_MS;
	const gaps = items
		.map((item) => longestGapMs(item as TriggerTime))
		.filter((gap): gap is number => gap !== undefined);
	return gaps.length > 0 ? Math.min(...gaps) : UNKNOWN_POLL_GAP_MS;
}
