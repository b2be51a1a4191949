import type { z } from 'zod';
import { parseOrThrow } from '../core/zodIssues';
import {
	ANALYTICS_LINKS,
	LINK_ANALYTICS_MAX_DAYS,
	LinkAnalyticsLegacyQuerySchema,
	POST_ANALYTICS_NETWORKS,
	PostAnalyticsByNetworkIdSchema,
	PostAnalyticsSchema,
	SOCIAL_ANALYTICS_NETWORKS,
	SocialAnalyticsSchema,
} from '../contract/analytics';
import type { QueryOf } from '../contract/endpoint';
import type { ClientCore, RequestOptions } from './shared';

export {
	LINK_ANALYTICS_MAX_DAYS,
	POST_ANALYTICS_NETWORKS,
	PostAnalyticsByNetworkIdSchema,
	PostAnalyticsSchema,
	SOCIAL_ANALYTICS_NETWORKS,
	SocialAnalyticsSchema,
};
export type PostAnalyticsNetwork = (typeof POST_ANALYTICS_NETWORKS)[number];
export type SocialAnalyticsNetwork = (typeof SOCIAL_ANALYTICS_NETWORKS)[number];
export type PostAnalyticsRequest = z.infer<typeof PostAnalyticsSchema>;
export type PostAnalyticsByNetworkIdRequest = z.infer<typeof PostAnalyticsByNetworkIdSchema>;
export type SocialAnalyticsRequest = z.infer<typeof SocialAnalyticsSchema>;
export type LinkAnalyticsLegacyQuery = QueryOf<typeof ANALYTICS_LINKS>;

/** One short link of `GET /analytics/links`, with its clicks in the days asked for. */
export interface LinkClicks {
	id: string;
	shortUrl: string;
	originalUrl: string;
	created: string;
	clicks: number;
	[key: string]: unknown;
}

/** Metric values as networks report them: numbers mostly, objects for breakdowns. */
export type AnalyticsValue =
	| number
	| string
	| boolean
	| null
	| AnalyticsValue[]
	| { [key: string]: AnalyticsValue };
export type AnalyticsRecord = Record<string, AnalyticsValue>;

/** One network's analytics of a post (docs: apis/analytics/post). */
export interface PostAnalyticsEntry {
	/** The network-side post id. */
	id: string;
	postUrl?: string;
	analytics: AnalyticsRecord;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

/** `partial` when some networks answered and some did not (still HTTP 200). */
export type AnalyticsStatus = 'success' | 'partial' | (string & {});

/**
 * One key per network the post went to. A thread (a long text sent with the `thread` option of
 * its network's options as more than one post) answers an array there, one entry per post of the
 * thread, first post first; every other post answers one object.
 */
export type PostAnalyticsResult = { status: AnalyticsStatus; [key: string]: unknown } & Partial<
	Record<PostAnalyticsNetwork, PostAnalyticsEntry | PostAnalyticsEntry[]>
>;

/** One network's account analytics. */
export interface SocialAnalyticsEntry {
	analytics: AnalyticsRecord;
	quarters?: number;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

export type SocialAnalyticsResult = { status: AnalyticsStatus; [key: string]: unknown } & Partial<
	Record<SocialAnalyticsNetwork, SocialAnalyticsEntry>
>;

export class Analytics {
	constructor(private readonly client: ClientCore) {}

	/** Live analytics of a post sent through the service, per network (`POST /analytics/post`). */
	async post(
		params: PostAnalyticsRequest,
		options: RequestOptions = {},
	): Promise<PostAnalyticsResult> {
		const body = parseOrThrow(PostAnalyticsSchema, params, 'Invalid post analytics request');
		return this.read<PostAnalyticsResult>('/analytics/post', body, options);
	}

	/** Analytics of a post by the network's own id, sent through the service or not (Business). */
	async postByNetworkId(
		params: PostAnalyticsByNetworkIdRequest,
		options: RequestOptions = {},
	): Promise<PostAnalyticsResult> {
		const { id, platform: network } = parseOrThrow(
			PostAnalyticsByNetworkIdSchema,
			params,
			'Invalid post analytics request',
		);
		const body: PostAnalyticsRequest = { id, platforms: [network], searchPlatformId: true };
		return this.read<PostAnalyticsResult>('/analytics/post', body, options);
	}

	/** Account analytics per network (`POST /analytics/social`). */
	async social(
		params: SocialAnalyticsRequest,
		options: RequestOptions = {},
	): Promise<SocialAnalyticsResult> {
		const body = parseOrThrow(SocialAnalyticsSchema, params, 'Invalid account analytics request');
		return this.read<SocialAnalyticsResult>('/analytics/social', body, options);
	}

	/**
	 * Clicks of the profile's short links created or clicked in the last `lastDays` days
	 * (`GET /analytics/links`, default 1, 0 all): the older read the service's SDKs still call.
	 */
	async links(
		query: LinkAnalyticsLegacyQuery = {},
		options: RequestOptions = {},
	): Promise<LinkClicks[]> {
		return this.client.sender.send<LinkClicks[]>({
			method: 'GET',
			path: '/analytics/links',
			query: parseOrThrow(LinkAnalyticsLegacyQuerySchema, query, 'Invalid link analytics query'),
			profileKey: options.profileKey,
		});
	}

	private read<T>(path: string, body: unknown, options: RequestOptions): Promise<T> {
		return this.client.sender.send<T>({
			method: 'POST',
			path,
			body,
			profileKey: options.profileKey,
			// A read sent as POST: it changes nothing, so a resend is safe.
			idempotent: true,
		});
	}
}
