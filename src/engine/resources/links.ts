import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import type { ClientCore, RequestOptions } from './shared';
import {
	LinkAnalyticsQuerySchema,
	LinkCreateSchema,
	LinkIdParamsSchema,
	LinkShortenSchema,
	LinkUpdateSchema,
	type LinkAnalyticsQuery,
	type LinkCreateRequest,
	type LinkUpdateRequest,
} from '../contract/links';

/** The links' request schemas and types: their one home is the contract. */
export {
	LinkAnalyticsQuerySchema,
	LinkCreateSchema,
	LinkIdParamsSchema,
	LinkShortenSchema,
	LinkUpdateSchema,
	UTM_FIELDS,
	UtcDateTimeInputSchema,
	type DateTimeInput,
	type LinkAnalyticsQuery,
	type LinkCreateRequest,
	type LinkShortenRequest,
	type LinkUpdateRequest,
	type UtmField,
} from '../contract/links';

/** A short link (https://www.ayrshare.com/docs/apis/links/create-link). */
export interface ShortLink {
	id: string;
	shortUrl: string;
	/** The URL with any UTM parameters added to its query. */
	originalUrl: string;
	created?: string;
	status?: string;
	utmSource?: string;
	[key: string]: unknown;
}

export interface ShortenResult {
	status: string;
	shortUrl: string;
	originalUrl: string;
	[key: string]: unknown;
}

/** A short link with its clicks, counted by browser, referer and social network. */
export interface LinkAnalytics extends ShortLink {
	browserCounts: Record<string, number>;
	refererCounts: Record<string, number>;
	socialClicks: Record<string, number>;
	totalClicks: number;
}

export interface LinkAnalyticsList {
	status: string;
	analytics: LinkAnalytics[];
	[key: string]: unknown;
}

export interface LinkAnalyticsResult {
	status: string;
	analytics: LinkAnalytics;
	[key: string]: unknown;
}

export class Links {
	constructor(private readonly client: ClientCore) {}

	/** Shortens any http(s) link (`POST /short`). */
	async shorten(url: string, options: RequestOptions = {}): Promise<ShortenResult> {
		const body = parseOrThrow(LinkShortenSchema, { url }, 'Invalid link');
		return this.client.sender.send<ShortenResult>({
			method: 'POST',
			path: '/short',
			body,
			profileKey: options.profileKey,
		});
	}

	/** Makes a tracked short link for an https URL, with UTM parameters (`POST /links`). */
	async create(params: LinkCreateRequest, options: RequestOptions = {}): Promise<ShortLink> {
		const body = parseOrThrow(LinkCreateSchema, params, 'Invalid short link');
		return this.client.sender.send<ShortLink>({
			method: 'POST',
			path: '/links',
			body,
			profileKey: options.profileKey,
			// The same URL and UTM set always yields the same link, so a resend cannot make a second one.
			idempotent: true,
		});
	}

	/** Every short link with its click analytics (`GET /links`). */
	async list(
		query: LinkAnalyticsQuery = {},
		options: RequestOptions = {},
	): Promise<LinkAnalyticsList> {
		return this.client.sender.send<LinkAnalyticsList>({
			method: 'GET',
			path: '/links',
			query: parseOrThrow(LinkAnalyticsQuerySchema, query, 'Invalid link filters'),
			profileKey: options.profileKey,
		});
	}

	/** One short link with its click analytics (`GET /links/:id`). */
	async get(
		id: string,
		query: LinkAnalyticsQuery = {},
		options: RequestOptions = {},
	): Promise<LinkAnalyticsResult> {
		const params = parseOrThrow(LinkIdParamsSchema, { id }, 'Invalid short link id');
		return this.client.sender.send<LinkAnalyticsResult>({
			method: 'GET',
			path: path`/links/${params.id}`,
			query: parseOrThrow(LinkAnalyticsQuerySchema, query, 'Invalid link filters'),
			profileKey: options.profileKey,
		});
	}

	/**
	 * Points a short link at a new https destination (`PUT /links/:id`; docs:
	 * apis/links/update-short-link); its id and short URL stay, so posts that carry it follow.
	 */
	async update(
		id: string,
		params: LinkUpdateRequest,
		options: RequestOptions = {},
	): Promise<ShortLink & { updated?: string }> {
		const p = parseOrThrow(LinkIdParamsSchema, { id }, 'Invalid short link id');
		const body = parseOrThrow(LinkUpdateSchema, params, 'Invalid short link update');
		return this.client.sender.send<ShortLink & { updated?: string }>({
			method: 'PUT',
			path: path`/links/${p.id}`,
			body,
			profileKey: options.profileKey,
			// Pointing a link at the same URL again changes nothing.
			idempotent: true,
		});
	}
}
