import type { INodeProperties } from 'n8n-workflow';

import { networkName, networksOffering } from '../../../../src/engine';

import * as auto from './auto.operation';
import * as checkBanned from './checkBanned.operation';
import * as recommend from './recommend.operation';

export { auto, checkBanned, recommend };

/** The resource's name in the Resource picker. */
export const displayName = 'Hashtag';

/** The networks whose hidden hashtags Check Banned reports, by name. */
const BANNING_NETWORKS = networksOffering('bannedHashtags').map(networkName).join(' or ');

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
				description: `Check whether ${BANNING_NETWORKS} or another network has banned (hides posts with) a hashtag; returns {hashtag, banned}`,
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
