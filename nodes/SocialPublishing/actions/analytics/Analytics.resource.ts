import type { INodeProperties } from 'n8n-workflow';

import * as getAccount from './getAccount.operation';
import * as getLinks from './getLinks.operation';
import * as getPost from './getPost.operation';
import * as getPostByNetworkId from './getPostByNetworkId.operation';

export { getAccount, getLinks, getPost, getPostByNetworkId };

/** The resource's name in the Resource picker. */
export const displayName = 'Analytics';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['analytics'] } },
		options: [
			{
				name: 'Get Account Analytics',
				value: 'getAccount',
				description: 'Get follower, reach and engagement figures of linked network accounts',
				action: 'Get account analytics',
			},
			{
				name: 'Get Link Analytics',
				value: 'getLinks',
				description: 'Get the clicks of short links created or clicked in the last days',
				action: 'Get link analytics',
			},
			{
				name: 'Get Post Analytics',
				value: 'getPost',
				description: 'Get live likes, shares and views of a post, per network',
				action: 'Get post analytics',
			},
			{
				name: 'Get Post Analytics by Network ID',
				value: 'getPostByNetworkId',
				description: "Get analytics of a post by the network's own ID (Business plan)",
				action: 'Get post analytics by network ID',
			},
		],
		default: 'getPost',
	},
	...getPost.description,
	...getAccount.description,
	...getPostByNetworkId.description,
	...getLinks.description,
];
