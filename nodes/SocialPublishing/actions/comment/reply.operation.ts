import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { onceAcrossRetries } from '../../transport';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Comment ID',
		name: 'commentId',
		type: 'string',
		default: '',
		required: true,
		description: 'ID of the comment to reply to (Get Many outputs it as commentId)',
	},
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

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const request = {
		commentId: this.getNodeParameter('commentId', itemIndex) as string,
		comment: this.getNodeParameter('reply', itemIndex) as string,
	};
	const result = await client.comments.reply(withAdditionalFields(this, itemIndex, request), {
		profileKey,
		...onceAcrossRetries(this, itemIndex),
	});
	return toItems(result, itemIndex);
}
