import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { NETWORK_IDS } from '../../../src/engine';
import { OPERATION_PROPERTIES } from './allProperties';
import { TOOL_TEXTS } from './toolDescriptions.texts';

/**
 * The description an AI Agent's model reads for each operation of the tool variant. n8n uses a
 * parameter named `toolDescription` when the node has one (else "<action> in Social Publishing"),
 * and the editor's "Let the model define this parameter" writes `$fromAI(key, '', type)` with an
 * empty description and `key` made from the field's display name: so the formats of the fields a
 * model may fill go here, under those keys. Shown only on the tool variant (`@tool`).
 */

/** The `$fromAI` key the editor makes of a field (its display name, `_` for other characters). */
export function fromAiKey(displayName: string): string {
	return displayName.replace(/[^a-zA-Z0-9-]/g, '_').slice(0, 63);
}

export const ZONELESS_DATE_RULE = 'no Z or offset: workflow time zone';
const LIST = 'comma-separated or JSON array';

function isList(property: INodeProperties): boolean {
	if (property.type === 'multiOptions') return true;
	if (property.type !== 'string') return false;
	const text = `${property.description ?? ''} ${property.hint ?? ''} ${property.placeholder ?? ''}`;
	return /comma/i.test(text);
}

/** How a model must write a field, or undefined when its name says enough (texts, numbers, yes/no). */
function formatOf(property: INodeProperties): string | undefined {
	if (property.type === 'dateTime')
		return `ISO 8601, e.g. 2026-05-01T14:30:00Z (${ZONELESS_DATE_RULE})`;
	if (!isList(property)) return undefined;
	if (/platform/i.test(property.name)) return `${LIST} of ${NETWORK_IDS.join(', ')}`;
	const options = property.typeOptions?.loadOptionsMethod ? undefined : property.options;
	if (property.type === 'multiOptions' && Array.isArray(options)) {
		const names = (options as INodePropertyOptions[]).map((o) => o.name).join(', ');
		return `${LIST} of ${names}`;
	}
	return LIST;
}

function shownFor(property: INodeProperties, resource: string, operation: string): boolean {
	const show = property.displayOptions?.show;
	return Boolean(show?.resource?.includes(resource) && show?.operation?.includes(operation));
}

/** Fields of one operation a model may fill (leaves of collections included). */
function fieldsOf(resource: string, operation: string): INodeProperties[] {
	const fields: INodeProperties[] = [];
	for (const property of OPERATION_PROPERTIES) {
		if (!shownFor(property, resource, operation) || property.noDataExpression) continue;
		if (property.type === 'collection') fields.push(...(property.options as INodeProperties[]));
		else fields.push(property);
	}
	return fields;
}

/** "Key_A, Key_B: format" groups for the fields whose format is not obvious from their name. */
export function fieldFormats(resource: string, operation: string): string {
	const byFormat = new Map<string, string[]>();
	for (const field of fieldsOf(resource, operation)) {
		const format = formatOf(field);
		if (!format) continue;
		const key = fromAiKey(field.displayName);
		const keys = byFormat.get(format) ?? [];
		if (!keys.includes(key)) keys.push(key);
		byFormat.set(format, keys);
	}
	return [...byFormat].map(([format, keys]) => `${keys.join(', ')}: ${format}.`).join(' ');
}

/** The model-facing description of one operation: what it does and returns, then field formats. */
export function toolDescriptionOf(resource: string, operation: string, fallback = ''): string {
	const texts: Partial<Record<string, string>> = TOOL_TEXTS;
	const text = texts[`${resource}/${operation}`] ?? fallback;
	const formats = fieldFormats(resource, operation);
	return formats ? `${text} ${formats}` : text;
}

/** [resource, operation, the operation's own description] of every operation. */
function operationsOf(): Array<[string, string, string]> {
	const pairs: Array<[string, string, string]> = [];
	for (const property of OPERATION_PROPERTIES) {
		if (property.name !== 'operation') continue;
		const resource = property.displayOptions?.show?.resource?.[0] as string;
		for (const option of property.options as INodePropertyOptions[])
			pairs.push([resource, String(option.value), option.description ?? option.name]);
	}
	return pairs;
}

/** One "Tool Description" per operation, on the tool variant only, prefilled for the model. */
export const toolDescriptionProperties: INodeProperties[] = operationsOf().map(
	([resource, operation, fallback]) => ({
		displayName: 'Tool Description',
		name: 'toolDescription',
		type: 'string',
		typeOptions: { rows: 3 },
		default: toolDescriptionOf(resource, operation, fallback),
		description:
			'What the AI model reads about this tool: what it does, what it returns, and how to write the fields it may fill',
		displayOptions: { show: { '@tool': [true], resource: [resource], operation: [operation] } },
	}),
);
