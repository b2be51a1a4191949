import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { REVIEW_NETWORKS, reviewRules, type ReviewNetwork } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { entryOf, reviewIdProperty, reviewNetworkName, reviewNetworkProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { onceAcrossRetries } from '../../transport';

/** `8,000`: a number as the texts write it. */
const withCommas = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Each review network's longest reply, as the Reply field says it (the unit said once). */
const REPLY_LIMITS = REVIEW_NETWORKS.map(
	(network, index) =>
		`${withCommas(reviewRules(network).replyMaxLength)}${index === 0 ? ' characters' : ''} ` +
		`on ${reviewNetworkName(network)}`,
).join(', ');

const properties: INodeProperties[] = [
	reviewNetworkProperty,
	reviewIdProperty('ID of the review to answer, as Get Many lists it'),
	{
		displayName: 'Reply',
		name: 'reply',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		placeholder: 'e.g. Thank you for the kind words!',
		description: `Text of the reply (at most ${REPLY_LIMITS})`,
	},
];

const displayOptions = { show: { resource: ['review'], operation: ['reply'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{action, status, id, reply, platform}`: on a page `id` is the reply's, on a listing the review's. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as ReviewNetwork;
	const result = await client.reviews.reply(
		withAdditionalFields(this, itemIndex, {
			platform: network,
			reviewId: this.getNodeParameter('reviewId', itemIndex) as string,
			reply: this.getNodeParameter('reply', itemIndex) as string,
		}),
		{ profileKey, ...onceAcrossRetries(this, itemIndex) },
	);
	return toItems(entryOf(result as IDataObject, network), itemIndex);
};
