import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName: 'Video URL',
		name: 'videoUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. http://127.0.0.1:8787/media/abc123/clip.mp4',
		description:
			'URL of a video in the media library (as Media › Upload answers it), at most 10 minutes long; videos elsewhere are refused',
	},
];

const displayOptions = { show: { resource: ['ai'], operation: ['transcribeVideo'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, transcript, transcriptArray, wordCount}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const videoUrl = this.getNodeParameter('videoUrl', itemIndex) as string;
	return toItems(await client.ai.transcribe({ videoUrl }, { profileKey }), itemIndex);
};
