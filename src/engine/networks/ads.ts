/**
 * What a network with ads (`offers.ads`) states about them (docs: apis/ads): its entry's `ads`.
 * The generic Ads code (engine schemas, the node's Ad resource, the sandbox's Ads group) reads
 * these through `adsOf` and `adsRules` in the registry's index.
 */

/** The generic GraphQL ads fields the docs' legacy per-network fields mirror, in the docs' order. */
export const LEGACY_AD_FIELDS = ['boostPost', 'adAccounts', 'ads'] as const;
export type LegacyAdField = (typeof LEGACY_AD_FIELDS)[number];

/** The boost fields that carry a post's own id on its network (boost-post page). */
export type AdPostIdField = 'fbPostId' | 'socialPostId';

export interface NetworkAds {
	/** The words the node's Platform picker describes its ad accounts with. */
	pickerText: string;
	/** The boost field for the network's own post id (boost-post page; `socialPostId` is generic). */
	postIdField: AdPostIdField;
	/** The legacy GraphQL fields fixed to this network (apis/graphql/ads), by the field they mirror. */
	legacyGraphqlFields: Partial<Record<LegacyAdField, string>>;
	/** Set on the one network whose ads rules the service applies to every boost. */
	rules?: AdsRules;
}

/** The rules of the network whose ads pages are the service's ads docs. */
export interface AdsRules {
	/** The shortest run of an ad, in hours (its rule, quoted on the boost page). */
	minRunHours: number;
	/** A link of this network made before this day (ISO) must be made again (ads overview, precondition 3). */
	relinkBefore: string;
	/** What the relink message calls that linked account. */
	relinkWhat: string;
}
