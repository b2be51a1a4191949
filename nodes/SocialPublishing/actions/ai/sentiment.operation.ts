import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ItemContext } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		placeholder: 'e.g. The shoes arrived fast and fit perfectly',
		description: 'Text to read the sentiment of, such as a comment, a review or a message',
	},
];

const displayOptions = { show: { resource: ['ai'], operation: ['sentiment'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, sentiment, sentimentScore, ...}`. */
export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
	{ client, profileKey }: ItemContext,
): Promise<INodeExecutionData[]> {
	const text = this.getNodeParameter('text', itemIndex) as string;
	return toItems(await client.ai.sentiment({ text }, { profileKey }), itemIndex);
}
