import type { SqlStatement as Statement } from '../sqlite';
import type { ReviewNetwork } from '../../engine/resources/reviews';
import type { SandboxDatabase } from '../db';

/** Who wrote a reply: a profile through the service, or someone on the network itself. */
export type ReplyAuthor = 'profile' | 'owner' | 'manager';

export interface StoredReview {
	id: string;
	profileId: number;
	platform: ReviewNetwork;
	/** The linked page or listing (network user id) the review is on. */
	networkUserId: string;
	/** `positive`/`negative` on a page, `ONE`..`FIVE` on a listing. */
	rating: string;
	review: string;
	reviewerName: string;
	reviewerId: string;
	createdAt: number;
	updatedAt: number;
}

export interface StoredReply {
	id: string;
	reviewId: string;
	author: ReplyAuthor;
	/** The profile that sent it through the service, when `author` is `profile`. */
	authorProfileId: number | null;
	reply: string;
	createdAt: number;
	updatedAt: number;
}

interface ReviewRow {
	id: string;
	profile_id: number;
	platform: ReviewNetwork;
	network_user_id: string;
	rating: string;
	review: string;
	reviewer_name: string;
	reviewer_id: string;
	created_at: number;
	updated_at: number;
}

interface ReplyRow {
	id: string;
	review_id: string;
	author: ReplyAuthor;
	author_profile_id: number | null;
	reply: string;
	created_at: number;
	updated_at: number;
}

const toReview = (r: ReviewRow): StoredReview => ({
	id: r.id,
	profileId: r.profile_id,
	platform: r.platform,
	networkUserId: r.network_user_id,
	rating: r.rating,
	review: r.review,
	reviewerName: r.reviewer_name,
	reviewerId: r.reviewer_id,
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

const toReply = (r: ReplyRow): StoredReply => ({
	id: r.id,
	reviewId: r.review_id,
	author: r.author,
	authorProfileId: r.author_profile_id,
	reply: r.reply,
	createdAt: r.created_at,
	updatedAt: r.updated_at,
});

/** Reviews of the simulated pages and business listings, and their replies. */
export class ReviewStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			insert: db.prepare(
				`INSERT INTO reviews (id, profile_id, platform, network_user_id, rating, review, reviewer_name,
				   reviewer_id, created_at, updated_at)
				 VALUES (@id, @profileId, @platform, @networkUserId, @rating, @review, @reviewerName,
				   @reviewerId, @createdAt, @updatedAt)`,
			),
			listing: db.prepare(
				`SELECT * FROM reviews WHERE profile_id = ? AND platform = ? AND network_user_id = ?
				 ORDER BY created_at DESC, id`,
			),
			byId: db.prepare('SELECT * FROM reviews WHERE id = ?'),
			replies: db.prepare(
				'SELECT * FROM review_replies WHERE review_id = ? ORDER BY created_at, id',
			),
			insertReply: db.prepare(
				`INSERT INTO review_replies (id, review_id, author, author_profile_id, reply, created_at, updated_at)
				 VALUES (@id, @reviewId, @author, @authorProfileId, @reply, @createdAt, @updatedAt)`,
			),
			deleteReplies: db.prepare('DELETE FROM review_replies WHERE review_id = ?'),
			seeded: db.prepare('SELECT 1 FROM review_seeds WHERE profile_id = ?'),
			markSeeded: db.prepare(
				'INSERT OR IGNORE INTO review_seeds (profile_id, seeded_at) VALUES (?, ?)',
			),
		};
	}

	insert(review: StoredReview): void {
		this.q.insert.run(review);
	}

	/** The reviews on one page or listing, newest first. */
	listing(profileId: number, network: ReviewNetwork, networkUserId: string): StoredReview[] {
		return (this.q.listing.all(profileId, network, networkUserId) as ReviewRow[]).map(toReview);
	}

	byId(id: string): StoredReview | undefined {
		const row = this.q.byId.get(id) as ReviewRow | undefined;
		return row && toReview(row);
	}

	/** A review's replies, oldest first (a listing review has at most one). */
	replies(reviewId: string): StoredReply[] {
		return (this.q.replies.all(reviewId) as ReplyRow[]).map(toReply);
	}

	addReply(reply: StoredReply): void {
		this.q.insertReply.run(reply);
	}

	/** Sets the one reply of a listing review, replacing any earlier one. */
	replaceReply(reply: StoredReply): void {
		this.q.deleteReplies.run(reply.reviewId);
		this.q.insertReply.run(reply);
	}

	deleteReplies(reviewId: string): boolean {
		return this.q.deleteReplies.run(reviewId).changes > 0;
	}

	isSeeded(profileId: number): boolean {
		return this.q.seeded.get(profileId) !== undefined;
	}

	markSeeded(profileId: number, now: number): void {
		this.q.markSeeded.run(profileId, now);
	}
}
