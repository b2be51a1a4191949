import type {
	IDataObject,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
} from 'n8n-workflow';

import { describeValue, NETWORK_IDS } from '../../../src/engine';
import { isRecord } from '../../../src/engine/core/isRecord';

/**
 * Reads parameters the way a person or a model may have written them. An AI Agent's tool fills a
 * field through `$fromAI(key, '', 'string')` whatever the field's type, so a list arrives as
 * "a,b" or '["a","b"]', a number as "5", a yes/no as "true", a whole
 * collection as a JSON object string. Every operation reads its parameters through this, so each
 * field takes those forms the same way; a value that cannot be read is an error that says what to
 * write instead (the error is the tool's answer to the model). Which property a parameter is, is
 * looked up in parameters.ts.
 */

/** A problem with one parameter's value, before anything is sent. */
export class ParameterValueError extends Error {
	constructor(
		readonly field: string,
		readonly value: unknown,
		readonly allowed: string,
		readonly example: string,
	) {
		super(`${field} cannot be ${describeValue(value)}: ${allowed}, e.g. ${example}`);
	}
}

function stripQuotes(text: string): string {
	const match = /^(["'`])(.*)\1$/s.exec(text);
	return match ? match[2].trim() : text;
}

/**
 * A list from an array, a JSON array string, a comma- or newline-separated string or one value;
 * blanks dropped. Throws ParameterValueError (naming `field`) for what is none of these.
 */
export function toList(value: unknown, field = 'The list'): string[] {
	if (value === undefined || value === null || value === '') return [];
	if (Array.isArray(value)) {
		return value
			.flatMap((entry) => {
				if (entry !== null && typeof entry === 'object')
					throw new ParameterValueError(
						field,
						value,
						'each entry must be a text or number',
						'["a", "b"]',
					);
				return entry === undefined || entry === null ? [] : [String(entry).trim()];
			})
			.filter(Boolean);
	}
	if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
	if (typeof value !== 'string')
		throw new ParameterValueError(
			field,
			value,
			'write a list: a JSON array or values separated by commas',
			'"a, b" or ["a", "b"]',
		);
	const text = value.trim();
	if (text.startsWith('[')) {
		const parsed = parseJson(text);
		// Almost JSON, e.g. [a, b]: the entries between the brackets.
		if (!Array.isArray(parsed)) return splitEntries(text.replace(/^\[|\]$/g, ''));
		return toList(parsed, field);
	}
	return splitEntries(text);
}

function splitEntries(text: string): string[] {
	return text
		.split(/[\n,]/)
		.map((entry) => stripQuotes(entry.trim()))
		.filter(Boolean);
}

/**
 * true/false from a boolean or the text "true"/"false" (any case); anything else is left as it is,
 * for the check of the field to name it.
 */
export function toBoolean(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	const word = value.trim().toLowerCase();
	if (word === 'true') return true;
	if (word === 'false') return false;
	return value;
}

/** A number from a number or a numeric string ("5", " 2.5 "). */
export function toNumber(value: unknown, field: string): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value === 'number' && Number.isFinite(value)) return value;
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
	if (Number.isFinite(number)) return number;
	throw new ParameterValueError(field, value, 'write a number', '5');
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

/** An object from an object or a JSON object string. */
export function toObject(value: unknown, field: string, example: string): IDataObject {
	if (value === undefined || value === null || value === '') return {};
	const parsed = typeof value === 'string' ? parseJson(value) : value;
	if (isRecord(parsed)) return parsed as IDataObject;
	throw new ParameterValueError(field, value, 'write a JSON object', example);
}

function label(property: INodeProperties, path: string): string {
	return `${property.displayName} (${path})`;
}

/** Networks by their ids, for network fields whose options are loaded (any case is accepted). */
const NETWORK_OPTIONS: INodePropertyOptions[] = NETWORK_IDS.map((value) => ({
	name: value,
	value,
}));

function staticOptions(property: INodeProperties): INodePropertyOptions[] | undefined {
	if (property.typeOptions?.loadOptionsMethod)
		return /platform/i.test(property.name) ? NETWORK_OPTIONS : undefined;
	if (!Array.isArray(property.options)) return undefined;
	return (property.options as INodePropertyOptions[]).filter((o) => 'value' in o);
}

/** The option a model named by its value or its name, any case; the value as given otherwise. */
function optionValue(options: INodePropertyOptions[] | undefined, value: unknown): unknown {
	if (!options) return value;
	const exact = options.find((o) => o.value === value);
	if (exact) return exact.value;
	const text = String(value).trim().toLowerCase();
	const match = options.find(
		(o) => String(o.value).toLowerCase() === text || o.name.toLowerCase() === text,
	);
	return match ? match.value : value;
}

function exampleOf(property: INodeProperties): string {
	const names = (property.options ?? [])
		.map((o) => ('values' in o ? o.name : `"${(o as INodePropertyOptions).value}"`))
		.slice(0, 3);
	return `{${names.map((n) => (n.startsWith('"') ? n : `"${n}"`)).join(': ..., ')}: ...}`;
}

/** Brings one value to the shape its property's type means; unknown shapes are left as they are. */
export function normalizeValue(property: INodeProperties, value: unknown, path: string): unknown {
	const field = label(property, path);
	switch (property.type) {
		case 'multiOptions': {
			if (value === undefined || value === null) return value;
			const options = staticOptions(property);
			return toList(value, field).map((entry) => optionValue(options, entry));
		}
		case 'options':
			return typeof value === 'string' ? optionValue(staticOptions(property), value) : value;
		case 'number':
			return toNumber(value, field) ?? value;
		case 'boolean':
			return toBoolean(value);
		case 'dateTime':
			return typeof value === 'string' ? value.trim() : value;
		case 'collection': {
			const object = toObject(value, field, exampleOf(property));
			const children = (property.options ?? []) as INodeProperties[];
			const out: IDataObject = {};
			for (const [key, entry] of Object.entries(object)) {
				const child = children.find((c) => c.name === key);
				out[key] = (child ? normalizeValue(child, entry, `${path}.${key}`) : entry) as IDataObject;
			}
			return out;
		}
		case 'fixedCollection': {
			const object = toObject(value, field, exampleOf(property));
			const groups = (property.options ?? []) as INodePropertyCollection[];
			const out: IDataObject = {};
			for (const [key, entry] of Object.entries(object)) {
				const group = groups.find((g) => g.name === key);
				if (!group) {
					out[key] = entry;
					continue;
				}
				const normalizeGroup = (values: unknown, at: string): IDataObject => {
					const fields = toObject(values, `${property.displayName} (${at})`, '{...}');
					const result: IDataObject = {};
					for (const [name, v] of Object.entries(fields)) {
						const child = group.values.find((c) => c.name === name);
						result[name] = (child ? normalizeValue(child, v, `${at}.${name}`) : v) as IDataObject;
					}
					return result;
				};
				const at = `${path}.${key}`;
				if (property.typeOptions?.multipleValues) {
					const list = typeof entry === 'string' ? parseJson(entry) : entry;
					const entries = Array.isArray(list) ? list : [list];
					out[key] = entries.map((v, i) => normalizeGroup(v, `${at}[${i}]`));
				} else {
					out[key] = normalizeGroup(entry, at);
				}
			}
			return out;
		}
		default:
			return value;
	}
}
