import { z } from 'zod';
import { idText } from './adsBoost';
import { DOCS, endpoint } from './endpoint';

/**
 * `GET /ads/facebook/dsaRecommendations?accountId=` (https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations):
 * the EU Digital Services Act's beneficiary and payor names Facebook suggests for an ad account,
 * to send as a boost's `dsaBeneficiary` and `dsaPayor`. A Facebook page only: the path names it.
 */
export const DSA_DOC = `${DOCS}/apis/ads/facebook/get-dsa-recommendations`;

/** The page: "a list of strings (maximum 25)". */
export const DSA_MAX_RECOMMENDATIONS = 25;

export const AdDsaQuerySchema = z
	.object({
		accountId: idText('the Facebook ad account id, from Get Ad Accounts').describe(
			'The Facebook ad account to suggest beneficiaries and payors for (Get Ad Accounts lists them).',
		),
	})
	.passthrough();
export type AdDsaQuery = z.input<typeof AdDsaQuerySchema>;

export const AdDsaAnswerSchema = z
	.object({
		status: z.literal('success'),
		dsaRecommendations: z.array(z.string()).max(DSA_MAX_RECOMMENDATIONS),
		// The page's sample says 1 beside three entries; the number of entries is ours.
		count: z.number().int().min(0),
	})
	.passthrough();
export type AdDsaAnswer = z.infer<typeof AdDsaAnswerSchema>;

export const ADS_DSA = endpoint({
	method: 'GET',
	path: '/ads/facebook/dsaRecommendations',
	doc: DSA_DOC,
	summary: 'Beneficiary and payor names for an ad account (EU Digital Services Act), for a boost',
	query: AdDsaQuerySchema,
	response: AdDsaAnswerSchema,
	errors: [101, 161, 399],
});
