/**
 * What a network with ads states about them (https://www.ayrshare.com/docs/apis/ads/overview): its entry's `offers.ads`.
 * The generic Ads code (engine schemas, the node's Ad resource, the sandbox's Ads group) reads
 * these through `adsOf` and `adsRules` in the registry's index.
 */

/** The boost fields that carry a post's own id on its network (boost-post page). */
export type AdPostIdField = 'fbPostId' | 'socialPostId';

export interface NetworkAds {
	/** The words the node's Platform picker describes its ad accounts with. */
	pickerText: string;
	/** The boost field for the network's own post id (boost-post page; `socialPostId` is generic). */
	postIdField: AdPostIdField;
	/** Set on the one network whose ads rules the service applies to every boost. */
	rules?: AdsRules;
}

/** The rules of the network whose ads pages are the service's ads docs. */
export interface AdsRules {
	/** The shortest run of an ad, in hours (its rule, quoted on the boost page). */
	minRunHours: number;
	/** A link of this network made before this day (ISO) must be made again (the ads overview's preconditions). */
	relinkBefore: string;
	/** What the relink message calls that linked account. */
	relinkWhat: string;
}
