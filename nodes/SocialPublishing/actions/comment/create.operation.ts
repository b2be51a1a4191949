import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { onceAcrossRetries } from '../../transport';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { idProperty, networkOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	idProperty(
		'Post ID',
		'postId',
		'Service ID of the published post to comment on (the ID Post › Publish outputs)',
	),
	{
		displayName: 'Comment',
		name: 'comment',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		description: 'Text of the comment',
	},
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		options: networkOptions,
		default: [],
		required: true,
		description: 'Networks to comment on; the post must have been published there',
	},
];

const displayOptions = { show: { resource: ['comment'], operation: ['create'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const request = {
		id: this.getNodeParameter('postId', itemIndex) as string,
		comment: this.getNodeParameter('comment', itemIndex) as string,
		platforms: this.getNodeParameter('platforms', itemIndex) as string[],
	};
	const result = await client.comments.post(withAdditionalFields(this, itemIndex, request), {
		profileKey,
		...onceAcrossRetries(this, itemIndex),
	});
	return toItems(result, itemIndex);
};
