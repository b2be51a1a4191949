import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { reviewIdProperty } from './shared';

const properties: INodeProperties[] = [
	reviewIdProperty(
		'ID of the Google Business Profile review, as Get Many lists it (Facebook reviews are read with Get Many only)',
	),
];

const displayOptions = { show: { resource: ['review'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** The review as its own item, with `platform`, `lastUpdated` and `nextUpdate`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('reviewId', itemIndex) as string;
	const result = await client.reviews.get(id, { platform: 'gmb' }, { profileKey });
	const { lastUpdated, nextUpdate } = result;
	const reviews = (result.gmb ?? []) as IDataObject[];
	return toItems(
		reviews.map((review) => ({ ...review, platform: 'gmb', lastUpdated, nextUpdate })),
		itemIndex,
	);
};
