import type { INodeProperties } from 'n8n-workflow';

import { networkName, NETWORK_IDS } from '../../../src/engine';

/** The networks as the node lists them: the registry's display names, in its order. */
export const networkOptions = NETWORK_IDS.map((value) => ({ name: networkName(value), value }));

/** Act As fields in a trigger's own words: whose events start the workflow. */
export function withActAsWording(
	properties: INodeProperties[],
	wording: { actAs: string; profileKey: string },
): INodeProperties[] {
	return properties.map((property) => {
		if (property.name === 'actAs') return { ...property, description: wording.actAs };
		if (property.name === 'profileKey') return { ...property, description: wording.profileKey };
		return property;
	});
}

/** "Act As": which user profile a call is made for. Shown on every operation. */
export const actAsProperties: INodeProperties[] = [
	{
		displayName: 'Act As',
		name: 'actAs',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Primary Profile',
				value: 'primary',
				description: 'The account the API key belongs to',
			},
			{
				name: 'Profile Credential',
				value: 'profileCredential',
				description:
					'A user profile whose key is stored in a Social Publishing Profile Key credential',
			},
			{
				name: 'Profile Key',
				value: 'profileKey',
				description: 'A user profile key given per item, e.g. from an expression',
			},
		],
		default: 'primary',
		description: 'Which user profile to act for (Business plan for anything but the primary one)',
	},
	{
		displayName: 'Profile Key',
		name: 'profileKey',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		displayOptions: { show: { actAs: ['profileKey'] } },
		description:
			'Key of the user profile to act for; read for every item, so an expression can vary it',
	},
];

/** A required text field holding one service ID (post, comment, review...). */
export function idProperty(
	displayName: string,
	name: string,
	description: string,
	placeholder?: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		default: '',
		required: true,
		...(placeholder === undefined ? {} : { placeholder }),
		description,
	};
}

type CollectionOptions = NonNullable<INodeProperties['options']>;

/** A collection field of optional entries, each sent only when added. */
function collectionProperty(
	displayName: string,
	name: string,
	placeholder: string,
	{ description, options }: { description?: string; options: CollectionOptions },
): INodeProperties {
	return {
		displayName,
		name,
		type: 'collection',
		placeholder,
		default: {},
		...(description === undefined ? {} : { description }),
		options,
	};
}

/** The "Update Fields" collection of an Update operation: only the fields added are sent. */
export function updateFieldsProperty(fields: {
	description?: string;
	options: CollectionOptions;
}): INodeProperties {
	return collectionProperty('Update Fields', 'updateFields', 'Add Field', fields);
}

/** The "Options" collection of an operation: optional settings, sent only when added. */
export function optionsProperty(options: CollectionOptions): INodeProperties {
	return collectionProperty('Options', 'options', 'Add Option', { options });
}

/** The "Filters" collection of a read: only the filters added narrow it. */
export function filtersProperty(filters: {
	description?: string;
	options: CollectionOptions;
}): INodeProperties {
	return collectionProperty('Filters', 'filters', 'Add Filter', filters);
}
