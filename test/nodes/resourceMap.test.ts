import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import {
	isOperation,
	operationOf,
	RESOURCES,
	type NodeMap,
	type Resource,
} from '../../nodes/SocialPublishing/actions/resources';
import { TOOL_TEXTS } from '../../nodes/SocialPublishing/actions/toolDescriptions.texts';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

// Issue 35: the node's resources are one map (actions/resources.ts). The router, the properties,
// the Resource picker, the node type map and the tool texts all read it, so a resource or an
// operation added to a module is offered, routed and described, or a check below names it.
const { properties } = new SocialPublishing().description;
const resources = Object.keys(RESOURCES) as Resource[];

/** The operations a resource module exports (its exports that have an `execute`). */
function exportedOperations(resource: Resource): string[] {
	return Object.entries(RESOURCES[resource])
		.filter(([, value]) => typeof value === 'object' && value !== null && 'execute' in value)
		.map(([name]) => name);
}

function pickerOperations(resource: Resource): string[] {
	const picker = properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.[0] === resource,
	) as INodeProperties;
	return (picker.options as INodePropertyOptions[]).map((o) => String(o.value));
}

test('the Resource picker offers exactly the resources of the map, by their module names', () => {
	const picker = properties.find((p) => p.name === 'resource') as INodeProperties;
	const options = picker.options as INodePropertyOptions[];
	expect(options.map((o) => o.value).sort()).toEqual([...resources].sort());
	for (const option of options)
		expect(option.name).toBe(RESOURCES[option.value as Resource].displayName);
});

test.each(resources)(
	'%s: its operation picker and its module export the same operations',
	(resource) => {
		expect(pickerOperations(resource).sort()).toEqual(exportedOperations(resource).sort());
	},
);

test.each(resources)('%s: every operation routes to its module and has a tool text', (resource) => {
	const texts: Record<string, string> = TOOL_TEXTS;
	for (const operation of exportedOperations(resource)) {
		expect(isOperation(resource, operation)).toBe(true);
		const module = operationOf(resource, operation as NodeMap[typeof resource]);
		expect(module).toBe(RESOURCES[resource][operation as keyof (typeof RESOURCES)[Resource]]);
		expect(texts[`${resource}/${operation}`]).toEqual(expect.stringMatching(/\S/));
	}
});

test('every tool text names an operation of the map', () => {
	const unknown = Object.keys(TOOL_TEXTS).filter((key) => {
		const [resource, operation] = key.split('/');
		return !isOperation(resource, operation);
	});
	expect(unknown).toEqual([]);
});

test('a resource or operation outside the map is not routed', () => {
	expect(isOperation('post', 'description')).toBe(false);
	expect(isOperation('post', 'displayName')).toBe(false);
	expect(isOperation('post', 'publish')).toBe(false);
	expect(isOperation('toString', 'call')).toBe(false);
	expect(isOperation('media', 'resize')).toBe(true);
});
