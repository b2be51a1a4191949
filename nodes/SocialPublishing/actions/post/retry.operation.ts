import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { postIdProperty } from './shared';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	postIdProperty('ID of a post whose send failed (status "error"); it can be retried once'),
];

const displayOptions = { show: { resource: ['post'], operation: ['retry'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('postId', itemIndex) as string;
	return toItems(await client.posts.retry(id, { profileKey }), itemIndex);
};
