import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { SOCIAL_ANALYTICS_PLATFORMS, type SocialAnalyticsRequest } from '../../../../src/engine';
import { platformOptions } from '../common.descriptions';
import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Platforms',
		name: 'platforms',
		type: 'multiOptions',
		options: platformOptions.filter((o) =>
			(SOCIAL_ANALYTICS_PLATFORMS as readonly string[]).includes(o.value),
		),
		default: [],
		required: true,
		description: 'Linked network accounts to read',
	},
];

const displayOptions = { show: { resource: ['analytics'], operation: ['getAccount'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const platforms = this.getNodeParameter(
		'platforms',
		itemIndex,
		[],
	) as SocialAnalyticsRequest['platforms'];
	return toItems(await client.analytics.social({ platforms }, { profileKey }), itemIndex);
}
