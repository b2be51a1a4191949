import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { setFields } from './shared';

/** Pinterest's options beyond title, link and board (the service's `pinterestOptions`). */
export const pinterestOptionsField: INodeProperties = {
	displayName: 'Pinterest Options',
	name: 'pinterestMoreOptions',
	type: 'collection',
	placeholder: 'Add Pinterest Option',
	default: {},
	description: 'More Pinterest options, besides Pinterest Board, Link and Title',
	options: [
		{
			displayName: 'Alt Text',
			name: 'altText',
			type: 'string',
			default: '',
			description: 'Alt text of the pin image (at most 500 characters)',
		},
		{
			displayName: 'Cover Image URL',
			name: 'thumbNail',
			type: 'string',
			default: '',
			description: 'Cover image of a video pin',
		},
	],
};

/** Reddit's options beyond title and subreddit (the service's `redditOptions`). */
export const redditOptionsField: INodeProperties = {
	displayName: 'Reddit Options',
	name: 'redditMoreOptions',
	type: 'collection',
	placeholder: 'Add Reddit Option',
	default: {},
	description: 'More Reddit options, besides Reddit Subreddit and Title',
	options: [
		{
			displayName: 'Flair ID',
			name: 'flairId',
			type: 'string',
			default: '',
			description: 'A flair of the subreddit to tag the post with',
		},
		{
			displayName: 'Link',
			name: 'link',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/article',
			description: 'Makes the post a link post to this URL',
		},
	],
};

export const pinterestOptions = (o: IDataObject) =>
	setFields({ altText: o.altText, thumbNail: o.thumbNail });
export const redditOptions = (o: IDataObject) => setFields({ link: o.link, flairId: o.flairId });
