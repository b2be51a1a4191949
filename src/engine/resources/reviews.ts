import { z } from 'zod';
import {
	NETWORKS,
	STAR_RATINGS,
	networksOffering,
	quotedChoices,
	type ReviewKind,
	type ReviewRules,
	type StarRating,
} from '../networks';
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

/** Networks whose reviews the service reads and answers (https://www.ayrshare.com/docs/apis/reviews/overview): entries' `offers.reviews`. */
export const REVIEW_PLATFORMS = networksOffering('reviews');
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

export { STAR_RATINGS, type ReviewKind, type ReviewRules, type StarRating };

/** A review network's rules (its entry's `offers.reviews`). */
export function reviewRules<P extends ReviewPlatform>(
	platform: P,
): (typeof NETWORKS)[P]['offers']['reviews'] {
	return NETWORKS[platform].offers.reviews;
}

/** What a review network's reviews are of: a page or a listing (its entry's `reviews.kind`). */
type ReviewKindOf<P extends ReviewPlatform> = (typeof NETWORKS)[P]['offers']['reviews']['kind'];

/** The review networks of a kind, as a type. */
export type ReviewPlatformOfKind<K extends ReviewKind> = {
	[P in ReviewPlatform]: ReviewKindOf<P> extends K ? P : never;
}[ReviewPlatform];
export type ListingReviewPlatform = ReviewPlatformOfKind<'listing'>;

/** The review networks of a kind, in the registry's order. */
export function reviewPlatformsOfKind<K extends ReviewKind>(
	kind: K,
): [ReviewPlatformOfKind<K>, ...ReviewPlatformOfKind<K>[]] {
	const found = REVIEW_PLATFORMS.filter((platform) => reviewRules(platform).kind === kind);
	return found as [ReviewPlatformOfKind<K>, ...ReviewPlatformOfKind<K>[]];
}

/** The networks whose reviews are of a listing: read one by one, one reply each, deletable. */
export const LISTING_REVIEW_PLATFORMS = reviewPlatformsOfKind('listing');

export const ReviewPlatformSchema = z.enum(REVIEW_PLATFORMS, {
	errorMap: () => ({
		message: `must be ${quotedChoices(REVIEW_PLATFORMS)}: the networks with reviews`,
	}),
});

const LISTING_ONLY_MESSAGE =
	`must be ${quotedChoices(LISTING_REVIEW_PLATFORMS)}: only business-listing reviews can be read one by one or have their reply ` +
	`deleted; list ${reviewPlatformsOfKind('page').join(', ')} reviews with the get-all operation`;

/** `platform` of the operations only business listings have (get one, delete reply). */
const ListingOnlySchema = z.enum(LISTING_REVIEW_PLATFORMS, {
	errorMap: () => ({ message: LISTING_ONLY_MESSAGE }),
});

const ReviewIdSchema = z
	.string({ required_error: 'is required: the review id, from the review list' })
	.trim()
	.min(1, 'must be a review id, from the review list');

export const ReviewIdParamsSchema = z.object({ id: ReviewIdSchema }).passthrough();

export const ReviewListQuerySchema = z.object({ platform: ReviewPlatformSchema }).passthrough();
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewGetQuerySchema = z.object({ platform: ListingOnlySchema }).passthrough();
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
		const max = reviewRules(request.platform).replyMaxLength;
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
	.object({ platform: ListingOnlySchema, reviewId: ReviewIdSchema })
	.passthrough();
export type ReviewDeleteReplyRequest = z.infer<typeof ReviewDeleteReplySchema>;

/** A review of a page (interface 2.9). */
export interface PageReview {
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
export interface ListingReviewReply {
	reply: string;
	updated: string;
}

/** A review of a business listing (interface 2.9). */
export interface ListingReview {
	created: string;
	updated: string;
	id: string;
	rating: StarRating;
	review: string;
	/** Empty when the review has no reply. */
	reviewReply: ListingReviewReply | Record<string, never>;
	/** `profile` is the reviewer's image URL. */
	reviewer: { name: string; profile: string };
	[key: string]: unknown;
}

/** `GET /reviews?platform=` of a page. `averageRating` is 1, 0 or -1: mostly positive, even, mostly negative. */
export type PageReviewList<P extends ReviewPlatform> = { [K in P]: PageReview[] } & {
	averageRating?: number;
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
};

/** `GET /reviews?platform=` of a listing. `averageRating` is the mean star rating, 1 to 5. */
export type ListingReviewList<P extends ReviewPlatform> = { [K in P]: ListingReview[] } & {
	averageRating: number;
	totalReviewCount: number;
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
};

export type ReviewList<P extends ReviewPlatform> =
	ReviewKindOf<P> extends 'listing' ? ListingReviewList<P> : PageReviewList<P>;

/** `GET /reviews/:id?platform=` of a listing: the one review in a list. */
export type ListingReviewResult<P extends ListingReviewPlatform = ListingReviewPlatform> = {
	[K in P]: ListingReview[];
} & {
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
};

export interface ReviewReplyEntry {
	action: 'reply' | string;
	status: string;
	/** The reply's id on a page; the review's id on a listing, where a review has one reply. */
	id: string;
	reply: string;
	platform: ReviewPlatform;
	[key: string]: unknown;
}

export type ReviewReplyResult<P extends ReviewPlatform = ReviewPlatform> = {
	[K in P]: ReviewReplyEntry;
} & { [key: string]: unknown };

export type ReviewDeleteReplyResult<P extends ListingReviewPlatform = ListingReviewPlatform> = {
	[K in P]: { action: 'delete' | string; status: string; id: string; [key: string]: unknown };
} & { [key: string]: unknown };

/** Reviews of the page and business listing, and replies to them (beta; Premium or Business). */
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

	/** One business-listing review (`GET /reviews/:id?platform=`); an unknown id is code 323. */
	async get(
		id: string,
		query: ReviewGetQuery = { platform: LISTING_REVIEW_PLATFORMS[0] },
		options: RequestOptions = {},
	): Promise<ListingReviewResult> {
		const q = parseOrThrow(ReviewGetQuerySchema, query, 'Invalid review query');
		const params = parseOrThrow(ReviewIdParamsSchema, { id }, 'Invalid review id');
		return this.client.sender.send<ListingReviewResult>({
			method: 'GET',
			path: path`/reviews/${params.id}`,
			query: q,
			profileKey: options.profileKey,
		});
	}

	/**
	 * Replies to a review (`POST /reviews`); a review that is not there is code 349. On a listing
	 * the reply replaces any earlier one.
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
			// A listing review has one reply, so sending it again sets the same reply; a page's
			// reply is a new comment each time and is not resent (a service may ignore the key).
			idempotent: reviewRules(body.platform).kind === 'listing',
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
