import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { onceAcrossRetries } from '../../transport';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { idProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	idProperty(
		'Comment ID',
		'commentId',
		'ID of the comment to reply to (Get Many outputs it as commentId)',
	),
	{
		displayName: 'Reply',
		name: 'reply',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		description: 'Text of the reply',
	},
];

const displayOptions = { show: { resource: ['comment'], operation: ['reply'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const request = {
		commentId: this.getNodeParameter('commentId', itemIndex) as string,
		comment: this.getNodeParameter('reply', itemIndex) as string,
	};
	const result = await client.comments.reply(withAdditionalFields(this, itemIndex, request), {
		profileKey,
		...onceAcrossRetries(this, itemIndex),
	});
	return toItems(result, itemIndex);
};
