import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';

/**
 * The hashtag endpoints (docs: apis/hashtags/*): adding hashtags to a text, recommending some for
 * a keyword, checking whether one is banned. The engine's `Hashtags` resource and the sandbox's
 * routes both read these.
 */

export const HashtagsAutoSchema = z
	.object({
		post: z
			.string({ required_error: 'is required: the text to add hashtags to' })
			.min(1, 'must have text to add hashtags to'),
		max: z
			.number({ invalid_type_error: 'must be a whole number from 1 to 5' })
			.int('must be a whole number from 1 to 5')
			.min(1, 'must be from 1 to 5 hashtags')
			.max(5, 'must be from 1 to 5 hashtags')
			.optional(),
		position: z.enum(['auto', 'end']).optional(),
	})
	.passthrough();
export type HashtagsAutoRequest = z.infer<typeof HashtagsAutoSchema>;

export const HashtagsRecommendQuerySchema = z
	.object({
		keyword: z
			.string({ required_error: 'is required: a word to find hashtags for, like "coffee"' })
			.trim()
			.min(1, 'must be a word to find hashtags for, like "coffee"')
			.max(100),
	})
	.passthrough();
export type HashtagsRecommendQuery = z.infer<typeof HashtagsRecommendQuerySchema>;

export const HashtagBannedQuerySchema = z
	.object({
		hashtag: z
			.string({ required_error: 'is required: the hashtag to check, like "#coffee" or "coffee"' })
			.trim()
			.min(1, 'must be a hashtag to check, like "#coffee" or "coffee"')
			.max(100, 'must be at most 100 characters')
			.refine((tag) => /^#?[\p{L}\p{N}_]+$/u.test(tag), {
				message: 'must be one hashtag: letters, digits and _, with or without a leading #',
			}),
	})
	.passthrough();
export type HashtagBannedQuery = z.infer<typeof HashtagBannedQuerySchema>;

/** `POST /hashtags/auto`: the text with hashtags added. */
export const hashtagsAutoEndpoint = endpoint({
	method: 'POST',
	path: '/hashtags/auto',
	// The path the service's older SDKs call.
	aliases: ['/auto-hashtag'],
	doc: `${DOCS}/apis/hashtags/auto-hashtags`,
	summary: 'Adds hashtags to a text, in place or at its end.',
	body: HashtagsAutoSchema,
	response: z.object({ post: z.string() }).passthrough(),
	errors: [101, 102, 103],
});

/** `GET /hashtags/recommend?keyword=`: popular hashtags for a keyword, with their view counts. */
export const hashtagsRecommendEndpoint = endpoint({
	method: 'GET',
	path: '/hashtags/recommend',
	doc: `${DOCS}/apis/hashtags/recommend-hashtags`,
	summary: 'Recommends hashtags for one keyword, with their view counts.',
	query: HashtagsRecommendQuerySchema,
	response: z
		.object({
			keyword: z.string(),
			recommendations: z.array(
				z.object({ name: z.string(), viewCount: z.number().int().min(0) }).passthrough(),
			),
		})
		.passthrough(),
	errors: [101, 102, 103],
});

/** `GET /hashtags/banned?hashtag=`: whether a network has banned (hides) a hashtag. */
export const hashtagsBannedEndpoint = endpoint({
	method: 'GET',
	path: '/hashtags/banned',
	doc: `${DOCS}/apis/hashtags/check-hashtags`,
	summary: 'Tells whether a hashtag is banned (hidden) on the networks.',
	query: HashtagBannedQuerySchema,
	response: z.object({ hashtag: z.string().regex(/^#/), banned: z.boolean() }).passthrough(),
	errors: [101, 102],
});
