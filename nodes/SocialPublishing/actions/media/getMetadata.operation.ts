import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { mediaUrlProperty } from './shared';

const properties: INodeProperties[] = [
	mediaUrlProperty(
		'Public URL of an image or video whose type, size, dimensions and length to read',
		'e.g. https://example.com/clip.mp4',
	),
];

const displayOptions = { show: { resource: ['media'], operation: ['getMetadata'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const mediaUrl = this.getNodeParameter('mediaUrl', itemIndex) as string;
	return toItems(await client.media.meta(mediaUrl, { profileKey }), itemIndex);
};
