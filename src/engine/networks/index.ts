/**
 * The network registry's lookups: what every part reads of the entries listed in `list.ts` (one
 * file per network beside this one, with everything that varies by network). Every list of
 * networks (the platform enum, rules, option schemas, the node's options, the sandbox's traits, the
 * MCP enums) derives from here; see CONTRIBUTING.md, "Adding a network".
 */
import { z } from 'zod';
import { namesInProse } from '../core/prose';
import type { NetworkEntry, NetworkOffers, NetworkRule } from './entry';
import type { NetworkAds } from './ads';
import type { MessagingRule } from './messaging';
import type { ResizePreset } from './presence';

import {
	MESSAGING_ONLY_NETWORKS,
	NETWORKS,
	NETWORK_IDS,
	type MessagingOnlyNetwork,
	type Network,
} from './list';
export type {
	AccountAnalytics,
	ExampleFacts,
	FirstCommentRule,
	NetworkEntry,
	NetworkOffers,
	OptionCheck,
	OptionFacts,
	OptionRules,
	NetworkRule,
} from './entry';

export type NetworkOffer = keyof NetworkOffers;

/** The networks whose entry offers `O`, as a type (so a derived enum keeps its literal members). */
export type NetworkOffering<O extends NetworkOffer> = {
	[P in Network]: (typeof NETWORKS)[P]['offers'] extends Record<O, object> ? P : never;
}[Network];

/** The networks that offer an operation group, in the registry's order. */
export function networksOffering<O extends NetworkOffer>(
	offer: O,
): [NetworkOffering<O>, ...NetworkOffering<O>[]] {
	const found = NETWORK_IDS.filter(
		(platform) => (NETWORKS[platform].offers as NetworkOffers)[offer] !== undefined,
	);
	return found as [NetworkOffering<O>, ...NetworkOffering<O>[]];
}

/** A network's entry, read through the common shape (optional parts may be absent). */
export function networkEntry(platform: Network): NetworkEntry {
	return NETWORKS[platform];
}

/** The network's name in the service's paths (its `pathName`, else its id). */
export function networkPathName(platform: Network): string {
	const entry: NetworkEntry = NETWORKS[platform];
	return entry.pathName ?? platform;
}

/** The network a path segment names (by its path name, not its id), if any. */
export function networkOfPathName(name: string): Network | undefined {
	return NETWORK_IDS.find((platform) => networkPathName(platform) === name);
}

/** A network's name in running text: its entry's `shortName`, else its display name. */
export function shortNetworkName(platform: Network): string {
	return networkEntry(platform).shortName ?? networkName(platform);
}

/** The one display name of a network. */
export function networkName(platform: Network): string {
	return NETWORKS[platform].displayName;
}

/** A network's rules, with `richText` and `maxThreadPosts` from its offers. */
export function networkRule(platform: Network): NetworkRule {
	const { rules, offers } = networkEntry(platform);
	const rule: NetworkRule = { ...rules, richText: offers.richText !== undefined };
	if (offers.thread) rule.maxThreadPosts = offers.thread.maxPosts;
	return rule;
}

/** Networks with direct messages: the publishing ones that offer them, then the messaging-only ones. */
export const MESSAGING_NETWORKS = [
	...networksOffering('messaging'),
	...(Object.keys(MESSAGING_ONLY_NETWORKS) as MessagingOnlyNetwork[]),
] as const;
export type MessagingNetwork = NetworkOffering<'messaging'> | MessagingOnlyNetwork;

/** The display name of any network, messaging-only ones included. */
export function anyNetworkName(network: Network | MessagingOnlyNetwork): string {
	return network in MESSAGING_ONLY_NETWORKS
		? MESSAGING_ONLY_NETWORKS[network as MessagingOnlyNetwork].displayName
		: networkName(network as Network);
}

/** `"a", "b" or "c"`: a list of networks as an error message offers them. */
export function quotedChoices(names: readonly string[]): string {
	return namesInProse(names.map((name) => `"${name}"`));
}

const COUNT_WORDS = [
	'no',
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
	'eleven',
	'twelve',
	'thirteen',
	'fourteen',
	'fifteen',
	'sixteen',
	'seventeen',
	'eighteen',
	'nineteen',
	'twenty',
];

/**
 * How many networks the service publishes to, in words ("thirteen"), as texts say it: a network is
 * an options field, so a Facebook Group (which shares its Page's) is not counted apart.
 */
export function networkCountInWords(): string {
	const count = new Set(NETWORK_IDS.map((network) => NETWORKS[network].optionsField)).size;
	return COUNT_WORDS[count] ?? String(count);
}

