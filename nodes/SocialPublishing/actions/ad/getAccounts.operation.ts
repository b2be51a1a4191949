import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { AdPlatform } from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adPlatformProperty } from './shared';

const properties: INodeProperties[] = [adPlatformProperty];

const displayOptions = { show: { resource: ['ad'], operation: ['getAccounts'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per ad account: `accountId`, name, currency, billing (`fundingSource`) and spend. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const platform = this.getNodeParameter('platform', itemIndex) as AdPlatform;
	const { adAccounts = [] } = await client.ads.accounts(platform, {}, { profileKey });
	return toItems(adAccounts as IDataObject[], itemIndex);
};
