import type { Platform } from '../engine/platforms';
import type { SandboxContext } from './context';
import { perDatabase } from './db';
import { badRequest, notFound, unknownPost } from './errors';
import { randomBase62 } from './ids';
import type { Post } from './store/posts';

/** The networks whose posts take comments through the service (the others answer 101). */
export const COMMENT_PLATFORMS: readonly Platform[] = [
	'facebook',
	'instagram',
	'linkedin',
	'reddit',
	'tiktok',
	'twitter',
	'youtube',
];

export interface StoredComment {
	id: string;
	postId: string;
	profileId: number;
	platform: Platform;
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
	platform: Platform;
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

const statements = perDatabase((db) => ({
	insert: db.prepare(
		'INSERT INTO comments (id, post_id, profile_id, platform, parent_id, text, user_name, own, created_at, media_urls) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
	),
	forPost: db.prepare(
		'SELECT * FROM comments WHERE post_id = ? AND deleted_at IS NULL ORDER BY created_at, rowid',
	),
	get: db.prepare('SELECT * FROM comments WHERE id = ? AND profile_id = ? AND deleted_at IS NULL'),
	remove: db.prepare(
		'UPDATE comments SET deleted_at = ? WHERE (id = ? OR parent_id = ?) AND deleted_at IS NULL',
	),
}));

/** The profile's post, published on `platform`, that a comment goes under; errors name what is wrong. */
export function commentablePost(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	postId: string,
	platform: Platform,
): Post {
	const post = ctx.posts.get(postId);
	if (!post || post.profileId !== profileId || post.status === 'deleted')
		throw unknownPost(action, postId);
	if (!COMMENT_PLATFORMS.includes(platform))
		throw badRequest(
			action,
			`platforms: ${platform} does not take comments through the service; use ${COMMENT_PLATFORMS.join(', ')}.`,
		);
	const delivery = ctx.deliveries
		.forPost(postId)
		.find((d) => d.platform === platform && !d.deleted);
	if (delivery?.extra.commentsDisabled === true)
		throw badRequest(
			action,
			`platforms: post ${postId} was published on ${platform} with comments turned off (disableComments), so it takes none.`,
		);
	if (!delivery)
		throw badRequest(
			action,
			`platforms: post ${postId} was not published on ${platform}, so it has no comments there.`,
		);
	return post;
}

export function addComment(
	ctx: SandboxContext,
	comment: Omit<StoredComment, 'id' | 'createdAt'>,
): StoredComment {
	const stored = { ...comment, id: `c_${randomBase62(20)}`, createdAt: ctx.now() };
	statements(ctx.db).insert.run(
		stored.id,
		stored.postId,
		stored.profileId,
		stored.platform,
		stored.parentId,
		stored.text,
		stored.userName,
		stored.own ? 1 : 0,
		stored.createdAt,
		JSON.stringify(stored.mediaUrls ?? []),
	);
	return stored;
}

export function commentsOfPost(ctx: SandboxContext, postId: string): StoredComment[] {
	return (statements(ctx.db).forPost.all(postId) as CommentRow[]).map(toComment);
}

export function commentOfProfile(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	id: string,
): StoredComment {
	const row = statements(ctx.db).get.get(id, profileId) as CommentRow | undefined;
	if (!row) throw notFound(action, `No comment with id ${JSON.stringify(id)} in this profile.`);
	return toComment(row);
}

/** Deletes a comment and its replies. */
export function deleteComment(ctx: SandboxContext, id: string): void {
	statements(ctx.db).remove.run(ctx.now(), id, id);
}

/** A comment as the service answers it. */
export function commentView(comment: StoredComment): Record<string, unknown> {
	return {
		commentId: comment.id,
		comment: comment.text,
		platform: comment.platform,
		created: new Date(comment.createdAt).toISOString(),
		userName: comment.userName,
		...(comment.parentId ? { parentCommentId: comment.parentId } : {}),
		...(comment.mediaUrls?.length ? { mediaUrls: comment.mediaUrls } : {}),
		...(comment.own ? { own: true } : {}),
	};
}
