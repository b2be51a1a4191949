import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../post/shared';

const properties: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		displayOptions: { show: { returnAll: [false] } },
		description: 'Max number of results to return',
	},
];

const displayOptions = { show: { resource: ['feed'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per followed feed. */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
	const feeds = (await client.feeds.list({ profileKey })).feeds ?? [];
	// The service has no paging: it answers every feed, so the limit is applied here.
	const limit = returnAll
		? feeds.length
		: (this.getNodeParameter('limit', itemIndex, 50) as number);
	return toItems(feeds.slice(0, limit), itemIndex);
}
