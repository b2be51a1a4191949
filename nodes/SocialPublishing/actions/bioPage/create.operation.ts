import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { handleProperty, pageFieldOptions, socialUrlsProperty, toPageFields } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	handleProperty(
		"The page's address name: 3-30 letters, digits, _ or - (kept in lower case); must not be taken",
	),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: pageFieldOptions,
	},
	socialUrlsProperty,
];

const displayOptions = { show: { resource: ['bioPage'], operation: ['create'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status, url}`: `url` is the public page address. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const socialUrls = this.getNodeParameter('socialUrls', itemIndex, {}) as IDataObject;
	const request = {
		handle: this.getNodeParameter('handle', itemIndex) as string,
		...toPageFields(fields, socialUrls),
	};
	return toItems(
		await client.bioPages.create(withAdditionalFields(this, itemIndex, request), { profileKey }),
		itemIndex,
	);
};
