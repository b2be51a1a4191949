import { z } from 'zod';
import { BASE_RULES, type NetworkEntry } from './entry';
import { object } from './optionParts';

/** `threadsOptions`: the countries that may see the post (Meta must have enabled geo-gating). */
export const ThreadsOptionsSchema = object(
	{
		allowCountries: z
			.array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "US"'))
			.describe('The two-letter codes of the countries that may see the post, like US')
			.optional(),
	},
	'{allowCountries: ["US", "CA"]}',
);

export const threads = {
	displayName: 'Threads',
	optionsField: 'threadsOptions',
	optionsSchema: ThreadsOptionsSchema,
	options: {
		position: 11,
	},
	rules: {
		...BASE_RULES,
		maxLength: 500,
		allowsEmptyText: true,
		// A carousel of up to 20 images and videos together.
		maxMedia: 20,
		// The service's Threads page: one hashtag per post.
		maxHashtags: 1,
	},
	// Threads shows any Unicode letter, so styled text too.
	offers: {
		firstComment: { maxLength: 500 },
		postAnalytics: {},
		richText: {},
	},
} as const satisfies NetworkEntry;
