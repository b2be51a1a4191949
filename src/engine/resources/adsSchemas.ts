import { z } from 'zod';
import {
	adsOf,
	NETWORKS,
	networksOffering,
	shortNetworkName,
	type PlatformOffering,
} from '../networks';

/** The ads facts of a network with ads (its registry entry's `ads`), for the node and the sandbox. */
export { adsOf };

/**
 * The Ads group's requests (docs: apis/ads/overview; the ads pages, "ads docs: <page>" below, in
 * the folder the ads rules network's registry entry names; apis/graphql/ads): one zod schema per
 * request, used by the client before sending and by the sandbox on receipt. Numbers and lists also
 * arrive as text (a model's `$fromAI`, a query string), so they parse from strings.
 */
export const AD_PLATFORMS = networksOffering('ads');
export type AdPlatform = PlatformOffering<'ads'>;

/** Error codes of the Ads group: 399 is the docs' (no Ads add-on); 161 and 101 are reused, ours. */
export const AD_ERROR_CODES = {
	/** The account has no Ads add-on (docs: apis/graphql/ads, HTTP 403). */
	addOnRequired: 399,
	/** The ads rules network's link predates its relink day: link it again (the docs give no code). */
	relinkRequired: 161,
	/** A bad field, or no payment method on the ad account. */
	invalid: 101,
} as const;

/** The goals the boost page lists (ads docs: boost-post); the list may be longer there. */
export const AD_GOALS = [
	'engagement',
	'interactions',
	'awareness_views',
	'awareness_audience',
] as const;
export type AdGoal = (typeof AD_GOALS)[number];

/** Statuses an ad can be set to (ads docs: put-ad-update); echoed upper case. */
export const AD_SETTABLE_STATUSES = ['active', 'paused', 'deleted', 'archived'] as const;
export type AdSettableStatus = (typeof AD_SETTABLE_STATUSES)[number];

/** Statuses a boost may start with: the sample sends `active`; `paused` is ours. */
export const AD_START_STATUSES = ['active', 'paused'] as const;

/**
 * Facebook's ads rules apply to every boost: the service's ads pages are Facebook's
 * (https://www.ayrshare.com/docs/apis/ads/overview); its entry's `offers.ads.rules`.
 */
export const AD_RULES = { network: 'facebook', rules: NETWORKS.facebook.offers.ads.rules } as const;
/** The rules network's shortest run, quoted on the boost page: an ad runs at least this many hours. */
export const AD_MIN_RUN_HOURS = AD_RULES.rules.minRunHours;
/** The name the rules go by in messages (`X's minimum run`). */
export const AD_RULES_NAME = shortNetworkName(AD_RULES.network);
/** Meta's audience age bounds (ours: the docs show only the sample's 18 and 65). */
export const AD_MIN_AGE = 13;
export const AD_MAX_AGE = 65;

/** Text that is a number becomes one; anything else is left for the type check to name. */
const numeric = (value: unknown): unknown =>
	typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
		? Number(value)
		: value;

/** A JSON array, a comma-separated list or one value, as a model writes a list. */
export function listFromText(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	const text = value.trim();
	if (text === '') return [];
	if (text.startsWith('[')) {
		try {
			return JSON.parse(text) as unknown;
		} catch {
			return value;
		}
	}
	return text
		.split(',')
		.map((part) => part.trim())
		.filter((part) => part !== '');
}

/** An amount in USD with at most two decimals (boost page: budget and bid amount). */
const usd = (name: string) =>
	z.preprocess(
		numeric,
		z
			.number({ invalid_type_error: `must be a number of US dollars, e.g. 50 or 49.99` })
			.positive(`must be more than 0 US dollars`)
			.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
				message: `must be in US dollars with at most two decimals (${name} like 49.99)`,
			}),
	);

