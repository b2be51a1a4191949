import type { INodeProperties } from 'n8n-workflow';

import * as boost from './boost.operation';
import * as getAccounts from './getAccounts.operation';
import * as getAll from './getAll.operation';
import * as getDsaRecommendations from './getDsaRecommendations.operation';
import * as getHistory from './getHistory.operation';
import * as searchTargeting from './searchTargeting.operation';
import * as updateStatus from './updateStatus.operation';

export {
	boost,
	getAccounts,
	getAll,
	getDsaRecommendations,
	getHistory,
	searchTargeting,
	updateStatus,
};

export const displayName = 'Ad';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['ad'] } },
		options: [
			{
				name: 'Boost a Post',
				value: 'boost',
				description:
					'Turn a published post into a paid ad with a budget, a run and an audience; spends real money',
				action: 'Boost a post',
			},
			{
				name: 'Get Ad Accounts',
				value: 'getAccounts',
				description: 'List the ad accounts, with currency and billing',
				action: 'Get ad accounts',
			},
			{
				name: 'Get DSA Recommendations',
				value: 'getDsaRecommendations',
				description:
					'Get the beneficiary and payor names Facebook suggests for an ad account, for a boost to EU audiences',
				action: 'Get DSA recommendations',
			},
			{
				name: 'Get History',
				value: 'getHistory',
				description:
					'Get daily spend, impressions, reach and clicks per ad, by ad account, campaign, post or ad',
				action: 'Get ad history',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List ads by ad account, post, campaign or ad ID, with state and spend',
				action: 'Get many ads',
			},
			{
				name: 'Search Targeting',
				value: 'searchTargeting',
				description: 'Find interest, region or city IDs to target a boost with',
				action: 'Search ad targeting',
			},
			{
				name: 'Update Status',
				value: 'updateStatus',
				description:
					'Activate, pause, delete or archive an ad (with its ad set and campaign); changes real spend',
				action: 'Update an ad status',
			},
		],
		default: 'boost',
	},
	...boost.description,
	...getAll.description,
	...updateStatus.description,
	...getAccounts.description,
	...searchTargeting.description,
	...getHistory.description,
	...getDsaRecommendations.description,
];
