import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { feedIdProperty } from './shared';

const properties: INodeProperties[] = [feedIdProperty];

const displayOptions = { show: { resource: ['feed'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, id}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('feedId', itemIndex) as string;
	return toItems(await client.feeds.delete(id, { profileKey }), itemIndex);
};
