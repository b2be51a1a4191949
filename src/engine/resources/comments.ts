import { z } from 'zod';
import { parseOrThrow } from '../core/zodIssues';
import { path } from '../core/path';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';
import {
	CommentIdSchema,
	CommentListQuerySchema,
	CommentPostSchema,
	CommentReplySchema,
	type CommentListQuery,
	type CommentPostRequest,
	type CommentReplyRequest,
} from '../contract/comments';

export { CommentPostSchema, CommentReplySchema };
export type { CommentListQuery, CommentPostRequest, CommentReplyRequest };

export interface CommentView {
	commentId: string;
	comment: string;
	platform: string;
	created: string;
	userName: string;
	parentCommentId?: string;
	[key: string]: unknown;
}

/** Comments of a post: `{status, id, <network>: CommentView[]}`. */
export type PostComments = { status: string; id: string } & Record<string, unknown>;
export type CommentResult = { status: string } & Record<string, unknown>;

export class Comments {
	constructor(private readonly client: ClientCore) {}

	/** Comments on a published post (`POST /comments`). */
	async post(params: CommentPostRequest, options: RequestOptions = {}): Promise<CommentResult> {
		const body = parseOrThrow(CommentPostSchema, params, 'Invalid comment');
		// Not resent on its own: a service that ignores the key would comment twice.
		const spec = { method: 'POST' as const, path: '/comments', body, idempotent: false };
		return sendCreate<CommentResult>(this.client, spec, options);
	}

	/** Replies to a comment (`POST /comments/reply/:commentId`). */
	async reply(params: CommentReplyRequest, options: RequestOptions = {}): Promise<CommentResult> {
		const { commentId, ...body } = parseOrThrow(
			CommentReplySchema,
			params,
			'Invalid comment reply',
		);
		const replyPath = path`/comments/reply/${commentId}`;
		const spec = { method: 'POST' as const, path: replyPath, body, idempotent: false };
		return sendCreate<CommentResult>(this.client, spec, options);
	}

	/** The comments of a post, per network, replies after their parent (`GET /comments/:postId`). */
	async list(
		postId: string,
		options: RequestOptions = {},
		query: CommentListQuery = {},
	): Promise<PostComments> {
		const id = parseOrThrow(
			z.string().trim().min(1, 'must be a post id'),
			postId,
			'Invalid post id',
		);
		return this.client.sender.send<PostComments>({
			method: 'GET',
			path: path`/comments/${id}`,
			query: parseOrThrow(CommentListQuerySchema, query, 'Invalid comment query'),
			profileKey: options.profileKey,
		});
	}

	/** Deletes one of the profile's own comments and its replies (`DELETE /comments/:commentId`). */
	async delete(commentId: string, options: RequestOptions = {}): Promise<CommentResult> {
		const id = parseOrThrow(CommentIdSchema, commentId, 'Invalid comment id');
		return this.client.sender.send<CommentResult>({
			method: 'DELETE',
			path: path`/comments/${id}`,
			profileKey: options.profileKey,
		});
	}
}
