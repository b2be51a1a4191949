import { toUtcTimestamp, zonelessDateTimeToEpochMs } from '../../../../src/engine/scheduling';

/**
 * The Start Date as `YYYY-MM-DDThh:mm:ssZ`. n8n's date picker stores a date-time without a zone,
 * meant in the workflow's time zone; anything with a zone (or a Date, DateTime, epoch ms) is taken
 * as is. Throws the engine's ValidationError naming the field when it is not a date-time.
 */
export function startDateToUtc(value: unknown, timeZone: string, field: string): string {
	const zoneless =
		typeof value === 'string' ? zonelessDateTimeToEpochMs(value, timeZone) : undefined;
	return toUtcTimestamp(zoneless ?? value, field);
}
