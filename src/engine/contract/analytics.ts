import { z } from 'zod';
import { describeValue } from '../core/errors';
import { networkEntry, networksOffering, NETWORK_IDS } from '../networks';
import { DOCS, endpoint } from './endpoint';
import { X_USER_LOOKUP_FIELDS } from './xUserLookup';

/** Networks with post analytics: their entries' `offers.postAnalytics`. */
export const POST_ANALYTICS_NETWORKS = networksOffering('postAnalytics');
/** Networks with account analytics: their entries' `offers.accountAnalytics`. */
export const SOCIAL_ANALYTICS_NETWORKS = networksOffering('accountAnalytics');

const POST_DOC = `${DOCS}/apis/analytics/post`;
const BY_ID_DOC = `${DOCS}/apis/analytics/social-by-id`;
const SOCIAL_DOC = `${DOCS}/apis/analytics/social`;
/** The older analytics page, where `GET /analytics/links` is documented (the SDKs still call it). */
const LEGACY_DOC = 'https://docs.ayrshare.com/rest-api/endpoints/analytics';

function networkSchema<P extends string>(allowed: readonly P[], what: string) {
	return z.custom<P>(
		(value) => typeof value === 'string' && (allowed as readonly string[]).includes(value),
		(value: unknown) => ({
			message: `${describeValue(value)} has no ${what}; use one of ${allowed.join(', ')}`,
		}),
	);
}

function networkListSchema<P extends string>(allowed: readonly P[], what: string) {
	return z
		.array(networkSchema(allowed, what), {
			invalid_type_error: `must be a list of networks, e.g. ["${allowed[0]}"]`,
		})
		.min(1, `must list at least one network, e.g. ["${allowed[0]}"]`)
		.refine((list) => new Set(list).size === list.length, 'must list each network once');
}

const PostIdSchema = z
	.string({ required_error: 'is required: the post id' })
	.trim()
	.min(1, 'must be a post id');

/**
 * Post analytics request: by service post id, or with `searchPlatformId` by the network's own
 * id, which needs exactly one platform.
 */
export const PostAnalyticsObject = z
	.object({
		id: PostIdSchema,
		platforms: networkListSchema(POST_ANALYTICS_NETWORKS, 'post analytics').optional(),
		searchPlatformId: z.boolean().optional(),
	})
	.passthrough();

export const PostAnalyticsSchema = PostAnalyticsObject.superRefine((request, ctx) => {
	if (request.searchPlatformId === true && request.platforms?.length !== 1) {
		const message =
			'must list exactly one network when searching by network post id (searchPlatformId)';
		ctx.addIssue({ code: 'custom', path: ['platforms'], message });
	}
});

/** By the network's own post id, on one network; sent with `searchPlatformId: true`. */
export const PostAnalyticsByNetworkIdSchema = z
	.object({
		id: z
			.string({ required_error: 'is required: the network-side post id' })
			.trim()
			.min(1, 'must be the network-side post id'),
		platform: networkSchema(POST_ANALYTICS_NETWORKS, 'post analytics'),
	})
	.passthrough();

/**
 * Each network's options object of account analytics, under its id (its entry's
 * `offers.accountAnalytics.options`: `youtube: {lifetime}`).
 */
const accountAnalyticsOptions: Record<string, z.ZodTypeAny> = Object.fromEntries(
	NETWORK_IDS.flatMap((network) => {
		const schema = networkEntry(network).offers.accountAnalytics?.options;
		return schema ? [[network, schema.optional()]] : [];
	}),
);

const quarterCount = 'must be a whole number of quarters from 1 to 4';

/** `POST /analytics/social`'s body, every field of its page. */
export const SocialAnalyticsObject = z
	.object({
		platforms: networkListSchema(SOCIAL_ANALYTICS_NETWORKS, 'account analytics'),
		quarters: z
			.number({ invalid_type_error: quarterCount })
			.int(quarterCount)
			.min(1, quarterCount)
			.max(4, quarterCount)
			.optional()
			.describe('Quarters of history to cover, 1 to 4.'),
		daily: z.boolean().optional().describe('Adds daily figures.'),
		period60Days: z
			.boolean()
			.optional()
			.describe('TikTok: only the 60-day totals of comments, shares and views.'),
		...accountAnalyticsOptions,
		...X_USER_LOOKUP_FIELDS,
	})
	.passthrough();

export const SocialAnalyticsSchema = SocialAnalyticsObject.superRefine((request, ctx) => {
	if (request.period60Days !== true) return;
	// The docs: period60Days is not to be combined with daily, nor with quarters.
	for (const other of ['daily', 'quarters'] as const)
		if (request[other] !== undefined && request[other] !== false)
			ctx.addIssue({
				code: 'custom',
				path: ['period60Days'],
				message: `cannot be combined with ${other}: send one of them`,
			});
});

/** `POST /analytics/post`: a post's analytics per network, by the service's or the network's id. */
export const ANALYTICS_POST = endpoint({
	method: 'POST',
	path: '/analytics/post',
	doc: POST_DOC,
	summary: "A post's live analytics per network",
	body: PostAnalyticsSchema,
	errors: [101, 114, 323],
	fields: { searchPlatformId: BY_ID_DOC },
});

/** `POST /analytics/social`: each linked network account's analytics. */
export const ANALYTICS_SOCIAL = endpoint({
	method: 'POST',
	path: '/analytics/social',
	doc: SOCIAL_DOC,
	summary: "Linked network accounts' analytics",
	body: SocialAnalyticsSchema,
	errors: [101, 323],
});

/** Most days `GET /analytics/links` looks back (ours: the older page said 1 to 7, 0 all is ours too). */
export const LINK_ANALYTICS_MAX_DAYS = 365;
const lastDaysText = `must be a whole number of days from 0 (all) to ${LINK_ANALYTICS_MAX_DAYS}`;

export const LinkAnalyticsLegacyQuerySchema = z
	.object({
		lastDays: z
			.number({ invalid_type_error: lastDaysText })
			.int(lastDaysText)
			.min(0, lastDaysText)
			.max(LINK_ANALYTICS_MAX_DAYS, lastDaysText)
			.optional()
			.describe('Links created or clicked in the last N days (default 1; 0: all).'),
	})
	.passthrough();

/** `GET /analytics/links`: the profile's short links with their clicks (the older page). */
export const ANALYTICS_LINKS = endpoint({
	method: 'GET',
	path: '/analytics/links',
	doc: LEGACY_DOC,
	summary: "Short links' clicks of the last days",
	query: LinkAnalyticsLegacyQuerySchema,
	errors: [101],
});
