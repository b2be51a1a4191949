import { z } from 'zod';
import { BASE_RULES, type NetworkEntry } from './entry';
import { text, url } from './optionParts';

/** `redditOptions`: title and subreddit (required), a link post and a flair. */
export const RedditOptionsSchema = z
	.object({
		title: z.string({ required_error: 'is required: the post title (at most 300 characters)' }),
		subreddit: z.string({ required_error: 'is required: the subreddit name, like "test"' }),
		link: url('https://example.com/article').optional(),
		flairId: text('the id of a flair of the subreddit').optional(),
	})
	.passthrough();

export const reddit = {
	displayName: 'Reddit',
	optionsField: 'redditOptions',
	optionsSchema: RedditOptionsSchema,
	optionsPosition: 2,
	rules: {
		...BASE_RULES,
		maxLength: 5000,
		// A submission carries one image or video; galleries are not created by the service.
		maxMedia: 1,
		title: { field: 'redditOptions.title', maxLength: 300 },
		requiresSubreddit: true,
	},
	firstComment: { maxLength: 10000 },
	// Reddit reads markdown: a line break is a bare newline.
	markdownLineBreaks: true,
	offers: { comments: true, firstComment: true, postAnalytics: true, accountAnalytics: true },
	mcpDocs: { getCommentPlatforms: false, replyPlatforms: false },
	referrerHosts: ['reddit.com', 'redd.it'],
} as const satisfies NetworkEntry;
