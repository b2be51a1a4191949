import { type Network, NETWORK_IDS, networkRule } from '../networks';

export type { NetworkRule } from '../networks';

/** The one table of per-network limits (each network's entry); the client validates with it and the sandbox enforces it. */
export const NETWORK_RULES = Object.fromEntries(
	NETWORK_IDS.map((network) => [network, networkRule(network)]),
) as Record<Network, ReturnType<typeof networkRule>>;

/** Networks that accept empty text when media is present, alphabetically (for messages). */
export const EMPTY_TEXT_NETWORKS = NETWORK_IDS.filter(
	(network) => NETWORK_RULES[network].allowsEmptyText,
).sort();
