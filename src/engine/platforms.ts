import { z } from 'zod';

import { NETWORKS, PLATFORMS, type Platform, networksOffering } from './networks';

export { NETWORKS, PLATFORMS, type Platform, networksOffering };
export {
	anyNetworkName,
	MESSAGING_ONLY_NETWORKS,
	type MessagingOnlyNetwork,
	networkEntry,
	networkName,
	type NetworkOffers,
	networkOfPathName,
	networkPathName,
	type NetworkEntry,
	type NetworkOffer,
	type PlatformOffering,
} from './networks';
export { optionFields, type OptionFieldKind, type OptionFieldSpec } from './networks/optionFields';

/** `platforms: ["all"]` publishes to every network the profile has linked (the service's post docs). */
export const ALL_LINKED_PLATFORMS = 'all';

export const PlatformSchema = z.enum(PLATFORMS);

export function isPlatform(value: unknown): value is Platform {
	return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/** Where the service reads each network's options from in a post (its per-network pages). */
export const PLATFORM_OPTIONS_FIELDS: Readonly<Record<Platform, string>> = Object.fromEntries(
	PLATFORMS.map((platform) => [platform, NETWORKS[platform].optionsField]),
) as Record<Platform, string>;

/** Networks whose own post list can be read with `GET /history/:platform` (interface 4.5). */
export const HISTORY_PLATFORMS = networksOffering('history');
export type HistoryPlatform = (typeof HISTORY_PLATFORMS)[number];
