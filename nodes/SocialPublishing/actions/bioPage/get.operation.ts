import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['bioPage'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** The page: its handle, fields with a value, `biolinkUrl`, `created`, `modifiedDate`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	return toItems(await client.bioPages.get({ profileKey }), itemIndex);
};
