import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { POST_ANALYTICS_NETWORKS, type PostAnalyticsRequest } from '../../../../src/engine';
import { networkOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { postIdProperty } from '../post/shared';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	postIdProperty('Service ID of a published post, as Publish returns it'),
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		options: networkOptions.filter((o) =>
			(POST_ANALYTICS_NETWORKS as readonly string[]).includes(o.value),
		),
		default: [],
		description: 'Networks to read; none chosen means every network the post went to',
	},
];

const displayOptions = { show: { resource: ['analytics'], operation: ['getPost'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const request: PostAnalyticsRequest = {
		id: this.getNodeParameter('postId', itemIndex) as string,
	};
	const networks = this.getNodeParameter(
		'platforms',
		itemIndex,
		[],
	) as PostAnalyticsRequest['platforms'];
	if (networks?.length) request.platforms = networks;
	return toItems(await client.analytics.post(request, { profileKey }), itemIndex);
};
