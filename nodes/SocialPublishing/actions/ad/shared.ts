import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { AD_NETWORKS, adsOf, networkName } from '../../../../src/engine';

/** Said on every operation that changes real spend: a user must mean it. */
export const SPENDS_MONEY =
	'On the real service this spends real money from the ad account (on the sandbox, nothing is charged)';

/** The first network that offers ads, picked by default. */
const FIRST_AD_NETWORK = AD_NETWORKS[0];

/** The networks whose registry entry offers ads. */
export const adNetworkProperty: INodeProperties = {
	displayName: 'Network',
	name: 'platform',
	type: 'options',
	options: AD_NETWORKS.map((network) => ({ name: networkName(network), value: network })),
	default: FIRST_AD_NETWORK,
	required: true,
	description: `Network whose ads to use (${AD_NETWORKS.map((p) => adsOf(p).pickerText).join(', and ')})`,
};

/** An ad account of the acting profile, picked from a list or given by ID. */
export function adAccountProperty(required: boolean): INodeProperties {
	return {
		displayName: 'Ad Account Name or ID',
		name: 'accountId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getAdAccounts', loadOptionsDependsOn: ['platform'] },
		default: '',
		required,
		description:
			'Ad account to use, with its billing set up (Get Ad Accounts lists them). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	};
}

export const adIdProperty: INodeProperties = {
	displayName: 'Ad ID',
	name: 'adId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 120218167147110',
	description: 'ID of the ad, from Boost a Post or Get Many',
};

/** The ad account and the Filters given, trimmed; the empty ones left out (they filter nothing). */
export function readAdFilters(
	context: IExecuteFunctions,
	itemIndex: number,
): Record<string, string> {
	const filters = {
		accountId: context.getNodeParameter('accountId', itemIndex, ''),
		...(context.getNodeParameter('filters', itemIndex, {}) as IDataObject),
	};
	return Object.fromEntries(
		Object.entries(filters)
			.filter(([, value]) => value !== undefined && String(value).trim() !== '')
			.map(([key, value]) => [key, String(value).trim()]),
	);
}
