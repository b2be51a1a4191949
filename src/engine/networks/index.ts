/**
 * The network registry's lookups: what every part reads of the entries listed in `list.ts` (one
 * file per network beside this one, with everything that varies by network). Every list of
 * networks (the platform enum, rules, option schemas, the node's options, the sandbox's traits, the
 * MCP enums) derives from here; see CONTRIBUTING.md, "Adding a network".
 */
import type { z } from 'zod';
import { namesInProse } from '../core/prose';
import type { NetworkEntry, NetworkOffers, PlatformRule } from './entry';
import type { AdsRules, NetworkAds } from './ads';
import type { MessagingRule } from './messaging';
import type { ResizePreset } from './presence';

import {
	MESSAGING_ONLY_NETWORKS,
	NETWORKS,
	PLATFORMS,
	type MessagingOnlyNetwork,
	type Platform,
} from './list';
export type {
	FirstCommentRule,
	McpNetworkList,
	NetworkEntry,
	NetworkOffers,
	OptionCheck,
	OptionFacts,
	PlatformRule,
} from './entry';

export type NetworkOffer = keyof NetworkOffers;

/** The networks whose entry offers `O`, as a type (so a derived enum keeps its literal members). */
export type PlatformOffering<O extends NetworkOffer> = {
	[P in Platform]: (typeof NETWORKS)[P]['offers'] extends Record<O, true> ? P : never;
}[Platform];

/** The networks that offer an operation group, in the registry's order. */
export function networksOffering<O extends NetworkOffer>(
	offer: O,
): [PlatformOffering<O>, ...PlatformOffering<O>[]] {
	const found = PLATFORMS.filter(
		(platform) => (NETWORKS[platform].offers as NetworkOffers)[offer] === true,
	);
	return found as [PlatformOffering<O>, ...PlatformOffering<O>[]];
}

/** A network's entry, read through the common shape (optional parts may be absent). */
export function networkEntry(platform: Platform): NetworkEntry {
	return NETWORKS[platform];
}

/** The network's name in the service's paths (its `pathName`, else its id). */
export function networkPathName(platform: Platform): string {
	const entry: NetworkEntry = NETWORKS[platform];
	return entry.pathName ?? platform;
}

/** The network a path segment names (by its path name, not its id), if any. */
export function networkOfPathName(name: string): Platform | undefined {
	return PLATFORMS.find((platform) => networkPathName(platform) === name);
}

/** A network's name in running text: its entry's `shortName`, else its display name. */
export function shortNetworkName(platform: Platform): string {
	return networkEntry(platform).shortName ?? networkName(platform);
}

/** The one display name of a network. */
export function networkName(platform: Platform): string {
	return NETWORKS[platform].displayName;
}

/** A network's rules, with `richText` from its offers. */
export function platformRule(platform: Platform): PlatformRule {
	const entry = networkEntry(platform);
	return { ...entry.rules, richText: entry.offers.richText === true };
}

/** Networks with direct messages: the publishing ones that offer them, then the messaging-only ones. */
export const MESSAGING_NETWORKS = [
	...networksOffering('messaging'),
	...(Object.keys(MESSAGING_ONLY_NETWORKS) as MessagingOnlyNetwork[]),
] as const;
export type MessagingNetwork = PlatformOffering<'messaging'> | MessagingOnlyNetwork;

/** The display name of any network, messaging-only ones included. */
export function anyNetworkName(network: Platform | MessagingOnlyNetwork): string {
	return network in MESSAGING_ONLY_NETWORKS
		? MESSAGING_ONLY_NETWORKS[network as MessagingOnlyNetwork].displayName
		: networkName(network as Platform);
}

/** `"a", "b" or "c"`: a list of networks as an error message offers them. */
export function quotedChoices(names: readonly string[]): string {
	return namesInProse(names.map((name) => `"${name}"`));
}

