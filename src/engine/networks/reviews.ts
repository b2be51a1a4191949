/** How a network's reviews work (https://www.ayrshare.com/docs/apis/reviews/overview): the entry's `offers.reviews`, when it offers them. */
export interface ReviewRules {
	/** Longest reply the network takes, in characters (https://www.ayrshare.com/docs/apis/reviews/reply-review). */
	replyMaxLength: number;
	/**
	 * What is reviewed (https://www.ayrshare.com/docs/apis/reviews/overview). `page`: a review is `positive` or `negative`, the
	 * average is 1, 0 or -1, and each reply is a new comment with its own id. `listing`: a review
	 * has `ONE` to `FIVE` stars, one reply that a new one replaces and its owner may delete, and it
	 * can be read one by one.
	 */
	kind: ReviewKind;
	/** The node's review texts call it by the entry's `shortName` rather than its display name. */
	shortName?: boolean;
}

export type ReviewKind = 'page' | 'listing';

/** Star ratings of a listing review, lowest first (https://www.ayrshare.com/docs/apis/reviews/get-reviews). */
export const STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type StarRating = (typeof STAR_RATINGS)[number];
