import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { aiTextProperty } from './shared';

const properties: INodeProperties[] = [
	aiTextProperty('Text to read the sentiment of, such as a comment, a review or a message', {
		placeholder: 'e.g. The shoes arrived fast and fit perfectly',
	}),
];

const displayOptions = { show: { resource: ['ai'], operation: ['sentiment'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, sentiment, sentimentScore, ...}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const text = this.getNodeParameter('text', itemIndex) as string;
	return toItems(await client.ai.sentiment({ text }, { profileKey }), itemIndex);
};
