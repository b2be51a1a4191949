import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { AdNetwork, AdSpendQuery } from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adAccountProperty, adNetworkProperty, readAdFilters } from './shared';
import { filtersProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	adNetworkProperty,
	adAccountProperty(false),
	filtersProperty({
		options: [
			{ displayName: 'Ad ID', name: 'adId', type: 'string', default: '' },
			{
				displayName: 'Campaign ID',
				name: 'campaignId',
				type: 'string',
				default: '',
				description: 'Only the ads of this campaign (Get Many shows each ad’s campaign)',
			},
			{ displayName: 'End Date', name: 'endDate', type: 'dateTime', default: '' },
			{ displayName: 'Post ID', name: 'postId', type: 'string', default: '' },
			{
				displayName: 'Start Date',
				name: 'startDate',
				type: 'dateTime',
				default: '',
				description: 'First day to include (UTC); 30 days before the end when empty',
			},
		],
	}),
];

const displayOptions = { show: { resource: ['ad'], operation: ['getHistory'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/**
 * One item: `history` (one row per ad and day: spend, impressions, reach, clicks) and `metrics`
 * totals, read from `GET /ads/{platform}/history`, the path the service's history page documents.
 */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as AdNetwork;
	const query = readAdFilters(this, itemIndex) as AdSpendQuery;
	return toItems(await client.ads.history(network, query, { profileKey }), itemIndex);
};
