import type { Network } from '../../engine/networks';
import {
	DeleteComment,
	GetComments,
	PostComment,
	ReplyToComment,
} from '../../engine/contract/comments';
import { ADMIN_INCOMING_COMMENT } from '../contract/adminInbox';
import { actingProfile } from '../http/auth';
import {
	addComment,
	commentablePost,
	commentOfProfile,
	commentsOfPost,
	commentView,
	deleteComment,
} from '../networks/comments';
import type { SandboxContext } from '../context';
import { badRequest, unknownPost, validationFailed } from '../errors';
import {
	checkCommentMedia,
	checkReplyVideoId,
	commentByNetworkId,
	postIdByNetworkId,
	singleNetwork,
} from '../networks/commentTargets';
import { idempotentCreate } from '../http/idempotencyKey';
import {
	contractRoute,
	type ContractRequest,
	type Handler,
	type Reply,
	type Route,
} from '../router';

const ACTION = 'comments';

/** Comments on published posts (the service's /comments operations, as its SDK calls them). */
export const commentRoutes: Route[] = [
	...contractRoute(PostComment, {
		action: ACTION,
		handler: idempotentCreate('comment', ACTION, postComment as Handler),
	}),
	// Docs (apis/comments/reply-to-comment): the comment id in the path; the SDK's in the body.
	...contractRoute(ReplyToComment, {
		action: ACTION,
		handler: idempotentCreate('comment', ACTION, replyToComment as Handler),
	}),
	...contractRoute(GetComments, { action: ACTION, handler: listComments }),
	...contractRoute(DeleteComment, {
		action: ACTION,
		handler: removeComment,
		notModelled: {
			searchPlatformId:
				'the sandbox gives a comment one id, the same in the service and on the network, so either id finds it',
			platform: 'a comment id names its network already in the sandbox',
		},
	}),
	...contractRoute(ADMIN_INCOMING_COMMENT, { action: 'admin', handler: incomingComment }),
];

/**
 * `POST /api/comments {id, comment, platforms, searchPlatformId?, mediaUrls?}`: the profile
 * comments on its published post; with `searchPlatformId` the id is the network's own post id
 * (one platform), `mediaUrls` is one image or video where the network takes it.
 */
function postComment(req: ContractRequest<typeof PostComment>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const networks = [...new Set(request.platforms as Network[])];
	const postId = request.searchPlatformId
		? postIdByNetworkId(ctx, ACTION, profile.id, singleNetwork(ACTION, networks), request.id)
		: request.id;
	checkCommentMedia(ACTION, request.mediaUrls, networks);
	for (const network of networks) commentablePost(ctx, ACTION, profile.id, postId, network);
	const body: Record<string, unknown> = { status: 'success', id: request.id };
	for (const network of networks) {
		const comment = addComment(ctx, {
			postId,
			profileId: profile.id,
			platform: network,
			parentId: null,
			text: request.comment,
			userName: profile.title,
			own: true,
			...(request.mediaUrls?.length ? { mediaUrls: request.mediaUrls } : {}),
		});
		body[network] = { status: 'success', ...commentView(comment) };
		body.commentID ??= comment.id;
	}
	return { status: 200, body };
}

/**
 * `POST /api/comments/reply/:commentId {comment, platforms?, searchPlatformId?, videoId?,
 * mediaUrls?}` (or the SDK's `{commentId, comment}` without the path's id): a reply under a
 * comment, on its network. With `searchPlatformId` the id is the network's comment id, one
 * platform given, and a network that needs it (`replyNeedsVideoId`) names the video too.
 */
function replyToComment(req: ContractRequest<typeof ReplyToComment>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const commentId = req.input.params.commentId ?? request.commentId;
	if (!commentId)
		throw validationFailed(ACTION, [
			{
				field: 'commentId',
				value: undefined,
				message: 'is required: a comment id, in the path or the body',
			},
		]);
	const parent = request.searchPlatformId
		? commentByNetworkId(
				ctx,
				ACTION,
				profile.id,
				singleNetwork(ACTION, request.platforms),
				commentId,
			)
		: commentOfProfile(ctx, ACTION, profile.id, commentId);
	if (request.searchPlatformId) checkReplyVideoId(ctx, ACTION, parent, request.videoId);
	checkCommentMedia(ACTION, request.mediaUrls, [parent.platform]);
	const reply = addComment(ctx, {
		postId: parent.postId,
		profileId: profile.id,
		platform: parent.platform,
		parentId: parent.id,
		text: request.comment,
		userName: profile.title,
		own: true,
		...(request.mediaUrls?.length ? { mediaUrls: request.mediaUrls } : {}),
	});
	return {
		status: 200,
		body: {
			status: 'success',
			id: parent.postId,
			[parent.platform]: { status: 'success', ...commentView(reply) },
		},
	};
}

