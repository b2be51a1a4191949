import { z } from 'zod';
import {
	CommentListQueryFields,
	CommentPostSchema,
	CommentReplySchema,
} from '../../../engine/contract/comments';
import {
	messagingRule,
	MESSAGING_NETWORKS,
	namesInProse,
	networkName,
} from '../../../engine/networks';
import { mcpEnum, mcpValues } from './declared';
import { type McpTool, type ToolCallContext, given, idOf } from '../tool';

const GET_COMMENT_NETWORKS = mcpEnum('getCommentNetworks');
const ADD_COMMENT_NETWORKS = mcpEnum('addCommentNetworks');
const REPLY_NETWORKS = mcpEnum('replyNetworks');
/** The networks with direct messages, the messaging-only ones included. */
const MESSAGE_NETWORK = mcpEnum('messagingNetworks');
const messagingNames = mcpValues('messagingNetworks');
/** "a, b or c": the messaging networks' ids, for the messaging tools' descriptions. */
const MESSAGING = namesInProse(messagingNames);
/** TikTok's replies by network comment id need the video id (MCP tools page, reply_comment). */
const VIDEO_ID_REPLIES = networkName('tiktok');
/** The messaging networks where the MCP docs require `recipientId` (`mcpRecipientRequired`). */
const RECIPIENT_REQUIRED = namesInProse(
	MESSAGING_NETWORKS.filter((network) => messagingRule(network).mcpRecipientRequired),
	'and',
);

/** The post's networks, when add_comment was not told which (the docs make platforms optional). */
async function networksOfPost(
	args: Record<string, unknown>,
	call: ToolCallContext,
): Promise<unknown> {
	if (args.platforms !== undefined || args.searchPlatformId) return args.platforms;
	const answer = await call.read({ method: 'GET', path: `/api/post/${idOf(args)}` });
	const networks = (answer.body as { platforms?: unknown } | undefined)?.platforms;
	return Array.isArray(networks) ? networks : undefined;
}

/** set_auto_response may leave fields out, which keep their value; REST wants them whole. */
async function currentAutoResponse(call: ToolCallContext): Promise<Record<string, unknown>> {
	const answer = await call.read({ method: 'GET', path: '/api/messages/autoresponse' });
	const { autoResponseActive, autoResponseMessage, autoResponseWaitSeconds } = (answer.body ??
		{}) as Record<string, unknown>;
	return given({
		autoResponseActive: autoResponseActive ?? false,
		// The sandbox's default text is empty, which the REST route reads as "no change".
		autoResponseMessage: autoResponseMessage === '' ? undefined : autoResponseMessage,
		autoResponseWaitSeconds,
	});
}

