import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { NETWORK_OPTIONS_FIELDS, NETWORK_IDS, type Network } from '../../../../../src/engine';
import { derivedModule } from './derived';
import { facebook } from './facebook';
import { gmb } from './gmb';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { pinterest, pinterestBoardNames, pinterestToolTexts } from './pinterest';
import { reddit } from './reddit';
import type { NetworkModule } from './shared';
import { snapchat } from './snapchat';
import { tiktok } from './tiktok';
import { twitter } from './twitter';
import { youtube } from './youtube';
import { namesInProse } from '../../../../../src/engine/core/prose';

/** A network whose options object is another network's (the registry gives both the same field). */
interface SameOptionsAs {
	sameOptionsAs: Network;
}

export type NodeNetwork = NetworkModule | SameOptionsAs;

/**
 * The networks whose part of Post › Publish is written by hand: Options' fields and the request's
 * options objects both read it, in the order the objects join the request. A network of the
 * engine's registry without a line here gets its part derived from its options schema
 * (derived.ts), after these; typed by platform, so a line for a network the registry lacks fails tsc.
 */
export const NODE_NETWORKS = {
	youtube,
	reddit,
	pinterest,
	twitter,
	facebook,
	fbg: { sameOptionsAs: 'facebook' },
	gmb,
	instagram,
	linkedin,
	snapchat,
	tiktok,
} satisfies Partial<Record<Network, NodeNetwork>>;

function isModule(network: NodeNetwork | undefined): network is NetworkModule {
	return network !== undefined && 'build' in network;
}

/** Every network's module, in the order the objects join the request: the list's, then derived ones. */
export function networkModules(): Array<[Network, NetworkModule]> {
	return (modulesOnce ??= allModules());
}

let modulesOnce: Array<[Network, NetworkModule]> | undefined;

/** Derives the modules of networks without one (once: the request mapping runs for every item). */
function allModules(): Array<[Network, NetworkModule]> {
	const written: Partial<Record<Network, NodeNetwork>> = NODE_NETWORKS;
	const modules: Array<[Network, NetworkModule]> = [];
	for (const [platform, network] of Object.entries(written) as Array<[Network, NodeNetwork]>)
		if (isModule(network)) modules.push([platform, network]);
	for (const platform of NETWORK_IDS) {
		if (written[platform] !== undefined) continue;
		const derived = derivedModule(platform);
		if (derived) modules.push([platform, derived]);
	}
	return modules;
}

/** The networks' fields that sit among Options' general ones. */
export function networkFields(): INodeProperties[] {
	return networkModules().flatMap(([, network]) => network.fields);
}

/** The networks' own collections of Options. */
export function networkGroups(): INodeProperties[] {
	return networkModules().flatMap(([, network]) => (network.group ? [network.group] : []));
}

/** Adds each network's options object, built by its own module, under the field the service reads. */
export function applyNetworkOptions(
	options: IDataObject,
	request: IDataObject,
	timeZone: string,
): void {
	for (const [platform, network] of networkModules()) {
		const built = network.build(options, timeZone);
		if (built) request[NETWORK_OPTIONS_FIELDS[platform]] = built;
	}
}

/**
 * How the node's descriptions name a network in their lists of networks (those that take a first
 * comment, those whose posts stay); a network not here is left out of those lists.
 */
export const NODE_TEXT_NAMES: Partial<Record<Network, string>> = {
	facebook: 'Facebook',
	fbg: 'Facebook groups',
	instagram: 'Instagram',
	linkedin: 'LinkedIn',
	reddit: 'Reddit',
	tiktok: 'TikTok',
	twitter: 'X',
	youtube: 'YouTube',
};

/** "a, b and c" (or "a, b or c"): the networks as the node's texts name them, in the given order. */
export function spokenNetworks(networks: readonly string[], conjunction = 'and'): string {
	const names = networks.flatMap((platform) => {
		const name = NODE_TEXT_NAMES[platform as Network];
		return name === undefined ? [] : [name];
	});
	return namesInProse(names, conjunction);
}

/** Fields' labels per request field, from each network module's `labels` (keys under its options field). */
export function networkFieldLabels(): Record<string, string> {
	const labels: Record<string, string> = {};
	for (const [platform, network] of networkModules())
		for (const [key, label] of Object.entries(network.labels ?? {}))
			labels[
				key === '' ? NETWORK_OPTIONS_FIELDS[platform] : `${NETWORK_OPTIONS_FIELDS[platform]}.${key}`
			] = label;
	return labels;
}

/** The AI-tool texts of operations that exist for one network only, from its module. */
export const NETWORK_TOOL_TEXTS = { ...pinterestToolTexts };

/** The node's names for the boards network's operation and list search (saved workflows keep them). */
export const BOARD_NODE_NAMES = pinterestBoardNames;
