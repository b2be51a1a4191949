import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';
import type { MessagingNetwork } from './messageRules';
import {
	AutoResponseSchema,
	ConversationIdParamsSchema,
	ConversationUpdateSchema,
	MessageListQuerySchema,
	MessagingNetworkParamsSchema,
	messageSendSchema,
	type AutoResponseRequest,
	type ConversationUpdateRequest,
	type MessageListQuery,
	type MessageSendRequest,
} from '../contract/messages';

/** The messages' request schemas and types: their one home is the contract. */
export {
	AutoResponseSchema,
	ConversationStatusSchema,
	ConversationUpdateSchema,
	MessageListQuerySchema,
	MessagingNetworkSchema,
	messageSendSchema,
	type AutoResponseRequest,
	type ConversationUpdateRequest,
	type MessageListQuery,
	type MessageSendRequest,
} from '../contract/messages';

/** A direct message (https://www.ayrshare.com/docs/apis/messages/get-messages). */
export interface Message {
	id: string;
	conversationId: string;
	senderId: string;
	recipientId: string;
	senderDetails: { name: string; profileImage?: string };
	created: string;
	updated?: string;
	action: 'sent' | 'received';
	message: string;
	platform: MessagingNetwork;
	/** Reactor id to emoji. */
	reactions: Record<string, string>;
	attachments?: Array<{ type: string; url: string }>;
	[key: string]: unknown;
}

export interface MessageList {
	status: string;
	messages: Message[];
	lastUpdated: string;
	nextUpdate: string;
	[key: string]: unknown;
}

export interface MessageSendResult {
	status: string;
	recipientId: string;
	messageId: string;
	message: string;
	[key: string]: unknown;
}

/** `GET /messages/autoresponse`: whether incoming messages are answered, with what and when. */
export interface AutoResponseSetting {
	autoResponseActive: boolean;
	autoResponseMessage?: string;
	autoResponseWaitSeconds?: number;
	[key: string]: unknown;
}

export interface AutoResponseResult {
	status: string;
	updated: {
		autoResponseActive: boolean;
		autoResponseMessage: string;
		autoResponseWaitSeconds: number;
	};
	[key: string]: unknown;
}

function networkOf(network: MessagingNetwork): MessagingNetwork {
	return parseOrThrow(
		MessagingNetworkParamsSchema,
		{ platform: network },
		'Invalid messaging platform',
	).platform;
}

/** Direct messages on the messaging networks (Messaging add-on, Business plan). */
export class Messages {
	constructor(private readonly client: ClientCore) {}

	/**
	 * Sends a message in a conversation the correspondent started (`POST /messages/:platform`).
	 * On the strict-media networks, media URLs must end in a file type and have no query.
	 */
	async send(
		network: MessagingNetwork,
		params: MessageSendRequest,
		options: RequestOptions = {},
	): Promise<MessageSendResult> {
		const p = networkOf(network);
		const body = parseOrThrow(messageSendSchema(p), params, 'Invalid message');
		// Not resent on its own: a service that ignores the key would deliver the message twice.
		const spec = { method: 'POST' as const, path: path`/messages/${p}`, body, idempotent: false };
		return sendCreate<MessageSendResult>(this.client, spec, options);
	}

	/** Messages of the profile on a network (`GET /messages/:platform`), newest first. */
	async list(
		network: MessagingNetwork,
		query: MessageListQuery = {},
		options: RequestOptions = {},
	): Promise<MessageList> {
		const p = networkOf(network);
		return this.client.sender.send<MessageList>({
			method: 'GET',
			path: path`/messages/${p}`,
			query: parseOrThrow(MessageListQuerySchema, query, 'Invalid message query'),
			profileKey: options.profileKey,
		});
	}

	/** Archives a conversation or makes it active again (`PUT /messages/:platform/:conversationId`). */
	async updateConversation(
		network: MessagingNetwork,
		conversationId: string,
		params: ConversationUpdateRequest,
		options: RequestOptions = {},
	): Promise<{ status: string; [key: string]: unknown }> {
		const p = networkOf(network);
		const id = parseOrThrow(
			ConversationIdParamsSchema,
			{ conversationId },
			'Invalid conversation',
		).conversationId;
		const body = parseOrThrow(ConversationUpdateSchema, params, 'Invalid conversation update');
		return this.client.sender.send({
			method: 'PUT',
			path: path`/messages/${p}/${id}`,
			body,
			profileKey: options.profileKey,
		});
	}

	/** The profile's auto-response setting (`GET /messages/autoresponse`). */
	async getAutoResponse(options: RequestOptions = {}): Promise<AutoResponseSetting> {
		return this.client.sender.send<AutoResponseSetting>({
			method: 'GET',
			path: '/messages/autoresponse',
			profileKey: options.profileKey,
		});
	}

	/**
	 * Sets the profile's auto-response (`POST /messages/autoresponse`): when active, every
	 * network's incoming message is answered after the wait, unless the profile replied first.
	 */
	async setAutoResponse(
		params: AutoResponseRequest,
		options: RequestOptions = {},
	): Promise<AutoResponseResult> {
		const body = parseOrThrow(AutoResponseSchema, params, 'Invalid auto-response');
		return this.client.sender.send<AutoResponseResult>({
			method: 'POST',
			path: '/messages/autoresponse',
			body,
			profileKey: options.profileKey,
			// It sets the whole setting, so sending it again changes nothing.
			idempotent: true,
		});
	}
}
