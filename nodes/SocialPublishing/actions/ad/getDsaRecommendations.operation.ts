import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { networkName, type AdNetwork } from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adAccountProperty, adNetworkProperty } from './shared';

/**
 * Facebook's alone: the page's path names it (GET /ads/facebook/dsaRecommendations,
 * https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations).
 */
const DSA_NETWORK: AdNetwork = 'facebook';

const properties: INodeProperties[] = [
	{
		displayName:
			'Facebook requires ads targeting any part of the EU to name who benefits from the ad and who pays for it (Digital Services Act). Send one of these names as DSA Beneficiary and one as DSA Payor in Boost a Post.',
		name: 'dsaNotice',
		type: 'notice',
		default: '',
	},
	// The ad-account picker reads the network: here Facebook's only.
	{
		...adNetworkProperty,
		options: [{ name: networkName(DSA_NETWORK), value: DSA_NETWORK }],
		default: DSA_NETWORK,
		description: `Network whose ad account to use (${networkName(DSA_NETWORK)} only: the DSA names are Facebook's)`,
	},
	adAccountProperty(true),
];

const displayOptions = { show: { resource: ['ad'], operation: ['getDsaRecommendations'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/**
 * One item, `{dsaRecommendations, count}`: a Boost a Post after it runs once and picks its names
 * from the list (`{{ $json.dsaRecommendations[0] }}`), where an item per name would boost once per name.
 */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const accountId = String(this.getNodeParameter('accountId', itemIndex)).trim();
	const result = await client.ads.dsaRecommendations({ accountId }, { profileKey });
	return toItems(result, itemIndex);
};
