/**
 * The network registry: one entry per network the service publishes to (one file each, beside
 * this one), with everything that varies by network. Every list of networks (the platform enum,
 * rules, option schemas, the node's options, the sandbox's traits, the MCP enums) derives from
 * here; see CONTRIBUTING.md, "Adding a network".
 */
import type { z } from 'zod';
import { bluesky } from './bluesky';
import type { NetworkEntry, NetworkOffers, PlatformRule } from './entry';
import { facebook } from './facebook';
import { fbg } from './fbg';
import { gmb } from './gmb';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { pinterest } from './pinterest';
import { reddit } from './reddit';
import { snapchat } from './snapchat';
import { telegram } from './telegram';
import { threads } from './threads';
import { tiktok } from './tiktok';
import { twitter } from './twitter';
import { MESSAGING_ONLY_NETWORKS, type MessagingOnlyNetwork } from './whatsapp';
import { youtube } from './youtube';

export type {
	FirstCommentRule,
	McpNetworkList,
	NetworkEntry,
	NetworkOffers,
	OptionCheck,
	OptionFacts,
	PlatformRule,
} from './entry';
export { MESSAGING_ONLY_NETWORKS, type MessagingOnlyNetwork } from './whatsapp';

/** The registry, in the interface's order; `Platform` is its keys. */
export const NETWORKS = {
	facebook,
	fbg,
	instagram,
	linkedin,
	twitter,
	pinterest,
	youtube,
	telegram,
	gmb,
	reddit,
	tiktok,
	bluesky,
	threads,
	snapchat,
} as const satisfies Record<string, NetworkEntry>;

export type Platform = keyof typeof NETWORKS;

/** Every network, in the registry's order. */
export const PLATFORMS = Object.keys(NETWORKS) as [Platform, ...Platform[]];

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

/** The network's name in the service's paths (`gbp` for gmb), its id when the docs use that. */
export function networkPathName(platform: Platform): string {
	const entry: NetworkEntry = NETWORKS[platform];
	return entry.pathName ?? platform;
}

/** The network a path segment names (by its path name: `gbp`, not `gmb`), if any. */
export function networkOfPathName(name: string): Platform | undefined {
	return PLATFORMS.find((platform) => networkPathName(platform) === name);
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
	const quoted = names.map((name) => `"${name}"`);
	return quoted.length < 2
		? quoted.join('')
		: `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/** The network the node's examples show (a network post id, a picker's default): the first with an `examplePostId`. */
export function exampleNetwork(): Platform {
	const found = PLATFORMS.find((platform) => networkEntry(platform).examplePostId !== undefined);
	if (found === undefined) throw new Error('No network entry has an examplePostId');
	return found;
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

export { GMB_ACTION_TYPES } from './gmb';
export { LINKEDIN_VISIBILITIES } from './linkedin';
export { SNAPCHAT_SPOTLIGHT_MAX_LENGTH } from './snapchat';
export { TIKTOK_VISIBILITIES } from './tiktok';
export {
	TWEET_LONG_POST_MAX_LENGTH,
	TWEET_THREAD_MAX_TWEETS,
	TwitterOptionsSchema,
	X_REPLY_SETTINGS,
} from './twitter';
