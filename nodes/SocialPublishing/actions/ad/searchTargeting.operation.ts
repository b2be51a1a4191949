import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { AdNetwork, AdTargetingKind } from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adNetworkProperty } from './shared';

const properties: INodeProperties[] = [
	adNetworkProperty,
	{
		displayName: 'Kind',
		name: 'kind',
		type: 'options',
		options: [
			{ name: 'Interests', value: 'interests' },
			{ name: 'Regions', value: 'regions' },
			{ name: 'Cities', value: 'cities' },
		],
		default: 'interests',
		description: 'What to look for: IDs to target a boost with',
	},
	{
		displayName: 'Search',
		name: 'search',
		type: 'string',
		default: '',
		placeholder: 'e.g. running',
		description: 'Words to look for (required for interests)',
	},
	{
		displayName: 'Country Code',
		name: 'countryCode',
		type: 'string',
		default: '',
		placeholder: 'e.g. US',
		displayOptions: { show: { kind: ['cities'] } },
	},
	{
		displayName: 'Region ID',
		name: 'regionId',
		type: 'string',
		default: '',
		description: 'A region ID from a regions search',
		displayOptions: { show: { kind: ['cities'] } },
	},
];

const displayOptions = { show: { resource: ['ad'], operation: ['searchTargeting'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per interest, region or city found, each with the `id` a boost takes. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as AdNetwork;
	const kind = this.getNodeParameter('kind', itemIndex) as AdTargetingKind;
	const text = (name: string) => String(this.getNodeParameter(name, itemIndex, '')).trim();
	const query: IDataObject = { kind };
	if (text('search')) query.search = text('search');
	if (kind === 'cities') {
		if (text('countryCode')) query.countryCode = text('countryCode');
		if (text('regionId')) query.regionId = text('regionId');
	}
	const result = (await client.ads.searchTargeting(network, query as { kind: AdTargetingKind }, {
		profileKey,
	})) as IDataObject;
	return toItems((result[kind] ?? []) as IDataObject[], itemIndex);
};
