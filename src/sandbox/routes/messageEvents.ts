import { z } from 'zod';
import { MessagingPlatformSchema } from '../../engine/resources/messages';
import { MESSAGE_ERROR_CODES, type MessagingPlatform } from '../../engine/resources/messageRules';
import type { SandboxContext } from '../context';
import { SandboxError, badRequest } from '../errors';
import { correspondentReacts, correspondentReads } from '../messaging/conversation';
import { messagingAccount, messagingProfile } from '../messaging/rules';
import type { Conversation, StoredMessage } from '../messaging/records';
import { messageView } from '../messaging/view';
import type { Reply, Route, SandboxRequest } from '../router';
import type { Profile } from '../store/accounts';
import { parseRequest, withoutProfileKey } from '../http/parseRequest';

/**
 * Sandbox-only simulations of what a correspondent does besides writing (that is
 * `POST /api/admin/messages/incoming`): reading the profile's message and reacting to one. Each
 * is reported to the profile's `messages` webhook (`messageRead`, `reactionCreated`).
 */
export const messageEventRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/admin/messages/read', action: 'admin', handler: readMessage },
	{
		method: 'POST',
		pattern: '/api/admin/messages/reaction',
		action: 'admin',
		handler: reactToMessage,
	},
];

const SenderIdSchema = z
	.string({ required_error: 'is required: the correspondent, as the senderId of their messages' })
	.trim()
	.min(1)
	.max(64);
const MessageIdSchema = z.string().trim().min(1, 'must be a message id').optional();

const ReadSchema = z
	.object({
		platform: MessagingPlatformSchema,
		senderId: SenderIdSchema,
		messageId: MessageIdSchema,
	})
	.passthrough();

const ReactionSchema = z
	.object({
		platform: MessagingPlatformSchema,
		senderId: SenderIdSchema,
		reaction: z
			.string({ required_error: 'is required: the emoji the correspondent reacts with, like "❤️"' })
			.trim()
			.min(1, 'must be an emoji, like "❤️"')
			.max(16, 'must be one emoji (at most 16 characters)'),
		messageId: MessageIdSchema,
	})
	.passthrough();

/** The profile's conversation with this correspondent on this network, or 404 code 105. */
function conversationWith(
	ctx: SandboxContext,
	profile: Profile,
	platform: MessagingPlatform,
	senderId: string,
): Conversation {
	messagingAccount(ctx, profile, platform);
	const conversation = ctx.messages.conversationWith(profile.id, platform, senderId);
	if (conversation) return conversation;
	throw new SandboxError(
		404,
		MESSAGE_ERROR_CODES.unknownConversation,
		'admin',
		`No ${platform} conversation with correspondent ${JSON.stringify(senderId)} in profile "${profile.title}": ` +
			'they must write first (POST /api/admin/messages/incoming).',
	);
}

/** The message `messageId` of the conversation, or 404 naming it. */
function messageOf(
	conversation: Conversation,
	messageId: string,
	ctx: SandboxContext,
): StoredMessage {
	const message = ctx.messages.message(messageId);
	if (message && message.conversationId === conversation.id) return message;
	throw new SandboxError(
		404,
		MESSAGE_ERROR_CODES.unknownConversation,
		'admin',
		`No message with id ${JSON.stringify(messageId)} in conversation ${conversation.id}.`,
	);
}

/**
 * `POST /api/admin/messages/read {platform, senderId, messageId?}`: the correspondent reads the
 * profile's message `messageId`, by default the newest the profile sent them.
 */
function readMessage(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = messagingProfile(ctx, req, { body: true });
	const request = parseRequest(ReadSchema, withoutProfileKey(req.body), 'admin');
	const conversation = conversationWith(ctx, profile, request.platform, request.senderId);
	let message: StoredMessage | undefined;
	if (request.messageId !== undefined) {
		message = messageOf(conversation, request.messageId, ctx);
		if (message.action !== 'sent') {
			throw badRequest(
				'admin',
				`messageId ${JSON.stringify(request.messageId)} is a message the correspondent wrote; they can only read messages the profile sent.`,
			);
		}
	} else {
		message = ctx.messages.latestMessage(conversation.id, 'sent');
		if (!message) {
			throw badRequest(
				'admin',
				`The profile has sent nothing in conversation ${conversation.id} yet, so there is nothing to read.`,
			);
		}
	}
	const now = ctx.now();
	const deliveryId = ctx.db.transaction(() =>
		correspondentReads(ctx, conversation, message, now),
	)();
	return {
		status: 200,
		body: {
			status: 'success',
			platform: request.platform,
			conversationId: conversation.id,
			messageId: message.id,
			readerId: conversation.correspondentId,
			read: new Date(now).toISOString(),
			webhookQueued: deliveryId !== undefined,
		},
	};
}

/**
 * `POST /api/admin/messages/reaction {platform, senderId, reaction, messageId?}`: the
 * correspondent reacts to message `messageId` (default: the conversation's newest). Answers the
 * message with its reactions.
 */
function reactToMessage(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = messagingProfile(ctx, req, { body: true });
	const request = parseRequest(ReactionSchema, withoutProfileKey(req.body), 'admin');
	const conversation = conversationWith(ctx, profile, request.platform, request.senderId);
	const store = ctx.messages;
	const message =
		request.messageId !== undefined
			? messageOf(conversation, request.messageId, ctx)
			: (store.latestMessage(conversation.id) as StoredMessage);
	const reacted = correspondentReacts(
		ctx,
		store,
		conversation,
		message,
		request.reaction,
		ctx.now(),
	);
	return { status: 200, body: messageView(ctx.url, reacted) };
}
