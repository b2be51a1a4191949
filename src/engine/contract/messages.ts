import { z } from 'zod';
import { quotedChoices } from '../networks';
import {
	CONVERSATION_STATUSES,
	MAX_AUTO_RESPONSE_LENGTH,
	MAX_AUTO_RESPONSE_WAIT_SECONDS,
	MESSAGE_TEXT_MAX_LENGTH,
	messageMediaUrlProblem,
	MESSAGING_NETWORKS,
	type MessagingNetwork,
} from '../resources/messageRules';
import { DOCS, endpoint } from './endpoint';

/**
 * The direct-message endpoints (https://www.ayrshare.com/docs/apis/messages/send-message; Business
 * plan with the Messaging add-on): sending, listing, archiving, and the auto-response.
 */

export const MessagingNetworkSchema = z.enum(MESSAGING_NETWORKS, {
	errorMap: () => ({
		message: `must be ${quotedChoices(MESSAGING_NETWORKS)}: the networks with messages`,
	}),
});
export const MessagingNetworkParamsSchema = z.object({ platform: MessagingNetworkSchema });

export const ConversationStatusSchema = z.enum(CONVERSATION_STATUSES, {
	errorMap: () => ({ message: 'must be "active" or "archived"' }),
});

/** The body of `POST /messages/:platform`; some networks are strict about media URLs (`strictMediaUrls`). */
export function messageSendSchema(network: MessagingNetwork) {
	return z
		.object({
			recipientId: z
				.string()
				.trim()
				.min(1, 'must be the correspondent id, from a received message (its senderId)')
				.optional(),
			// The MCP docs' send_message takes the conversation instead of the recipient.
			conversationId: z
				.string()
				.trim()
				.min(1, 'must be a conversation id, from a message')
				.optional(),
			message: z.string({ invalid_type_error: 'must be the message text' }).optional(),
			mediaUrls: z.array(z.string({ invalid_type_error: 'must be a URL' })).optional(),
		})
		.passthrough()
		.superRefine((request, ctx) => {
			if (request.recipientId === undefined && request.conversationId === undefined) {
				ctx.addIssue({
					code: 'custom',
					path: ['recipientId'],
					message:
						'is required: the correspondent id, from a received message (or conversationId, the conversation to answer in)',
				});
			}
			const text = request.message ?? '';
			if (text.trim() === '' && (request.mediaUrls ?? []).length === 0) {
				ctx.addIssue({
					code: 'custom',
					path: ['message'],
					message: 'is required: write the message text, or send media in mediaUrls',
				});
			}
			const max = MESSAGE_TEXT_MAX_LENGTH[network];
			if (text.length > max) {
				ctx.addIssue({
					code: 'custom',
					path: ['message'],
					message: `must be at most ${max} characters on ${network} (it has ${text.length})`,
				});
			}
			(request.mediaUrls ?? []).forEach((url, index) => {
				const problem = messageMediaUrlProblem(network, url);
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
		/** X only (the MCP docs' get_messages): at most this many messages, and the next page's cursor. */
		limit: z.number().int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').optional(),
		next: z.string().optional(),
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

export const ConversationIdParamsSchema = z
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

/**
 * `POST /messages/:platform`: a reply in a conversation the correspondent started. Its body's
 * rules depend on the network (text length, strict media URLs): `messageSendSchema(platform)`.
 */
export const SendMessage = endpoint({
	method: 'POST',
	path: '/messages/:platform',
	doc: `${DOCS}/apis/messages/send-message`,
	summary: 'Sends a message in a conversation the correspondent started.',
	params: MessagingNetworkParamsSchema,
	body: messageSendSchema(MESSAGING_NETWORKS[0]),
	errors: [101, 103, 156, 360, 361, 362],
});

/** `GET /messages/:platform`: the messages of the profile's conversations on one network. */
export const ListMessages = endpoint({
	method: 'GET',
	path: '/messages/:platform',
	doc: `${DOCS}/apis/messages/get-messages`,
	summary: "The messages of the profile's conversations, newest first, by state or conversation.",
	params: MessagingNetworkParamsSchema,
	query: MessageListQuerySchema,
	errors: [101, 103, 105, 156],
});

/** `PUT /messages/:platform/:conversationId`: archives a conversation or makes it active again. */
export const UpdateConversation = endpoint({
	method: 'PUT',
	path: '/messages/:platform/:conversationId',
	doc: `${DOCS}/apis/messages/update-conversation`,
	summary: 'Archives a conversation or makes it active again.',
	params: MessagingNetworkParamsSchema.merge(ConversationIdParamsSchema),
	body: ConversationUpdateSchema,
	errors: [101, 103, 105],
});

/** `POST /messages/autoresponse`: the profile's automatic answer to incoming messages. */
export const SetAutoResponse = endpoint({
	method: 'POST',
	path: '/messages/autoresponse',
	doc: `${DOCS}/apis/messages/set-auto-response`,
	summary:
		"Sets the profile's automatic answer to incoming messages, for all its messaging networks.",
	body: AutoResponseSchema,
	errors: [101, 103],
});

/** `GET /messages/autoresponse`: the profile's automatic answer (off until set). */
export const GetAutoResponse = endpoint({
	method: 'GET',
	path: '/messages/autoresponse',
	doc: `${DOCS}/apis/messages/get-auto-response`,
	summary: "The profile's automatic answer to incoming messages.",
	errors: [103],
});
