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
	optionsPosition: 4,
	optionIssues: twitterIssues,
	rules: {
		...BASE_RULES,
		maxLength: TWEET_MAX_WEIGHTED_LENGTH,
		lengthUnit: 'weighted',
		allowsEmptyText: true,
		// Four images per tweet (reference-behaviour); a thread carries them on its first tweet.
		maxMedia: 4,
		maxThreadPosts: TWEET_THREAD_MAX_TWEETS,
	},
	firstComment: { maxLength: TWEET_MAX_WEIGHTED_LENGTH, lengthUnit: 'weighted', media: true },
	examplePostId: '1288899996447987712',
	commentMedia: true,
	offers: {
		comments: true,
		firstComment: true,
		history: true,
		postAnalytics: true,
		accountAnalytics: true,
		messaging: true,
		richText: true,
		feedPosts: true,
		userLookup: true,
	},
	messaging: { maxTextLength: 10_000, strictMediaUrls: false, lateDeliveryMinutes: 3 },
	mcpOptionsField: 'xOptions',
	exampleRank: 1,
	exampleNote: 'X is "twitter"',
	longPostMaxLength: TWEET_LONG_POST_MAX_LENGTH,
	adWithPost: true,
	appKeys: {
		headerPrefix: 'X-Twitter-OAuth1-Api-',
		family: 'x-twitter-oauth1',
	},
	networkErrors: [
		{
			code: 110,
			httpStatus: 400,
			source: 'errors/errors-ayrshare',
			duplicate: true,
			message: 'Status is a duplicate.',
			cause: 'X refused the post as a duplicate of one the account already has.',
			fix: 'Change the text (or media) and send it as a new post; X does not take the same post twice.',
		},
		{
			code: 272,
			httpStatus: 400,
			source: 'ayrshare-mcp skills/errors',
			message: 'X/Twitter authorization error.',
			cause:
				"The service could not act on X with the account's authorization: it expired, was revoked, or the app's X keys do not match it.",
			fix: "Ask the end user to unlink and link X again on the Social Accounts page, with your X app's API Key and Secret set; then retry the post with PUT /post/retry.",
		},
	],
	bioLink: { position: 2, label: 'X (Twitter)', host: 'x.com' },
	referrerHosts: ['t.co', 'twitter.com', 'x.com'],
	resizePresets: [{ value: 'twitter', label: 'X (Twitter)', width: 1600, height: 900 }],
	aiFitFlag: 'twitter',
	aiFitFlagText: "Keep the draft within X's length.",
	accountDetails: { monthlyUsageField: 'twitterUsage' },
} as const satisfies NetworkEntry;
