import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { toList } from '../../parameterValues';
import { group, setFields, type NetworkModule } from './shared';

/** Sending a long text as a thread (Options' X Thread; split by the engine's splitThread). */
const twitterThreadField: INodeProperties = {
	displayName: 'X Thread',
	name: 'twitterThread',
	type: 'boolean',
	default: false,
	description:
		'Whether to send a Twitter/X text over 280 weighted characters as a thread instead of refusing it. The text is cut at blank lines first, then at sentence ends, then at spaces (a word longer than a tweet is cut, links never); up to 25 tweets, media on the first. Text that fits one tweet stays one tweet.',
};

/** Numbering the tweets of a thread (Options' Number Thread Tweets). */
const numberThreadTweetsField: INodeProperties = {
	displayName: 'Number Thread Tweets',
	name: 'numberThreadTweets',
	type: 'boolean',
	default: false,
	displayOptions: { show: { twitterThread: [true] } },
	description:
		'Whether to end each tweet of a Twitter thread with " 1/N", " 2/N", and so on. The numbers count toward the 280 weighted characters.',
};

/** X's options besides a thread: poll, replies, quote, long posts. */
const xOptionsField: INodeProperties = {
	displayName: 'X Options',
	name: 'xOptions',
	type: 'collection',
	placeholder: 'Add X Option',
	default: {},
	description: 'Options only X (Twitter) uses',
	options: [
		{
			displayName: 'Long Post',
			name: 'longPost',
			type: 'boolean',
			default: false,
			description: 'Whether to allow up to 25,000 characters (X Premium accounts only)',
		},
		{
			displayName: 'Poll Choices',
			name: 'pollOptions',
			type: 'string',
			default: '',
			placeholder: 'e.g. Yes, No, Maybe',
			description:
				'Two to four choices of at most 25 characters, comma-separated. A poll cannot carry media.',
		},
		{
			displayName: 'Poll Duration (Minutes)',
			name: 'pollDuration',
			type: 'number',
			typeOptions: { minValue: 5, maxValue: 10080 },
			default: 1440,
			description: 'How long the poll runs: 5 minutes to 7 days (10,080)',
		},
		{
			displayName: 'Quote Post ID',
			name: 'quoteTweetId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 1288899924345123456',
			description: 'The numeric ID of a post to quote',
		},
		{
			displayName: 'Who Can Reply',
			name: 'replySettings',
			type: 'options',
			options: [
				{ name: 'Accounts You Follow', value: 'following' },
				{ name: 'Accounts You Mention', value: 'mentionedUsers' },
				{ name: 'Everyone', value: '' },
				{ name: 'Subscribers', value: 'subscribers' },
				{ name: 'Verified Accounts', value: 'verified' },
			],
			default: '',
		},
	],
};

/** X's options (the service's `twitterOptions`): a thread, then the X Options group. */
export const twitter: NetworkModule = {
	fields: [twitterThreadField, numberThreadTweetsField],
	group: xOptionsField,
	build(options: IDataObject) {
		const o = group(options, xOptionsField.name);
		const choices = toList(o.pollOptions);
		return setFields({
			// Splitting into tweets happens in the service (and in Preview), by the engine's splitThread.
			thread: options.twitterThread,
			threadNumber: options.numberThreadTweets,
			poll: choices.length ? { options: choices, duration: o.pollDuration ?? 1440 } : undefined,
			replySettings: o.replySettings,
			quoteTweetId: o.quoteTweetId === undefined ? undefined : String(o.quoteTweetId).trim(),
			longPost: o.longPost,
		});
	},
	labels: { '': 'X Thread', thread: 'X Thread', threadNumber: 'Number Thread Tweets' },
};
