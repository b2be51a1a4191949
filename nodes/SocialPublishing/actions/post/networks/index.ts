import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { PLATFORM_OPTIONS_FIELDS, type Platform } from '../../../../../src/engine';
import { facebook } from './facebook';
import { googleBusiness } from './googleBusiness';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { pinterest, pinterestToolTexts } from './pinterest';
import { reddit } from './reddit';
import type { NetworkModule } from './shared';
import { snapchat } from './snapchat';
import { tiktok } from './tiktok';
import { x } from './x';
import { youtube } from './youtube';

/** A network whose options object is another network's (the registry gives both the same field). */
interface SameOptionsAs {
	sameOptionsAs: Platform;
}

/** A network the node offers no options of its own for yet: why, in one line. */
interface NoOptions {
	noOptions: string;
}

export type NodeNetwork = NetworkModule | SameOptionsAs | NoOptions;

/**
 * What Post › Publish offers for each network of the engine's registry, the one list: Options'
 * fields and the request's options objects both read it. Keyed by platform, so a network added to
 * the registry fails tsc until it is written here; in the order the objects join the request.
 */
export const NODE_NETWORKS = {
	youtube,
	reddit,
	pinterest,
	twitter: x,
	facebook,
	fbg: { sameOptionsAs: 'facebook' },
	gmb: googleBusiness,
	instagram,
	linkedin,
	snapchat,
	tiktok,
	bluesky: { noOptions: 'no field for its blueSkyOptions (alt texts) yet' },
	telegram: { noOptions: 'the engine knows no telegramOptions fields' },
	threads: { noOptions: 'no field for its threadsOptions (countries) yet' },
} satisfies Record<Platform, NodeNetwork>;

function isModule(network: NodeNetwork): network is NetworkModule {
	return 'build' in network;
}

/** The networks with a module of their own, in the list's order. */
function networkModules(): Array<[Platform, NetworkModule]> {
	const modules: Array<[Platform, NetworkModule]> = [];
	for (const [platform, network] of Object.entries(NODE_NETWORKS) as Array<[Platform, NodeNetwork]>)
		if (isModule(network)) modules.push([platform, network]);
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
		if (built) request[PLATFORM_OPTIONS_FIELDS[platform]] = built;
	}
}

// Validation (n35-validation)
/**
 * How the node's descriptions name a network in their lists of networks (those that take a first
 * comment, those whose posts stay); a network not here is left out of those lists.
 */
export const NODE_TEXT_NAMES: Partial<Record<Platform, string>> = {
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
export function spokenNetworks(platforms: readonly string[], conjunction = 'and'): string {
	const names = platforms.flatMap((platform) => {
		const name = NODE_TEXT_NAMES[platform as Platform];
		return name === undefined ? [] : [name];
	});
	return names.length < 2
		? names.join('')
		: `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}

/** Fields' labels per request field, from each network module's `labels` (keys under its options field). */
export function networkFieldLabels(): Record<string, string> {
	const labels: Record<string, string> = {};
	for (const [platform, network] of networkModules())
		for (const [key, label] of Object.entries(network.labels ?? {}))
			labels[
				key === ''
					? PLATFORM_OPTIONS_FIELDS[platform]
					: `${PLATFORM_OPTIONS_FIELDS[platform]}.${key}`
			] = label;
	return labels;
}

/** The AI-tool texts of operations that exist for one network only, from its module. */
export const NETWORK_TOOL_TEXTS = { ...pinterestToolTexts };
