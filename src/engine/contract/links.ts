import { z } from 'zod';
import { ValidationError } from '../core/errors';
import { parseUtcTimestamp, toUtcTimestamp } from '../scheduling';
import { DOCS, endpoint } from './endpoint';

function urlProtocol(value: string): string | undefined {
	try {
		const url = new URL(value);
		return url.hostname === '' ? undefined : url.protocol;
	} catch {
		return undefined;
	}
}

/** An http or https URL (`POST /short`). */
export const HttpUrlSchema = z
	.string({ required_error: 'is required: the link to shorten, like https://example.com/page' })
	.trim()
	.refine(
		(url) => ['http:', 'https:'].includes(urlProtocol(url) ?? ''),
		'must be an http or https URL like https://example.com/page',
	);

/** An https URL: tracked short links are made and pointed only at https (docs: apis/links). */
export const HttpsUrlSchema = z
	.string({ required_error: 'is required: the link to shorten, like https://example.com/page' })
	.trim()
	.superRefine((url, ctx) => {
		const protocol = urlProtocol(url);
		if (protocol === 'https:') return;
		const message =
			protocol === 'http:'
				? 'must use https: short links are made only for https URLs; change http:// to https://'
				: 'must be an https URL like https://example.com/page';
		ctx.addIssue({ code: 'custom', message });
	});

export const LinkIdParamsSchema = z.object({
	id: z
		.string({ required_error: 'is required: the short link id POST /links answered' })
		.trim()
		.min(1, 'must be the short link id POST /links answered, like "TkuWEy"'),
});

export const LinkUpdateSchema = z
	.object({
		url: HttpsUrlSchema.describe('The new destination, an https URL.'),
	})
	.passthrough();
export type LinkUpdateRequest = z.input<typeof LinkUpdateSchema>;

/** `PUT /links/:id`: points an existing short link at a new destination. */
export const UpdateLink = endpoint({
	method: 'PUT',
	path: '/links/:id',
	doc: `${DOCS}/apis/links/update-short-link`,
	summary: 'Changes the destination URL of an existing short link; its id and short URL stay.',
	params: LinkIdParamsSchema,
	body: LinkUpdateSchema,
	errors: [101, 404],
});

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

const ShortLinkAnswer = z
	.object({ status: z.string(), id: z.string(), shortUrl: z.string(), originalUrl: z.string() })
	.passthrough();

/**
 * `POST /short` (also `/shorten`): any http(s) link shortened, untracked. Ours: today's docs make
 * short links only with `POST /links` (https, tracked); this older call stays for the workflows
 * and the node's Link › Shorten written against it.
 */
export const ShortenLink = endpoint({
	method: 'POST',
	path: '/short',
	aliases: ['/shorten'],
	doc: {
		ours: "the older shorten call, kept for workflows written against it; today's docs have POST /links",
	},
	summary: 'Shortens any http or https link (untracked; POST /links makes tracked links).',
	body: LinkShortenSchema,
	response: z
		.object({ status: z.string(), shortUrl: z.string(), originalUrl: z.string() })
		.passthrough(),
	errors: [101],
});

/** `POST /links`: a tracked short link for an https URL, with UTM parameters in its destination. */
export const CreateLink = endpoint({
	method: 'POST',
	path: '/links',
	doc: `${DOCS}/apis/links/create-link`,
	summary: 'Makes a tracked short link for an https URL; UTM fields join its query.',
	body: LinkCreateSchema,
	response: ShortLinkAnswer,
	errors: [101],
});

/** `GET /links`: every short link of the profile with its clicks. */
export const ListLinks = endpoint({
	method: 'GET',
	path: '/links',
	doc: `${DOCS}/apis/links/get-links`,
	summary: 'Lists the short links with their clicks, filtered by created and clicked dates.',
	query: LinkAnalyticsQuerySchema,
	errors: [101],
});

/** `GET /links/:id`: one short link with its clicks (the created-date filters do not apply to one). */
export const GetLink = endpoint({
	method: 'GET',
	path: '/links/:id',
	doc: `${DOCS}/apis/links/get-link`,
	summary: 'One short link with its clicks, filtered by clicked dates.',
	params: LinkIdParamsSchema,
	query: LinkAnalyticsQuerySchema,
	errors: [101, 404],
});
