import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getByNetworkId from './getByNetworkId.operation';
import * as getByPlatform from './getByPlatform.operation';

export { get, getAll, getByNetworkId, getByPlatform };

/** The resource's name in the Resource picker. */
export const displayName = 'History';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['history'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: 'Get one post sent or scheduled through the service',
				action: 'Get a post from history',
			},
			{
				name: 'Get by Network ID',
				value: 'getByNetworkId',
				description: 'Get a post by its ID on the network, even if not sent through the service',
				action: 'Get a post by network ID',
			},
			{
				name: 'Get by Platform',
				value: 'getByPlatform',
				description: 'Get the posts of a linked network account, as the network lists them',
				action: 'Get posts of a network',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get sent and scheduled posts, newest first',
				action: 'Get many posts from history',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
	...getByPlatform.description,
	...getByNetworkId.description,
];
