import { z } from 'zod';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import { quotedChoices } from '../networks';
import { sendCreate, type ClientCore, type RequestOptions } from './shared';
import {
	CONVERSATION_STATUSES,
	MAX_AUTO_RESPONSE_LENGTH,
	MAX_AUTO_RESPONSE_WAIT_SECONDS,
	MESSAGE_TEXT_MAX_LENGTH,
	messageMediaUrlProblem,
	MESSAGING_PLATFORMS,
	type MessagingPlatform,
} from './messageRules';

export const MessagingPlatformSchema = z.enum(MESSAGING_PLATFORMS, {
	errorMap: () => ({
		message: `must be ${quotedChoices(MESSAGING_PLATFORMS)}: the networks with messages`,
	}),
});
const MessagingPlatformParamsSchema = z.object({ platform: MessagingPlatformSchema });

export const ConversationStatusSchema = z.enum(CONVERSATION_STATUSES, {
	errorMap: () => ({ message: 'must be "active" or "archived"' }),
});

/** The body of `POST /messages/:platform`; some networks are strict about media URLs (`strictMediaUrls`). */
export function messageSendSchema(platform: MessagingPlatform) {
	return z
		.object({
			recipientId: z
				.string({ required_error: 'is required: the correspondent id, from a received message' })
				.trim()
				.min(1, 'must be the correspondent id, from a received message (its senderId)'),
			message: z.string({ invalid_type_error: 'must be the message text' }).optional(),
			mediaUrls: z.array(z.string({ invalid_type_error: 'must be a URL' })).optional(),
		})
		.passthrough()
		.superRefine((request, ctx) => {
			const text = request.message ?? '';
			if (text.trim() === '' && (request.mediaUrls ?? []).length === 0) {
				ctx.addIssue({
					code: 'custom',
					path: ['message'],
					message: 'is required: write the message text, or send media in mediaUrls',
				});
			}
			const max = MESSAGE_TEXT_MAX_LENGTH[platform];
			if (text.length > max) {
				ctx.addIssue({
					code: 'custom',
					path: ['message'],
					message: `must be at most ${max} characters on ${platform} (it has ${text.length})`,
				});
			}
			(request.mediaUrls ?? []).forEach((url, index) => {
				const problem = messageMediaUrlProblem(platform, url);
				if (problem) ctx.addIssue({ code: 'custom', path: ['mediaUrls', index], message: problem });
			});
		});
}
export type MessageSendRequest = z.infer<ReturnType<typeof messageSendSchema>>;

export const MessageListQuerySchema = z
	.object({
		/** Conversations in this state only; the service's default is `active`. */
		status: ConversationStatusSchema.optional(),
		/** One conversation's messages, whatever its state. */
		conversationId: z.string().trim().min(1, 'must be a conversation id').optional(),
		/** One entry per conversation: its latest message. */
		conversationsOnly: z.boolean().optional(),
	})
	.passthrough();
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

export const ConversationUpdateSchema = z
	.object({
		status: z.enum(CONVERSATION_STATUSES, {
			errorMap: () => ({ message: 'is required: "active" or "archived"' }),
		}),
	})
	.passthrough();
export type ConversationUpdateRequest = z.infer<typeof ConversationUpdateSchema>;

const ConversationIdParamsSchema = z
	.object({
		conversationId: z
			.string({ required_error: 'is required: the conversation id, from a message' })
			.trim()
			.min(1, 'must be the conversation id, from a message'),
	})
	.passthrough();

export const AutoResponseSchema = z
	.object({
		autoResponseActive: z.boolean({
			required_error: 'is required: true to answer incoming messages automatically, false to stop',
		}),
		autoResponseMessage: z
			.string()
			.trim()
			.min(1, 'must not be empty: write the message to answer with')
			.max(MAX_AUTO_RESPONSE_LENGTH)
			.optional(),
		autoResponseWaitSeconds: z
			.number({ invalid_type_error: 'must be seconds, a whole number' })
			.int('must be seconds, a whole number')
			.min(0, 'must be 0 or more seconds')
			.max(
				MAX_AUTO_RESPONSE_WAIT_SECONDS,
				`must be at most ${MAX_AUTO_RESPONSE_WAIT_SECONDS} seconds (7 days)`,
			)
			.optional(),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		if (request.autoResponseActive && request.autoResponseMessage === undefined) {
			ctx.addIssue({
				code: 'custom',
				path: ['autoResponseMessage'],
				message: 'is required when autoResponseActive is true: the message to answer with',
			});
		}
	});
export type AutoResponseRequest = z.infer<typeof AutoResponseSchema>;

/** A direct message (interface 2.10). */
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
	platform: MessagingPlatform;
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

function platformOf(platform: MessagingPlatform): MessagingPlatform {
	return parseOrThrow(MessagingPlatformParamsSchema, { platform }, 'Invalid messaging platform')
		.platform;
}

/** Direct messages on the messaging networks (Messaging add-on, Business plan). */
export class Messages {
	constructor(private readonly client: ClientCore) {}

	/**
	 * Sends a message in a conversation the correspondent started (`POST /messages/:platform`).
	 * On the strict-media networks, media URLs must end in a file type and have no query.
	 */
	async send(
		platform: MessagingPlatform,
		params: MessageSendRequest,
		options: RequestOptions = {},
	): Promise<MessageSendResult> {
		const p = platformOf(platform);
		const body = parseOrThrow(messageSendSchema(p), params, 'Invalid message');
		// Not resent on its own: a service that ignores the key would deliver the message twice.
		const spec = { method: 'POST' as const, path: path`/messages/${p}`, body, idempotent: false };
		return sendCreate<MessageSendResult>(this.client, spec, options);
	}

	/** Messages of the profile on a network (`GET /messages/:platform`), newest first. */
	async list(
		platform: MessagingPlatform,
		query: MessageListQuery = {},
		options: RequestOptions = {},
	): Promise<MessageList> {
		const p = platformOf(platform);
		return this.client.sender.send<MessageList>({
			method: 'GET',
			path: path`/messages/${p}`,
			query: parseOrThrow(MessageListQuerySchema, query, 'Invalid message query'),
			profileKey: options.profileKey,
		});
	}

	/** Archives a conversation or makes it active again (`PUT /messages/:platform/:conversationId`). */
	async updateConversation(
		platform: MessagingPlatform,
		conversationId: string,
		params: ConversationUpdateRequest,
		options: RequestOptions = {},
	): Promise<{ status: string; [key: string]: unknown }> {
		const p = platformOf(platform);
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
