import { networksOffering } from '../networks';
import { parseOrThrow } from '../core/zodIssues';
import type { ClientCore, RequestOptions } from './shared';
import { parseWebhookSubscription } from './webhookSubscription';
import {
	FeedAddSchema,
	FeedDeleteSchema,
	FeedUpdateSchema,
	FeedWebhookSchema,
	type FeedAddRequest,
	type FeedType,
	type FeedUpdateRequest,
	type FeedWebhookRequest,
} from '../contract/feed';

// The requests are the contracts' (src/engine/contract/feed.ts).
export * from '../contract/feed';

/** Auto-hashtags added to a feed article's post when the feed's `autoHashtag` is on (docs: https://www.ayrshare.com/docs/apis/feed/add-feed, "up to 3 hashtags"). */
export const FEED_AUTO_HASHTAG_MAX = 3;

/** Networks a new article is posted to when no feed webhook is active (docs: https://www.ayrshare.com/docs/apis/feed/add-feed). */
export const FEED_POST_NETWORKS = networksOffering('feedPosts');
/** Networks that also get the article, but only when it has a usable image. */
export const FEED_IMAGE_NETWORKS = networksOffering('feedImagePosts');

/** The feed's own image (RSS channel image, Atom logo). */
export interface FeedImage {
	url: string;
	title?: string;
	link?: string;
	width?: number;
	height?: number;
}

/** A followed feed, as GET /feed lists it (docs: https://www.ayrshare.com/docs/apis/feed/get-feeds). */
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

/** The body of a feed webhook delivery (ours: the sandbox's feed webhook). */
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