/** The networks examples name (error messages, descriptions): the first `count` by their entries' `exampleRank`. */
export function exampleNetworks(count: number): Network[] {
	const rank = (platform: Network) => networkEntry(platform).examples?.rank ?? Infinity;
	const ranked = NETWORK_IDS.filter(
		(platform) => networkEntry(platform).examples?.rank !== undefined,
	);
	return ranked.sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

/** `["a", "b"]`: networks as an example's JSON list. */
export function exampleList(networks: readonly string[]): string {
	return `[${networks.map((platform) => `"${platform}"`).join(', ')}]`;
}

type Entry = (typeof NETWORKS)[Network];
type EntryWithOptions = Extract<Entry, { optionsSchema: z.ZodTypeAny }>;

/** Each options field with its schema, made optional: the post schema's per-network fields. */
export type OptionFieldsShape = {
	[E in EntryWithOptions as E['optionsField']]: z.ZodOptional<E['optionsSchema']>;
};

/** The options fields of a post, each checked by its network's schema (first entry wins a shared field). */
export function optionFieldsShape(): OptionFieldsShape {
	const shape: Record<string, z.ZodTypeAny> = {};
	const position = (platform: Network) => networkEntry(platform).options?.position ?? Infinity;
	const inBodyOrder = [...NETWORK_IDS].sort((a, b) => position(a) - position(b));
	for (const platform of inBodyOrder) {
		const { optionsField, optionsSchema } = networkEntry(platform);
		if (optionsSchema && !(optionsField in shape)) shape[optionsField] = optionsSchema.optional();
	}
	return shape as OptionFieldsShape;
}

export { type AdPostIdField, type AdsRules, type NetworkAds } from './ads';

/** The ads facts of a network with ads (its entry's `offers.ads`). */
export function adsOf(platform: NetworkOffering<'ads'>): NetworkAds {
	return NETWORKS[platform].offers.ads;
}

export * from './list';

export type { MessagingRule, ReplyWindow } from './messaging';

/** How a messaging network carries direct messages (its entry's `messaging`). */
export function messagingRule(network: MessagingNetwork): MessagingRule {
	const rule: MessagingRule | undefined =
		network in MESSAGING_ONLY_NETWORKS
			? MESSAGING_ONLY_NETWORKS[network as MessagingOnlyNetwork].messaging
			: networkEntry(network as Network).offers.messaging;
	if (!rule) throw new Error(`The registry entry of ${network} does not offer messaging`);
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
	[P in Network]: (typeof NETWORKS)[P]['offers'] extends {
		videoPublished: { subAction: infer S extends string };
	}
		? S
		: never;
}[Network];

/** The networks whose video made public the `scheduled` webhook tells, with that sub-action. */
export const VIDEO_PUBLISHED_EVENTS = NETWORK_IDS.flatMap((platform) => {
	const subAction = networkEntry(platform).offers.videoPublished?.subAction;
	return subAction ? [{ platform, subAction: subAction as VideoPublishedSubAction }] : [];
});

/** Whether a messaging network carries messages only (not a `Network`). */
export function isMessagingOnly(network: MessagingNetwork): network is MessagingOnlyNetwork {
	return network in MESSAGING_ONLY_NETWORKS;
}
export type { AppKeyHeaders } from './entry';
export type { BioLink, ResizePreset } from './presence';

/** The networks with a link on bio pages (their entry's `offers.bioLink`), as a type. */
export type BioLinkNetwork = NetworkOffering<'bioLink'>;

/** The networks with a link on bio pages, in the page's order (`bioLink.position`). */
export function bioLinkNetworks(): BioLinkNetwork[] {
	const position = (platform: Network) =>
		networkEntry(platform).offers.bioLink?.position ?? Infinity;
	return [...networksOffering('bioLink')].sort((a, b) => position(a) - position(b));
}

/** The `platform` values of media resize, as a type. */
export type ResizePresetName = Extract<
	Entry['offers'],
	{ resizePresets: readonly unknown[] }
>['resizePresets'][number]['value'];

/** Every network's media resize sizes, in the registry's order. */
export function resizePresets(): Array<ResizePreset & { value: ResizePresetName }> {
	return NETWORK_IDS.flatMap(
		(platform) => networkEntry(platform).offers.resizePresets ?? [],
	) as Array<ResizePreset & { value: ResizePresetName }>;
}

export { STAR_RATINGS, type ReviewKind, type ReviewRules, type StarRating } from './reviews';
export type { AccountDetailFacts } from './accountDetails';
export { BusinessListingUpdateSchema, type BusinessListingUpdate } from './businessListing';
export { optionFields, type OptionFieldKind, type OptionFieldSpec } from './optionFields';

/** `platforms: ["all"]` publishes to every network the profile has linked (the service's post docs). */
export const ALL_LINKED_NETWORKS = 'all';

export const NetworkSchema = z.enum(NETWORK_IDS);

export function isNetwork(value: unknown): value is Network {
	return typeof value === 'string' && (NETWORK_IDS as readonly string[]).includes(value);
}

/** Where the service reads each network's options from in a post (its per-network pages). */
export const NETWORK_OPTIONS_FIELDS: Readonly<Record<Network, string>> = Object.fromEntries(
	NETWORK_IDS.map((platform) => [platform, NETWORKS[platform].optionsField]),
) as Record<Network, string>;

/** Networks whose own post list can be read with `GET /history/:platform` (https://www.ayrshare.com/docs/apis/history/get-history-platform). */
export const HISTORY_NETWORKS = networksOffering('history');
export type HistoryNetwork = (typeof HISTORY_NETWORKS)[number];
