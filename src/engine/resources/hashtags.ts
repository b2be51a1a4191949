import {
	HashtagBannedQuerySchema,
	HashtagsAutoSchema,
	HashtagsRecommendQuerySchema,
	type HashtagsAutoRequest,
} from '../contract/hashtags';
import { parseOrThrow } from '../core/zodIssues';
import type { ClientCore, RequestOptions } from './shared';

/** Hashtags are added only to text this long or shorter; longer text comes back unchanged (https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags). */
export const AUTO_HASHTAG_MAX_TEXT_LENGTH = 1_000;

// The request schemas live with the endpoints' contracts (one home); re-exported for the engine's callers.
export {
	HashtagBannedQuerySchema,
	HashtagsAutoSchema,
	HashtagsRecommendQuerySchema,
	type HashtagBannedQuery,
	type HashtagsAutoRequest,
	type HashtagsRecommendQuery,
} from '../contract/hashtags';

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
