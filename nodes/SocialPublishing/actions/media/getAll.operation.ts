import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [...returnAllOrLimit];

const displayOptions = { show: { resource: ['media'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const files = await client.media.list({ profileKey });
	// The service has no paging: it answers every file, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, files.length);
	return toItems(files.slice(0, limit), itemIndex);
};
