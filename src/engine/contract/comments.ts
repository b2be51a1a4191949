import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { queryBoolean } from './queryFields';
import {
	exampleList,
	exampleNetworks,
	isNetwork,
	networksOffering,
	NETWORK_IDS,
} from '../networks';

/** The MCP repo's comments examples: add_comment and reply_comment (searchPlatformId, mediaUrls, videoId). */
const MCP_COMMENTS =
	'https://github.com/ayrshare/ayrshare-mcp/blob/main/skills/comments/references/examples.md';

const oneExample = exampleList(exampleNetworks(1));
const NetworkListSchema = z
	.array(z.string().refine(isNetwork, `is not a network; use one of ${NETWORK_IDS.join(', ')}`), {
		required_error: `is required: the networks to comment on, e.g. ${oneExample}`,
	})
	.min(1, `must list at least one network, e.g. ${oneExample}`);

/** The networks whose comments the service reads and writes (entries offering `comments`). */
const COMMENT_NETWORKS: readonly string[] = [...networksOffering('comments')].sort();
const CommentNetworkSchema = z.string().refine((p) => COMMENT_NETWORKS.includes(p), {
	message: `does not take comments through the service; use ${COMMENT_NETWORKS.join(', ')}`,
});
const CommentNetworkListSchema = z
	.array(CommentNetworkSchema)
	.min(1, `must list at least one network, e.g. ${oneExample}`);

const CommentTextSchema = z
	.string({ required_error: 'is required: the text of the comment' })
	.trim()
	.min(1, 'must not be empty: write the comment text');

export const CommentIdSchema = z
	.string({ required_error: 'is required: a comment id' })
	.trim()
	.min(1, 'must be a comment id');

/** One image or video URL a comment carries (docs: "exactly one URL"). */
const CommentMediaSchema = z
	.array(z.string().url('must be a URL, like https://example.com/photo.jpg'))
	.max(1, 'takes one URL: a comment carries one image or video')
	.optional();

const searchPlatformId = queryBoolean()
	.optional()
	.describe("The id is the network's own id, not the service's; give exactly one platform.");

/** `POST /comments`: a comment on one of the profile's published posts, on the networks given. */
export const CommentPostSchema = z
	.object({
		id: z
			.string({ required_error: 'is required: the id of the published post' })
			.trim()
			.min(1, 'must be a post id'),
		comment: CommentTextSchema,
		platforms: NetworkListSchema,
		searchPlatformId,
		mediaUrls: CommentMediaSchema,
	})
	.passthrough();
export type CommentPostRequest = z.input<typeof CommentPostSchema>;

export const PostComment = endpoint({
	method: 'POST',
	path: '/comments',
	doc: `${DOCS}/apis/comments/post-comment`,
	summary: "Comments on one of the profile's published posts, on the networks given.",
	body: CommentPostSchema,
	errors: [101, 114],
	fields: { searchPlatformId: MCP_COMMENTS, mediaUrls: MCP_COMMENTS },
});

/** `POST /comments/reply/:commentId`: a reply under a comment, on the comment's network. */
export const CommentReplySchema = z
	.object({
		commentId: CommentIdSchema,
		comment: CommentTextSchema,
		platforms: CommentNetworkListSchema.optional(),
		searchPlatformId: searchPlatformId.describe(
			"commentId is the network's own comment id; give exactly one platform.",
		),
		mediaUrls: CommentMediaSchema,
		videoId: z
			.string()
			.trim()
			.min(1)
			.optional()
			.describe('The video a network comment id belongs to, where the network needs it.'),
	})
	.passthrough();
export type CommentReplyRequest = z.input<typeof CommentReplySchema>;

export const ReplyToComment = endpoint({
	method: 'POST',
	path: '/comments/reply/:commentId',
	// The service's SDK sends the comment id in the body to this older path.
	aliases: ['/comments/reply'],
	doc: `${DOCS}/apis/comments/reply-to-comment`,
	summary: 'Replies under a comment, on its network.',
	params: z.object({ commentId: CommentIdSchema.optional() }),
	body: CommentReplySchema.partial({ commentId: true }),
	errors: [101, 404],
	fields: { searchPlatformId: MCP_COMMENTS, mediaUrls: MCP_COMMENTS, videoId: MCP_COMMENTS },
});

/** `GET /comments/:id`'s query fields (the MCP tool and the GraphQL field read them too). */
export const CommentListQueryFields = z
	.object({
		searchPlatformId: searchPlatformId.describe(
			"The id is the network's own post id (or, with commentId, comment id); give platform.",
		),
		commentId: queryBoolean()
			.optional()
			.describe("With searchPlatformId: the id is the network's own comment id."),
		platform: CommentNetworkSchema.optional().describe('Required with searchPlatformId.'),
	})
	.passthrough();

export const CommentListQuerySchema = CommentListQueryFields.superRefine((query, ctx) => {
	if ((query.searchPlatformId || query.commentId) && !query.platform)
		ctx.addIssue({
			code: 'custom',
			path: ['platform'],
			message: 'is required with searchPlatformId: the network whose id this is',
		});
	if (query.commentId && !query.searchPlatformId)
		ctx.addIssue({
			code: 'custom',
			path: ['commentId'],
			message: "goes with searchPlatformId=true: it says the id is the network's comment id",
		});
});
export type CommentListQuery = z.input<typeof CommentListQuerySchema>;

export const GetComments = endpoint({
	method: 'GET',
	path: '/comments/:id',
	doc: `${DOCS}/apis/comments/get-comments`,
	summary: 'The comments of a post per network (replies after their parent), or of one comment.',
	params: z.object({ id: z.string().trim().min(1, 'must be a post id') }),
	query: CommentListQuerySchema,
	errors: [101, 114],
	fields: { searchPlatformId: MCP_COMMENTS, commentId: MCP_COMMENTS },
});

/**
 * `DELETE /comments/:id`: the id of a post (every comment the profile wrote on it goes) or of one
 * of the profile's own comments (it goes with its replies).
 */
export const DeleteComment = endpoint({
	method: 'DELETE',
	path: '/comments/:id',
	doc: `${DOCS}/apis/comments/delete-comments`,
	summary: "Deletes the profile's own comments: one, with its replies, or all of a post's.",
	params: z.object({ id: z.string().trim().min(1, 'must be a post id or a comment id') }),
	body: z
		.object({
			platform: z.string().optional().describe('The network of a Social Comment ID.'),
			searchPlatformId: z
				.boolean()
				.optional()
				.describe("true: the id is the network's comment id (a Social Comment ID)."),
		})
		.passthrough(),
	errors: [101, 114],
});
