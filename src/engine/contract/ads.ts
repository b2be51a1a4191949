import { z } from 'zod';
import { isoDateText } from './dates';
import { DOCS, endpoint } from './endpoint';

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
