import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { postIdProperty } from '../post/shared';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	postIdProperty('Service ID of the post, as Publish returns it'),
];

const displayOptions = { show: { resource: ['history'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('postId', itemIndex) as string;
	return toItems(await client.history.get(id, { profileKey }), itemIndex);
};
