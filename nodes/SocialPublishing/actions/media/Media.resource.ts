import type { INodeProperties } from 'n8n-workflow';

import * as checkUrl from './checkUrl.operation';
import * as getAll from './getAll.operation';
import * as getMetadata from './getMetadata.operation';
import * as resize from './resize.operation';
import * as upload from './upload.operation';

export { checkUrl, getAll, getMetadata, resize, upload };

/** The resource's name in the Resource picker. */
export const displayName = 'Media';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['media'] } },
		options: [
			{
				name: 'Check URL',
				value: 'checkUrl',
				description: 'Check that a media URL answers before using it in a post, with its type',
				action: 'Check a media URL',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get the files stored in the media library',
				action: 'Get many media files',
			},
			{
				name: 'Get Metadata',
				value: 'getMetadata',
				description: 'Get the type, size, dimensions and length of an image or video by its URL',
				action: 'Get media metadata',
			},
			{
				name: 'Resize Image',
				value: 'resize',
				description:
					"Resize, crop or blur-fit an image to a network's size, optionally watermarked; stores the result for posts",
				action: 'Resize an image',
			},
			{
				name: 'Upload',
				value: 'upload',
				description: "Store an image or video from the item's binary data, for use in posts",
				action: 'Upload a media file',
			},
		],
		default: 'upload',
	},
	...upload.description,
	...getAll.description,
	...resize.description,
	...checkUrl.description,
	...getMetadata.description,
];
