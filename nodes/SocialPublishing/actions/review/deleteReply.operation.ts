import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';
import { entryOf, reviewIdProperty } from './shared';

const properties: INodeProperties[] = [
	reviewIdProperty(
		'ID of the Google Business Profile review whose reply to delete; only a reply you own can be deleted',
	),
];

const displayOptions = { show: { resource: ['review'], operation: ['deleteReply'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{action: "delete", status, id}`, `id` being the review's. */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const reviewId = this.getNodeParameter('reviewId', itemIndex) as string;
	const result = await client.reviews.deleteReply({ platform: 'gmb', reviewId }, { profileKey });
	return toItems(entryOf(result as IDataObject, 'gmb'), itemIndex);
}
