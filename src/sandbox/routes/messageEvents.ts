import { MESSAGE_ERROR_CODES, type MessagingNetwork } from '../../engine/resources/messageRules';
import type { SandboxContext } from '../context';
import { SandboxError, badRequest } from '../errors';
import { correspondentReacts, correspondentReads } from '../messaging/conversation';
import { messagingAccount, messagingProfile, requireMessaging } from '../messaging/rules';
import type { Conversation, StoredMessage } from '../messaging/records';
import { messageView } from '../messaging/view';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { ADMIN_MESSAGE_REACTION, ADMIN_MESSAGE_READ } from '../contract/adminInbox';
import type { Profile } from '../store/accounts';

/**
 * Sandbox-only simulations of what a correspondent does besides writing (that is
 * `POST /api/admin/messages/incoming`): reading the profile's message and reacting to one. Each
 * is reported to the profile's `messages` webhook (`messageRead`, `reactionCreated`).
 */
export const messageEventRoutes: Route[] = [
	// The Messaging add-on before the body, as for every messaging call.
	...contractRoute(ADMIN_MESSAGE_READ, {
		action: 'admin',
		before: requireMessaging,
		handler: readMessage,
	}),
	...contractRoute(ADMIN_MESSAGE_REACTION, {
		action: 'admin',
		before: requireMessaging,
		handler: reactToMessage,
	}),
];

/** The profile's conversation with this correspondent on this network, or 404 code 105. */
function conversationWith(
	ctx: SandboxContext,
	profile: Profile,
	network: MessagingNetwork,
	senderId: string,
): Conversation {
	messagingAccount(ctx, profile, network);
	const conversation = ctx.messages.conversationWith(profile.id, network, senderId);
	if (conversation) return conversation;
	throw new SandboxError(
		404,
		MESSAGE_ERROR_CODES.unknownConversation,
		'admin',
		`No ${network} conversation with correspondent ${JSON.stringify(senderId)} in profile "${profile.title}": ` +
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
function readMessage(req: ContractRequest<typeof ADMIN_MESSAGE_READ>, ctx: SandboxContext): Reply {
	const profile = messagingProfile(ctx, req, { body: true });
	const request = req.input.body;
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
function reactToMessage(
	req: ContractRequest<typeof ADMIN_MESSAGE_REACTION>,
	ctx: SandboxContext,
): Reply {
	const profile = messagingProfile(ctx, req, { body: true });
	const request = req.input.body;
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
