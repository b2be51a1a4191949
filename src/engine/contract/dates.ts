import { z } from 'zod';

const ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const HAS_TIME = /T\d{2}:\d{2}/;

/**
 * The instant an ISO 8601 date names, in ms; a date-time without a zone is read as UTC (the
 * service's docs write their dates in UTC and one of their own samples omits the `Z`: ours), a
 * bare date as its midnight UTC. NaN when the text is no date.
 */
export function instantOf(text: string): number {
	const trimmed = text.trim();
	return Date.parse(HAS_TIME.test(trimmed) && !ZONE.test(trimmed) ? `${trimmed}Z` : trimmed);
}

/** A query or body date the service reads as ISO 8601 (`2026-07-08T12:30:00Z`, or `2026-07-08`). */
export const isoDateText = z
	.string({ invalid_type_error: 'must be an ISO 8601 date, e.g. 2026-07-08T12:30:00Z' })
	.refine((text) => !Number.isNaN(instantOf(text)), {
		message: 'must be an ISO 8601 date, e.g. 2026-07-08T12:30:00Z',
	});
