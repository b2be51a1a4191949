import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { handleProperty } from './shared';

const properties: INodeProperties[] = [
	handleProperty('Handle to look up: 3-30 letters, digits, _ or - (Premium or Business plan)'),
];

const displayOptions = { show: { resource: ['bioPage'], operation: ['checkHandle'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, exists}`, with the handle asked about. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const handle = this.getNodeParameter('handle', itemIndex) as string;
	const result = await client.bioPages.checkHandle(handle, { profileKey });
	return toItems({ ...result, handle: handle.trim().toLowerCase() }, itemIndex);
};
