import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { normalizeValue, ParameterValueError } from './parameterValues';

/** The properties one resource and operation show, by name: the first shown wins, as in n8n. */
type PropertiesByName = Map<string, INodeProperties>;

/** Built once per property list and `resource:operation`, then looked up by name. */
const shownProperties = new WeakMap<INodeProperties[], Map<string, PropertiesByName>>();

function isShownFor(property: INodeProperties, resource: string, operation: string): boolean {
	const show = property.displayOptions?.show;
	if (show?.resource && !show.resource.includes(resource)) return false;
	if (show?.operation && !show.operation.includes(operation)) return false;
	return true;
}

function propertiesShownFor(
	properties: INodeProperties[],
	resource: string,
	operation: string,
): PropertiesByName {
	let byOperation = shownProperties.get(properties);
	if (!byOperation) shownProperties.set(properties, (byOperation = new Map()));
	const key = `${resource}:${operation}`;
	let byName = byOperation.get(key);
	if (!byName) {
		byName = new Map();
		for (const property of properties) {
			if (!byName.has(property.name) && isShownFor(property, resource, operation))
				byName.set(property.name, property);
		}
		byOperation.set(key, byName);
	}
	return byName;
}

/** The property a (possibly dotted) parameter name refers to among the shown ones. */
function findProperty(
	shown: PropertiesByName,
	name: string,
): { property: INodeProperties; path: string } | undefined {
	const [top, ...rest] = name.split('.');
	let property = shown.get(top);
	for (const part of rest) {
		if (property?.type !== 'collection') return undefined;
		property = (property.options as INodeProperties[]).find((p) => p.name === part);
	}
	return property ? { property, path: name } : undefined;
}

/**
 * `context` with a getNodeParameter that normalizes each value by its property's type (see
 * normalizeValue in parameterValues.ts). A value that cannot be read throws a NodeOperationError
 * naming the field. Everything else is the context's own.
 */
export function withModelTolerantParameters(
	context: IExecuteFunctions,
	properties: INodeProperties[],
): IExecuteFunctions {
	const resource = String(context.getNodeParameter('resource', 0, ''));
	const operation = String(context.getNodeParameter('operation', 0, ''));
	const shown = propertiesShownFor(properties, resource, operation);
	const getNodeParameter = ((
		name: string,
		itemIndex: number,
		fallback?: unknown,
		options?: { rawExpressions?: boolean },
	) => {
		const value = context.getNodeParameter(name, itemIndex, fallback as never, options as never);
		if (options?.rawExpressions) return value;
		const found = findProperty(shown, name);
		if (!found) return value;
		try {
			return normalizeValue(found.property, value, found.path);
		} catch (error) {
			const message =
				error instanceof ParameterValueError
					? `${error.message}. Nothing was sent.`
					: (error as Error).message;
			throw new NodeOperationError(context.getNode(), message, { itemIndex });
		}
	}) as IExecuteFunctions['getNodeParameter'];
	// The context's members stay its own (inherited); only getNodeParameter is this one.
	const tolerant = Object.create(context) as IExecuteFunctions;
	tolerant.getNodeParameter = getNodeParameter;
	return tolerant;
}
