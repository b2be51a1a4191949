import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { setFields } from './shared';
import { toList } from '../../parameterValues';

/** X's options beyond threads (the service's `twitterOptions`): poll, replies, quote, long posts. */
export const xOptionsField: INodeProperties = {
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

export function xOptions(o: IDataObject): IDataObject | undefined {
	const choices = toList(o.pollOptions);
	return setFields({
		poll: choices.length ? { options: choices, duration: o.pollDuration ?? 1440 } : undefined,
		replySettings: o.replySettings,
		quoteTweetId: o.quoteTweetId === undefined ? undefined : String(o.quoteTweetId).trim(),
		longPost: o.longPost,
	});
}