/**
 * `GET /api/comments/:id` (a post id): its comments per network, replies after their parent.
 * With `searchPlatformId` and `platform`, the id is the network's post id and the answer that
 * network's comments; with `commentId` too, the id is a network comment id: that comment and
 * its replies.
 */
function listComments(req: ContractRequest<typeof GetComments>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION);
	const { id } = req.input.params;
	const query = req.input.query;
	const network = query.platform;
	if (query.searchPlatformId && network) {
		if (query.commentId) {
			const comment = commentByNetworkId(ctx, ACTION, profile.id, network, id);
			const thread = commentsOfPost(ctx, comment.postId).filter(
				(c) => c.id === comment.id || c.parentId === comment.id,
			);
			return {
				status: 200,
				body: { status: 'success', id, [network]: thread.map(commentView) },
			};
		}
		const postId = postIdByNetworkId(ctx, ACTION, profile.id, network, id);
		const onNetwork = commentsOfPost(ctx, postId).filter((c) => c.platform === network);
		return {
			status: 200,
			body: { status: 'success', id, [network]: onNetwork.map(commentView) },
		};
	}
	const post = ctx.posts.get(id);
	if (!post || post.profileId !== profile.id || post.status === 'deleted')
		throw unknownPost(ACTION, id);
	const body: Record<string, unknown> = { status: 'success', id: post.id };
	for (const comment of commentsOfPost(ctx, post.id)) {
		const list = (body[comment.platform] ??= []) as unknown[];
		list.push(commentView(comment));
	}
	return { status: 200, body };
}

/**
 * `DELETE /api/comments/:id`: with a comment id, the profile's own comment goes, with its replies;
 * with a post id (as the service's SDK sends it), every comment the profile wrote on that post, on
 * every network, in one transaction. Comments by others stay: a profile deletes only its own.
 */
function removeComment(req: ContractRequest<typeof DeleteComment>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const { id } = req.input.params;
	const post = ctx.posts.get(id);
	if (post && post.profileId === profile.id && post.status !== 'deleted')
		return removePostComments(ctx, post.id);
	const comment = commentOfProfile(ctx, ACTION, profile.id, id);
	if (!comment.own)
		throw badRequest(
			ACTION,
			`Comment ${comment.id} was written by ${comment.userName}; a profile can delete only its own comments.`,
		);
	deleteComment(ctx, comment.id);
	return { status: 200, body: { status: 'success', id: comment.id, platform: comment.platform } };
}

function removePostComments(ctx: SandboxContext, postId: string): Reply {
	const own = commentsOfPost(ctx, postId).filter((c) => c.own);
	const body: Record<string, unknown> = { status: 'success', id: postId };
	ctx.db.transaction(() => {
		for (const comment of own) {
			deleteComment(ctx, comment.id);
			const list = (body[comment.platform] ??= []) as unknown[];
			list.push({
				action: 'delete',
				status: 'success',
				commentId: comment.id,
				comment: comment.text,
			});
		}
	})();
	return { status: 200, body };
}

/** `POST /api/admin/comments/incoming {postId, platform, comment, userName?, replyTo?}` (sandbox only). */
function incomingComment(
	req: ContractRequest<typeof ADMIN_INCOMING_COMMENT>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, 'admin', { body: true });
	const request = req.input.body;
	const network = request.platform as Network;
	commentablePost(ctx, 'admin', profile.id, request.postId, network);
	const parent = request.replyTo
		? commentOfProfile(ctx, 'admin', profile.id, request.replyTo)
		: undefined;
	const comment = addComment(ctx, {
		postId: request.postId,
		profileId: profile.id,
		platform: network,
		parentId: parent?.id ?? null,
		text: request.comment,
		userName: request.userName ?? 'A reader',
		own: false,
	});
	return { status: 200, body: { status: 'success', ...commentView(comment) } };
}
