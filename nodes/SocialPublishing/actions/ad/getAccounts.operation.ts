import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { AdNetwork } from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adNetworkProperty } from './shared';

const properties: INodeProperties[] = [adNetworkProperty];

const displayOptions = { show: { resource: ['ad'], operation: ['getAccounts'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per ad account: `accountId`, name, currency, billing (`fundingSource`) and spend. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as AdNetwork;
	const { adAccounts = [] } = await client.ads.accounts(network, {}, { profileKey });
	return toItems(adAccounts as IDataObject[], itemIndex);
};
