import { STAR_RATINGS, type ReviewKind, type ReviewRules, type StarRating } from '../networks';
import {
	LISTING_REVIEW_NETWORKS,
	ReviewDeleteReplySchema,
	ReviewGetQuerySchema,
	ReviewIdParamsSchema,
	ReviewListQuerySchema,
	ReviewReplySchema,
	reviewRules,
	type ListingReviewNetwork,
	type ReviewDeleteReplyRequest,
	type ReviewGetQuery,
	type ReviewKindOf,
	type ReviewNetwork,
} from '../contract/reviews';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';

/** Error codes the review operations answer with (https://www.ayrshare.com/docs/errors/errors-ayrshare). */
export const REVIEW_ERROR_CODES = {
	/** A single review could not be read, e.g. an unknown review id (action `analytics`). */
	reviewReadFailed: 323,
	/** The review to reply to, or the reply to delete, is not there (or not yours to delete). */
	reviewWriteFailed: 349,
	/** Reviews could not be read: the network is not linked, or the page or listing has none. */
	reviewsReadFailed: 350,
} as const;

export {
	LISTING_REVIEW_NETWORKS,
	REVIEW_NETWORKS,
	ReviewDeleteReplySchema,
	ReviewGetQuerySchema,
	ReviewIdParamsSchema,
	ReviewListQuerySchema,
	ReviewNetworkSchema,
	ReviewReplySchema,
	reviewNetworksOfKind,
	reviewRules,
	type ListingReviewNetwork,
	type ReviewDeleteReplyRequest,
	type ReviewGetQuery,
	type ReviewListQuery,
	type ReviewNetwork,
	type ReviewNetworkOfKind,
	type ReviewReplyRequest,
} from '../contract/reviews';
export { STAR_RATINGS, type ReviewKind, type ReviewRules, type StarRating };

/** A review of a page (https://www.ayrshare.com/docs/apis/reviews/get-reviews). */
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

/** A review of a business listing (https://www.ayrshare.com/docs/apis/reviews/get-reviews). */
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
export type PageReviewList<P extends ReviewNetwork> = { [K in P]: PageReview[] } & {
	averageRating?: number;
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
};

/** `GET /reviews?platform=` of a listing. `averageRating` is the mean star rating, 1 to 5. */
export type ListingReviewList<P extends ReviewNetwork> = { [K in P]: ListingReview[] } & {
	averageRating: number;
	totalReviewCount: number;
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
};

export type ReviewList<P extends ReviewNetwork> =
	ReviewKindOf<P> extends 'listing' ? ListingReviewList<P> : PageReviewList<P>;

/** `GET /reviews/:id?platform=` of a listing: the one review in a list. */
export type ListingReviewResult<P extends ListingReviewNetwork = ListingReviewNetwork> = {
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
	platform: ReviewNetwork;
	[key: string]: unknown;
}

export type ReviewReplyResult<P extends ReviewNetwork = ReviewNetwork> = {
	[K in P]: ReviewReplyEntry;
} & { [key: string]: unknown };

export type ReviewDeleteReplyResult<P extends ListingReviewNetwork = ListingReviewNetwork> = {
	[K in P]: { action: 'delete' | string; status: string; id: string; [key: string]: unknown };
} & { [key: string]: unknown };

/** Reviews of the page and business listing, and replies to them (beta; Premium or Business). */
export class Reviews {
	constructor(private readonly client: ClientCore) {}

	/** Every review of the network's page or listing (`GET /reviews?platform=`); none is code 350. */
	async list<P extends ReviewNetwork>(
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
		query: ReviewGetQuery = { platform: LISTING_REVIEW_NETWORKS[0] },
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
	async reply<P extends ReviewNetwork>(
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
