import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['user'], operation: ['getPinterestBoards'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const boards = await client.user.pinterestBoards({ profileKey });
	return toItems(boards.pinterest ?? [], itemIndex);
}
