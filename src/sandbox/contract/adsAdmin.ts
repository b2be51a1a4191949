import { z } from 'zod';
import { endpoint } from '../../engine/contract/endpoint';
import { AD_RULES } from '../../engine/resources/adsSchemas';
import { NETWORK_TRAITS } from '../networks/traits';

/**
 * Contracts of the Ads group's sandbox-only controls (`/api/admin/ads...`, sandbox ads/admin.ts):
 * the preconditions the ads overview names, the review time, ending a review, moving ads back in
 * time. The service has none of them, so each is `ours`.
 */
const ours = (why: string) => ({ ours: `sandbox-only ads control: ${why}` });

/** The admin field that backdates the ads rules network's link (its traits name it). */
export const LEGACY_LINK = legacyLinkField();
function legacyLinkField(): string {
	const field = NETWORK_TRAITS[AD_RULES.network].legacyAdLinkField;
	if (!field) throw new Error(`the traits of ${AD_RULES.network} name no legacyAdLinkField`);
	return field;
}

const onOff = (what: string) =>
	z.boolean({ invalid_type_error: 'must be true or false' }).optional().describe(what);

export const ADMIN_ADS_STATE = endpoint({
	method: 'GET',
	path: '/admin/ads',
	doc: ours('the preconditions and ads as the page shows them'),
	summary: "The Ads preconditions and the acting profile's ads",
});

export const ADMIN_ADS_SET = endpoint({
	method: 'POST',
	path: '/admin/ads',
	doc: ours('sets the preconditions of the ads overview'),
	summary: 'Sets the Ads add-on, payment methods, the legacy link and the review time',
	body: z
		.object({
			addon: onOff("Switches the account's Ads add-on."),
			paymentMethod: onOff("Gives or takes the ad accounts' payment method at Meta."),
			accountId: z
				.string({ invalid_type_error: 'must be an ad account id' })
				.optional()
				.describe('Only this ad account gets or loses the payment method.'),
			[LEGACY_LINK]: onOff(
				`Backdates the ${AD_RULES.network} link to before its relink day (relinking clears it).`,
			),
			reviewSeconds: z
				.number({
					invalid_type_error:
						'must be a number of seconds from 0 to 86400 (the docs: review takes up to 24 h)',
				})
				.min(0, 'must be a number of seconds from 0 to 86400 (the docs: review takes up to 24 h)')
				.max(
					86_400,
					'must be a number of seconds from 0 to 86400 (the docs: review takes up to 24 h)',
				)
				.optional()
				.describe('How long new ads stay in review.'),
		})
		.passthrough(),
	errors: [101],
});

export const ADMIN_ADS_REVIEW = endpoint({
	method: 'POST',
	path: '/admin/ads/review',
	doc: ours("ends Meta's review now"),
	summary: "Ends an ad's review now, approved or rejected",
	body: z
		.object({
			adId: z
				.string({
					required_error: "must be one of the profile's ads",
					invalid_type_error: "must be one of the profile's ads",
				})
				.describe('The ad in review.'),
			outcome: z
				.enum(['approve', 'reject'], {
					errorMap: () => ({ message: 'must be "approve" or "reject"' }),
				})
				.optional()
				.describe('approve (the default) or reject.'),
		})
		.passthrough(),
	errors: [101],
});

export const ADMIN_ADS_ADVANCE = endpoint({
	method: 'POST',
	path: '/admin/ads/advance',
	doc: ours('moves ads back in time to see spend accrue'),
	summary: "Moves the profile's ads back in time, as if boosted that many hours earlier",
	body: z
		.object({
			hours: z
				.number({
					required_error: 'must be a number from 0 to 8784',
					invalid_type_error: 'must be a number from 0 to 8784',
				})
				.gt(0, 'must be a number from 0 to 8784')
				.max(24 * 366, 'must be a number from 0 to 8784')
				.describe('How many hours back.'),
		})
		.passthrough(),
	errors: [101],
});
