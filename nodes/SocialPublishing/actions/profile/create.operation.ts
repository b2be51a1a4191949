import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { onceAcrossRetries } from '../../transport';

const properties: INodeProperties[] = [
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Acme Coffee',
		description: 'Name of the new user profile; unique within the account',
	},
];

const displayOptions = { show: { resource: ['profile'], operation: ['create'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export const execute: OperationExecute = async function (itemIndex, { client }) {
	const title = this.getNodeParameter('title', itemIndex) as string;
	// Profiles belong to the account, so "Act As" does not apply; the output carries the new key.
	return toItems(
		await client.profiles.create(
			withAdditionalFields(this, itemIndex, { title }),
			onceAcrossRetries(this, itemIndex),
		),
		itemIndex,
	);
};
