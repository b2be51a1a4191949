import type { INodeProperties } from 'n8n-workflow';

import { groupedOptions, setFields, type NetworkModule } from './shared';

const flag = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: false,
	description,
});

/** TikTok's options (the service's `tikTokOptions`). */
const tiktokOptionsField: INodeProperties = {
	displayName: 'TikTok Options',
	name: 'tikTokOptions',
	type: 'collection',
	placeholder: 'Add TikTok Option',
	default: {},
	description: 'Options only TikTok uses',
	options: [
		flag(
			'AI-Generated Label',
			'isAIGenerated',
			'Whether to label the video "Creator labeled as AI-generated" (cannot be undone)',
		),
		flag('Auto Add Music', 'autoAddMusic', 'Whether TikTok may add music to a photo post'),
		flag('Branded Content', 'isBrandedContent', 'Whether to label the post as a paid partnership'),
		flag(
			'Brand Organic',
			'isBrandOrganic',
			'Whether to label the post as promoting your own business',
		),
		{
			displayName: 'Cover Frame (Ms)',
			name: 'thumbNailOffset',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Which frame of the video is its cover, in milliseconds from the start',
		},
		{
			displayName: 'Cover Image Index',
			name: 'imageCoverIndex',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Which image of a photo post is its cover, counting from 0',
		},
		flag('Disable Comments', 'disableComments', 'Whether to turn comments off'),
		flag('Disable Duet', 'disableDuet', 'Whether to stop others from making duets with the video'),
		flag('Disable Stitch', 'disableStitch', 'Whether to stop others from stitching the video'),
		flag('Draft', 'draft', "Whether to send the video to the account's TikTok inbox as a draft"),
		{
			displayName: 'Privacy Level',
			name: 'visibility',
			type: 'options',
			options: [
				{ name: 'Everyone', value: 'public' },
				{ name: 'Followers', value: 'followers' },
				{ name: 'Friends', value: 'friends', description: 'Followers you follow back' },
				{ name: 'Only Me', value: 'private' },
			],
			default: 'public',
			description: 'Who can see the post',
		},
		{
			displayName: 'Title',
			name: 'title',
			type: 'string',
			default: '',
			description: 'Title of a photo post (at most 90 characters)',
		},
	],
};

export const tiktok: NetworkModule = groupedOptions(tiktokOptionsField, (o) => setFields({ ...o }));
