import type { INodeProperties } from 'n8n-workflow';

import { altTextsField, groupedOptions, lines, setFields, type NetworkModule } from './shared';

/** Facebook's options (the service's `faceBookOptions`): a Reel or a Story instead of a feed post. */
const facebookOptionsField: INodeProperties = {
	displayName: 'Facebook Options',
	name: 'faceBookOptions',
	type: 'collection',
	placeholder: 'Add Facebook Option',
	default: {},
	description: 'Options only Facebook Pages use',
	options: [
		altTextsField('One alt text per line, for the images in order'),
		{
			displayName: 'Reel',
			name: 'reels',
			type: 'boolean',
			default: false,
			description: 'Whether to post the one video as a Reel (vertical, 3 to 90 seconds)',
		},
		{
			displayName: 'Reel Title',
			name: 'title',
			type: 'string',
			default: '',
			description: 'Title of the Reel (cut at 255 characters)',
		},
		{
			displayName: 'Story',
			name: 'stories',
			type: 'boolean',
			default: false,
			description: 'Whether to post the one image or video as a Story (shown for 24 hours)',
		},
	],
};

export const facebook: NetworkModule = groupedOptions(facebookOptionsField, (o) =>
	setFields({ reels: o.reels, stories: o.stories, title: o.title, altText: lines(o.altText) }),
);
