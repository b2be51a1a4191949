import { messageSendSchema } from '../../engine/resources/messages';
import { MESSAGE_ERROR_CODES, type MessagingNetwork } from '../../engine/resources/messageRules';
import type { SandboxContext } from '../context';
import { SandboxError, badRequest } from '../errors';
import { sendDueAutoResponses } from '../messaging/autoResponder';
import { receiveMessage, sendInConversation } from '../messaging/conversation';
import {
	MESSAGES_ACTION as ACTION,
	messagingAccount,
	messagingProfile,
	requireMessaging,
	refusalReply,
	replyRefusal,
} from '../messaging/rules';
import type { Conversation } from '../messaging/records';
import { messageView } from '../messaging/view';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import { ADMIN_INCOMING_MESSAGE } from '../contract/adminInbox';
import {
	GetAutoResponse,
	ListMessages,
	SendMessage,
	SetAutoResponse,
	UpdateConversation,
} from '../../engine/contract/messages';
import type { Profile } from '../store/accounts';
import { parseRequest, withoutProfileKey } from '../http/parseRequest';
import { idempotentCreate } from '../http/idempotencyKey';

/**
 * Direct messages (https://www.ayrshare.com/docs/apis/messages/send-message; Business plan, Messaging add-on, messaging activated
 * on the profile, else 403 code 103). The other codes are MESSAGE_ERROR_CODES: 156 network not
 * linked, 360 no conversation with the recipient (the correspondent must write first), 361
 * the network's reply window closed, 362 (HTTP 429 with Retry-After) the month's 100 active
 * conversations reached, 105 unknown conversation.
 *
 * A network with `lateDeliveryMinutes` delivers received messages to the real service that late
 * (ours: the docs say some networks deliver late); the sandbox shows every message at once, so tests never wait.
 */
export const messageRoutes: Route[] = [
	...contractRoute(SetAutoResponse, {
		action: ACTION,
		before: requireMessaging,
		handler: setAutoResponse,
	}),
	...contractRoute(GetAutoResponse, {
		action: ACTION,
		before: requireMessaging,
		handler: getAutoResponse,
	}),
	...contractRoute(SendMessage, {
		action: ACTION,
		before: requireMessaging,
		handlerChecksBody: "each network's message rules: messageSendSchema(platform)",
		handler: idempotentCreate('message', ACTION, sendMessage),
	}),
	...contractRoute(ListMessages, {
		action: ACTION,
		before: requireMessaging,
		handler: listMessages,
		notModelled: {
			limit: "X's messages come in pages on the service; the sandbox answers every message at once",
			next: "X's messages come in pages on the service; the sandbox answers every message at once",
		},
	}),
	...contractRoute(UpdateConversation, {
		action: ACTION,
		before: requireMessaging,
		handler: updateConversation,
	}),
	...contractRoute(ADMIN_INCOMING_MESSAGE, {
		action: 'admin',
		before: requireMessaging,
		handler: incomingMessage,
	}),
];

/** The profile's conversation with this id on this network, or 404 code 105. */
function ownConversation(
	ctx: SandboxContext,
	profile: Profile,
	network: MessagingNetwork,
	id: string,
): Conversation {
	const conversation = ctx.messages.conversation(id);
	if (conversation && conversation.profileId === profile.id && conversation.platform === network)
		return conversation;
	throw new SandboxError(
		404,
		MESSAGE_ERROR_CODES.unknownConversation,
		ACTION,
		`No ${network} conversation with id ${JSON.stringify(id)} in profile "${profile.title}"; ` +
			`list them with GET /api/messages/${network}?conversationsOnly=true.`,
	);
}

/** `POST /api/messages/:platform {recipientId, message, mediaUrls?}`: a reply in a conversation the correspondent started. */
function sendMessage(req: ContractRequest<typeof SendMessage>, ctx: SandboxContext): Reply {
	sendDueAutoResponses(ctx);
	const { platform: network } = req.input.params;
	const profile = messagingProfile(ctx, req, { body: true });
	const request = parseRequest(
		messageSendSchema(network),
		withoutProfileKey(req.input.body),
		ACTION,
	);
	const linked = messagingAccount(ctx, profile, network);
	const store = ctx.messages;
	const conversation =
		request.recipientId !== undefined
			? store.conversationWith(profile.id, network, request.recipientId)
			: ownConversation(ctx, profile, network, request.conversationId as string);
	if (!conversation) {
		throw new SandboxError(
			400,
			MESSAGE_ERROR_CODES.conversationNotStarted,
			ACTION,
			`No ${network} conversation with recipient ${JSON.stringify(request.recipientId)} in profile "${profile.title}": ` +
				'a conversation must be started by the correspondent. Reply once they have written; their id is ' +
				`the senderId of their messages (GET /api/messages/${network}).`,
		);
	}
	const now = ctx.now();
	const refusal = replyRefusal(store, profile, conversation, now);
	if (refusal) return refusalReply(refusal);
	const sent = sendInConversation(
		ctx,
		store,
		conversation,
		linked,
		{ message: request.message ?? '', mediaUrls: request.mediaUrls ?? [], autoResponse: false },
		now,
	);
	return {
		status: 200,
		body: {
			status: 'success',
			recipientId: conversation.correspondentId,
			messageId: sent.id,
			message: sent.message,
		},
	};
}

