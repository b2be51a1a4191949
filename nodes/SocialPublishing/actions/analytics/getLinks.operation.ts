import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LINK_ANALYTICS_MAX_DAYS } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Last Days',
		name: 'lastDays',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: LINK_ANALYTICS_MAX_DAYS },
		default: 1,
		description: 'Short links created or clicked in this many days, with their clicks; 0 for all',
	},
];

const displayOptions = { show: { resource: ['analytics'], operation: ['getLinks'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per short link: its URLs, creation date and clicks in the days asked for. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const lastDays = this.getNodeParameter('lastDays', itemIndex, 1) as number;
	return toItems(await client.analytics.links({ lastDays }, { profileKey }), itemIndex);
};
