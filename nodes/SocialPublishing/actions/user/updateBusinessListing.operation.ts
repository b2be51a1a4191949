import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { BUSINESS_LISTING_NETWORKS, type BusinessListingUpdate } from '../../../../src/engine';
import { toList } from '../parameterValues';
import { updateFieldsProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	updateFieldsProperty({
		description: `Business-listing (${BUSINESS_LISTING_NETWORKS.join(', ')}) fields to change. Name, title, store code, phone numbers, website and location may each change 5 times per rolling 24 hours.`,
		options: [
			{ displayName: 'Ad Phone', name: 'adPhone', type: 'string', default: '' },
			{
				displayName: 'Additional Phones',
				name: 'additionalPhones',
				type: 'string',
				default: '',
				description: 'Comma-separated; needs a primary phone',
			},
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				typeOptions: { rows: 3 },
				default: '',
			},
			{
				displayName: 'Labels',
				name: 'labels',
				type: 'string',
				default: '',
				description: 'Comma-separated, each 1-255 characters',
			},
			{
				displayName: 'Latitude',
				name: 'latitude',
				type: 'number',
				typeOptions: { minValue: -90, maxValue: 90, numberPrecision: 6 },
				default: 0,
				description: 'From -90 to 90; give the longitude too',
			},
			{
				displayName: 'Longitude',
				name: 'longitude',
				type: 'number',
				typeOptions: { minValue: -180, maxValue: 180, numberPrecision: 6 },
				default: 0,
				description: 'From -180 to 180; give the latitude too',
			},
			{ displayName: 'Name', name: 'name', type: 'string', default: '' },
			{ displayName: 'Primary Phone', name: 'primaryPhone', type: 'string', default: '' },
			{ displayName: 'Store Code', name: 'storeCode', type: 'string', default: '' },
			{ displayName: 'Title', name: 'title', type: 'string', default: '' },
			{ displayName: 'Website URL', name: 'websiteUrl', type: 'string', default: '' },
		],
	}),
];

const displayOptions = { show: { resource: ['user'], operation: ['updateBusinessListing'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

function commaList(value: unknown): string[] | undefined {
	const list = toList(value);
	return list.length ? list : undefined;
}

/** Turns the flat n8n fields into the service's nested body (https://www.ayrshare.com/docs/apis/user/update-user) (phoneNumbers, latlng, profile). */
export function businessListingBody(fields: IDataObject): Partial<BusinessListingUpdate> {
	const body: Record<string, unknown> = {};
	for (const name of ['name', 'title', 'storeCode', 'websiteUrl', 'adPhone'] as const) {
		if (typeof fields[name] === 'string' && fields[name] !== '') body[name] = fields[name];
	}
	const additionalPhones = commaList(fields.additionalPhones);
	if (fields.primaryPhone || additionalPhones) {
		body.phoneNumbers = { primaryPhone: fields.primaryPhone, additionalPhones };
	}
	const labels = commaList(fields.labels);
	if (labels) body.labels = labels;
	if (fields.latitude !== undefined || fields.longitude !== undefined) {
		body.latlng = { latitude: fields.latitude, longitude: fields.longitude };
	}
	if (typeof fields.description === 'string' && fields.description !== '') {
		body.profile = { description: fields.description };
	}
	return body as Partial<BusinessListingUpdate>;
}

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const body = businessListingBody(fields);
	if (Object.keys(body).length === 0) {
		throw new NodeOperationError(
			this.getNode(),
			'Update Fields: add at least one field to change',
			{
				itemIndex,
			},
		);
	}
	const result = await client.user.updateBusinessListing(
		withAdditionalFields(this, itemIndex, body) as BusinessListingUpdate,
		{
			profileKey,
		},
	);
	return [{ json: result as unknown as IDataObject, pairedItem: { item: itemIndex } }];
};
