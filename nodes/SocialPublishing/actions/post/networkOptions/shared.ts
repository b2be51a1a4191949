import type { IDataObject } from 'n8n-workflow';

import { toUtcTimestamp } from '../../../../../src/engine';
import { inWorkflowZone } from '../shared';

/** Lines of a multi-line field, trimmed, blanks dropped (alt texts may hold commas). */
export function lines(value: unknown): string[] {
	if (Array.isArray(value))
		return value
			.map(String)
			.map((v) => v.trim())
			.filter(Boolean);
	if (typeof value !== 'string') return [];
	return value
		.split('\n')
		.map((v) => v.trim())
		.filter(Boolean);
}

/** Only the fields that were set (not undefined, not ''), or undefined when none was. */
export function setFields(value: IDataObject): IDataObject | undefined {
	const out: IDataObject = {};
	for (const [key, v] of Object.entries(value)) {
		if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
		out[key] = v;
	}
	return Object.keys(out).length ? out : undefined;
}

/** A picked date-time as the UTC timestamp the service wants; left as given when unreadable. */
export function utcDate(value: unknown, timeZone: string): string | undefined {
	if (value === undefined || value === '') return undefined;
	const zoned = inWorkflowZone(value, timeZone);
	try {
		return toUtcTimestamp(zoned);
	} catch {
		// Kept as given: the check names the bad date.
		return String(zoned);
	}
}

/** Merges options into the request's option object for one network. */
export function mergeInto(request: IDataObject, field: string, options: IDataObject | undefined) {
	if (!options) return;
	const existing = (request[field] as IDataObject | undefined) ?? {};
	request[field] = { ...existing, ...options };
}
