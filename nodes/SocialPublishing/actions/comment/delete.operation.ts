import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { idProperty } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	idProperty(
		'Comment ID',
		'commentId',
		"ID of one of the profile's own comments; its replies go with it",
	),
];

const displayOptions = { show: { resource: ['comment'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const commentId = this.getNodeParameter('commentId', itemIndex) as string;
	return toItems(await client.comments.delete(commentId, { profileKey }), itemIndex);
};
