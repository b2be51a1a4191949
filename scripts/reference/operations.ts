/**
 * The node's operations and their fields, read from the node's description (built from the one
 * resource map, nodes/SocialPublishing/actions/resources.ts): one page per resource.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { RESOURCE_OPTIONS } from '../../nodes/SocialPublishing/actions/resources';
import { GENERATED, cell, code, table } from './markdown';

const PROPERTIES: INodeProperties[] = new SocialPublishing().description.properties;

type Conditions = NonNullable<INodeProperties['displayOptions']>['show'];

/** The values a condition lists, as text. */
const listed = (values: unknown) => (Array.isArray(values) ? values : [values]).map(String);

/** Whether a property is shown for a resource and operation (its other conditions aside). */
function appliesTo(property: INodeProperties, resource: string, operation: string): boolean {
	const show = property.displayOptions?.show ?? {};
	const hide = property.displayOptions?.hide ?? {};
	if (show['@tool'] !== undefined) return false;
	const shown = (key: string, value: string) =>
		show[key] === undefined || listed(show[key]).includes(value);
	const hidden = (key: string, value: string) =>
		hide[key] !== undefined && listed(hide[key]).includes(value);
	return (
		shown('resource', resource) &&
		shown('operation', operation) &&
		!hidden('resource', resource) &&
		!hidden('operation', operation)
	);
}

/** The conditions other than resource and operation: "shown when Return All = false". */
function otherConditions(show: Conditions | undefined, siblings: INodeProperties[]): string {
	return Object.entries(show ?? {})
		.filter(([key]) => key !== 'resource' && key !== 'operation')
		.map(([key, values]) => `shown when ${nameOf(key, siblings)} is ${listed(values).join(' or ')}`)
		.join('; ');
}

/** A parameter's display name (the first property of that name), else its name. */
function nameOf(parameter: string, siblings: INodeProperties[]): string {
	const found = [...siblings, ...PROPERTIES].find((p) => p.name === parameter);
	return found?.displayName ?? parameter;
}

/** What a field holds beyond its description: choices, or the fields of a collection. */
function contents(property: INodeProperties): string {
	const options = property.options ?? [];
	if (property.type === 'options' || property.type === 'multiOptions') {
		if (property.typeOptions?.loadOptionsMethod) return 'choices loaded from the account';
		const names = (options as INodePropertyOptions[]).map(
			(o) => `${o.name} (${code(String(o.value))})`,
		);
		return names.length > 0 ? `choices: ${names.join(', ')}` : '';
	}
	if (property.type === 'collection' || property.type === 'fixedCollection') {
		const fields = options.map((o) => ('displayName' in o ? o.displayName : o.name));
		return `fields: ${fields.join(', ')}`;
	}
	return '';
}

function defaultOf(property: INodeProperties): string {
	const value = property.default;
	if (value === '' || value === undefined || value === null) return '';
	if (typeof value === 'object' && Object.keys(value).length === 0) return '';
	return code(JSON.stringify(value));
}

function fieldRows(properties: INodeProperties[]): string[][] {
	return properties
		.filter((p) => p.type !== 'notice')
		.map((p) => [
			p.displayName,
			code(p.name),
			p.type,
			p.required === true ? 'yes' : '',
			defaultOf(p),
			[p.description, contents(p), otherConditions(p.displayOptions?.show, properties)]
				.map((part) => cell(part).replace(/\.$/, ''))
				.filter(Boolean)
				.join('. '),
		]);
}

const HEADER = ['field', 'parameter', 'type', 'required', 'default', 'what it is'];

const isGroup = (p: INodeProperties) => p.type === 'collection' || p.type === 'fixedCollection';

/** The fields inside a collection (its options), or inside each group of a fixed collection. */
function groupTables(group: INodeProperties, path = group.displayName, key = group.name): string[] {
	const parts =
		group.type === 'collection'
			? [{ path, key, fields: (group.options ?? []) as INodeProperties[] }]
			: (
					(group.options ?? []) as {
						name: string;
						displayName: string;
						values?: INodeProperties[];
					}[]
				).map((part) => ({
					path: `${path} › ${part.displayName}`,
					key: `${key}.${part.name}`,
					fields: part.values ?? [],
				}));
	return parts.flatMap((part) => [
		'',
		`Fields of ${part.path} (${code(part.key)}):`,
		'',
		...table(HEADER, fieldRows(part.fields)),
		...part.fields
			.filter(isGroup)
			.flatMap((inner) =>
				groupTables(inner, `${part.path} › ${inner.displayName}`, `${part.key}.${inner.name}`),
			),
	]);
}

/** The fields every operation has (no resource condition): Act As and its kin. */
function commonFields(): INodeProperties[] {
	return PROPERTIES.filter(
		(p) =>
			p.name !== 'resource' &&
			p.displayOptions?.show?.resource === undefined &&
			p.displayOptions?.show?.['@tool'] === undefined,
	);
}

function operationsOf(resource: string): INodePropertyOptions[] {
	const picker = PROPERTIES.find(
		(p) => p.name === 'operation' && listed(p.displayOptions?.show?.resource).includes(resource),
	);
	return (picker?.options ?? []) as INodePropertyOptions[];
}

/** The page file of a resource, below docs/reference/. */
export const resourcePage = (resource: string) => `operations/${resource}.md`;

function resourcePageText(name: string, resource: string): string {
	const common = new Set(commonFields());
	const lines = [GENERATED, '', `# ${name}`, ''];
	lines.push(
		`Resource ${code(resource)} of the Social Publishing node. Every operation also has the fields every operation shares: [the index](../README.md#fields-every-operation-has).`,
	);
	for (const op of operationsOf(resource)) {
		const value = String(op.value);
		const fields = PROPERTIES.filter(
			(p) =>
				p.name !== 'operation' &&
				p.name !== 'resource' &&
				!common.has(p) &&
				appliesTo(p, resource, value),
		);
		lines.push('', `## ${op.name}`, '');
		lines.push(
			`${cell(op.action)} (${code(`${resource}/${value}`)}): ${cell(op.description)}.`.replace(
				/\.\.$/,
				'.',
			),
		);
		for (const notice of fields.filter((p) => p.type === 'notice'))
			lines.push('', `> ${cell(notice.displayName)}`);
		const rows = fieldRows(fields);
		lines.push('', ...(rows.length === 0 ? ['No fields.'] : table(HEADER, rows)));
		for (const group of fields.filter(isGroup)) lines.push(...groupTables(group));
	}
	return lines.join('\n') + '\n';
}

/** The resources in the node's Resource picker order, with their operations. */
export function resources(): {
	name: string;
	resource: string;
	operations: INodePropertyOptions[];
}[] {
	return RESOURCE_OPTIONS.map((o) => ({
		name: o.name,
		resource: String(o.value),
		operations: operationsOf(String(o.value)),
	}));
}

/** Every page of the operations reference, by path below docs/reference/. */
export function operationPages(): Record<string, string> {
	return Object.fromEntries(
		resources().map((r) => [resourcePage(r.resource), resourcePageText(r.name, r.resource)]),
	);
}

/** The index's part: the resources, their operations, and the fields every operation has. */
export function operationsIndex(): string[] {
	const rows = resources().map((r) => [
		`[${r.name}](${resourcePage(r.resource)})`,
		r.operations.map((o) => o.name).join(', '),
	]);
	return [
		'## Operations of the Social Publishing node',
		'',
		...table(['resource', 'operations'], rows),
		'',
		'## Fields every operation has',
		'',
		...table(HEADER, fieldRows(commonFields())),
	];
}
