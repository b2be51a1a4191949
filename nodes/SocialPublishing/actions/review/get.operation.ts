import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { reviewNetworksOfKind } from '../../../../src/engine';
import { LISTING_NAMES, LISTING_NETWORK, reviewIdProperty, reviewNetworkName } from './shared';

const PAGE_NAMES = reviewNetworksOfKind('page').map(reviewNetworkName).join(' or ');

const properties: INodeProperties[] = [
	reviewIdProperty(
		`ID of the ${LISTING_NAMES} review, as Get Many lists it (${PAGE_NAMES} reviews are read with Get Many only)`,
	),
];

const displayOptions = { show: { resource: ['review'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** The review as its own item, with `platform`, `lastUpdated` and `nextUpdate`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('reviewId', itemIndex) as string;
	const network = LISTING_NETWORK;
	const result = await client.reviews.get(id, { platform: network }, { profileKey });
	const { lastUpdated, nextUpdate } = result;
	const reviews = (result[network] ?? []) as IDataObject[];
	return toItems(
		reviews.map((review) => ({ ...review, platform: network, lastUpdated, nextUpdate })),
		itemIndex,
	);
};
