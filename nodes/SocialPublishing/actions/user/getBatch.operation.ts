import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['user'], operation: ['getBatch'] } };

export const description = updateDisplayOptions(displayOptions, properties);

// The batch is the account's (API key only), whichever profile Act As names.
export const execute: OperationExecute = async function (itemIndex, { client }) {
	return toItems(await client.user.batch(), itemIndex);
};
