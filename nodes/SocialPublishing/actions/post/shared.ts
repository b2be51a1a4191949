import type { INodeProperties } from 'n8n-workflow';
import { zonelessDateTimeToEpochMs } from '../../../../src/engine/scheduling';
import { idProperty } from '../common.descriptions';

/** The service post id field used by the single-post operations. */
export function postIdProperty(description: string): INodeProperties {
	return idProperty('Post ID', 'postId', description, 'e.g. Fi7sKq1Lr2bXz9aT0pQm');
}

/**
 * n8n's date picker stores a date-time without a zone, meant in the workflow's time zone. Gives
 * such a value its zone (as a UTC ISO string); anything else, valid or not, passes unchanged so
 * the engine can convert it or name the problem.
 */
export function inWorkflowZone(value: unknown, timeZone: string): unknown {
	if (typeof value !== 'string') return value;
	const instant = zonelessDateTimeToEpochMs(value, timeZone);
	return instant === undefined ? value : new Date(instant).toISOString();
}