/** The networks examples name (error messages, descriptions): the first `count` by their entries' `exampleRank`. */
export function exampleNetworks(count: number): Platform[] {
	const rank = (platform: Platform) => networkEntry(platform).exampleRank ?? Infinity;
	const ranked = PLATFORMS.filter((platform) => networkEntry(platform).exampleRank !== undefined);
	return ranked.sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

/** `["a", "b"]`: networks as an example's JSON list. */
export function exampleList(platforms: readonly string[]): string {
	return `[${platforms.map((platform) => `"${platform}"`).join(', ')}]`;
}

type Entry = (typeof NETWORKS)[Platform];
type EntryWithOptions = Extract<Entry, { optionsSchema: z.ZodTypeAny }>;

/** Each options field with its schema, made optional: the post schema's per-network fields. */
export type OptionFieldsShape = {
	[E in EntryWithOptions as E['optionsField']]: z.ZodOptional<E['optionsSchema']>;
};

/** The options fields of a post, each checked by its network's schema (first entry wins a shared field). */
export function optionFieldsShape(): OptionFieldsShape {
	const shape: Record<string, z.ZodTypeAny> = {};
	const position = (platform: Platform) => networkEntry(platform).optionsPosition ?? Infinity;
	const inBodyOrder = [...PLATFORMS].sort((a, b) => position(a) - position(b));
	for (const platform of inBodyOrder) {
		const { optionsField, optionsSchema } = networkEntry(platform);
		if (optionsSchema && !(optionsField in shape)) shape[optionsField] = optionsSchema.optional();
	}
	return shape as OptionFieldsShape;
}

// Ads (n35-ads)
export {
	LEGACY_AD_FIELDS,
	type AdPostIdField,
	type AdsRules,
	type LegacyAdField,
	type NetworkAds,
} from './ads';

/** The ads facts of a network with ads (its entry's `ads`; tsc names an ads network without them). */
export function adsOf(platform: PlatformOffering<'ads'>): NetworkAds {
	return NETWORKS[platform].ads;
}

/** The one network with ads whose rules apply to every boost, and those rules. */
export function adsRules(): { network: PlatformOffering<'ads'>; rules: AdsRules } {
	const found = networksOffering('ads').flatMap((network) => {
		const rules = adsOf(network).rules;
		return rules ? [{ network, rules }] : [];
	});
	if (found.length !== 1) throw new Error('exactly one network with ads must state the ads rules');
	return found[0];
}

export * from './list';

// Messaging (n35-messaging)
export type { MessagingRule, ReplyWindow } from './messaging';

/** The networks that offer messaging without a `messaging` rule in their entry (none: tsc names one). */
type MissingMessagingRule = {
	[P in PlatformOffering<'messaging'>]: (typeof NETWORKS)[P] extends { messaging: MessagingRule }
		? never
		: P;
}[PlatformOffering<'messaging'>];
export const EVERY_MESSAGING_NETWORK_HAS_ITS_RULE: [MissingMessagingRule] extends [never]
	? true
	: MissingMessagingRule = true;

/** How a messaging network carries direct messages (its entry's `messaging`). */
export function messagingRule(network: MessagingNetwork): MessagingRule {
	const rule: MessagingRule | undefined =
		network in MESSAGING_ONLY_NETWORKS
			? MESSAGING_ONLY_NETWORKS[network as MessagingOnlyNetwork].messaging
			: networkEntry(network as Platform).messaging;
	if (!rule) throw new Error(`The registry entry of ${network} offers messaging without its rule`);
	return rule;
}

/** A messaging network's name in the messaging texts (its short name, else its display name). */
export function messagingName(network: MessagingNetwork): string {
	return isMessagingOnly(network) ? anyNetworkName(network) : shortNetworkName(network);
}

/** That name without its parenthesis: the short form a list of limits uses. */
export function messagingShortName(network: MessagingNetwork): string {
	return messagingName(network).replace(/ \(.*\)$/, '');
}

export { namesInProse } from '../core/prose';

/** The `scheduled` sub-actions of a network's video made public, as a type (the entries' values). */
export type VideoPublishedSubAction = {
	[P in Platform]: (typeof NETWORKS)[P] extends { videoPublishedSubAction: infer S extends string }
		? S
		: never;
}[Platform];

/** The networks whose video made public the `scheduled` webhook tells, with that sub-action. */
export const VIDEO_PUBLISHED_EVENTS = PLATFORMS.flatMap((platform) => {
	const subAction = networkEntry(platform).videoPublishedSubAction;
	return subAction ? [{ platform, subAction: subAction as VideoPublishedSubAction }] : [];
});

/** Whether a messaging network carries messages only (not a `Platform`). */
export function isMessagingOnly(network: MessagingNetwork): network is MessagingOnlyNetwork {
	return network in MESSAGING_ONLY_NETWORKS;
}
// Validation (n35-validation)

// X specifics (n35-xpost)
export type { AppKeyHeaders } from './entry';
export type { NetworkErrorDoc, NetworkErrorWords } from './networkErrors';

/** The one network whose requests need the user's own app keys (its entry's `appKeys`). */
export function appKeysNetwork(): {
	platform: Platform;
	headers: NonNullable<NetworkEntry['appKeys']>;
} {
	for (const platform of PLATFORMS) {
		const headers = networkEntry(platform).appKeys;
		if (headers) return { platform, headers };
	}
	throw new Error('no network of the registry has appKeys');
}

/** The one network whose long texts may go out as a thread (its rules' `maxThreadPosts`). */
export function threadNetwork(): Platform {
	const found = PLATFORMS.find((platform) => networkEntry(platform).rules.maxThreadPosts);
	if (!found) throw new Error('no network of the registry has rules.maxThreadPosts');
	return found;
}

// Bio pages, link clicks, media sizes, AI text, examples (n35-present)
export type { BioLink, ResizePreset } from './presence';

/** The networks with a link on bio pages (their entry's `bioLink`), as a type. */
export type BioLinkNetwork = {
	[P in Platform]: (typeof NETWORKS)[P] extends { bioLink: object } ? P : never;
}[Platform];

/** The networks with a link on bio pages, in the page's order (`bioLink.position`). */
export function bioLinkNetworks(): BioLinkNetwork[] {
	const position = (platform: Platform) => networkEntry(platform).bioLink?.position ?? Infinity;
	const linked = PLATFORMS.filter((platform) => networkEntry(platform).bioLink !== undefined);
	return linked.sort((a, b) => position(a) - position(b)) as BioLinkNetwork[];
}

/** The `platform` values of media resize, as a type. */
export type ResizePresetName = Extract<
	Entry,
	{ resizePresets: readonly unknown[] }
>['resizePresets'][number]['value'];

/** Every network's media resize sizes, in the registry's order. */
export function resizePresets(): Array<ResizePreset & { value: ResizePresetName }> {
	return PLATFORMS.flatMap((platform) => networkEntry(platform).resizePresets ?? []) as Array<
		ResizePreset & { value: ResizePresetName }
	>;
}

/** The AI length flag's wire name, as a type. */
export type AiFitFlag = Extract<Entry, { aiFitFlag: string }>['aiFitFlag'];

/** The network whose length the AI writer's flag keeps a text to, and the flag's wire name. */
export function aiFitNetwork(): { platform: Platform; flag: AiFitFlag } {
	const platform = PLATFORMS.find((p) => networkEntry(p).aiFitFlag !== undefined) as Platform;
	return { platform, flag: networkEntry(platform).aiFitFlag as AiFitFlag };
}
// Reviews and User (n35-reviews)
export { STAR_RATINGS, type ReviewKind, type ReviewRules, type StarRating } from './reviews';
export type { AccountDetailFacts } from './accountDetails';
export { BusinessListingUpdateSchema, type BusinessListingUpdate } from './businessListing';
