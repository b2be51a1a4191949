import { z } from 'zod';
import { ValidationError } from '../core/errors';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import { parseUtcTimestamp, toUtcTimestamp } from '../scheduling';
import type { ClientCore, RequestOptions } from './shared';
import {
	HttpsUrlSchema,
	HttpUrlSchema,
	LinkIdParamsSchema,
	LinkUpdateSchema,
	type LinkUpdateRequest,
} from '../contract/links';

export { LinkIdParamsSchema, LinkUpdateSchema, type LinkUpdateRequest };

/** The UTM parameters a short link can carry; the service embeds them in `originalUrl`. */
export const UTM_FIELDS = [
	'utmId',
	'utmSource',
	'utmMedium',
	'utmCampaign',
	'utmTerm',
	'utmContent',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** A date as a workflow holds it: ISO text with a zone, epoch ms, a Date or a Luxon DateTime. */
export type DateTimeInput = string | number | Date | { toISO(): string | null };

const UtmValueSchema = z.string().trim().min(1, 'must not be empty; leave it out instead').max(255);

export const LinkShortenSchema = z.object({ url: HttpUrlSchema }).passthrough();
export type LinkShortenRequest = z.infer<typeof LinkShortenSchema>;

export const LinkCreateSchema = z
	.object({
		url: HttpsUrlSchema,
		utmId: UtmValueSchema.optional(),
		utmSource: UtmValueSchema.optional(),
		utmMedium: UtmValueSchema.optional(),
		utmCampaign: UtmValueSchema.optional(),
		utmTerm: UtmValueSchema.optional(),
		utmContent: UtmValueSchema.optional(),
	})
	.passthrough();
export type LinkCreateRequest = z.infer<typeof LinkCreateSchema>;

/**
 * A date as a workflow may hold it (see DateTimeInput), sent as the service's
 * `YYYY-MM-DDThh:mm:ssZ` in UTC.
 */
export const UtcDateTimeInputSchema = z
	.custom<DateTimeInput>(() => true)
	.transform((value, ctx) => {
		try {
			return toUtcTimestamp(value);
		} catch (error) {
			const message =
				error instanceof ValidationError
					? error.issues[0].message
					: 'must be a date-time with a zone, like 2026-05-01T14:30:00Z';
			ctx.addIssue({ code: 'custom', message });
			return z.NEVER;
		}
	});

/** Click and creation date filters of the link reads; neither range may run backwards. */
export const LinkAnalyticsQuerySchema = z
	.object({
		fromCreatedDate: UtcDateTimeInputSchema.optional(),
		toCreatedDate: UtcDateTimeInputSchema.optional(),
		fromClickDate: UtcDateTimeInputSchema.optional(),
		toClickDate: UtcDateTimeInputSchema.optional(),
	})
	.passthrough()
	.superRefine((query, ctx) => {
		for (const [from, to] of [
			['fromCreatedDate', 'toCreatedDate'],
			['fromClickDate', 'toClickDate'],
		] as const) {
			const start = query[from];
			const end = query[to];
			if (start && end && (parseUtcTimestamp(start) ?? 0) > (parseUtcTimestamp(end) ?? 0)) {
				ctx.addIssue({
					code: 'custom',
					path: [to],
					message: `must not be before ${from} (${start})`,
				});
			}
		}
	});
export type LinkAnalyticsQuery = z.input<typeof LinkAnalyticsQuerySchema>;

/** A short link (interface 2.5). */
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