export const engagementTools: McpTool[] = [
	{
		name: 'get_comments',
		scope: 'profile',
		readOnly: true,
		description:
			'Lists the comments on a published post, per network, each with its commentId (for reply_comment) and text.',
		// The contract's query (docs: apis/comments/get-comments), platform as the MCP docs list it.
		input: CommentListQueryFields.extend({
			id: z
				.string()
				.min(1)
				.describe("The post id (or, with searchPlatformId, the network's own post or comment id)."),
			platform: GET_COMMENT_NETWORKS.optional().describe(
				'Required with searchPlatformId or commentId.',
			),
		}).strip(),
		toCall: (args) => {
			const { id, ...query } = given(args);
			return { method: 'GET', path: `/api/comments/${idOf({ id })}`, query: query };
		},
	},
	{
		name: 'add_comment',
		scope: 'profile',
		description:
			'Adds a new top-level comment on a published post (not a reply to a comment: use reply_comment). Returns the new comment ids per network.',
		input: z
			.object({
				id: z.string().min(1).describe('The post id.'),
				comment: z.string().min(1),
				platforms: z
					.array(ADD_COMMENT_NETWORKS)
					.optional()
					.describe("Defaults to the post's networks."),
			})
			.extend(CommentPostSchema.pick({ searchPlatformId: true, mediaUrls: true }).shape),
		toCall: async (args, call) => ({
			method: 'POST',
			path: '/api/comments',
			body: given({ ...args, platforms: await networksOfPost(args, call) }),
		}),
	},
	{
		name: 'reply_comment',
		scope: 'profile',
		description:
			"Replies to an existing comment, by the commentId get_comments gave. Returns the reply's ids.",
		input: z.object({
			commentId: z.string().min(1),
			comment: z.string().min(1),
			platforms: z.array(REPLY_NETWORKS).min(1),
			// The contract's fields (docs: apis/comments/reply-to-comment); objResponse is the MCP docs'.
			...CommentReplySchema.pick({ searchPlatformId: true, mediaUrls: true }).shape,
			videoId: CommentReplySchema.shape.videoId.describe(
				`${VIDEO_ID_REPLIES} replies by network comment id need the video id.`,
			),
			objResponse: z.boolean().optional(),
		}),
		toCall: ({ commentId, ...args }) => ({
			method: 'POST',
			path: `/api/comments/reply/${encodeURIComponent(String(commentId))}`,
			body: given(args),
		}),
	},
	{
		name: 'get_messages',
		scope: 'profile',
		readOnly: true,
		description: `Lists direct-message conversations and their messages on one network (${MESSAGING}), with the conversationId and recipientId send_message needs.`,
		input: z.object({
			platform: MESSAGE_NETWORK,
			conversationsOnly: z.boolean().optional(),
			conversationId: z.string().optional(),
			status: z.enum(['active', 'archived']).optional(),
			limit: z.number().int().min(1).max(100).optional().describe('X only.'),
			next: z.string().optional().describe('X only: the cursor a previous call returned.'),
		}),
		toCall: (args) => {
			const { platform, ...query } = given(args);
			return { method: 'GET', path: `/api/messages/${String(platform)}`, query: query };
		},
	},
	{
		name: 'send_message',
		scope: 'profile',
		description: `Sends a direct message (text and/or media) to a recipient or into a conversation on ${MESSAGING}. Read get_messages first for the ids.`,
		input: z.object({
			platform: MESSAGE_NETWORK,
			message: z.string().optional(),
			mediaUrls: z.array(z.string()).optional(),
			recipientId: z.string().optional().describe(`Required on ${RECIPIENT_REQUIRED}.`),
			conversationId: z.string().optional(),
		}),
		atLeastOne: [
			['message', 'mediaUrls'],
			['recipientId', 'conversationId'],
		],
		toCall: (args) => {
			const { platform, ...body } = given(args);
			return { method: 'POST', path: `/api/messages/${String(platform)}`, body };
		},
	},
	{
		name: 'get_auto_response',
		scope: 'profile',
		readOnly: true,
		description:
			"Returns the profile's direct-message auto-reply: autoResponseActive, autoResponseMessage, autoResponseWaitSeconds.",
		input: z.object({}),
		toCall: () => ({ method: 'GET', path: '/api/messages/autoresponse' }),
	},
	{
		name: 'set_auto_response',
		scope: 'profile',
		description:
			"Changes the profile's direct-message auto-reply on all its messaging networks; fields left out keep their value. Returns the new setting.",
		input: z.object({
			autoResponseActive: z.boolean().optional(),
			autoResponseMessage: z.string().optional(),
			autoResponseWaitSeconds: z.number().int().min(0).optional(),
		}),
		atLeastOne: [['autoResponseActive', 'autoResponseMessage', 'autoResponseWaitSeconds']],
		toCall: async (args, call) => {
			const changes = given({
				...args,
				// An empty message means "back to the default"; the sandbox's default is its stored text.
				autoResponseMessage: args.autoResponseMessage === '' ? undefined : args.autoResponseMessage,
			});
			const body = { ...(await currentAutoResponse(call)), ...changes };
			return { method: 'POST', path: '/api/messages/autoresponse', body };
		},
	},
];
