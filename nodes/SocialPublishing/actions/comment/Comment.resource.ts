import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteComment from './delete.operation';
import * as getAll from './getAll.operation';
import * as reply from './reply.operation';

export { create, getAll, reply };
export { deleteComment as delete };

/** The resource's name in the Resource picker. */
export const displayName = 'Comment';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['comment'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Comment on a published post, on the networks given',
				action: 'Comment on a post',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: "Delete one of the profile's own comments, with its replies",
				action: 'Delete a comment',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get the comments of a post, one item per comment, replies after their parent',
				action: 'Get comments of a post',
			},
			{
				name: 'Reply',
				value: 'reply',
				description: 'Reply to a comment, on its network',
				action: 'Reply to a comment',
			},
		],
		default: 'getAll',
	},
	...create.description,
	...deleteComment.description,
	...getAll.description,
	...reply.description,
];
