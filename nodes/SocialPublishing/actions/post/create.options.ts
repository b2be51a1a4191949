import type { INodeProperties } from 'n8n-workflow';

import { AUTO_HASHTAG_MAX } from '../../../../src/engine';
import { commentOptions } from './commentOptions';
import { postExtraOptions } from './extraOptions';
import { networkFields, networkGroups } from './networks';
import { networkTextsField } from './perNetworkText';

/** Options' fields for every network, sorted in with the networks' own (a network's Title field, say). */
const generalOptions: INodeProperties[] = [
	{
		displayName: 'Auto Hashtag',
		name: 'autoHashtag',
		type: 'boolean',
		default: false,
		description: 'Whether to add relevant hashtags (only to texts of at most 1,000 characters)',
	},
	{
		displayName: 'Auto Schedule',
		name: 'autoSchedule',
		type: 'boolean',
		default: false,
		description:
			'Whether to send the post at the next free slot of an auto-schedule. Cannot be combined with Schedule Date.',
	},
	{
		displayName: 'Auto Schedule Name or ID',
		name: 'autoScheduleTitle',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getAutoScheduleTitles',
			loadOptionsDependsOn: ['actAs', 'profile.value', 'profileKey'],
		},
		default: '',
		description:
			'Which named auto-schedule Auto Schedule uses (when none is chosen: "default"). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Binary Media Fields',
		name: 'binaryMediaFields',
		type: 'string',
		default: '',
		placeholder: 'e.g. data, image2',
		hint: 'Names of binary fields of the input item, separated by commas',
		description:
			"Files of the input item to attach: each is uploaded to the media library first (as Media › Upload does) and its URL is added after Media URLs. Nothing is uploaded when the post's text or platforms are invalid.",
	},
	{
		displayName: 'Check Media URLs First',
		name: 'checkMedia',
		type: 'boolean',
		default: false,
		description:
			'Whether to ask the service, before publishing or scheduling, that every media URL can be fetched and is an image or a video; a post that fails is not sent. Preview checks them too when this is on.',
	},
	{
		displayName: 'Hashtag Max',
		name: 'hashtagMax',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: AUTO_HASHTAG_MAX },
		default: 2,
		description: `How many hashtags Auto Hashtag may add (1-${AUTO_HASHTAG_MAX})`,
	},
	{
		displayName: 'Hashtag Position',
		name: 'hashtagPosition',
		type: 'options',
		options: [
			{ name: 'Auto', value: 'auto', description: 'Within the text or at the end' },
			{ name: 'End', value: 'end', description: 'Only at the end' },
		],
		default: 'auto',
		description: 'Where Auto Hashtag puts the hashtags',
	},
	{
		displayName: 'Idempotency Key',
		name: 'idempotencyKey',
		type: 'string',
		default: '',
		description:
			"A key of your own for this post, unique per profile (for example a record ID): an item whose key was already used is not posted again and answers with the earlier post (replayed: true). When empty, a key derived from the execution, node and item is used, so n8n's retries never post twice.",
	},
	{
		displayName: 'Is Video',
		name: 'isVideo',
		type: 'boolean',
		default: false,
		description:
			'Whether the media URL is a video although it does not end in a known video extension',
	},
	{
		displayName: 'Media URLs',
		name: 'mediaUrls',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/a.jpg, https://example.com/b.mp4',
		description: 'Images or videos to attach: a comma- or newline-separated list of URLs',
	},
	{
		displayName: 'Notes',
		name: 'notes',
		type: 'string',
		default: '',
		description: 'Free-text note stored with the post, e.g. who must approve it',
	},
	{
		displayName: 'Profile Keys',
		name: 'profileKeys',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Post for several user profiles at once (Business plan): a comma- or newline-separated list of profile keys. Outputs one item per profile.',
	},
	{
		displayName: 'Requires Approval',
		name: 'requiresApproval',
		type: 'boolean',
		default: false,
		description: 'Whether to hold the post as "awaiting approval" until Post › Update approves it',
	},
	{
		displayName: 'Schedule Date',
		name: 'scheduleDate',
		type: 'dateTime',
		default: '',
		description:
			'When to send the post (converted to UTC). A past date sends it now. Cannot be combined with Auto Schedule.',
	},
	{
		displayName: 'Shorten Links',
		name: 'shortenLinks',
		type: 'boolean',
		default: true,
		description: 'Whether to shorten links in the text',
	},
];

function byDisplayName(fields: INodeProperties[]): INodeProperties[] {
	return [...fields].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/**
 * The optional fields of Post › Publish, one collection so the form stays short, in the order the
 * editor shows them. Each network's fields live in its module under networks/, with its mapper.
 */
export const createOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		...commentOptions,
		...byDisplayName([...generalOptions, ...networkFields()]),
		...postExtraOptions,
		...byDisplayName([...networkGroups(), networkTextsField]),
	],
};
