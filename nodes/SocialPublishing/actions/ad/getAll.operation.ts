import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { AD_LIST_KEYS, type AdListQuery, type AdNetwork } from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adAccountProperty, adNetworkProperty, readAdFilters } from './shared';
import { filtersProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	adNetworkProperty,
	adAccountProperty(false),
	filtersProperty({
		description: 'Give at least one ID here or an ad account above',
		options: [
			{ displayName: 'Ad ID', name: 'adId', type: 'string', default: '' },
			{ displayName: 'Campaign ID', name: 'campaignId', type: 'string', default: '' },
			{
				displayName: 'Network Post ID',
				name: 'socialPostId',
				type: 'string',
				default: '',
				description: "The network's own ID of the boosted post",
			},
			{
				displayName: 'Post ID',
				name: 'postId',
				type: 'string',
				default: '',
				description: 'ID of the boosted post, from Publish or History',
			},
		],
	}),
];

const displayOptions = { show: { resource: ['ad'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per ad: its status, what it is doing now (`deliveryStatus`), spend and results. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as AdNetwork;
	const filters = readAdFilters(this, itemIndex);
	const query: AdListQuery = {};
	for (const key of AD_LIST_KEYS) if (filters[key] !== undefined) query[key] = filters[key];
	const { ads = [] } = await client.ads.list(network, query, { profileKey });
	return toItems(ads as IDataObject[], itemIndex);
};
