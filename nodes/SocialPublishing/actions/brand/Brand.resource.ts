import type { INodeProperties } from 'n8n-workflow';

import * as lookUp from './lookUp.operation';

export { lookUp };

/** The resource's name in the Resource picker. */
export const displayName = 'Brand';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['brand'] } },
		options: [
			{
				name: 'Look Up',
				value: 'lookUp',
				description:
					'Get public details of accounts by user name: followers, profile image, website (Enterprise plan)',
				action: 'Look up a brand',
			},
		],
		default: 'lookUp',
	},
	...lookUp.description,
];
