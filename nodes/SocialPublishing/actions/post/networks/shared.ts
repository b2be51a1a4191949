import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { toUtcTimestamp } from '../../../../../src/engine';
import { isRecord } from '../../../../../src/engine/core/isRecord';
import { inWorkflowZone } from '../shared';

/**
 * A network's part of Post › Publish, one object: the fields it adds to Options and the one mapper
 * that builds its options object of the request (under the field the engine's registry names).
 */
export interface NetworkModule {
	/** Fields among Options' general ones, placed by display name (e.g. a network's Title). */
	fields: INodeProperties[];
	/** Its own collection in Options ("<Network> Options"), placed with the other networks'. */
	group?: INodeProperties;
	/** The whole object from the item's Options; undefined when none of its fields is set. */
	build(options: IDataObject, timeZone: string): IDataObject | undefined;
	/** Its fields' labels by option key ('' for the options object itself), so issues name the field to change. */
	labels?: Record<string, string>;
}

/** A collection inside Options (a network's own group of fields), {} when unset. */
export function group(options: IDataObject, name: string): IDataObject {
	const value = options[name];
	return isRecord(value) ? (value as IDataObject) : {};
}

/** A network whose options all sit in its own group of Options: `pick` maps that group. */
export function groupedOptions(
	groupField: INodeProperties,
	pick: (group: IDataObject, timeZone: string) => IDataObject | undefined,
): NetworkModule {
	return {
		fields: [],
		group: groupField,
		build: (options, timeZone) => pick(group(options, groupField.name), timeZone),
	};
}

/** The "Alt Texts" field of a network's group: one alt text per line, for the images in order. */
export function altTextsField(description: string): INodeProperties {
	return {
		displayName: 'Alt Texts',
		name: 'altText',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description,
	};
}

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

/** Only the fields that were set (not undefined, not '', not []), or undefined when none was. */
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
