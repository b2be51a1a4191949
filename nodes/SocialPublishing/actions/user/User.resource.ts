import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getPinterestBoards from './getPinterestBoards.operation';

export { get, getPinterestBoards };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['user'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				description: "Get the acting profile's details, linked accounts and API usage",
				action: 'Get user details',
			},
			{
				name: 'Get Pinterest Boards',
				value: 'getPinterestBoards',
				description: 'Get the boards of the linked Pinterest account',
				action: 'Get pinterest boards',
			},
		],
		default: 'get',
	},
	...get.description,
	...getPinterestBoards.description,
];
