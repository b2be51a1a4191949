/**
 * The canvas subtitle of each node, worked out the way the editor does it: the node's parameters with
 * their defaults filled in, then the description's subtitle
 * expression evaluated with n8n-workflow's expression engine against that node.
 */
import {
	Workflow,
	type INode,
	type INodeParameters,
	type INodeType,
	type INodeTypes,
} from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';

function subtitleOf(nodeType: INodeType, parameters: INodeParameters): unknown {
	const { description } = nodeType;
	// The editor keeps every parameter with its default filled in; the subtitles read top-level ones.
	const withDefaults: INodeParameters = {};
	for (const property of description.properties)
		withDefaults[property.name] ??= property.default as INodeParameters[string];
	Object.assign(withDefaults, parameters);
	const node: INode = {
		id: 'node-1',
		name: description.defaults.name ?? description.displayName,
		type: `n8n-nodes-social-publishing.${description.name}`,
		typeVersion: 1,
		position: [0, 0],
		parameters: withDefaults,
	};
	const workflow = new Workflow({
		id: 'subtitle',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: {
			getByName: () => nodeType,
			getByNameAndVersion: () => nodeType,
			getKnownTypes: () => ({}),
		} as INodeTypes,
	});
	return workflow.expression.getSimpleParameterValue(
		node,
		description.subtitle as string,
		'internal',
		{},
		undefined,
		'[filled at execution time]',
	);
}

describe('Social Publishing (the action node)', () => {
	const node = new SocialPublishing();

	test('a newly added node reads "Publish: post", in the words of its dropdowns', () => {
		expect(subtitleOf(node, {})).toBe('Publish: post');
	});

	test.each([
		[{ resource: 'post', operation: 'deleteMany' }, 'Delete Many: post'],
		[{ resource: 'autoSchedule', operation: 'set' }, 'Set: auto schedule'],
		[{ resource: 'ai', operation: 'generatePost' }, 'Generate Post: AI'],
		[{ resource: 'history', operation: 'getAll' }, 'Get Many: history'],
	])('%j reads %j', (parameters, expected) => {
		expect(subtitleOf(node, parameters)).toBe(expected);
	});

	test('every resource and operation has a subtitle in the dropdowns’ words, never a raw value', () => {
		const { properties } = node.description;
		const resources = properties.find((p) => p.name === 'resource')?.options ?? [];
		let checked = 0;
		for (const resource of resources) {
			if (!('value' in resource)) continue;
			const operation = properties.find(
				(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource.value),
			);
			for (const op of operation?.options ?? []) {
				if (!('value' in op)) continue;
				const subtitle = subtitleOf(node, { resource: resource.value, operation: op.value });
				expect(subtitle).toBe(
					`${op.name}: ${String(resource.name === 'AI' ? 'AI' : resource.name.toLowerCase())}`,
				);
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(40);
	});
});

describe('Social Publishing Slot Trigger', () => {
	const node = new SocialPublishingSlotTrigger();

	test('a newly added trigger names its default slots', () => {
		expect(subtitleOf(node, {})).toBe('Slots at 09:00Z, 17:00Z');
	});

	test.each([
		['09:00Z,17:30Z', 'Slots at 09:00Z, 17:30Z'],
		[' 08:15Z ,  12:00Z , 20:45Z ', 'Slots at 08:15Z, 12:00Z, 20:45Z'],
		['', 'No slot times yet'],
	])('times %j read %j', (times, expected) => {
		expect(subtitleOf(node, { times })).toBe(expected);
	});
});

describe('Social Publishing Message Trigger', () => {
	const node = new SocialPublishingMessageTrigger();

	test('a newly added trigger watches all three messaging networks', () => {
		expect(subtitleOf(node, {})).toBe('Messages on facebook, instagram, twitter');
	});

	test.each([
		[['facebook', 'instagram'], 'Messages on facebook, instagram'],
		[['twitter'], 'Messages on twitter'],
		[[], 'No network chosen'],
	])('networks %j read %j', (networks, expected) => {
		expect(subtitleOf(node, { platforms: networks })).toBe(expected);
	});
});
