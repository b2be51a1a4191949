import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Comment ID',
		name: 'commentId',
		type: 'string',
		default: '',
		required: true,
		description: "ID of one of the profile's own comments; its replies go with it",
	},
];

const displayOptions = { show: { resource: ['comment'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const commentId = this.getNodeParameter('commentId', itemIndex) as string;
	return toItems(await client.comments.delete(commentId, { profileKey }), itemIndex);
}
