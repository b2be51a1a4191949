import { STAR_RATINGS, reviewRules, type ReviewNetwork } from '../../engine/resources/reviews';
import { SandboxError } from '../errors';
import { networkProfileUrl } from '../networks';
import type { StoredReply, StoredReview } from './store';

/** Reviewer images are square, this many pixels a side (the simulated networks' account images). */
const IMAGE_SIDE = 64;

/**
 * A review error nested under its platform key, as https://www.ayrshare.com/docs/errors/errors-ayrshare shows them:
 * `{<platform>: {action, status: "error", code, message, details}}`.
 */
export class NetworkNestedError extends SandboxError {
	constructor(
		readonly network: ReviewNetwork,
		httpStatus: number,
		code: number,
		action: string,
		message: string,
		details?: string,
	) {
		super(httpStatus, code, action, message, details === undefined ? {} : { details });
	}

	override toBody(): Record<string, unknown> {
		return { [this.network]: super.toBody() };
	}
}

const iso = (ms: number): string => new Date(ms).toISOString();

function reviewerImage(baseUrl: string, network: ReviewNetwork, review: StoredReview): string {
	return `${networkProfileUrl(baseUrl, network, review.reviewerId)}/image.png`;
}

/** A page review (https://www.ayrshare.com/docs/apis/reviews/get-reviews). */
export function pageReviewView(baseUrl: string, review: StoredReview): Record<string, unknown> {
	return {
		created: iso(review.createdAt),
		id: review.id,
		rating: review.rating,
		review: review.review,
		reviewer: {
			name: review.reviewerName,
			id: review.reviewerId,
			profile: {
				height: IMAGE_SIDE,
				isSilhouette: false,
				url: reviewerImage(baseUrl, review.platform, review),
				width: IMAGE_SIDE,
			},
		},
	};
}

/** A business-listing review (https://www.ayrshare.com/docs/apis/reviews/get-reviews): `reviewReply` is `{}` or `{reply, updated}`. */
export function listingReviewView(
	baseUrl: string,
	review: StoredReview,
	reply: StoredReply | undefined,
): Record<string, unknown> {
	return {
		created: iso(review.createdAt),
		updated: iso(Math.max(review.updatedAt, reply?.updatedAt ?? 0)),
		id: review.id,
		rating: review.rating,
		review: review.review,
		reviewReply: reply ? { reply: reply.reply, updated: iso(reply.updatedAt) } : {},
		reviewer: {
			name: review.reviewerName,
			profile: reviewerImage(baseUrl, review.platform, review),
		},
	};
}

/** 1 to 5 for `ONE` to `FIVE`. */
export function starValue(rating: string): number {
	return (STAR_RATINGS as readonly string[]).indexOf(rating) + 1;
}

/** The mean star rating, to one decimal as listings show it. */
export function starAverageRating(reviews: StoredReview[]): number {
	if (reviews.length === 0) return 0;
	const sum = reviews.reduce((total, review) => total + starValue(review.rating), 0);
	return Math.round((sum / reviews.length) * 10) / 10;
}

/** 1 when positive reviews outnumber negative ones, -1 when fewer, 0 when even (https://www.ayrshare.com/docs/apis/reviews/get-reviews). */
export function recommendationAverageRating(reviews: StoredReview[]): number {
	const balance = reviews.reduce(
		(total, review) => total + (review.rating === 'positive' ? 1 : -1),
		0,
	);
	return Math.sign(balance);
}

/** A review as its network shows it: a page's or a listing's (the entry's `reviews.kind`). */
export function reviewView(
	baseUrl: string,
	review: StoredReview,
	reply: StoredReply | undefined,
): Record<string, unknown> {
	return reviewRules(review.platform).kind === 'listing'
		? listingReviewView(baseUrl, review, reply)
		: pageReviewView(baseUrl, review);
}
