/** Plans and add-ons of a sandbox account, and what each plan allows. */
export const PLANS = ['basic', 'premium', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const ADDONS = ['ai', 'messaging', 'ads'] as const;
export type Addon = (typeof ADDONS)[number];

export function isPlan(value: unknown): value is Plan {
	return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

interface PlanRules {
	/** Acting for user profiles (Profile-Key, profileKeys), listing profiles, history by network id. */
	profiles: boolean;
	/** Monthly API post calls; undefined means no quota (and `monthlyApiCallsQuota` is not reported). */
	monthlyApiCallsQuota?: number;
}

export const PLAN_RULES: Record<Plan, PlanRules> = {
	basic: { profiles: false, monthlyApiCallsQuota: 20 },
	premium: { profiles: false, monthlyApiCallsQuota: 1000 },
	business: { profiles: true },
	enterprise: { profiles: true },
};

/**
 * Plans that include the Premium features: hashtags, feeds, reviews, boards, analytics (each feature's
 * overview page names its plans, e.g. https://www.ayrshare.com/docs/apis/analytics/overview).
 */
export const PREMIUM_PLANS: readonly Plan[] = ['premium', 'business', 'enterprise'];
/** Plans that include the Business features: profiles, messaging, history and analytics by network id. */
export const BUSINESS_PLANS: readonly Plan[] = ['business', 'enterprise'];
/** Brand look-up and a branded shortener domain. */
export const ENTERPRISE_PLANS: readonly Plan[] = ['enterprise'];

/** Titles of the user profiles a Business or Enterprise account starts with, besides its primary profile. */
export const EXTRA_PROFILE_TITLES = ['Acme Bakery', 'Acme Books'];
export const PRIMARY_PROFILE_TITLE = 'Primary Profile';
