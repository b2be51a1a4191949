import { z } from 'zod';
import { networksOffering, quotedChoices } from '../networks';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';

/** Error codes the review operations answer with (interface part 7). */
export const REVIEW_ERROR_CODES = {
	/** A single review could not be read, e.g. an unknown review id (action `analytics`). */
	reviewReadFailed: 323,
	/** The review to reply to, or the reply to delete, is not there (or not yours to delete). */
	reviewWriteFailed: 349,
	/** Reviews could not be read: the network is not linked, or the page or listing has none. */
	reviewsReadFailed: 350,
} as const;

/** Networks whose reviews the service reads and answers (interface 4.11): entries' `offers.reviews`. */
export const REVIEW_PLATFORMS = networksOffering('reviews');
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

/** Star ratings of a business-listing review, lowest first. */
export const GMB_STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type GmbStarRating = (typeof GMB_STAR_RATINGS)[number];

/** Longest reply each network takes, in characters. */
export const REVIEW_REPLY_MAX_LENGTH: Record<ReviewPlatform, number> = {
	facebook: 8_000,
	gmb: 4_096,
};

export const ReviewPlatformSchema = z.enum(REVIEW_PLATFORMS, {
	errorMap: () => ({
		message: `must be ${quotedChoices(REVIEW_PLATFORMS)}: the networks with reviews`,
	}),
});

const GMB_ONLY_MESSAGE =
	'must be "gmb": only business-listing reviews can be read one by one or have their reply ' +
	'deleted; list facebook reviews with the get-all operation';

/** `platform` of the operations only business listings have (get one, delete reply). */
const GmbOnlySchema = z.literal('gmb', { errorMap: () => ({ message: GMB_ONLY_MESSAGE }) });

const ReviewIdSchema = z
	.string({ required_error: 'is required: the review id, from the review list' })
	.trim()
	.min(1, 'must be a review id, from the review list');

export const ReviewIdParamsSchema = z.object({ id: ReviewIdSchema }).passthrough();

export const ReviewListQuerySchema = z.object({ platform: ReviewPlatformSchema }).passthrough();
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewGetQuerySchema = z.object({ platform: GmbOnlySchema }).passthrough();
export type ReviewGetQuery = z.infer<typeof ReviewGetQuerySchema>;

export const ReviewReplySchema = z
	.object({
		platform: ReviewPlatformSchema,
		reviewId: ReviewIdSchema,
		reply: z
			.string({ required_error: 'is required: the text of the reply' })
			.trim()
			.min(1, 'must not be empty: write the reply text'),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		const max = REVIEW_REPLY_MAX_LENGTH[request.platform];
		if (request.reply.length > max) {
			ctx.addIssue({
				code: 'custom',
				path: ['reply'],
				message: `must be at most ${max} characters on ${request.platform} (it has ${request.reply.length})`,
			});
		}
	});
export type ReviewReplyRequest = z.infer<typeof ReviewReplySchema>;

export const ReviewDeleteReplySchema = z
	.object({ platform: GmbOnlySchema, reviewId: ReviewIdSchema })
	.passthrough();
export type ReviewDeleteReplyRequest = z.infer<typeof ReviewDeleteReplySchema>;

/** A review of a facebook page (interface 2.9). */
export interface FacebookReview {
	created: string;
	id: string;
	rating: 'positive' | 'negative';
	review: string;
	reviewer: {
		name: string;
		id: string;
		profile: { height: number; isSilhouette: boolean; url: string; width: number };
	};
	[key: string]: unknown;
}

/** A reply on a business-listing review. */
export interface GmbReviewReply {
	reply: string;
	updated: string;
}

/** A review of a business listing (interface 2.9). */
export interface GmbReview {
	created: string;
	updated: string;
	id: string;
	rating: GmbStarRating;
	review: string;
	/** Empty when the review has no reply. */
	reviewReply: GmbReviewReply | Record<string, never>;
	/** `profile` is the reviewer's image URL. */
	reviewer: { name: string; profile: string };
	[key: string]: unknown;
}

