import { ValidationError } from '../core/errors';
import { fractionToMs, parseUtcTimestamp, utcFromFields } from './utcTimestamp';

export { parseUtcTimestamp, UTC_TIMESTAMP_EXAMPLE } from './utcTimestamp';

const MS_PER_MINUTE = 60_000;
// Four-digit years are all the service's `YYYY` can carry.
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const EARLIEST_MS = -62_167_219_200_000; // 0000-01-01T00:00:00Z

const ISO_WITH_ZONE =
	/^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))$/;

/** True for exactly the service's form `YYYY-MM-DDThh:mm:ssZ` naming a real date and time. */
export function isUtcTimestamp(value: unknown): value is string {
	return typeof value === 'string' && value.length === 20 && parseUtcTimestamp(value) !== undefined;
}

/** Formats epoch ms as `YYYY-MM-DDThh:mm:ssZ`, dropping milliseconds. */
export function formatUtcTimestamp(ms: number): string {
	return new Date(ms).toISOString().slice(0, 19) + 'Z';
}

/** Epoch ms of an ISO-8601 date-time that carries `Z` or an offset; undefined otherwise. */
function parseIsoWithZone(text: string): number | undefined {
	const match = ISO_WITH_ZONE.exec(text.trim());
	if (!match) return undefined;
	const [, year, month, day, hour, minute, second, fraction, zulu, sign, offH, offM] = match;
	const local = utcFromFields(+year, +month, +day, +hour, +minute, +(second ?? 0));
	if (local === undefined) return undefined;
	if (zulu) return local + fractionToMs(fraction);
	if (+offH > 23 || +offM > 59) return undefined;
	const offsetMinutes = (+offH * 60 + +offM) * (sign === '-' ? -1 : 1);
	return local + fractionToMs(fraction) - offsetMinutes * MS_PER_MINUTE;
}

interface DateTimeLike {
	isValid?: boolean;
	toUTC?: () => { toISO?: () => string | null };
	toISO?: () => string | null;
	toJSDate?: () => unknown;
}

// Checked by tag, not instanceof: Dates made in another realm (a vm sandbox) are still Dates.
function isDate(value: unknown): value is Date {
	return Object.prototype.toString.call(value) === '[object Date]';
}

/** Epoch ms of a Luxon (n8n) DateTime, recognised by shape so luxon need not be imported. */
function fromDateTimeLike(value: DateTimeLike): number | undefined {
	if (value.isValid === false) return undefined;
	if (typeof value.toJSDate === 'function') {
		const date = value.toJSDate();
		return isDate(date) ? Date.prototype.getTime.call(date) : undefined;
	}
	const utc = typeof value.toUTC === 'function' ? value.toUTC() : value;
	const iso = typeof utc?.toISO === 'function' ? utc.toISO() : undefined;
	return typeof iso === 'string' ? parseIsoWithZone(iso) : undefined;
}

function toEpochMs(value: unknown): number | undefined {
	if (typeof value === 'string') return parseIsoWithZone(value);
	if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value) : undefined;
	if (isDate(value)) return Date.prototype.getTime.call(value);
	if (typeof value === 'object' && value !== null) return fromDateTimeLike(value as DateTimeLike);
	return undefined;
}

/**
 * Converts what a workflow may hold for a date (ISO string with `Z` or an offset, Date, epoch
 * milliseconds, Luxon DateTime) to the service's `YYYY-MM-DDThh:mm:ssZ`, in UTC.
 */
export function toUtcTimestamp(value: unknown, field = 'scheduleDate'): string {
	const ms = toEpochMs(value);
	if (ms === undefined || Number.isNaN(ms) || ms < EARLIEST_MS || ms > LATEST_MS) {
		throw new ValidationError(
			[
				{
					field,
					value,
					message:
						'must be a real date-time with a zone, like 2026-05-01T14:30:00Z or ' +
						'2026-05-01T16:30:00+02:00 (a Date, epoch milliseconds or DateTime also work)',
				},
			],
			'Invalid date',
		);
	}
	return formatUtcTimestamp(ms);
}
