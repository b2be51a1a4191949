import type { INodeProperties } from 'n8n-workflow';

import { networkName, networksOffering } from '../../../../src/engine';

export const feedIdProperty: INodeProperties = {
	displayName: 'Feed ID',
	name: 'feedId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 4kQ9zP2xW7rT1bN8mC3v',
	description: 'ID of the feed, as Add answers it or Get Many lists it',
};

/** The two settings a feed has after it is added, for Add's options and Update's fields. */
export const feedSettings: INodeProperties[] = [
	{
		displayName: 'Auto Hashtag',
		name: 'autoHashtag',
		type: 'boolean',
		default: false,
		description: "Whether to add up to 3 relevant hashtags to each article's post",
	},
	{
		displayName: 'Use First Image',
		name: 'useFirstImage',
		type: 'boolean',
		default: false,
		description: `Whether to attach the article's first image to its post (needed for ${networksOffering('feedImagePosts').map(networkName).join(' and ')})`,
	},
];
