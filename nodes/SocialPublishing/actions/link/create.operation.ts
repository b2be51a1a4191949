import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { UTM_FIELDS, type LinkCreateRequest } from '../../../../src/engine';
import { exampleNetworks } from '../../../../src/engine/networks';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { urlProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	urlProperty(
		'Https link to track; the UTM parameters are added to its query',
		'e.g. https://example.com/spring-sale',
	),
	{
		displayName: 'UTM Parameters',
		name: 'utm',
		type: 'collection',
		placeholder: 'Add UTM Parameter',
		default: {},
		options: [
			{
				displayName: 'Campaign',
				name: 'utmCampaign',
				type: 'string',
				default: '',
				placeholder: 'e.g. spring_sale',
				description: 'Sent as utm_campaign',
			},
			{
				displayName: 'Content',
				name: 'utmContent',
				type: 'string',
				default: '',
				description: 'Sent as utm_content',
			},
			{
				displayName: 'ID',
				name: 'utmId',
				type: 'string',
				default: '',
				description: 'Sent as utm_id',
			},
			{
				displayName: 'Medium',
				name: 'utmMedium',
				type: 'string',
				default: '',
				placeholder: 'e.g. social',
				description: 'Sent as utm_medium',
			},
			{
				displayName: 'Source',
				name: 'utmSource',
				type: 'string',
				default: '',
				placeholder: `e.g. ${exampleNetworks(1)[0]}`,
				description: 'Sent as utm_source',
			},
			{
				displayName: 'Term',
				name: 'utmTerm',
				type: 'string',
				default: '',
				description: 'Sent as utm_term',
			},
		],
	},
];

const displayOptions = { show: { resource: ['link'], operation: ['create'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const utm = this.getNodeParameter('utm', itemIndex, {}) as IDataObject;
	const request: LinkCreateRequest = { url: this.getNodeParameter('url', itemIndex) as string };
	for (const field of UTM_FIELDS) {
		// A field added but left empty means "no value", not an empty UTM parameter.
		if (typeof utm[field] === 'string' && utm[field] !== '') request[field] = utm[field];
	}
	return toItems(
		await client.links.create(withAdditionalFields(this, itemIndex, request), { profileKey }),
		itemIndex,
	);
};
