import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { urlProperty } from './shared';

const properties: INodeProperties[] = [
	urlProperty('Http or https link to shorten', 'e.g. https://example.com/page'),
];

const displayOptions = { show: { resource: ['link'], operation: ['shorten'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const url = this.getNodeParameter('url', itemIndex) as string;
	return toItems(await client.links.shorten(url, { profileKey }), itemIndex);
};
