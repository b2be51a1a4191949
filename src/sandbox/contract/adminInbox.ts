import { z } from 'zod';
import { endpoint } from '../../engine/contract/endpoint';
import { HashtagBannedQuerySchema } from '../../engine/contract/hashtags';
import { ReviewNetworkSchema } from '../../engine/contract/reviews';
import { isNetwork } from '../../engine/networks';
import { MessagingNetworkSchema } from '../../engine/resources/messages';

/**
 * Contracts of the sandbox's own admin routes that play the other side of a conversation: a reader
 * commenting, a correspondent writing, reading or reacting, a customer reviewing, a network banning
 * a hashtag. The service has nothing like them (they stand in for people and networks), so every
 * one is `ours`.
 */
const ours = (why: string) => ({ ours: `sandbox-only admin control: ${why}` });

export const IncomingCommentSchema = z
	.object({
		postId: z.string({ required_error: 'is required: the post commented on' }).trim().min(1),
		platform: z.string().refine(isNetwork, 'is not a network'),
		comment: z.string({ required_error: 'is required: what they wrote' }).trim().min(1),
		userName: z.string().trim().min(1).optional(),
		replyTo: z.string().trim().min(1).optional(),
	})
	.passthrough();

/** `POST /api/admin/comments/incoming`: a reader comments on one of the profile's posts. */
export const ADMIN_INCOMING_COMMENT = endpoint({
	method: 'POST',
	path: '/admin/comments/incoming',
	doc: ours('a reader comments on a published post'),
	summary: "A reader's comment on one of the profile's posts (or a reply to a comment)",
	body: IncomingCommentSchema,
	errors: [101, 114],
});

export const IncomingMessageSchema = z
	.object({
		platform: MessagingNetworkSchema,
		senderId: z.string().trim().min(1).max(64),
		senderName: z.string().trim().min(1).max(100).optional(),
		message: z.string().max(10_000).default(''),
		mediaUrls: z.array(z.string().url()).max(10).default([]),
	})
	.passthrough()
	.refine((body) => body.message.trim() !== '' || body.mediaUrls.length > 0, {
		path: ['message'],
		message: 'is required: the text the correspondent sends, or media in mediaUrls',
	});

/** `POST /api/admin/messages/incoming`: a correspondent writes to the profile. */
export const ADMIN_INCOMING_MESSAGE = endpoint({
	method: 'POST',
	path: '/admin/messages/incoming',
	doc: ours('a correspondent writes a direct message to the profile'),
	summary: 'A direct message a correspondent writes to the profile',
	body: IncomingMessageSchema,
	errors: [101, 103],
});

const SenderIdSchema = z
	.string({ required_error: 'is required: the correspondent, as the senderId of their messages' })
	.trim()
	.min(1)
	.max(64);
const MessageIdSchema = z.string().trim().min(1, 'must be a message id').optional();

/** `POST /api/admin/messages/read`: the correspondent reads the profile's message. */
export const ADMIN_MESSAGE_READ = endpoint({
	method: 'POST',
	path: '/admin/messages/read',
	doc: ours("the correspondent reads the profile's last (or a given) message"),
	summary: "The correspondent reads the profile's message",
	body: z
		.object({
			platform: MessagingNetworkSchema,
			senderId: SenderIdSchema,
			messageId: MessageIdSchema,
		})
		.passthrough(),
	errors: [101, 103, 105],
});

/** `POST /api/admin/messages/reaction`: the correspondent reacts to a message with an emoji. */
export const ADMIN_MESSAGE_REACTION = endpoint({
	method: 'POST',
	path: '/admin/messages/reaction',
	doc: ours('the correspondent reacts to a message'),
	summary: 'The correspondent reacts to a message with an emoji',
	body: z
		.object({
			platform: MessagingNetworkSchema,
			senderId: SenderIdSchema,
			reaction: z
				.string({
					required_error: 'is required: the emoji the correspondent reacts with, like "❤️"',
				})
				.trim()
				.min(1, 'must be an emoji, like "❤️"')
				.max(16, 'must be one emoji (at most 16 characters)'),
			messageId: MessageIdSchema,
		})
		.passthrough(),
	errors: [101, 103, 105],
});

/** `POST /api/admin/hashtags/banned`: a network bans a hashtag (the banned check then finds it). */
export const ADMIN_BANNED_HASHTAG = endpoint({
	method: 'POST',
	path: '/admin/hashtags/banned',
	doc: ours('marks a hashtag banned, as a network would'),
	summary: 'Marks a hashtag banned',
	body: HashtagBannedQuerySchema,
	errors: [101],
});

export const AdminReviewSchema = z
	.object({
		platform: ReviewNetworkSchema,
		rating: z.union([z.string(), z.number()]),
		review: z.string().max(4_096).default(''),
		reviewerName: z.string().trim().min(1).max(100).default('A customer'),
		/** A reply already on the network (a listing's), written there by `replyAuthor`. */
		reply: z.string().trim().min(1).max(4_096).optional(),
		replyAuthor: z.enum(['owner', 'manager']).default('owner'),
	})
	.passthrough();

/** `POST /api/admin/reviews`: a customer reviews the profile's page or listing. */
export const ADMIN_REVIEW = endpoint({
	method: 'POST',
	path: '/admin/reviews',
	doc: ours("a customer leaves a review on the profile's page or listing"),
	summary: "A customer's review of the profile's page or listing",
	body: AdminReviewSchema,
	errors: [101],
});
