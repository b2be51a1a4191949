import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	POST_ANALYTICS_NETWORKS,
	type PostAnalyticsByNetworkIdRequest,
} from '../../../../src/engine';
import { networkOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The first network with post analytics, picked by default. */
const FIRST_ANALYTICS_NETWORK = POST_ANALYTICS_NETWORKS[0];

const properties: INodeProperties[] = [
	{
		displayName: 'Network Post ID',
		name: 'networkPostId',
		type: 'string',
		required: true,
		default: '',
		description:
			"The network's own ID of the post (it may not have been sent through the service; the linked account must own it)",
	},
	{
		displayName: 'Network',
		name: 'platform',
		type: 'options',
		options: networkOptions.filter((o) =>
			(POST_ANALYTICS_NETWORKS as readonly string[]).includes(o.value),
		),
		default: FIRST_ANALYTICS_NETWORK,
		description: 'The network the ID belongs to',
	},
];

const displayOptions = { show: { resource: ['analytics'], operation: ['getPostByNetworkId'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const request = {
		id: this.getNodeParameter('networkPostId', itemIndex) as string,
		platform: this.getNodeParameter('platform', itemIndex) as string,
	} as PostAnalyticsByNetworkIdRequest;
	return toItems(await client.analytics.postByNetworkId(request, { profileKey }), itemIndex);
};