/**
 * `GET /api/messages/:platform?status=&conversationId=&conversationsOnly=`: messages of the
 * conversations in that state (default active), newest first; with `conversationId`, that
 * conversation's whatever its state; with `conversationsOnly`, each conversation's latest message.
 */
function listMessages(req: ContractRequest<typeof ListMessages>, ctx: SandboxContext): Reply {
	sendDueAutoResponses(ctx);
	const { platform: network } = req.input.params;
	const profile = messagingProfile(ctx, req, { query: true });
	const query = req.input.query;
	messagingAccount(ctx, profile, network);
	const store = ctx.messages;
	let messages;
	if (query.conversationId !== undefined) {
		const conversation = ownConversation(ctx, profile, network, query.conversationId);
		messages = store.conversationMessages(conversation.id);
		if (query.conversationsOnly) messages = messages.slice(0, 1);
	} else {
		const status = query.status ?? 'active';
		messages = query.conversationsOnly
			? store.latestPerConversation(profile.id, network, status)
			: store.messages(profile.id, network, status);
	}
	// The sandbox's networks deliver at once, so there is nothing newer to wait for.
	const stamp = new Date(ctx.now()).toISOString();
	return {
		status: 200,
		body: {
			status: 'success',
			messages: messages.map((message) => messageView(ctx.url, message)),
			lastUpdated: stamp,
			nextUpdate: stamp,
		},
	};
}

/** `PUT /api/messages/:platform/:conversationId {status}`: archives a conversation or makes it active. */
function updateConversation(
	req: ContractRequest<typeof UpdateConversation>,
	ctx: SandboxContext,
): Reply {
	const { platform: network, conversationId } = req.input.params;
	const profile = messagingProfile(ctx, req, { body: true });
	const { status } = req.input.body;
	const conversation = ownConversation(ctx, profile, network, conversationId);
	ctx.messages.setStatus(conversation.id, status, ctx.now());
	return { status: 200, body: { status: 'success' } };
}

/** `GET /api/messages/autoresponse`: the profile's auto-response (off, default text, until set). */
function getAutoResponse(req: ContractRequest<typeof GetAutoResponse>, ctx: SandboxContext): Reply {
	const profile = messagingProfile(ctx, req, { query: true });
	const stored = ctx.autoResponses.setting(profile.id);
	return {
		status: 200,
		body: {
			status: 'success',
			autoResponseActive: stored?.active ?? false,
			autoResponseMessage: stored?.message ?? '',
			autoResponseWaitSeconds: stored?.waitSeconds ?? 0,
		},
	};
}

/**
 * `POST /api/messages/autoresponse {autoResponseActive, autoResponseMessage?, autoResponseWaitSeconds?}`:
 * the profile's auto-response, for all its messaging networks. Fields left out keep their value
 * (the wait starts at 0).
 */
function setAutoResponse(req: ContractRequest<typeof SetAutoResponse>, ctx: SandboxContext): Reply {
	const profile = messagingProfile(ctx, req, { body: true });
	const request = req.input.body;
	const stored = ctx.autoResponses.setting(profile.id);
	const setting = {
		active: request.autoResponseActive,
		message: request.autoResponseMessage ?? stored?.message ?? '',
		waitSeconds: request.autoResponseWaitSeconds ?? stored?.waitSeconds ?? 0,
	};
	ctx.autoResponses.save(profile.id, setting, ctx.now());
	return {
		status: 200,
		body: {
			status: 'success',
			updated: {
				autoResponseActive: setting.active,
				autoResponseMessage: setting.message,
				autoResponseWaitSeconds: setting.waitSeconds,
			},
		},
	};
}

/**
 * `POST /api/admin/messages/incoming {platform, senderId, senderName?, message, mediaUrls?}`
 * (sandbox only): a correspondent writes to the acting profile. Answers the received message.
 */
function incomingMessage(
	req: ContractRequest<typeof ADMIN_INCOMING_MESSAGE>,
	ctx: SandboxContext,
): Reply {
	sendDueAutoResponses(ctx);
	const profile = messagingProfile(ctx, req, { body: true });
	const request = req.input.body;
	const linked = messagingAccount(ctx, profile, request.platform);
	if (request.senderId === linked.networkUserId) {
		throw badRequest(
			'admin',
			`senderId ${request.senderId} is the profile's own ${request.platform} account.`,
		);
	}
	const { message } = receiveMessage(
		ctx,
		ctx.messages,
		profile,
		linked,
		{
			senderId: request.senderId,
			senderName: request.senderName,
			message: request.message,
			mediaUrls: request.mediaUrls,
		},
		ctx.now(),
	);
	return { status: 200, body: messageView(ctx.url, message) };
}
