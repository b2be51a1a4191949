import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ReviewNetwork } from '../../../../src/engine';
import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { reviewNetworkProperty } from './shared';

const properties: INodeProperties[] = [reviewNetworkProperty, ...returnAllOrLimit];

const displayOptions = { show: { resource: ['review'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** Fields of the list's envelope that every review item carries, so one item is self-contained. */
const ENVELOPE_FIELDS = ['averageRating', 'totalReviewCount', 'lastUpdated', 'nextUpdate'];

/**
 * One item per review, newest first. Each carries `platform` and the list's summary
 * (`averageRating`, on a listing `totalReviewCount`, `lastUpdated`, `nextUpdate`).
 */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as ReviewNetwork;
	const list = (await client.reviews.list({ platform: network }, { profileKey })) as IDataObject;
	const envelope: IDataObject = { platform: network };
	for (const field of ENVELOPE_FIELDS) if (list[field] !== undefined) envelope[field] = list[field];
	const reviews = (Array.isArray(list[network]) ? list[network] : []) as IDataObject[];
	// The service has no paging: it answers every review, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, reviews.length);
	return toItems(
		reviews.slice(0, limit).map((review) => ({ ...review, ...envelope })),
		itemIndex,
	);
};
