import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { networkName } from '../../../../../src/engine';
import { altTextsField, groupedOptions, lines, setFields, type NetworkModule } from './shared';
import { toList } from '../../parameterValues';

/** Instagram's options (the service's `instagramOptions`); a video post is a Reel. */
const instagramOptionsField: INodeProperties = {
	displayName: 'Instagram Options',
	name: 'instagramOptions',
	type: 'collection',
	placeholder: 'Add Instagram Option',
	default: {},
	description: 'Options only Instagram uses. A video post goes out as a Reel.',
	options: [
		altTextsField('One alt text per line, for the images in order (at most 1,000 characters each)'),
		{
			displayName: 'Collaborators',
			name: 'collaborators',
			type: 'string',
			default: '',
			placeholder: 'e.g. natgeo, nasa',
			description:
				'Up to 3 Instagram usernames (public accounts) invited as collaborators, comma-separated',
		},
		{
			displayName: 'Cover Frame (Ms)',
			name: 'thumbNailOffset',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Which frame of the Reel is its cover, in milliseconds from the start',
		},
		{
			displayName: 'Cover Image URL',
			name: 'thumbNail',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/cover.jpg',
			description: 'An image to use as the Reel cover instead of a frame',
		},
		{
			displayName: 'Location ID',
			name: 'locationId',
			type: 'string',
			default: '',
			description: `A ${networkName('facebook')} ID or name that stands for the place, e.g. 7640348500`,
		},
		{
			displayName: 'Share Reel to Feed',
			name: 'shareReelsFeed',
			type: 'boolean',
			default: true,
			description: 'Whether the Reel may show in the feed as well as in the Reels tab',
		},
		{
			displayName: 'Story',
			name: 'stories',
			type: 'boolean',
			default: false,
			description: 'Whether to post the one image or video as a Story (shown for 24 hours)',
		},
		{
			displayName: 'User Tags',
			name: 'userTags',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			default: {},
			placeholder: 'Add User Tag',
			description:
				'People tagged in the image: x and y are 0-1 from the top left (Reels tag by name only)',
			options: [
				{
					displayName: 'Tag',
					name: 'tag',
					values: [
						{ displayName: 'Username', name: 'username', type: 'string', default: '' },
						{
							displayName: 'X',
							name: 'x',
							type: 'number',
							default: 0.5,
							typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 2 },
						},
						{
							displayName: 'Y',
							name: 'y',
							type: 'number',
							default: 0.5,
							typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 2 },
						},
					],
				},
			],
		},
	],
};

function instagramOptions(o: IDataObject): IDataObject | undefined {
	const tags = ((o.userTags as IDataObject | undefined)?.tag as IDataObject[] | undefined) ?? [];
	return setFields({
		stories: o.stories,
		shareReelsFeed: o.shareReelsFeed,
		thumbNail: o.thumbNail,
		thumbNailOffset: o.thumbNailOffset,
		collaborators: toList(o.collaborators),
		userTags: tags.map((tag) => ({ username: tag.username, x: tag.x, y: tag.y })),
		altText: lines(o.altText),
		locationId: o.locationId,
	});
}

export const instagram: NetworkModule = groupedOptions(instagramOptionsField, instagramOptions);
