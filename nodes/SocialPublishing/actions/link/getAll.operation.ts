import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../post/shared';
import { linkFiltersProperty, toLinkQuery } from './shared';

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
	linkFiltersProperty(true),
];

const displayOptions = { show: { resource: ['link'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const query = toLinkQuery(filters, this.getTimezone());
	const list = await client.links.list(query, { profileKey });
	const links = list.analytics ?? [];
	// The service has no paging: it answers every link, so the limit is applied here.
	const limit = returnAll
		? links.length
		: (this.getNodeParameter('limit', itemIndex, 50) as number);
	return toItems(links.slice(0, limit), itemIndex);
}
