import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { LISTING_NAMES, LISTING_NETWORK, entryOf, reviewIdProperty } from './shared';

const properties: INodeProperties[] = [
	reviewIdProperty(
		`ID of the ${LISTING_NAMES} review whose reply to delete; only a reply you own can be deleted`,
	),
];

const displayOptions = { show: { resource: ['review'], operation: ['deleteReply'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{action: "delete", status, id}`, `id` being the review's. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const reviewId = this.getNodeParameter('reviewId', itemIndex) as string;
	const network = LISTING_NETWORK;
	const result = await client.reviews.deleteReply({ platform: network, reviewId }, { profileKey });
	return toItems(entryOf(result as IDataObject, network), itemIndex);
};
