import type { SandboxContext } from '../context';
import { badRequest, validationFailed } from '../errors';
import { actingProfile } from '../http/auth';
import type { Addon } from '../limits/plans';
import type { Reply, Route, SandboxRequest } from '../router';
import type { ValidationIssue } from '../../engine/core/errors';
import { AD_PLATFORMS, AD_RULES } from '../../engine/resources/adsSchemas';
import { NETWORK_TRAITS } from '../networks/traits';
import { RELINK_BEFORE, reviewMsOf } from './access';
import { adView } from './view';

const ACTION = 'admin';
const HOUR_MS = 3_600_000;
/** The admin field that backdates the ads rules network's link (its traits name it). */
const LEGACY_LINK = legacyLinkField();
function legacyLinkField(): string {
	const field = NETWORK_TRAITS[AD_RULES.network].legacyAdLinkField;
	if (!field) throw new Error(`the traits of ${AD_RULES.network} name no legacyAdLinkField`);
	return field;
}

/** When a backdated link was made: a date before the relink day (ours). */
const LEGACY_LINKED_AT = Date.UTC(2025, 0, 15);

/**
 * Sandbox-only controls of the Ads group (the service has none): the preconditions the docs name
 * (ads overview: the add-on, a payment method at Meta, a link of the ads rules network made after
 * its relink day), the review time, ending a review now, and moving the profile's ads back in time
 * to see spend accrue.
 */
export const adsAdminRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/admin/ads', action: ACTION, handler: adsState },
	{ method: 'POST', pattern: '/api/admin/ads', action: ACTION, handler: setPreconditions },
	{ method: 'POST', pattern: '/api/admin/ads/review', action: ACTION, handler: endReview },
	{ method: 'POST', pattern: '/api/admin/ads/advance', action: ACTION, handler: advance },
];

function optionalBoolean(
	body: Record<string, unknown>,
	key: string,
	issues: ValidationIssue[],
): boolean | undefined {
	const value = body[key];
	if (value === undefined || typeof value === 'boolean') return value;
	issues.push({ field: key, value, message: 'must be true or false' });
	return undefined;
}

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
			adAccounts: AD_PLATFORMS.flatMap((platform) =>
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
function setPreconditions(req: SandboxRequest, ctx: SandboxContext): Reply {
	const body = req.body ?? {};
	const issues: ValidationIssue[] = [];
	const addon = optionalBoolean(body, 'addon', issues);
	const paymentMethod = optionalBoolean(body, 'paymentMethod', issues);
	const legacy = optionalBoolean(body, LEGACY_LINK, issues);
	const reviewSeconds = body.reviewSeconds;
	if (
		reviewSeconds !== undefined &&
		!(typeof reviewSeconds === 'number' && reviewSeconds >= 0 && reviewSeconds <= 86_400)
	)
		issues.push({
			field: 'reviewSeconds',
			value: reviewSeconds,
			message: 'must be a number of seconds from 0 to 86400 (the docs: review takes up to 24 h)',
		});
	const accountId = body.accountId;
	if (accountId !== undefined && typeof accountId !== 'string')
		issues.push({ field: 'accountId', value: accountId, message: 'must be an ad account id' });
	if (issues.length > 0) throw validationFailed(ACTION, issues);
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	ctx.db.transaction(() => {
		if (addon !== undefined) {
			const others = req.account.addons.filter((a) => a !== 'ads');
			ctx.accounts.setAddons(req.account.id, addon ? [...others, 'ads' as Addon] : others);
		}
		if (paymentMethod !== undefined)
			ctx.ads.setPaymentMethod(profile.id, paymentMethod, accountId as string | undefined);
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
function endReview(req: SandboxRequest, ctx: SandboxContext): Reply {
	const body = req.body ?? {};
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const ad = typeof body.adId === 'string' ? ctx.ads.ad(body.adId) : undefined;
	const outcome = body.outcome ?? 'approve';
	const issues: ValidationIssue[] = [];
	if (!ad || ad.profileId !== profile.id)
		issues.push({ field: 'adId', value: body.adId, message: "must be one of the profile's ads" });
	if (outcome !== 'approve' && outcome !== 'reject')
		issues.push({ field: 'outcome', value: outcome, message: 'must be "approve" or "reject"' });
	if (!ad || issues.length > 0) throw validationFailed(ACTION, issues);
	ctx.ads.review(ad.id, Math.min(ad.reviewUntil, ctx.now()), outcome === 'reject');
	return {
		status: 200,
		body: { status: 'success', ad: adView(ctx, ctx.ads.ad(ad.id)!, ctx.now()) },
	};
}

/** `POST /api/admin/ads/advance {hours}`: the profile's ads as if boosted `hours` earlier. */
function advance(req: SandboxRequest, ctx: SandboxContext): Reply {
	const hours = req.body?.hours;
	if (typeof hours !== 'number' || !(hours > 0 && hours <= 24 * 366))
		throw badRequest(
			ACTION,
			`hours must be a number from 0 to 8784 (got ${JSON.stringify(hours)}).`,
			{
				field: 'hours',
			},
		);
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const moved = ctx.ads.shiftBack(profile.id, Math.round(hours * HOUR_MS));
	return { status: 200, body: { status: 'success', moved, hours } };
}
