import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	networkEntry,
	optionFields,
	type OptionFieldSpec,
	type Network,
} from '../../../../../src/engine';
import { groupedOptions, lines, setFields, type NetworkModule } from './shared';

/** "allowCountries" → "Allow Countries". */
function titleOf(key: string): string {
	const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
	return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldOf(spec: OptionFieldSpec): INodeProperties {
	const base = { displayName: titleOf(spec.key), name: spec.key };
	const description = spec.description ? { description: spec.description } : {};
	switch (spec.kind) {
		case 'boolean':
			return { ...base, type: 'boolean', default: false, ...description };
		case 'number':
			return { ...base, type: 'number', default: 0, ...description };
		case 'choice':
			return {
				...base,
				type: 'options',
				options: (spec.choices ?? []).map((value) => ({ name: titleOf(value), value })),
				default: spec.choices?.[0] ?? '',
				...description,
			};
		case 'list':
			return {
				...base,
				type: 'string',
				typeOptions: { rows: 3 },
				default: '',
				description: spec.description ? `${spec.description}, one per line` : 'One per line',
			};
		case 'object':
			return { ...base, type: 'json', default: '{}', ...description };
		case 'text':
			return { ...base, type: 'string', default: '', ...description };
	}
}

/** A typed value as the options object takes it; a JSON field left as typed when unreadable. */
function valueOf(spec: OptionFieldSpec, value: unknown): unknown {
	if (spec.kind === 'list') return lines(value);
	if (spec.kind !== 'object' || typeof value !== 'string') return value;
	if (value.trim() === '' || value.trim() === '{}') return undefined;
	try {
		return JSON.parse(value) as unknown;
	} catch {
		// Sent as typed: the engine's check names the field and what it must be.
		return value;
	}
}

/**
 * The node's part of Post › Publish for a network without a module of its own: a collection
 * "<Network> Options" with one field per key of the registry's options schema, mapped back into
 * the options object as typed. A network added to the registry is offered by the node with no
 * node code; a module (networks/<id>.ts) replaces this where a network needs a form of its own.
 */
export function derivedModule(network: Network): NetworkModule | undefined {
	const { displayName, optionsField, optionsSchema } = networkEntry(network);
	const specs = optionFields(optionsSchema);
	if (specs.length === 0) return undefined;
	const group: INodeProperties = {
		displayName: `${displayName} Options`,
		name: optionsField,
		type: 'collection',
		placeholder: `Add ${displayName} Option`,
		default: {},
		description: `Options only ${displayName} uses`,
		options: specs.map(fieldOf).sort((a, b) => a.displayName.localeCompare(b.displayName)),
	};
	return groupedOptions(group, (values: IDataObject) => {
		const out: IDataObject = {};
		for (const spec of specs) out[spec.key] = valueOf(spec, values[spec.key]) as IDataObject;
		return setFields(out);
	});
}
