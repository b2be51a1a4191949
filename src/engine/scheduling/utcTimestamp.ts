// The service's timestamp form, parsed without the rest of scheduling, so the network registry's
// option schemas can use it without importing the errors module (which imports the registry).

/** An example of the service's timestamp form, used in messages. */
export const UTC_TIMESTAMP_EXAMPLE = '2026-05-01T14:30:00Z';

const CANONICAL_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?Z$/;

/** Epoch ms for calendar fields, or undefined when any field is out of range (Feb 30, 24:00, ...). */
export function utcFromFields(
	year: number,
	month: number,
	day: number,
	hour: number,
	minute: number,
	second: number,
): number | undefined {
	if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
		return undefined;
	const date = new Date(0);
	date.setUTCFullYear(year, month - 1, day);
	date.setUTCHours(hour, minute, second, 0);
	if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
	return date.getTime();
}

export function fractionToMs(fraction: string | undefined): number {
	return fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
}

/** Parses `YYYY-MM-DDThh:mm:ssZ` (fractional seconds allowed) to epoch ms; undefined if not a real time. */
export function parseUtcTimestamp(value: string): number | undefined {
	const match = typeof value === 'string' ? CANONICAL_UTC.exec(value) : null;
	if (!match) return undefined;
	const [, year, month, day, hour, minute, second, fraction] = match;
	const ms = utcFromFields(+year, +month, +day, +hour, +minute, +second);
	return ms === undefined ? undefined : ms + fractionToMs(fraction);
}
