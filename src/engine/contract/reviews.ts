import { z } from 'zod';
import { NETWORKS, networksOffering, quotedChoices, type ReviewKind } from '../networks';
import { DOCS, endpoint } from './endpoint';

const REVIEWS_DOC = `${DOCS}/apis/reviews`;

/** Networks whose reviews the service reads and answers (docs: apis/reviews): entries' `offers.reviews`. */
export const REVIEW_NETWORKS = networksOffering('reviews');
export type ReviewNetwork = (typeof REVIEW_NETWORKS)[number];

/** A review network's rules (its entry's `offers.reviews`); tsc names a review network without them. */
export function reviewRules<P extends ReviewNetwork>(
	network: P,
): (typeof NETWORKS)[P]['offers']['reviews'] {
	return NETWORKS[network].offers.reviews;
}

/** What a review network's reviews are of: a page or a listing (its entry's `offers.reviews.kind`). */
export type ReviewKindOf<P extends ReviewNetwork> =
	(typeof NETWORKS)[P]['offers']['reviews']['kind'];

/** The review networks of a kind, as a type. */
export type ReviewNetworkOfKind<K extends ReviewKind> = {
	[P in ReviewNetwork]: ReviewKindOf<P> extends K ? P : never;
}[ReviewNetwork];
export type ListingReviewNetwork = ReviewNetworkOfKind<'listing'>;

/** The review networks of a kind, in the registry's order. */
export function reviewNetworksOfKind<K extends ReviewKind>(
	kind: K,
): [ReviewNetworkOfKind<K>, ...ReviewNetworkOfKind<K>[]] {
	const found = REVIEW_NETWORKS.filter((network) => reviewRules(network).kind === kind);
	return found as [ReviewNetworkOfKind<K>, ...ReviewNetworkOfKind<K>[]];
}

/** The networks whose reviews are of a listing: read one by one, one reply each, deletable. */
export const LISTING_REVIEW_NETWORKS = reviewNetworksOfKind('listing');

export const ReviewNetworkSchema = z.enum(REVIEW_NETWORKS, {
	errorMap: () => ({
		message: `must be ${quotedChoices(REVIEW_NETWORKS)}: the networks with reviews`,
	}),
});

const LISTING_ONLY_MESSAGE =
	`must be ${quotedChoices(LISTING_REVIEW_NETWORKS)}: only business-listing reviews can be read one by one or have their reply ` +
	`deleted; list ${reviewNetworksOfKind('page').join(', ')} reviews with the get-all operation`;

/** `platform` of the operations only business listings have (get one, delete reply). */
const ListingOnlySchema = z.enum(LISTING_REVIEW_NETWORKS, {
	errorMap: () => ({ message: LISTING_ONLY_MESSAGE }),
});

const ReviewIdSchema = z
	.string({ required_error: 'is required: the review id, from the review list' })
	.trim()
	.min(1, 'must be a review id, from the review list');

export const ReviewIdParamsSchema = z.object({ id: ReviewIdSchema }).passthrough();

export const ReviewListQuerySchema = z.object({ platform: ReviewNetworkSchema }).passthrough();
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewGetQuerySchema = z.object({ platform: ListingOnlySchema }).passthrough();
export type ReviewGetQuery = z.infer<typeof ReviewGetQuerySchema>;

export const ReviewReplySchema = z
	.object({
		platform: ReviewNetworkSchema,
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

/** `GET /reviews?platform=`: every review of the network's page or listing. */
export const REVIEWS_LIST = endpoint({
	method: 'GET',
	path: '/reviews',
	doc: `${REVIEWS_DOC}/get-reviews`,
	summary: "Every review of the profile's page or business listing",
	query: ReviewListQuerySchema,
	errors: [101, 350],
});

/** `GET /reviews/:id?platform=`: one business-listing review. */
export const REVIEWS_GET = endpoint({
	method: 'GET',
	path: '/reviews/:id',
	doc: `${REVIEWS_DOC}/get-review`,
	summary: 'One business-listing review',
	params: ReviewIdParamsSchema,
	query: ReviewGetQuerySchema,
	errors: [101, 323],
});

/** `POST /reviews`: a reply to a review. */
export const REVIEWS_REPLY = endpoint({
	method: 'POST',
	path: '/reviews',
	doc: `${REVIEWS_DOC}/reply-review`,
	summary: 'Replies to a review',
	body: ReviewReplySchema,
	errors: [101, 349],
});

/** `DELETE /reviews`: deletes the reply of a business-listing review. */
export const REVIEWS_DELETE_REPLY = endpoint({
	method: 'DELETE',
	path: '/reviews',
	doc: `${REVIEWS_DOC}/delete-review`,
	summary: 'Deletes the reply of a business-listing review',
	body: ReviewDeleteReplySchema,
	errors: [101, 349],
});
