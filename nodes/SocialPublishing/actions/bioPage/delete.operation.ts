import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['bioPage'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status}`; the handle becomes free for others. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	return toItems(await client.bioPages.delete({ profileKey }), itemIndex);
};
