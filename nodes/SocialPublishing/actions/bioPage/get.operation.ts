import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['bioPage'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** The page: its handle, fields with a value, `biolinkUrl`, `created`, `modifiedDate`. */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	return toItems(await client.bioPages.get({ profileKey }), itemIndex);
}
