import { networksOffering, type Network } from '../../engine/networks';
import type { SandboxContext } from '../context';
import { badRequest, notFound, unknownPost } from '../errors';
import { randomBase62 } from './ids';
import type { StoredComment } from '../store/comments';
import type { Post } from '../store/posts';

/** The networks whose posts take comments through the service (the others answer 101), alphabetically. */
export const COMMENT_NETWORKS: readonly Network[] = [...networksOffering('comments')].sort();

/** The profile's post, published on `platform`, that a comment goes under; errors name what is wrong. */
export function commentablePost(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	postId: string,
	network: Network,
): Post {
	const post = ctx.posts.get(postId);
	if (!post || post.profileId !== profileId || post.status === 'deleted')
		throw unknownPost(action, postId);
	if (!COMMENT_NETWORKS.includes(network))
		throw badRequest(
			action,
			`platforms: ${network} does not take comments through the service; use ${COMMENT_NETWORKS.join(', ')}.`,
		);
	const delivery = ctx.deliveries.forPost(postId).find((d) => d.platform === network && !d.deleted);
	if (delivery?.extra.commentsDisabled === true)
		throw badRequest(
			action,
			`platforms: post ${postId} was published on ${network} with comments turned off (disableComments), so it takes none.`,
		);
	if (!delivery)
		throw badRequest(
			action,
			`platforms: post ${postId} was not published on ${network}, so it has no comments there.`,
		);
	return post;
}

export function addComment(
	ctx: SandboxContext,
	comment: Omit<StoredComment, 'id' | 'createdAt'>,
): StoredComment {
	const stored = { ...comment, id: `c_${randomBase62(20)}`, createdAt: ctx.now() };
	ctx.comments.insert(stored);
	return stored;
}

export function commentsOfPost(ctx: SandboxContext, postId: string): StoredComment[] {
	return ctx.comments.forPost(postId);
}

export function commentOfProfile(
	ctx: SandboxContext,
	action: string,
	profileId: number,
	id: string,
): StoredComment {
	const comment = ctx.comments.ofProfile(id, profileId);
	if (!comment) throw notFound(action, `No comment with id ${JSON.stringify(id)} in this profile.`);
	return comment;
}

/** Deletes a comment and its replies. */
export function deleteComment(ctx: SandboxContext, id: string): void {
	ctx.comments.remove(id, ctx.now());
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
