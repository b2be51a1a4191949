import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';

/**
 * `POST /ads/:platform/boost` (docs: apis/ads/facebook/boost-post, apis/ads/instagram/boost-post):
 * the one home of the boost body's fields. The rules across fields (one post id, age order, the
 * shortest run) are `checkBoost`'s (engine resources/adsBoostCheck.ts), which the client and the
 * sandbox both run.
 */
const BOOST_DOC = `${DOCS}/apis/ads/facebook/boost-post`;
const OVERVIEW_DOC = `${DOCS}/apis/ads/overview`;

/** The goals the boost page lists (ads docs: boost-post); the list may be longer there. */
export const AD_GOALS = [
	'engagement',
	'interactions',
	'awareness_views',
	'awareness_audience',
] as const;
export type AdGoal = (typeof AD_GOALS)[number];

/** Statuses a boost may start with: the sample sends `active`; `paused` is ours. */
export const AD_START_STATUSES = ['active', 'paused'] as const;

/** Meta's audience age bounds (ours: the docs show only the sample's 18 and 65). */
export const AD_MIN_AGE = 13;
export const AD_MAX_AGE = 65;

/** Text that is a number becomes one; anything else is left for the type check to name. */
export const numeric = (value: unknown): unknown =>
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

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
}

/** An id the service takes as a number or a string (samples send both): kept as text. */
export const idText = (what: string) =>
	z.preprocess(
		(v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
		z
			.string({ required_error: `is required: ${what}`, invalid_type_error: `must be ${what}` })
			.trim()
			.min(1, `must not be empty: ${what}`),
	);

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

/** The boost's fields one by one, for checks that need each field even when another is bad. */
export const AdBoostFields = z
	.object({
		postId: idText('the post id the service gave the post')
			.optional()
			.describe('The post to boost, by the id the service gave it (or fbPostId/socialPostId).'),
		fbPostId: idText('the Facebook post id')
			.optional()
			.describe('The post to boost, by its Facebook post id.'),
		socialPostId: idText("the network's own post id")
			.optional()
			.describe("The post to boost, by the network's own post id."),
		accountId: idText('the ad account id, from Get Ad Accounts').describe(
			'The ad account that pays (Get Ad Accounts lists them).',
		),
		adName: z.string().trim().min(1).max(400).optional().describe("The ad's name."),
		status: z.enum(AD_START_STATUSES).optional().describe('active (the default) or paused.'),
		goal: z
			.enum(AD_GOALS, {
				required_error: `is required: one of ${AD_GOALS.join(', ')}`,
				invalid_type_error: `must be one of ${AD_GOALS.join(', ')}`,
			})
			.describe('What the ad optimises for.'),
		minAge: age.optional().describe('Youngest age of the audience.'),
		maxAge: age.optional().describe('Oldest age of the audience.'),
		locations: z
			.preprocess((v) => (typeof v === 'string' ? safeJson(v) : v), AdLocationsSchema.optional())
			.describe('Where the ad is shown: countries (ISO codes), regions and cities (ids).'),
		budget: usd('budget').describe('Total budget in US dollars, at most two decimals.'),
		bidAmount: usd('bidAmount').optional().describe('Bid in US dollars, at most two decimals.'),
		startDate: isoDate.optional().describe('ISO 8601: when the ad starts; now when left out.'),
		endDate: isoDate.describe('ISO 8601: when it ends, 30 hours after the start at least.'),
		interests: z
			.preprocess(
				listFromText,
				z.array(z.preprocess(numeric, z.number().int().positive()), {
					invalid_type_error: 'must be a list of interest ids from Search Targeting (interests)',
				}),
			)
			.optional()
			.describe('Interest ids from Search Targeting (interests).'),
		// The DSA recommendations page: both set together, each a name it suggests (or another).
		dsaBeneficiary: z
			.string({ invalid_type_error: 'must be the name of who benefits from the ad' })
			.trim()
			.min(1, 'must not be empty: the name of who benefits from the ad')
			.optional()
			.describe(
				'EU ads: who benefits from the ad (DSA Recommendations suggests names); send with dsaPayor.',
			),
		dsaPayor: z
			.string({ invalid_type_error: 'must be the name of who pays for the ad' })
			.trim()
			.min(1, 'must not be empty: the name of who pays for the ad')
			.optional()
			.describe(
				'EU ads: who pays for the ad (DSA Recommendations suggests names); send with dsaBeneficiary.',
			),
	})
	.passthrough();

export type AdBoostRequest = z.input<typeof AdBoostFields>;

export const ADS_BOOST = endpoint({
	method: 'POST',
	path: '/ads/:platform/boost',
	doc: BOOST_DOC,
	summary: 'Boosts a published post into a paid ad (it goes into review first)',
	// The network is checked with the other ads preconditions, in their order (sandbox ads/access.ts).
	params: z.object({ platform: z.string() }),
	body: AdBoostFields,
	errors: [101, 161, 399],
	fields: {
		socialPostId: `${DOCS}/apis/graphql/ads`,
		status: { ours: 'the sample sends active; starting paused is ours' },
		locations: { ours: "the sample's countries; regions and cities by id are ours" },
		minAge: OVERVIEW_DOC,
		dsaBeneficiary: `${DOCS}/apis/ads/facebook/get-dsa-recommendations`,
		dsaPayor: `${DOCS}/apis/ads/facebook/get-dsa-recommendations`,
	},
});
