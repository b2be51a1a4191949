import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ReviewPlatform } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { entryOf, reviewIdProperty, reviewPlatformProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { onceAcrossRetries } from '../../transport';

const properties: INodeProperties[] = [
	reviewPlatformProperty,
	reviewIdProperty('ID of the review to answer, as Get Many lists it'),
	{
		displayName: 'Reply',
		name: 'reply',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		placeholder: 'e.g. Thank you for the kind words!',
		description:
			'Text of the reply (at most 8,000 characters on Facebook, 4,096 on Google Business Profile)',
	},
];

const displayOptions = { show: { resource: ['review'], operation: ['reply'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{action, status, id, reply, platform}`: on facebook `id` is the reply's, on gmb the review's. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const platform = this.getNodeParameter('platform', itemIndex) as ReviewPlatform;
	const result = await client.reviews.reply(
		withAdditionalFields(this, itemIndex, {
			platform,
			reviewId: this.getNodeParameter('reviewId', itemIndex) as string,
			reply: this.getNodeParameter('reply', itemIndex) as string,
		}),
		{ profileKey, ...onceAcrossRetries(this, itemIndex) },
	);
	return toItems(entryOf(result as IDataObject, platform), itemIndex);
};
