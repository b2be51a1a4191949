import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ValidationIssue } from '../../../../src/engine/core/errors';
import { ValidationError, formatIssue } from '../../../../src/engine/core/errors';
import type { CompiledAutoSchedule } from '../../../../src/engine/scheduling';
import { compileAutoSchedule, parseScheduleTimes } from '../../../../src/engine/scheduling';
import { startDateToUtc } from './startDate';

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The schedule as the node's fields define it, normalised; copied to every item. */
export interface SlotScheduleDefinition extends IDataObject {
	times: string[];
	daysOfWeek: number[];
	excludeDates: string[];
	startDate: string | null;
}

export interface SlotSchedule {
	title: string;
	definition: SlotScheduleDefinition;
	compiled: CompiledAutoSchedule;
	/** Changes exactly when the slots would: a different value resets the trigger's cursor. */
	fingerprint: string;
}

/** The node's field names, keyed by the engine's, so every message names what the user sees. */
const FIELD_NAMES: Record<string, string> = {
	times: 'Times',
	daysOfWeek: 'Days of Week',
	excludeDates: 'Exclude Dates',
	startDate: 'Start Date',
};

const FIELD_HINTS: Record<string, string> = {
	Times: 'Enter daily UTC times as HH:MMZ separated by commas, like "09:00Z, 17:30Z"',
	'Days of Week': 'Choose at least one weekday',
	'Exclude Dates':
		'Enter calendar dates as YYYY-MM-DD separated by commas, like "2026-12-25, 2027-01-01"',
	'Start Date': 'Pick a date and time, or enter one with a zone like "2026-05-01T14:30:00Z"',
};

function splitList(value: unknown): string[] {
	if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
	if (typeof value !== 'string') return [];
	return value
		.split(/[\n,]/)
		.map((v) => v.trim())
		.filter(Boolean);
}

function toNodeFieldNames(issue: ValidationIssue): ValidationIssue {
	const [, head, rest] = /^([A-Za-z]+)(.*)$/.exec(issue.field) ?? [];
	const name = head && FIELD_NAMES[head];
	return name ? { ...issue, field: `${name}${rest}` } : issue;
}

function invalidSchedule(this: IPollFunctions, issues: ValidationIssue[]): NodeOperationError {
	const named = issues.map(toNodeFieldNames);
	const field = named[0].field.replace(/\[\d+\]$/, '');
	return new NodeOperationError(
		this.getNode(),
		`Invalid slot schedule: ${named.map(formatIssue).join('; ')}`,
		{ description: FIELD_HINTS[field] },
	);
}

/** 32-bit FNV-1a, hex: a short, stable digest for static data (no crypto module in nodes). */
function fingerprintOf(text: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Reads and checks the node's schedule fields; throws NodeOperationError naming the field. */
export function readSlotSchedule(this: IPollFunctions): SlotSchedule {
	const title = String(this.getNodeParameter('title', 'default') ?? '').trim() || 'default';
	// Checked here, before compiling, so the first problem named is the one in Times.
	const parsed = parseScheduleTimes(splitList(this.getNodeParameter('times', '')), 'Times');
	if (parsed.issues.length > 0) throw invalidSchedule.call(this, parsed.issues);

	const days = this.getNodeParameter('daysOfWeek', ALL_WEEKDAYS);
	const daysOfWeek = [...new Set((Array.isArray(days) ? days : splitList(days)).map(Number))];
	daysOfWeek.sort((a, b) => a - b);
	if (daysOfWeek.length === 0) {
		const message = 'must include at least one weekday';
		throw invalidSchedule.call(this, [{ field: 'Days of Week', value: days, message }]);
	}
	const excludeDates = [...new Set(splitList(this.getNodeParameter('excludeDates', '')))];
	const rawStart = this.getNodeParameter('startDate', '');
	try {
		const startDate =
			rawStart === '' || rawStart === null || rawStart === undefined
				? null
				: startDateToUtc(rawStart, this.getTimezone(), 'startDate');
		const compiled = compileAutoSchedule({
			title,
			times: parsed.times,
			daysOfWeek,
			excludeDates,
			startDate: startDate ?? undefined,
		});
		const definition: SlotScheduleDefinition = {
			times: parsed.times,
			daysOfWeek,
			excludeDates: excludeDates.sort(),
			startDate,
		};
		const fingerprint = fingerprintOf(JSON.stringify(definition));
		return { title, definition, compiled, fingerprint };
	} catch (error) {
		if (error instanceof ValidationError) throw invalidSchedule.call(this, error.issues);
		throw new NodeOperationError(this.getNode(), error as Error);
	}
}
