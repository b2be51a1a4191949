import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';

/** The service post id field used by the single-post operations. */
export function postIdProperty(description: string): INodeProperties {
	return {
		displayName: 'Post ID',
		name: 'postId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Fi7sKq1Lr2bXz9aT0pQm',
		description,
	};
}

/** One output item per result object, each paired to the input item it came from. */
export function toItems(result: unknown, itemIndex: number): INodeExecutionData[] {
	const list = Array.isArray(result) ? result : [result];
	return list.map((entry) => ({
		json: (entry !== null && typeof entry === 'object' ? entry : { result: entry }) as IDataObject,
		pairedItem: { item: itemIndex },
	}));
}

const ZONELESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** How far `timeZone` is ahead of UTC at `instant`, in ms (Intl only; no date library). */
function zoneOffsetMs(instant: number, timeZone: string): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(instant));
	const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
	const local = Date.UTC(
		part('year'),
		part('month') - 1,
		part('day'),
		part('hour'),
		part('minute'),
		part('second'),
	);
	return local - Math.floor(instant / 1000) * 1000;
}

/**
 * n8n's date picker stores a date-time without a zone, meant in the workflow's time zone. Gives
 * such a value its zone (as a UTC ISO string); anything else, valid or not, passes unchanged so
 * the engine can convert it or name the problem.
 */
export function inWorkflowZone(value: unknown, timeZone: string): unknown {
	if (typeof value !== 'string') return value;
	const match = ZONELESS_DATE_TIME.exec(value.trim());
	if (!match) return value;
	const [, y, mo, d, h, mi, s] = match.map(Number);
	const wallClock = Date.UTC(y, mo - 1, d, h, mi, s || 0);
	const check = new Date(wallClock);
	if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return value;
	try {
		let instant = wallClock - zoneOffsetMs(wallClock, timeZone);
		instant = wallClock - zoneOffsetMs(instant, timeZone);
		return new Date(instant).toISOString();
	} catch {
		return value;
	}
}
