import { z } from 'zod';
import { TWEET_MAX_WEIGHTED_LENGTH } from '../validation/tweetLength';
import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
import { flag, object, text } from './optionParts';

/** Most tweets one thread may have (our limit: a longer text is refused, not posted in part). */
export const TWEET_THREAD_MAX_TWEETS = 25;
/** Longest X text with `twitterOptions.longPost` (an X Premium account). */
export const TWEET_LONG_POST_MAX_LENGTH = 25000;

export const X_REPLY_SETTINGS = ['following', 'mentionedUsers', 'subscribers', 'verified'] as const;

// Unknown keys pass; a wrong value here is named with every other problem of the post.
export const TwitterOptionsSchema = z
	.object(
		{
			thread: z
				.boolean({
					invalid_type_error:
						'must be true or false: true sends a twitter text over 280 weighted characters as a thread',
				})
				.optional(),
			threadNumber: z
				.boolean({
					invalid_type_error: 'must be true or false: true ends each tweet of a thread with " 1/N"',
				})
				.optional(),
			// The X options beyond a thread: a poll, who may reply, a quoted post, long posts (X Premium).
			poll: object(
				{
					options: z
						.array(text('a poll choice', 25), {
							required_error: 'is required: 2 to 4 poll choices',
						})
						.min(2, 'must list 2 to 4 poll choices')
						.max(4, 'must list 2 to 4 poll choices'),
					duration: z
						.number({
							required_error: 'is required: how long the poll runs, in minutes (5-10080)',
						})
						.int('must be a whole number of minutes (5-10080)')
						.min(5, 'must be at least 5 minutes')
						.max(10080, 'must be at most 10080 minutes (7 days)'),
				},
				'{options: ["Yes", "No"], duration: 1440}',
			).optional(),
			replySettings: z.enum(X_REPLY_SETTINGS).optional(),
			quoteTweetId: z
				.string({ invalid_type_error: 'must be the numeric id of the post to quote, as a string' })
				.regex(
					/^\d{1,19}$/,
					'must be the numeric id of the post to quote, like "1288899924345123456"',
				)
				.optional(),
			longPost: flag('allows up to 25,000 characters (X Premium accounts)'),
		},
		{ invalid_type_error: 'must be an object like {thread: true, threadNumber: true}' },
	)
	.passthrough();

function twitterIssues(facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
	return [
		{
			when: o.poll !== undefined && facts.mediaCount > 0,
			field: 'twitterOptions.poll',
			value: o.poll,
			message: `cannot go with media on X (got ${facts.mediaCount} media item(s)): send the poll without media`,
		},
		{
			when: o.poll !== undefined && o.quoteTweetId !== undefined,
			field: 'twitterOptions.quoteTweetId',
			value: o.quoteTweetId,
			message: 'cannot be combined with a poll on X: quote a post or ask a poll',
		},
	];
}

export const twitter = {
	displayName: 'X (Twitter)',
	optionsField: 'twitterOptions',
	optionsSchema: TwitterOptionsSchema,
	options: {
		position: 4,
		issues: twitterIssues,
	},
	rules: {
		...BASE_RULES,
		maxLength: TWEET_MAX_WEIGHTED_LENGTH,
		lengthUnit: 'weighted',
		allowsEmptyText: true,
		// Four images per tweet (https://www.ayrshare.com/docs/apis/post/social-networks/x); a thread carries them on its first tweet.
		maxMedia: 4,
	},
	examples: { rank: 1, postId: '1288899996447987712' },
	offers: {
		commentMedia: {},
		comments: {},
		firstComment: { maxLength: TWEET_MAX_WEIGHTED_LENGTH, lengthUnit: 'weighted', media: true },
		history: {},
		postAnalytics: {},
		accountAnalytics: {},
		messaging: { maxTextLength: 10_000, strictMediaUrls: false, lateDeliveryMinutes: 3 },
		richText: {},
		feedPosts: {},
		appKeys: {
			headerPrefix: 'X-Twitter-OAuth1-Api-',
			family: 'x-twitter-oauth1',
		},
		bioLink: { position: 2, label: 'X (Twitter)', host: 'x.com' },
		resizePresets: [{ value: 'twitter', label: 'X (Twitter)', width: 1600, height: 900 }],
		accountDetails: { monthlyUsageField: 'twitterUsage' },
		adWithPost: {},
		longPost: { maxLength: TWEET_LONG_POST_MAX_LENGTH },
		aiFit: { flag: 'twitter' },
		thread: { maxPosts: TWEET_THREAD_MAX_TWEETS, postName: 'tweet' },
	},
} as const satisfies NetworkEntry;
