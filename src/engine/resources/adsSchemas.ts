import { z } from 'zod';
import type { AdHistoryQuerySchema } from '../contract/ads';
import {
	adsOf,
	NETWORKS,
	networksOffering,
	shortNetworkName,
	type NetworkOffering,
} from '../networks';

/** The ads facts of a network with ads (its registry entry's `ads`), for the node and the sandbox. */
export { adsOf };

/**
 * The Ads group's requests (docs: apis/ads/overview; the ads pages, "ads docs: <page>" below, in
 * the folder the ads rules network's registry entry names; apis/graphql/ads): one zod schema per
 * request, used by the client before sending and by the sandbox on receipt. Numbers and lists also
 * arrive as text (a model's `$fromAI`, a query string), so they parse from strings.
 */
export const AD_NETWORKS = networksOffering('ads');
export type AdNetwork = NetworkOffering<'ads'>;

/** Error codes of the Ads group: 399 is the docs' (no Ads add-on); 161 and 101 are reused, ours. */
export const AD_ERROR_CODES = {
	/** The account has no Ads add-on (docs: apis/graphql/ads, HTTP 403). */
	addOnRequired: 399,
	/** The ads rules network's link predates its relink day: link it again (the docs give no code). */
	relinkRequired: 161,
	/** A bad field, or no payment method on the ad account. */
	invalid: 101,
} as const;

/**
 * Facebook's ads rules apply to every boost: the service's ads pages are Facebook's
 * (https://www.ayrshare.com/docs/apis/ads/overview); its entry's `offers.ads.rules`.
 */
export const AD_RULES = { network: 'facebook', rules: NETWORKS.facebook.offers.ads.rules } as const;
/** The rules network's shortest run, quoted on the boost page: an ad runs at least this many hours. */
export const AD_MIN_RUN_HOURS = AD_RULES.rules.minRunHours;
/** The name the rules go by in messages (`X's minimum run`). */
export const AD_RULES_NAME = shortNetworkName(AD_RULES.network);
/**
 * The requests' schemas live in the Ads contracts (contract/ads.ts, contract/adsBoost.ts), their
 * one home: the client, the sandbox, the doors and /openapi.json read them there.
 */
export {
	AD_GOALS,
	AD_MAX_AGE,
	AD_MIN_AGE,
	AD_START_STATUSES,
	AdBoostFields,
	AdLocationsSchema,
	listFromText,
	type AdBoostRequest,
	type AdGoal,
	type AdLocations,
} from '../contract/adsBoost';
export {
	AD_LIST_KEYS,
	AD_SETTABLE_STATUSES,
	AD_TARGETING_KINDS,
	AdAccountsQuerySchema,
	AdListQuerySchema,
	AdTargetingQuerySchema,
	AdUpdateSchema,
	type AdListQuery,
	type AdSettableStatus,
	type AdTargetingKind,
	type AdTargetingQuery,
	type AdUpdateRequest,
} from '../contract/ads';

export const AdNetworkSchema = z.enum(AD_NETWORKS, {
	errorMap: () => ({ message: `must be one of ${AD_NETWORKS.join(', ')}: the networks with ads` }),
});

/** `GET /ads/:platform/history` (and `/spend`): its query is the contract's (contract/ads.ts). */
export { AdHistoryQuerySchema as AdSpendQuerySchema } from '../contract/ads';
export type AdSpendQuery = z.input<typeof AdHistoryQuerySchema>;
