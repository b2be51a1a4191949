import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['bioPage'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status}`; the handle becomes free for others. */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	return toItems(await client.bioPages.delete({ profileKey }), itemIndex);
}
