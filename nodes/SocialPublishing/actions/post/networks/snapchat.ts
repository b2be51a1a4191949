import type { INodeProperties } from 'n8n-workflow';

import { groupedOptions, type NetworkModule } from './shared';

/** Snapchat's options (the service's `snapChatOptions`): which kind of Snap the post is. */
const snapchatOptionsField: INodeProperties = {
	displayName: 'Snapchat Options',
	name: 'snapChatOptions',
	type: 'collection',
	placeholder: 'Add Snapchat Option',
	default: {},
	description: 'Options only Snapchat uses',
	options: [
		{
			displayName: 'Post As',
			name: 'kind',
			type: 'options',
			options: [
				{ name: 'Story', value: 'story', description: 'Shown for 24 hours' },
				{ name: 'Saved Story', value: 'savedStory', description: 'Kept on the public profile' },
				{
					name: 'Spotlight',
					value: 'spotlight',
					description: 'A video on Spotlight; the caption is cut at 160 characters',
				},
			],
			default: 'story',
			description: 'What kind of Snap to make from the one image or video',
		},
	],
};

export const snapchat: NetworkModule = groupedOptions(snapchatOptionsField, ({ kind }) => {
	if (kind === 'savedStory') return { savedStory: true };
	if (kind === 'spotlight') return { spotlight: true };
	return undefined;
});
