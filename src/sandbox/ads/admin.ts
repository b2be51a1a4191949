import type { SandboxContext } from '../context';
import { validationFailed } from '../errors';
import { actingProfile } from '../http/auth';
import type { Addon } from '../limits/plans';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import { AD_NETWORKS, AD_RULES } from '../../engine/resources/adsSchemas';
import {
	ADMIN_ADS_ADVANCE,
	ADMIN_ADS_REVIEW,
	ADMIN_ADS_SET,
	ADMIN_ADS_STATE,
	LEGACY_LINK,
} from '../contract/adsAdmin';
import { RELINK_BEFORE, reviewMsOf } from './access';
import { adView } from './view';

const ACTION = 'admin';
const HOUR_MS = 3_600_000;

/** When a backdated link was made: a date before the relink day (ours). */
const LEGACY_LINKED_AT = Date.UTC(2025, 0, 15);

/**
 * Sandbox-only controls of the Ads group (the service has none): the preconditions the docs name
 * (ads overview: the add-on, a payment method at Meta, a link of the ads rules network made after
 * its relink day), the review time, ending a review now, and moving the profile's ads back in time
 * to see spend accrue.
 */
export const adsAdminRoutes: Route[] = [
	...contractRoute(ADMIN_ADS_STATE, { action: ACTION, handler: adsState }),
	...contractRoute(ADMIN_ADS_SET, { action: ACTION, handler: setPreconditions }),
	...contractRoute(ADMIN_ADS_REVIEW, { action: ACTION, handler: endReview }),
	...contractRoute(ADMIN_ADS_ADVANCE, { action: ACTION, handler: advance }),
];

/** `GET /api/admin/ads`: the preconditions and the acting profile's ads, as the page shows them. */
export function adsState(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const account = ctx.accounts.byId(req.account.id) ?? req.account;
	const now = ctx.now();
	const rulesLink = ctx.linkedAccounts.get(profile.id, AD_RULES.network);
	return {
		status: 200,
		body: {
			status: 'success',
			addon: account.addons.includes('ads'),
			reviewSeconds: reviewMsOf(ctx, account.id) / 1000,
			[LEGACY_LINK]: rulesLink !== undefined && rulesLink.createdAt < RELINK_BEFORE,
			adAccounts: AD_NETWORKS.flatMap((platform) =>
				ctx.ads.accounts(profile.id, platform).map((a) => ({
					accountId: a.id,
					platform,
					name: a.name,
					currency: a.currency,
					hasPaymentMethod: a.paymentMethod,
				})),
			),
			ads: ctx.ads.ads(profile.id).map((ad) => adView(ctx, ad, now)),
		},
	};
}

/**
 * `POST /api/admin/ads {addon?, paymentMethod?, accountId?, legacy<Name>Link?, reviewSeconds?}`:
 * switches the Ads add-on of the account, the payment method of the acting profile's ad accounts
 * (or of `accountId`), backdates its link of the ads rules network to before the relink day
 * (relinking clears that), and sets how long new ads stay in review.
 */
function setPreconditions(req: ContractRequest<typeof ADMIN_ADS_SET>, ctx: SandboxContext): Reply {
	const body = req.input.body;
	const { addon, paymentMethod, reviewSeconds, accountId } = body;
	const legacy = body[LEGACY_LINK] as boolean | undefined;
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	ctx.db.transaction(() => {
		if (addon !== undefined) {
			const others = req.account.addons.filter((a) => a !== 'ads');
			ctx.accounts.setAddons(req.account.id, addon ? [...others, 'ads' as Addon] : others);
		}
		if (paymentMethod !== undefined) ctx.ads.setPaymentMethod(profile.id, paymentMethod, accountId);
		if (legacy !== undefined && ctx.linkedAccounts.get(profile.id, AD_RULES.network))
			ctx.linkedAccounts.setLinkedAt(
				profile.id,
				AD_RULES.network,
				legacy ? LEGACY_LINKED_AT : ctx.now(),
			);
		if (typeof reviewSeconds === 'number')
			ctx.ads.setReviewMs(req.account.id, Math.round(reviewSeconds * 1000));
	})();
	return adsState({ ...req, query: new URLSearchParams(), account: req.account }, ctx);
}

/** `POST /api/admin/ads/review {adId, outcome: approve|reject}`: Meta's review ends now. */
function endReview(req: ContractRequest<typeof ADMIN_ADS_REVIEW>, ctx: SandboxContext): Reply {
	const { adId, outcome = 'approve' } = req.input.body;
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const ad = ctx.ads.ad(adId);
	if (!ad || ad.profileId !== profile.id)
		throw validationFailed(ACTION, [
			{ field: 'adId', value: adId, message: "must be one of the profile's ads" },
		]);
	ctx.ads.review(ad.id, Math.min(ad.reviewUntil, ctx.now()), outcome === 'reject');
	return {
		status: 200,
		body: { status: 'success', ad: adView(ctx, ctx.ads.ad(ad.id)!, ctx.now()) },
	};
}

/** `POST /api/admin/ads/advance {hours}`: the profile's ads as if boosted `hours` earlier. */
function advance(req: ContractRequest<typeof ADMIN_ADS_ADVANCE>, ctx: SandboxContext): Reply {
	const { hours } = req.input.body;
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const moved = ctx.ads.shiftBack(profile.id, Math.round(hours * HOUR_MS));
	return { status: 200, body: { status: 'success', moved, hours } };
}
