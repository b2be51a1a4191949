import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { idProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	idProperty('Post ID', 'postId', 'Service ID of the published post whose comments to get'),
];

const displayOptions = { show: { resource: ['comment'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const postId = this.getNodeParameter('postId', itemIndex) as string;
	const result = await client.comments.list(postId, { profileKey });
	// One item per comment, each saying which post it is under; the networks' lists flattened.
	const comments = Object.values(result)
		.filter((value): value is IDataObject[] => Array.isArray(value))
		.flat()
		.map((comment) => ({ postId: result.id, ...comment }));
	return toItems(comments, itemIndex);
};
