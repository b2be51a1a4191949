import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { onceAcrossRetries } from '../../transport';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { platformOptions } from '../common.descriptions';
import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Post ID',
		name: 'postId',
		type: 'string',
		default: '',
		required: true,
		description: 'Service ID of the published post to comment on (the ID Post › Publish outputs)',
	},
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
		displayName: 'Platforms',
		name: 'platforms',
		type: 'multiOptions',
		options: platformOptions,
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

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
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
}
