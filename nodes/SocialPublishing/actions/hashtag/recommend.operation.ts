import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Keyword',
		name: 'keyword',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. coffee',
		description: 'Word to find popular hashtags for',
	},
];

const displayOptions = { show: { resource: ['hashtag'], operation: ['recommend'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const keyword = this.getNodeParameter('keyword', itemIndex) as string;
	const result = await client.hashtags.recommend(keyword, { profileKey });
	// One item per hashtag, each saying which keyword it answers.
	return toItems(
		(result.recommendations ?? []).map((hashtag) => ({ keyword: result.keyword, ...hashtag })),
		itemIndex,
	);
};
