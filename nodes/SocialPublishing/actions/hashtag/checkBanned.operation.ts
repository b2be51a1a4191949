import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Hashtag',
		name: 'hashtag',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. #coffee',
		description: 'One hashtag to check, with or without its leading #',
	},
];

const displayOptions = { show: { resource: ['hashtag'], operation: ['checkBanned'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const hashtag = this.getNodeParameter('hashtag', itemIndex) as string;
	return toItems([await client.hashtags.banned(hashtag, { profileKey })], itemIndex);
};
