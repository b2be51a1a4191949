import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	AD_SETTABLE_STATUSES,
	type AdNetwork,
	type AdSettableStatus,
} from '../../../../src/engine';
import { toItems } from '../items';
import type { OperationExecute } from '../node.type';
import { adIdProperty, adNetworkProperty, SPENDS_MONEY } from './shared';

const STATUS_LABELS: Record<AdSettableStatus, string> = {
	active: 'Active (Resume Spending)',
	paused: 'Paused (Stop Spending)',
	deleted: 'Deleted',
	archived: 'Archived',
};

const properties: INodeProperties[] = [
	{
		displayName: `The status also applies to the ad's ad set and campaign, so their other ads change too. ${SPENDS_MONEY}.`,
		name: 'cascadeNotice',
		type: 'notice',
		default: '',
	},
	adNetworkProperty,
	adIdProperty,
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: AD_SETTABLE_STATUSES.map((status) => ({ name: STATUS_LABELS[status], value: status })),
		default: 'paused',
		required: true,
		description: 'New status of the ad, its ad set and its campaign; a deleted ad changes no more',
	},
];

const displayOptions = { show: { resource: ['ad'], operation: ['updateStatus'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, adId, requestedStatus, ad}`: the status asked for, upper case. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as AdNetwork;
	const result = await client.ads.updateStatus(
		network,
		{
			adId: String(this.getNodeParameter('adId', itemIndex)).trim(),
			status: this.getNodeParameter('status', itemIndex) as AdSettableStatus,
		},
		{ profileKey },
	);
	return toItems(result, itemIndex);
};
