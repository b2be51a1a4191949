import type { INodeProperties } from 'n8n-workflow';

import * as auto from './auto.operation';
import * as checkBanned from './checkBanned.operation';
import * as recommend from './recommend.operation';

export { auto, checkBanned, recommend };

/** The resource's name in the Resource picker. */
export const displayName = 'Hashtag';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['hashtag'] } },
		options: [
			{
				name: 'Auto',
				value: 'auto',
				description: "Add hashtags made from a text's own words to it",
				action: 'Add hashtags to a text',
			},
			{
				name: 'Check Banned',
				value: 'checkBanned',
				description:
					'Check whether Instagram or another network has banned (hides posts with) a hashtag; returns {hashtag, banned}',
				action: 'Check whether a hashtag is banned',
			},
			{
				name: 'Recommend',
				value: 'recommend',
				description: 'Get popular hashtags for a keyword, with their view counts',
				action: 'Get hashtag recommendations',
			},
		],
		default: 'auto',
	},
	...auto.description,
	...checkBanned.description,
	...recommend.description,
];
