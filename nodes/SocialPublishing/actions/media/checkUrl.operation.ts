import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { mediaUrlProperty } from './shared';

const properties: INodeProperties[] = [
	mediaUrlProperty(
		'Public https URL of an image or video to check before putting it in a post',
		'e.g. https://example.com/photo.jpg',
	),
];

const displayOptions = { show: { resource: ['media'], operation: ['checkUrl'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const mediaUrl = this.getNodeParameter('mediaUrl', itemIndex) as string;
	return toItems(await client.media.urlExists(mediaUrl, { profileKey }), itemIndex);
};
