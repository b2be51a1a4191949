import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** Return All / Limit, for Get Many operations whose service call answers every record at once. */
export const returnAllOrLimit: INodeProperties[] = [
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

/** Return All / Limit, the Limit capped at the most records the service answers in one read. */
export function returnAllOrLimitAtMost(maxValue: number): INodeProperties[] {
	const [returnAll, limit] = returnAllOrLimit;
	return [returnAll, { ...limit, typeOptions: { ...limit.typeOptions, maxValue } }];
}

/** How many of `available` records to output: all, or the item's Limit (the service has no paging). */
export function resultLimit(this: IExecuteFunctions, itemIndex: number, available: number): number {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
	return returnAll ? available : (this.getNodeParameter('limit', itemIndex, 50) as number);
}
