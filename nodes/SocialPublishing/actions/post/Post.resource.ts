import type { INodeProperties } from 'n8n-workflow';

import { withFirst } from '../optionOrder';
import * as create from './create.operation';
import * as deleteMany from './deleteMany.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as preview from './preview.operation';
import * as retry from './retry.operation';
import * as update from './update.operation';

export { create, del as delete, deleteMany, get, retry, update };
export { preview };

/** The resource's name in the Resource picker. */
export const displayName = 'Post';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['post'] } },
		options: withFirst('create', [
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a post, unsending it from the networks that allow it',
				action: 'Delete a post',
			},
			{
				name: 'Delete Many',
				value: 'deleteMany',
				description: 'Delete listed or all scheduled posts that are still pending',
				action: 'Delete many scheduled posts',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a post with its status and network IDs',
				action: 'Get a post',
			},
			{
				name: 'Preview',
				value: 'preview',
				description:
					'Check a post and show it as each network would receive it, without sending anything',
				action: 'Preview a post per network',
			},
			{
				name: 'Publish',
				value: 'create',
				description: 'Publish, schedule or hold a post for approval',
				action: 'Publish a post',
			},
			{
				name: 'Retry',
				value: 'retry',
				description: 'Send a failed post again',
				action: 'Retry a failed post',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Approve, reschedule or annotate a post',
				action: 'Update a post',
			},
		]),
		default: 'create',
	},
	...create.description,
	...get.description,
	...del.description,
	...deleteMany.description,
	...update.description,
	...retry.description,
	...preview.description,
];
