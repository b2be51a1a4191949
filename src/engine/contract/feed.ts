import { z } from 'zod';
import { networksOffering } from '../networks';
import { looseBoolean } from '../core/looseBoolean';
import { isWebUrl } from '../resources/shared';
import { WebhookSecretSchema, webhookUrlSchema } from '../resources/webhookSubscription';
import { DOCS, endpoint } from './endpoint';

/**
 * The RSS feed endpoints (docs: apis/feed/*; Premium or Business): adding, listing, updating and
 * deleting a followed feed, and the feed webhook. The engine's `Feeds` resource and the sandbox's
 * routes both read these.
 */

/**
 * Kinds of feed the service follows (docs: apis/feed/add-feed); all are RSS or Atom documents. Besides RSS
 * and Substack, a network's channels (type `<id>`: the networks offering `channelFeed`).
 */
export const FEED_TYPES = ['rss', 'substack', ...networksOffering('channelFeed')] as const;
export type FeedType = (typeof FEED_TYPES)[number];

const FeedUrlSchema = z
	.string({ required_error: 'is required: the address of the RSS or Atom feed' })
	.trim()
	.max(2048, 'must be at most 2048 characters long')
	.refine(isWebUrl, 'must be an http or https URL like https://example.com/feed.xml');

const FeedIdSchema = z
	.string({ required_error: 'is required: the feed id that adding the feed answered' })
	.trim()
	.min(1, 'must be a feed id; list them with GET /feed');

/** The feed type in any case: the service's Python SDK README sends `'type': 'RSS'`. */
const FeedTypeSchema = z.preprocess(
	(value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
	z.enum(FEED_TYPES),
);

export const FeedAddSchema = z
	.object({
		url: FeedUrlSchema,
		useFirstImage: looseBoolean().optional(),
		autoHashtag: looseBoolean().optional(),
		type: FeedTypeSchema.optional(),
	})
	.passthrough();
export type FeedAddRequest = z.infer<typeof FeedAddSchema>;

export const FeedUpdateSchema = z
	.object({
		id: FeedIdSchema,
		useFirstImage: looseBoolean().optional(),
		autoHashtag: looseBoolean().optional(),
	})
	.passthrough()
	.refine((request) => request.useFirstImage !== undefined || request.autoHashtag !== undefined, {
		message: 'must change something: give useFirstImage or autoHashtag (true or false)',
	});
export type FeedUpdateRequest = z.infer<typeof FeedUpdateSchema>;

export const FeedDeleteSchema = z.object({ id: FeedIdSchema }).passthrough();

/** `url` empty deactivates the webhook; `secret` makes deliveries signed (ours). */
export const FeedWebhookSchema = z
	.object({
		url: webhookUrlSchema('https://example.com/hooks/feed', true),
		secret: WebhookSecretSchema.optional(),
	})
	.passthrough();
export type FeedWebhookRequest = z.infer<typeof FeedWebhookSchema>;

const FEED = `${DOCS}/apis/feed`;
const feedId = z.object({ status: z.string(), id: z.string() }).passthrough();

/** `POST /feed`: follows an RSS or Atom feed; new articles are posted (or sent to the feed webhook). */
export const feedAddEndpoint = endpoint({
	method: 'POST',
	path: '/feed',
	doc: `${FEED}/add-feed`,
	summary: 'Adds an RSS feed whose new articles are posted (Premium or Business).',
	body: FeedAddSchema,
	response: z
		.object({ status: z.string(), id: z.string(), title: z.string(), rssURL: z.string() })
		.passthrough(),
	errors: [101, 102, 103],
});

/** `GET /feed`: the profile's feeds. */
export const feedListEndpoint = endpoint({
	method: 'GET',
	path: '/feed',
	doc: `${FEED}/get-feeds`,
	summary: "Lists the profile's RSS feeds (Premium or Business).",
	response: z.object({ status: z.string(), feeds: z.array(z.unknown()) }).passthrough(),
	errors: [102, 103],
});

/** `PUT /feed {id, useFirstImage?, autoHashtag?}`: changes a feed's options. */
export const feedUpdateEndpoint = endpoint({
	method: 'PUT',
	path: '/feed',
	doc: `${FEED}/update-feed`,
	summary: "Changes a feed's useFirstImage or autoHashtag (Premium or Business).",
	body: FeedUpdateSchema,
	response: feedId,
	errors: [101, 102, 103, 105],
});

/** `DELETE /feed {id}`: stops following a feed. */
export const feedDeleteEndpoint = endpoint({
	method: 'DELETE',
	path: '/feed',
	doc: `${FEED}/delete-feed`,
	summary: 'Deletes an RSS feed (Premium or Business).',
	body: FeedDeleteSchema,
	response: feedId,
	errors: [101, 102, 103, 105],
});

/** `POST /feed/webhook {url, secret?}`: new articles go to a webhook instead of being posted. */
export const feedWebhookEndpoint = endpoint({
	method: 'POST',
	path: '/feed/webhook',
	doc: {
		ours: "the sandbox's path to send a profile's new feed articles to a webhook instead of posting them",
	},
	summary: "Sends new feed articles to a webhook instead of posting them; url '' stops it.",
	body: FeedWebhookSchema,
	response: z.object({ status: z.string(), active: z.boolean() }).passthrough(),
	errors: [101, 102, 103],
});