/** `GET /reviews?platform=facebook`. `averageRating` is 1, 0 or -1: mostly positive, even, mostly negative. */
export interface FacebookReviewList {
	facebook: FacebookReview[];
	averageRating?: number;
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
}

/** `GET /reviews?platform=gmb`. `averageRating` is the mean star rating, 1 to 5. */
export interface GmbReviewList {
	gmb: GmbReview[];
	averageRating: number;
	totalReviewCount: number;
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
}

export type ReviewList<P extends ReviewPlatform> = P extends 'gmb'
	? GmbReviewList
	: FacebookReviewList;

/** `GET /reviews/:id?platform=gmb`: the one review in a list. */
export interface GmbReviewResult {
	gmb: GmbReview[];
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
}

export interface ReviewReplyEntry {
	action: 'reply' | string;
	status: string;
	/** The reply's id on facebook; the review's id on gmb, where a review has one reply. */
	id: string;
	reply: string;
	platform: ReviewPlatform;
	[key: string]: unknown;
}

export type ReviewReplyResult<P extends ReviewPlatform = ReviewPlatform> = {
	[K in P]: ReviewReplyEntry;
} & { [key: string]: unknown };

export interface ReviewDeleteReplyResult {
	gmb: { action: 'delete' | string; status: string; id: string; [key: string]: unknown };
	[key: string]: unknown;
}

/** Reviews of the facebook page and business listing, and replies to them (beta; Premium or Business). */
export class Reviews {
	constructor(private readonly client: ClientCore) {}

	/** Every review of the network's page or listing (`GET /reviews?platform=`); none is code 350. */
	async list<P extends ReviewPlatform>(
		query: { platform: P },
		options: RequestOptions = {},
	): Promise<ReviewList<P>> {
		return this.client.sender.send<ReviewList<P>>({
			method: 'GET',
			path: '/reviews',
			query: parseOrThrow(ReviewListQuerySchema, query, 'Invalid review list query'),
			profileKey: options.profileKey,
		});
	}

	/** One business-listing review (`GET /reviews/:id?platform=gmb`); an unknown id is code 323. */
	async get(
		id: string,
		query: ReviewGetQuery = { platform: 'gmb' },
		options: RequestOptions = {},
	): Promise<GmbReviewResult> {
		const q = parseOrThrow(ReviewGetQuerySchema, query, 'Invalid review query');
		const params = parseOrThrow(ReviewIdParamsSchema, { id }, 'Invalid review id');
		return this.client.sender.send<GmbReviewResult>({
			method: 'GET',
			path: path`/reviews/${params.id}`,
			query: q,
			profileKey: options.profileKey,
		});
	}

	/**
	 * Replies to a review (`POST /reviews`); a review that is not there is code 349. On gmb the
	 * reply replaces any earlier one.
	 */
	async reply<P extends ReviewPlatform>(
		params: { platform: P; reviewId: string; reply: string },
		options: RequestOptions = {},
	): Promise<ReviewReplyResult<P>> {
		const body = parseOrThrow(ReviewReplySchema, params, 'Invalid review reply');
		const spec = {
			method: 'POST' as const,
			path: '/reviews',
			body,
			// A listing review has one reply, so sending it again sets the same reply; a facebook
			// reply is a new comment each time and is not resent (a service may ignore the key).
			idempotent: body.platform === 'gmb',
		};
		return sendCreate<ReviewReplyResult<P>>(this.client, spec, options);
	}

	/**
	 * Deletes the reply of a business-listing review (`DELETE /reviews`). Only the reply's owner
	 * can; a missing review or reply, or another's reply, is code 349.
	 */
	async deleteReply(
		params: ReviewDeleteReplyRequest,
		options: RequestOptions = {},
	): Promise<ReviewDeleteReplyResult> {
		const body = parseOrThrow(ReviewDeleteReplySchema, params, 'Invalid review reply deletion');
		return this.client.sender.send<ReviewDeleteReplyResult>({
			method: 'DELETE',
			path: '/reviews',
			body,
			profileKey: options.profileKey,
		});
	}
}
