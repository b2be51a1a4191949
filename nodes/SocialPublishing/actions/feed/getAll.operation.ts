import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [...returnAllOrLimit];

const displayOptions = { show: { resource: ['feed'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per followed feed. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const feeds = (await client.feeds.list({ profileKey })).feeds ?? [];
	// The service has no paging: it answers every feed, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, feeds.length);
	return toItems(feeds.slice(0, limit), itemIndex);
};
