import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { SOCIAL_ANALYTICS_NETWORKS, type SocialAnalyticsRequest } from '../../../../src/engine';
import { networkOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		options: networkOptions.filter((o) =>
			(SOCIAL_ANALYTICS_NETWORKS as readonly string[]).includes(o.value),
		),
		default: [],
		required: true,
		description: 'Linked network accounts to read',
	},
];

const displayOptions = { show: { resource: ['analytics'], operation: ['getAccount'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const networks = this.getNodeParameter(
		'platforms',
		itemIndex,
		[],
	) as SocialAnalyticsRequest['platforms'];
	return toItems(await client.analytics.social({ platforms: networks }, { profileKey }), itemIndex);
};
