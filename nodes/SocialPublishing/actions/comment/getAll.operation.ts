import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Post ID',
		name: 'postId',
		type: 'string',
		default: '',
		required: true,
		description: 'Service ID of the published post whose comments to get',
	},
];

const displayOptions = { show: { resource: ['comment'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const postId = this.getNodeParameter('postId', itemIndex) as string;
	const result = await client.comments.list(postId, { profileKey });
	// One item per comment, each saying which post it is under; the networks' lists flattened.
	const comments = Object.values(result)
		.filter((value): value is IDataObject[] => Array.isArray(value))
		.flat()
		.map((comment) => ({ postId: result.id, ...comment }));
	return toItems(comments, itemIndex);
}
