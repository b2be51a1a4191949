import { z } from 'zod';
import { BASE_RULES, type NetworkEntry, type OptionCheck, type OptionFacts } from './entry';
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

const SUBREDDIT = /^(?:\/?r\/)?[A-Za-z0-9_]{2,21}$/;

/** A subreddit given must be a subreddit name (a missing options object is the entry's `requiredOption`). */
function redditIssues(_facts: OptionFacts, o: Record<string, unknown>): OptionCheck[] {
	const subreddit = o.subreddit;
	return [
		{
			when: typeof subreddit === 'string' && !SUBREDDIT.test(subreddit.trim()),
			field: 'redditOptions.subreddit',
			value: subreddit,
			message: 'must be a subreddit name of 2-21 letters, digits or _, like "test" or "r/test"',
		},
	];
}

export const reddit = {
	displayName: 'Reddit',
	optionsField: 'redditOptions',
	optionsSchema: RedditOptionsSchema,
	options: {
		position: 2,
		issues: redditIssues,
		required: { key: 'subreddit', message: 'the subreddit to post in, like "test"' },
	},
	rules: {
		...BASE_RULES,
		maxLength: 5000,
		// A submission carries one image or video; galleries are not created by the service.
		maxMedia: 1,
		title: { field: 'redditOptions.title', maxLength: 300 },
	},
	// Reddit reads markdown: a line break is a bare newline.
	markdownLineBreaks: true,
	offers: {
		comments: {},
		firstComment: { maxLength: 10000 },
		postAnalytics: {},
		accountAnalytics: {},
	},
} as const satisfies NetworkEntry;