/** An id the service takes as a number or a string (samples send both): kept as text. */
const idText = (what: string) =>
	z.preprocess(
		(v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
		z
			.string({ required_error: `is required: ${what}`, invalid_type_error: `must be ${what}` })
			.trim()
			.min(1, `must not be empty: ${what}`),
	);

const age = z.preprocess(
	numeric,
	z
		.number({ invalid_type_error: `must be a whole number of years` })
		.int('must be a whole number of years')
		.min(AD_MIN_AGE, `must be at least ${AD_MIN_AGE}`)
		.max(AD_MAX_AGE, `must be at most ${AD_MAX_AGE}`),
);

const isoDate = z
	.string({ invalid_type_error: 'must be an ISO 8601 date, e.g. 2026-03-01T00:00:00Z' })
	.refine((text) => !Number.isNaN(Date.parse(text)), {
		message: 'must be an ISO 8601 date, e.g. 2026-03-01T00:00:00Z',
	});

const textList = (what: string) =>
	z.preprocess(
		listFromText,
		z.array(idText(what), { invalid_type_error: `must be a list of ${what}` }),
	);

/** Where the ad is shown: countries from the docs' sample; regions and cities by id are ours. */
export const AdLocationsSchema = z
	.object({
		countries: z
			.preprocess(
				listFromText,
				z.array(
					z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code, e.g. US'),
					{ invalid_type_error: 'must be a list of two-letter country codes' },
				),
			)
			.optional(),
		regions: textList('region ids from Search Targeting (regions)').optional(),
		cities: textList('city ids from Search Targeting (cities)').optional(),
	})
	.passthrough();
export type AdLocations = z.infer<typeof AdLocationsSchema>;

export const AdPlatformSchema = z.enum(AD_PLATFORMS, {
	errorMap: () => ({ message: `must be one of ${AD_PLATFORMS.join(', ')}: the networks with ads` }),
});

/** The boost's fields one by one, for checks that need each field even when another is bad. */
export const AdBoostFields = z
	.object({
		postId: idText('the post id the service gave the post').optional(),
		fbPostId: idText(`the ${shortNetworkName('facebook')} post id`).optional(),
		socialPostId: idText("the network's own post id").optional(),
		accountId: idText('the ad account id, from Get Ad Accounts'),
		adName: z.string().trim().min(1).max(400).optional(),
		status: z.enum(AD_START_STATUSES).optional(),
		goal: z.enum(AD_GOALS, {
			required_error: `is required: one of ${AD_GOALS.join(', ')}`,
			invalid_type_error: `must be one of ${AD_GOALS.join(', ')}`,
		}),
		minAge: age.optional(),
		maxAge: age.optional(),
		locations: z.preprocess(
			(v) => (typeof v === 'string' ? safeJson(v) : v),
			AdLocationsSchema.optional(),
		),
		budget: usd('budget'),
		bidAmount: usd('bidAmount').optional(),
		startDate: isoDate.optional(),
		endDate: isoDate,
		interests: z
			.preprocess(
				listFromText,
				z.array(z.preprocess(numeric, z.number().int().positive()), {
					invalid_type_error: 'must be a list of interest ids from Search Targeting (interests)',
				}),
			)
			.optional(),
	})
	.passthrough();

export type AdBoostRequest = z.input<typeof AdBoostFields>;

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
}

/** `PUT /ads/:platform/ads` (ads docs: put-ad-update). */
export const AdUpdateSchema = z
	.object({
		adId: idText('the ad id, from Boost or Get Many'),
		status: z.preprocess(
			(v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
			z.enum(AD_SETTABLE_STATUSES, {
				errorMap: () => ({ message: `must be one of ${AD_SETTABLE_STATUSES.join(', ')}` }),
			}),
		),
	})
	.passthrough();
export type AdUpdateRequest = z.input<typeof AdUpdateSchema>;

/** `GET /ads/:platform/ads` (apis/graphql/ads): at least one of these ids. */
export const AD_LIST_KEYS = ['campaignId', 'accountId', 'adId', 'postId', 'socialPostId'] as const;
export const AdListQuerySchema = z
	.object(
		Object.fromEntries(AD_LIST_KEYS.map((k) => [k, idText(k).optional()])) as Record<
			(typeof AD_LIST_KEYS)[number],
			z.ZodOptional<ReturnType<typeof idText>>
		>,
	)
	.passthrough()
	.superRefine((query, ctx) => {
		if (!AD_LIST_KEYS.some((key) => query[key] !== undefined))
			ctx.addIssue({
				code: 'custom',
				path: ['accountId'],
				message: `give at least one of ${AD_LIST_KEYS.join(', ')}`,
			});
	});
export type AdListQuery = Partial<Record<(typeof AD_LIST_KEYS)[number], string>>;

const limit = z.preprocess(numeric, z.number().int().min(1).max(500)).optional();

/** `GET /ads/:platform/accounts` (ads docs: get-ad-accounts; `limit` from the GraphQL page). */
export const AdAccountsQuerySchema = z.object({ limit }).passthrough();

/** `GET /ads/:platform/spend` and `/history` (ads docs: get-ad-history). */
export const AdSpendQuerySchema = z
	.object({
		accountId: idText('the ad account id').optional(),
		adId: idText('the ad id').optional(),
		postId: idText('the post id').optional(),
		startDate: isoDate.optional(),
		endDate: isoDate.optional(),
	})
	.passthrough();
export type AdSpendQuery = z.input<typeof AdSpendQuerySchema>;

export const AD_TARGETING_KINDS = ['interests', 'regions', 'cities'] as const;
export type AdTargetingKind = (typeof AD_TARGETING_KINDS)[number];

/** `GET /ads/:platform/interests|regions|cities`: `search` required for interests (GraphQL page). */
export const AdTargetingQuerySchema = z
	.object({
		kind: z.enum(AD_TARGETING_KINDS),
		search: z.string().trim().optional(),
		countryCode: z
			.string()
			.regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code, e.g. US')
			.optional(),
		regionId: idText('a region id from the regions search').optional(),
		limit,
	})
	.passthrough()
	.superRefine((query, ctx) => {
		if (query.kind === 'interests' && !query.search)
			ctx.addIssue({
				code: 'custom',
				path: ['search'],
				message: 'is required for interests: the words to look for, e.g. "running"',
			});
		if (query.kind !== 'cities')
			for (const key of ['countryCode', 'regionId'] as const)
				if (query[key] !== undefined)
					ctx.addIssue({
						code: 'custom',
						path: [key],
						message: 'is taken only by the cities search',
					});
	});
export type AdTargetingQuery = z.input<typeof AdTargetingQuerySchema>;
