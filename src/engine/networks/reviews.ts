/** How a network's reviews work (interface 2.9, 4.11): the entry's `reviews`, when it offers them. */
export interface ReviewRules {
	/** Longest reply the network takes, in characters (interface 4.11). */
	replyMaxLength: number;
	/**
	 * What is reviewed (interface 2.9, 4.11). `page`: a review is `positive` or `negative`, the
	 * average is 1, 0 or -1, and each reply is a new comment with its own id. `listing`: a review
	 * has `ONE` to `FIVE` stars, one reply that a new one replaces and its owner may delete, and it
	 * can be read one by one.
	 */
	kind: ReviewKind;
	/** The node's review texts call it by the entry's `shortName` rather than its display name. */
	shortName?: boolean;
}

export type ReviewKind = 'page' | 'listing';

/** Star ratings of a listing review, lowest first (interface 2.9). */
export const STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type StarRating = (typeof STAR_RATINGS)[number];
