import { z } from 'zod';
import { parseOrThrow } from '../core/zodIssues';
import type { ClientCore, RequestOptions } from './shared';

/** Hashtags are added only to text this long or shorter; longer text comes back unchanged (2.2). */
export const AUTO_HASHTAG_MAX_TEXT_LENGTH = 1_000;

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

export interface HashtagBannedResult {
	/** The hashtag checked, with its leading #. */
	hashtag: string;
	/** Whether a network (first those offering `bannedHashtags`) has banned (hides) it. */
	banned: boolean;
	[key: string]: unknown;
}

export interface HashtagsAutoResult {
	/** The text with hashtags added. */
	post: string;
	[key: string]: unknown;
}

export interface HashtagRecommendation {
	name: string;
	viewCount: number;
	[key: string]: unknown;
}

export interface HashtagRecommendations {
	keyword: string;
	recommendations: HashtagRecommendation[];
	[key: string]: unknown;
}

export class Hashtags {
	constructor(private readonly client: ClientCore) {}

	/** Adds hashtags to a text (`POST /hashtags/auto`); text over 1,000 characters is left as is. */
	async auto(
		params: HashtagsAutoRequest,
		options: RequestOptions = {},
	): Promise<HashtagsAutoResult> {
		const body = parseOrThrow(HashtagsAutoSchema, params, 'Invalid auto-hashtag request');
		return this.client.sender.send<HashtagsAutoResult>({
			method: 'POST',
			path: '/hashtags/auto',
			body,
			profileKey: options.profileKey,
			// Only computes text and stores nothing, so sending it again is safe.
			idempotent: true,
		});
	}

	/** Popular hashtags for a keyword, with their view counts (`GET /hashtags/recommend`). */
	async recommend(keyword: string, options: RequestOptions = {}): Promise<HashtagRecommendations> {
		const query = parseOrThrow(
			HashtagsRecommendQuerySchema,
			{ keyword },
			'Invalid hashtag keyword',
		);
		return this.client.sender.send<HashtagRecommendations>({
			method: 'GET',
			path: '/hashtags/recommend',
			query,
			profileKey: options.profileKey,
		});
	}

	/** Whether a network (first those offering `bannedHashtags`) bans a hashtag (`GET /hashtags/banned`). */
	async banned(hashtag: string, options: RequestOptions = {}): Promise<HashtagBannedResult> {
		const query = parseOrThrow(HashtagBannedQuerySchema, { hashtag }, 'Invalid hashtag');
		return this.client.sender.send<HashtagBannedResult>({
			method: 'GET',
			path: '/hashtags/banned',
			query,
			profileKey: options.profileKey,
		});
	}
}
