import { z } from 'zod';
import { networksOffering } from '../networks';
import { looseBoolean } from '../core/looseBoolean';
import { parseOrThrow } from '../core/zodIssues';
import { isWebUrl, type ClientCore, type RequestOptions } from './shared';
import {
	parseWebhookSubscription,
	WebhookSecretSchema,
	webhookUrlSchema,
} from './webhookSubscription';

/**
 * Kinds of feed the service follows (interface 2.11); all are RSS or Atom documents. Besides RSS
 * and Substack, a network's channels (type `<id>`: the networks offering `channelFeed`).
 */
export const FEED_TYPES = ['rss', 'substack', ...networksOffering('channelFeed')] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** Auto-hashtags added to a feed article's post when the feed's `autoHashtag` is on (interface 8). */
export const FEED_AUTO_HASHTAG_MAX = 3;

/** Networks a new article is posted to when no feed webhook is active (interface 4.13). */
export const FEED_POST_PLATFORMS = networksOffering('feedPosts');
/** Networks that also get the article, but only when it has a usable image. */
export const FEED_IMAGE_PLATFORMS = networksOffering('feedImagePosts');

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

/** `url` empty deactivates the webhook (interface 3); `secret` makes deliveries signed. */
export const FeedWebhookSchema = z
	.object({
		url: webhookUrlSchema('https://example.com/hooks/feed', true),
		secret: WebhookSecretSchema.optional(),
	})
	.passthrough();
export type FeedWebhookRequest = z.infer<typeof FeedWebhookSchema>;

/** The feed's own image (RSS channel image, Atom logo). */
export interface FeedImage {
	url: string;
	title?: string;
	link?: string;
	width?: number;
	height?: number;
}

/** A followed feed (interface 2.11). */
export interface Feed {
	id: string;
	url: string;
	type: FeedType;
	useFirstImage: boolean;
	autoHashtag: boolean;
	created: string;
	updated: string;
	title: string;
	description: string;
	link: string;
	image?: FeedImage;
	[key: string]: unknown;
}

export interface FeedAddResult {
	status: string;
	id: string;
	title: string;
	websiteLink: string;
	rssURL: string;
	[key: string]: unknown;
}

export interface FeedList {
	status: string;
	feeds: Feed[];
	[key: string]: unknown;
}

export interface FeedIdResult {
	status: string;
	id: string;
	[key: string]: unknown;
}

export interface FeedWebhookResult {
	status: string;
	[key: string]: unknown;
}

/** One new article, as a feed webhook delivers it in `data`. */
export interface FeedArticle {
	/** The delivery id: the same on every redelivery of this article; receivers dedupe on it. */
	id: string;
	feedId: string;
	/** The feed's address. */
	url: string;
	title: string;
	/** The article's address. */
	link: string;
	description: string;
	/** The article's image URL, when the feed gives one. */
	image?: string;
	/** ISO 8601 UTC, when the feed dates the article. */
	published?: string;
	[key: string]: unknown;
}

/** The body of a feed webhook delivery (interface 6). */
export interface FeedWebhookEvent {
	type: 'feed';
	/** The profile's `refId` (user-details read). */
	refId: string;
	/** The profile's title, when available. */
	title?: string;
	data: FeedArticle;
}

export class Feeds {
	constructor(private readonly client: ClientCore) {}

	/** Follows an RSS or Atom feed (`POST /feed`); its current articles count as already seen. */
	async add(params: FeedAddRequest, options: RequestOptions = {}): Promise<FeedAddResult> {
		const body = parseOrThrow(FeedAddSchema, params, 'Invalid feed');
		return this.client.sender.send<FeedAddResult>({
			method: 'POST',
			path: '/feed',
			body,
			profileKey: options.profileKey,
			// Adding a URL the profile already follows answers that feed, so a resend adds nothing.
			idempotent: true,
		});
	}

	/** Every feed the profile follows (`GET /feed`). */
	async list(options: RequestOptions = {}): Promise<FeedList> {
		return this.client.sender.send<FeedList>({
			method: 'GET',
			path: '/feed',
			profileKey: options.profileKey,
		});
	}

	/** Changes a feed's `useFirstImage` or `autoHashtag` (`PUT /feed`). */
	async update(params: FeedUpdateRequest, options: RequestOptions = {}): Promise<FeedIdResult> {
		const body = parseOrThrow(FeedUpdateSchema, params, 'Invalid feed update');
		return this.client.sender.send<FeedIdResult>({
			method: 'PUT',
			path: '/feed',
			body,
			profileKey: options.profileKey,
		});
	}

	/** Stops following a feed (`DELETE /feed`). */
	async delete(id: string, options: RequestOptions = {}): Promise<FeedIdResult> {
		const body = parseOrThrow(FeedDeleteSchema, { id }, 'Invalid feed id');
		return this.client.sender.send<FeedIdResult>({
			method: 'DELETE',
			path: '/feed',
			body,
			profileKey: options.profileKey,
		});
	}

	/**
	 * Sends new articles to a webhook instead of posting them (`POST /feed/webhook`); an empty
	 * `url` deactivates it. With a `secret`, deliveries are signed (see `verifyWebhookSignature`).
	 */
	async subscribeWebhook(
		params: FeedWebhookRequest,
		options: RequestOptions = {},
	): Promise<FeedWebhookResult> {
		const body = parseWebhookSubscription(FeedWebhookSchema, params, 'Invalid feed webhook');
		return this.client.sender.send<FeedWebhookResult>({
			method: 'POST',
			path: '/feed/webhook',
			body,
			profileKey: options.profileKey,
			// Subscribing sets the profile's one webhook to this URL: the same request twice is one state.
			idempotent: true,
		});
	}
}
