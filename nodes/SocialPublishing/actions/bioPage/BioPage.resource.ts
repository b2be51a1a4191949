import type { INodeProperties } from 'n8n-workflow';

import * as checkHandle from './checkHandle.operation';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as update from './update.operation';

export { checkHandle, create, del as delete, get, update };

/** The resource's name in the Resource picker. */
export const displayName = 'Bio Page';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['bioPage'] } },
		options: [
			{
				name: 'Check Handle',
				value: 'checkHandle',
				description: 'Check whether a bio page handle is taken',
				action: 'Check a bio page handle',
			},
			{
				name: 'Create',
				value: 'create',
				description: "Create the profile's bio page (one per profile)",
				action: 'Create a bio page',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: "Delete the profile's bio page, freeing its handle",
				action: 'Delete a bio page',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get the profile's bio page",
				action: 'Get a bio page',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Change fields of the bio page; an empty value clears a field',
				action: 'Update a bio page',
			},
		],
		default: 'get',
	},
	...get.description,
	...create.description,
	...update.description,
	...del.description,
	...checkHandle.description,
];
