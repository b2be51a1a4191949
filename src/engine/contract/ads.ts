import { z } from 'zod';
import { isoDateText } from './dates';
import { DOCS, endpoint } from './endpoint';
import { idText as requiredIdText, numeric } from './adsBoost';

const HISTORY_DOC = `${DOCS}/apis/ads/facebook/get-ad-history`;
/** The GraphQL Ads page lists `adHistory`'s arguments (`GET /ads/{platform}/history`). */
const GRAPHQL_ADS_DOC = `${DOCS}/apis/graphql/ads`;

/** An id the service takes as a number or a string (the samples send both): kept as text. */
const idText = (what: string) =>
	z.preprocess(
		(v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
		z
			.string({ invalid_type_error: `must be ${what}` })
			.trim()
			.min(1, `must not be empty: ${what}`),
	);

/** `GET /ads/:platform/history`'s query: which ads, over which days (the last 30 by default). */
export const AdHistoryQuerySchema = z
	.object({
		accountId: idText('the ad account id')
			.optional()
			.describe('Only the ads of this ad account (Get Ad Accounts lists them).'),
		adId: idText('the ad id').optional().describe('Only this ad.'),
		campaignId: idText('the campaign id').optional().describe('Only the ads of this campaign.'),
		postId: idText('the post id').optional().describe('Only the ads boosting this post.'),
		startDate: isoDateText
			.optional()
			.describe('ISO 8601: the first day to include; 30 days before the end when left out.'),
		endDate: isoDateText
			.optional()
			.describe('ISO 8601: the last day to include; today when left out.'),
	})
	.passthrough();

/**
 * `GET /ads/:platform/history`: daily spend and results per ad, with totals. The page's sample
 * calls `/ads/facebook/spend`: the same endpoint under its older name.
 */
export const ADS_HISTORY = endpoint({
	method: 'GET',
	path: '/ads/:platform/history',
	aliases: ['/ads/:platform/spend'],
	doc: HISTORY_DOC,
	summary: 'Daily ad spend and results per ad, with totals',
	// The network is checked with the other ads preconditions, in their order (sandbox ads/access.ts).
	params: z.object({ platform: z.string() }),
	query: AdHistoryQuerySchema,
	errors: [101, 399],
	fields: {
		adId: GRAPHQL_ADS_DOC,
		campaignId: GRAPHQL_ADS_DOC,
		startDate: GRAPHQL_ADS_DOC,
		endDate: GRAPHQL_ADS_DOC,
		postId: { ours: "the sample answer's dateRange names the post; a filter by it is ours" },
	},
});

/** The ads pages (`get-ad-accounts`, ...) of the folder the ads rules network's entry names. */
const ADS_DOCS = `${DOCS}/apis/ads/facebook`;
/** Every ads route's path parameter; the network is checked with the other ads preconditions. */
const networkParam = z.object({ platform: z.string() });
/** Every ads route checks the add-on (399) and the relink (161) before the request's fields. */
const ADS_ERRORS = [101, 161, 399] as const;

const limitOf = (most: number) =>
	z.preprocess(numeric, z.number().int().min(1).max(most)).optional();

/** `GET /ads/:platform/accounts`'s query: `limit` from the GraphQL page's example. */
export const AdAccountsQuerySchema = z
	.object({ limit: limitOf(500).describe('At most this many ad accounts (100 by default).') })
	.passthrough();

export const ADS_ACCOUNTS = endpoint({
	method: 'GET',
	path: '/ads/:platform/accounts',
	doc: `${ADS_DOCS}/get-ad-accounts`,
	summary: 'The ad accounts the profile can spend from, with currency and billing',
	params: networkParam,
	query: AdAccountsQuerySchema,
	errors: ADS_ERRORS,
	fields: { limit: GRAPHQL_ADS_DOC },
});

/** `GET /ads/:platform/ads` (apis/graphql/ads): at least one of these ids. */
export const AD_LIST_KEYS = ['campaignId', 'accountId', 'adId', 'postId', 'socialPostId'] as const;
export type AdListQuery = Partial<Record<(typeof AD_LIST_KEYS)[number], string>> & {
	limit?: number;
};
export const AdListQueryObject = z
	.object({
		...(Object.fromEntries(
			AD_LIST_KEYS.map((k) => [k, requiredIdText(k).optional().describe(`Only ads of this ${k}.`)]),
		) as Record<(typeof AD_LIST_KEYS)[number], z.ZodOptional<ReturnType<typeof requiredIdText>>>),
		limit: limitOf(500).describe('At most this many ads (all by default).'),
	})
	.passthrough();
export const AdListQuerySchema = AdListQueryObject.superRefine((query, ctx) => {
	if (!AD_LIST_KEYS.some((key) => query[key] !== undefined))
		ctx.addIssue({
			code: 'custom',
			path: ['accountId'],
			message: `give at least one of ${AD_LIST_KEYS.join(', ')}`,
		});
});

export const ADS_LIST = endpoint({
	method: 'GET',
	path: '/ads/:platform/ads',
	doc: `${ADS_DOCS}/get-boosted-ads`,
	summary: 'The ads matching every id given (at least one)',
	params: networkParam,
	query: AdListQuerySchema,
	errors: ADS_ERRORS,
	fields: {
		...Object.fromEntries(AD_LIST_KEYS.map((k) => [k, GRAPHQL_ADS_DOC])),
		limit: { ours: "the GraphQL ads field's page size; the docs name none" },
	},
});

/** Statuses an ad can be set to (ads docs: put-ad-update); echoed upper case. */
export const AD_SETTABLE_STATUSES = ['active', 'paused', 'deleted', 'archived'] as const;
export type AdSettableStatus = (typeof AD_SETTABLE_STATUSES)[number];

/** `PUT /ads/:platform/ads` (ads docs: put-ad-update). */
export const AdUpdateSchema = z
	.object({
		adId: requiredIdText('the ad id, from Boost or Get Many').describe('The ad to change.'),
		status: z
			.preprocess(
				(v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
				z.enum(AD_SETTABLE_STATUSES, {
					errorMap: () => ({ message: `must be one of ${AD_SETTABLE_STATUSES.join(', ')}` }),
				}),
			)
			.describe('active, paused, deleted or archived; its ad set and campaign follow.'),
	})
	.passthrough();
export type AdUpdateRequest = z.input<typeof AdUpdateSchema>;

export const ADS_UPDATE = endpoint({
	method: 'PUT',
	path: '/ads/:platform/ads',
	doc: `${ADS_DOCS}/put-ad-update`,
	summary: "Sets an ad's status; its ad set and campaign follow",
	params: networkParam,
	body: AdUpdateSchema,
	errors: ADS_ERRORS,
});

export const AD_TARGETING_KINDS = ['interests', 'regions', 'cities'] as const;
export type AdTargetingKind = (typeof AD_TARGETING_KINDS)[number];

/** The targeting searches' fields; `countryCode` and `regionId` are the cities search's only. */
const TARGETING_FIELDS = {
	search: z.string().trim().optional().describe('Words to look for, e.g. "running".'),
	countryCode: z
		.string()
		.regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code, e.g. US')
		.optional()
		.describe('Cities only: the country, as a two-letter ISO code.'),
	regionId: requiredIdText('a region id from the regions search')
		.optional()
		.describe('Cities only: a region id from the regions search.'),
	limit: limitOf(500).describe('At most this many results (25 by default).'),
};

/** The GraphQL page's rules: `search` is required for interests; city fields only for cities. */
function targetingRules(
	kind: AdTargetingKind,
	query: { search?: string; countryCode?: string; regionId?: string },
	ctx: z.RefinementCtx,
): void {
	if (kind === 'interests' && !query.search)
		ctx.addIssue({
			code: 'custom',
			path: ['search'],
			message: 'is required for interests: the words to look for, e.g. "running"',
		});
	if (kind !== 'cities')
		for (const key of ['countryCode', 'regionId'] as const)
			if (query[key] !== undefined)
				ctx.addIssue({
					code: 'custom',
					path: [key],
					message: 'is taken only by the cities search',
				});
}

/** One search's query: the fields of all three, the cities search's refused by the others. */
export function adTargetingQuery(kind: AdTargetingKind) {
	return z
		.object(TARGETING_FIELDS)
		.passthrough()
		.superRefine((query, ctx) => targetingRules(kind, query, ctx));
}

/** The three searches as one request, `kind` naming the route (the client's and GraphQL's). */
export const AdTargetingQuerySchema = z
	.object({ kind: z.enum(AD_TARGETING_KINDS), ...TARGETING_FIELDS })
	.passthrough()
	.superRefine((query, ctx) => targetingRules(query.kind, query, ctx));
export type AdTargetingQuery = z.input<typeof AdTargetingQuerySchema>;

/** `GET /ads/:platform/interests|regions|cities` (ads docs: get-ad-interests, -regions, -cities). */
function targetingEndpoint(kind: AdTargetingKind) {
	return endpoint({
		method: 'GET',
		path: `/ads/:platform/${kind}`,
		doc: `${ADS_DOCS}/get-ad-${kind}`,
		summary: `Searches the ${kind} a boost can target, with their ids`,
		params: networkParam,
		query: adTargetingQuery(kind),
		errors: ADS_ERRORS,
		fields: {
			limit: { ours: 'a page size; the docs name none' },
			countryCode: GRAPHQL_ADS_DOC,
			regionId: GRAPHQL_ADS_DOC,
		},
	});
}
export const ADS_TARGETING = {
	interests: targetingEndpoint('interests'),
	regions: targetingEndpoint('regions'),
	cities: targetingEndpoint('cities'),
} as const;
