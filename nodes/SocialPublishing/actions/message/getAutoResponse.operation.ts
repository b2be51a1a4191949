import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['message'], operation: ['getAutoResponse'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	return toItems(await client.messages.getAutoResponse({ profileKey }), itemIndex);
};
