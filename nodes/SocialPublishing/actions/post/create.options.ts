import type { INodeProperties } from 'n8n-workflow';

import { networkOptionFields } from './networkOptions';
import { commentOptions } from './commentOptions';
import { post2026Options } from './post2026Options';

/** The optional fields of Post › Publish, one collection so the form stays short. */
export const createOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		...commentOptions,
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
			typeOptions: { minValue: 1, maxValue: 5 },
			default: 2,
			description: 'How many hashtags Auto Hashtag may add (1-5)',
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
			displayName: 'Number Thread Tweets',
			name: 'numberThreadTweets',
			type: 'boolean',
			default: false,
			displayOptions: { show: { twitterThread: [true] } },
			description:
				'Whether to end each tweet of a Twitter thread with " 1/N", " 2/N", and so on. The numbers count toward the 280 weighted characters.',
		},
		{
			displayName: 'Pinterest Board',
			name: 'pinterestBoardId',
			type: 'resourceLocator',
			default: { mode: 'list', value: '' },
			description: 'Board to pin to',
			modes: [
				{
					displayName: 'From List',
					name: 'list',
					type: 'list',
					typeOptions: { searchListMethod: 'searchPinterestBoards', searchable: true },
				},
				{
					displayName: 'By ID',
					name: 'id',
					type: 'string',
					placeholder: 'e.g. 549755885175',
				},
			],
		},
		{
			displayName: 'Pinterest Link',
			name: 'pinterestLink',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/product',
			description: 'Where the pin links to',
		},
		{
			displayName: 'Pinterest Title',
			name: 'pinterestTitle',
			type: 'string',
			default: '',
			description: 'Title of the pin',
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
			displayName: 'Reddit Subreddit',
			name: 'redditSubreddit',
			type: 'string',
			default: '',
			placeholder: 'e.g. test',
			description: 'Subreddit to post to, without the r/ prefix',
		},
		{
			displayName: 'Reddit Title',
			name: 'redditTitle',
			type: 'string',
			default: '',
			description: 'Title of the Reddit post (at most 300 characters)',
		},
		{
			displayName: 'Requires Approval',
			name: 'requiresApproval',
			type: 'boolean',
			default: false,
			description:
				'Whether to hold the post as "awaiting approval" until Post › Update approves it',
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
		{
			displayName: 'Twitter Thread',
			name: 'twitterThread',
			type: 'boolean',
			default: false,
			description:
				'Whether to send a Twitter/X text over 280 weighted characters as a thread instead of refusing it. The text is cut at blank lines first, then at sentence ends, then at spaces (a word longer than a tweet is cut, links never); up to 25 tweets, media on the first. Text that fits one tweet stays one tweet.',
		},
		{
			displayName: 'YouTube Title',
			name: 'youTubeTitle',
			type: 'string',
			default: '',
			description: 'Title of the video (required for YouTube, at most 100 characters)',
		},
		{
			displayName: 'YouTube Visibility',
			name: 'youTubeVisibility',
			type: 'options',
			options: [
				{ name: 'Private', value: 'private' },
				{ name: 'Public', value: 'public' },
				{ name: 'Unlisted', value: 'unlisted' },
			],
			default: 'private',
			description: 'Who can see the video',
		},
		...post2026Options,
		...networkOptionFields,
	],
};
