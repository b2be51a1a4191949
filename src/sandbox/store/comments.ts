import type { SqlStatement as Statement } from '../sqlite';
import type { Network } from '../../engine/networks';
import type { SandboxDatabase } from '../db';

export interface StoredComment {
	id: string;
	postId: string;
	profileId: number;
	platform: Network;
	parentId: string | null;
	text: string;
	userName: string;
	own: boolean;
	createdAt: number;
	/** An image or video the comment carries (a post's first comment may). */
	mediaUrls?: string[];
}

interface CommentRow {
	id: string;
	post_id: string;
	profile_id: number;
	platform: Network;
	parent_id: string | null;
	text: string;
	user_name: string;
	own: number;
	created_at: number;
	media_urls: string;
}

const toComment = (r: CommentRow): StoredComment => ({
	id: r.id,
	postId: r.post_id,
	profileId: r.profile_id,
	platform: r.platform,
	parentId: r.parent_id,
	text: r.text,
	userName: r.user_name,
	own: r.own === 1,
	createdAt: r.created_at,
	mediaUrls: JSON.parse(r.media_urls) as string[],
});

/** Comments under published posts: the profile's own and the simulated audience's. */
export class CommentStore {
	private readonly q: Record<'insert' | 'forPost' | 'get' | 'remove', Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			insert: db.prepare(
				'INSERT INTO comments (id, post_id, profile_id, platform, parent_id, text, user_name, own, created_at, media_urls) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
			),
			forPost: db.prepare(
				'SELECT * FROM comments WHERE post_id = ? AND deleted_at IS NULL ORDER BY created_at, rowid',
			),
			get: db.prepare(
				'SELECT * FROM comments WHERE id = ? AND profile_id = ? AND deleted_at IS NULL',
			),
			remove: db.prepare(
				'UPDATE comments SET deleted_at = ? WHERE (id = ? OR parent_id = ?) AND deleted_at IS NULL',
			),
		};
	}

	insert(comment: StoredComment): void {
		this.q.insert.run(
			comment.id,
			comment.postId,
			comment.profileId,
			comment.platform,
			comment.parentId,
			comment.text,
			comment.userName,
			comment.own ? 1 : 0,
			comment.createdAt,
			JSON.stringify(comment.mediaUrls ?? []),
		);
	}

	forPost(postId: string): StoredComment[] {
		return (this.q.forPost.all(postId) as CommentRow[]).map(toComment);
	}

	ofProfile(id: string, profileId: number): StoredComment | undefined {
		const row = this.q.get.get(id, profileId) as CommentRow | undefined;
		return row && toComment(row);
	}

	/** Deletes a comment and its replies. */
	remove(id: string, now: number): void {
		this.q.remove.run(now, id, id);
	}
}
