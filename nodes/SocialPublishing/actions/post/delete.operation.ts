import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { postIdProperty } from './shared';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	postIdProperty(
		'ID of the post to delete. A pending post is never sent; a sent one is removed from the networks that allow it (not Instagram, Facebook groups or TikTok).',
	),
];

const displayOptions = { show: { resource: ['post'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('postId', itemIndex) as string;
	return toItems(await client.posts.delete({ id }, { profileKey }), itemIndex);
};
