import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { NETWORK_OPTIONS_FIELDS, NETWORK_IDS, type Network } from '../../src/engine';
import { createOptions } from '../../nodes/SocialPublishing/actions/post/create.options';
import {
	applyNetworkOptions,
	NODE_NETWORKS,
	networkModules,
	type NodeNetwork,
} from '../../nodes/SocialPublishing/actions/post/networks';
import { networkEntry, optionFields } from '../../src/engine';
import type { NetworkModule } from '../../nodes/SocialPublishing/actions/post/networks/shared';

// Issue 35: each network's part of Post › Publish is one object (its Options fields and its
// mapper) in one list keyed by the engine's platforms; Options and the request both read it.
// A network without a module of its own gets one derived from its options schema.
const entries = Object.entries(NODE_NETWORKS) as Array<[Network, NodeNetwork]>;
const modules: Array<[Network, NetworkModule]> = networkModules();
const written = new Set(entries.map(([platform]) => platform));

/**
 * A value a person could set, other than the field's default; texts, numbers, ids and dates are
 * the field's own (told apart by its name and place), so the request shows where each one went.
 */
function sampleValue(field: INodeProperties, index: number): unknown {
	switch (field.type) {
		case 'boolean':
			return field.default !== true;
		case 'number':
			return 7 + index;
		case 'options': {
			const values = (field.options as INodePropertyOptions[]).map((o) => o.value);
			return values.find((v) => v !== field.default && v !== '');
		}
		case 'resourceLocator':
			return { __rl: true, mode: 'id', value: `5497558851${index}` };
		case 'dateTime':
			return `2030-01-${String(index + 1).padStart(2, '0')}T03:04:05Z`;
		case 'string':
			return `https://example.com/${field.name}`;
		default:
			return undefined;
	}
}

/** The value of a sample the request must carry somewhere: its own texts, numbers, ids and dates. */
function traceable(field: INodeProperties, sample: unknown): unknown {
	if (field.type === 'resourceLocator') return (sample as { value: string }).value;
	return ['number', 'dateTime', 'string'].includes(field.type) ? sample : undefined;
}

/** Every leaf value of an object, lists included. */
function leaves(value: unknown): unknown[] {
	if (Array.isArray(value)) return value.flatMap(leaves);
	if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
	return [value];
}

test('every network with an options schema is offered: its own module, a derived one, or a shared object', () => {
	const offered = new Set([
		...modules.map(([platform]) => platform),
		...entries.filter(([, network]) => 'sameOptionsAs' in network).map(([platform]) => platform),
	]);
	const withSchema = NETWORK_IDS.filter((platform) => networkEntry(platform).optionsSchema);
	expect(withSchema.filter((platform) => !offered.has(platform))).toEqual([]);
});

test.each(
	NETWORK_IDS.filter((platform) => !written.has(platform) && networkEntry(platform).optionsSchema),
)('%s has no module of its own: its group offers every key of its options schema', (platform) => {
	const found = modules.find(([p]) => p === platform);
	const fields = (found?.[1].group?.options ?? []) as INodeProperties[];
	const keys = optionFields(networkEntry(platform).optionsSchema).map((spec) => spec.key);
	expect(fields.map((field) => field.name).sort()).toEqual([...keys].sort());
	expect(found?.[1].group?.name).toBe(NETWORK_OPTIONS_FIELDS[platform]);
});

test.each(entries.filter(([, network]) => 'sameOptionsAs' in network))(
	'%s shares the options of the network it names, as the registry says',
	(platform, network) => {
		const other = (network as { sameOptionsAs: Network }).sameOptionsAs;
		expect(NETWORK_OPTIONS_FIELDS[platform]).toBe(NETWORK_OPTIONS_FIELDS[other]);
	},
);

test.each(modules)(
	"%s: its fields are in Publish's Options and fill the registry's options field",
	(platform, network) => {
		const shown = (createOptions.options as INodeProperties[]).map((field) => field.name);
		const own = [...network.fields, ...(network.group ? [network.group] : [])];
		expect(shown).toEqual(expect.arrayContaining(own.map((field) => field.name)));

		const options: IDataObject = {};
		const expected: unknown[] = [];
		let index = 0;
		const fill = (into: IDataObject, field: INodeProperties) => {
			const sample = sampleValue(field, index++);
			into[field.name] = sample as IDataObject;
			if (traceable(field, sample) !== undefined) expected.push(traceable(field, sample));
		};
		for (const field of network.fields) fill(options, field);
		if (network.group) {
			const group: IDataObject = {};
			for (const field of network.group.options as INodeProperties[]) fill(group, field);
			options[network.group.name] = group;
		}
		const request: IDataObject = {};
		applyNetworkOptions(options, request, 'UTC');
		const sent = request[NETWORK_OPTIONS_FIELDS[platform]];
		// Every text, number, id and date set is in the request's options object.
		expect(leaves(sent)).toEqual(expect.arrayContaining(expected));
		expect(Object.keys(sent as object).length).toBeGreaterThan(0);
	},
);

test('with no Options set, no options object is sent', () => {
	const request: IDataObject = {};
	applyNetworkOptions({}, request, 'UTC');
	expect(request).toEqual({});
});
