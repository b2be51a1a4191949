import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { linkIdProperty, urlProperty } from './shared';

// Docs: apis/links/update-short-link. The id and short URL stay, so links already posted follow.
const properties: INodeProperties[] = [
	linkIdProperty,
	urlProperty(
		'New https destination; the short URL stays the same',
		'e.g. https://example.com/summer-sale',
	),
];

const displayOptions = { show: { resource: ['link'], operation: ['update'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('linkId', itemIndex) as string;
	const url = this.getNodeParameter('url', itemIndex) as string;
	return toItems(await client.links.update(id, { url }, { profileKey }), itemIndex);
};
