import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { PostCreateRequest } from '../../../../src/engine';
import { exampleNetworks } from '../../../../src/engine/networks';
import { networkOptions } from '../common.descriptions';

/** The network the picker starts on: the registry's first example network. */
const FIRST_EXAMPLE = exampleNetworks(1)[0];

/**
 * The service takes one text per post (its post docs name no per-network text), so a network
 * with a text of its own gets a post of its own; the others share one post with the main Text.
 */
export const networkTextsField: INodeProperties = {
	displayName: 'Text per Network',
	name: 'networkTexts',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Text for a Network',
	default: {},
	description:
		'A different text for some of the chosen networks. The service takes one text per post, so this makes SEVERAL POSTS: one for each network listed here, with its own text, and one for the other networks with Text. Outputs one item per post.',
	options: [
		{
			displayName: 'Network Text',
			name: 'entry',
			values: [
				{
					displayName: 'Network',
					name: 'network',
					type: 'options',
					options: networkOptions,
					default: FIRST_EXAMPLE,
					description: 'One of the networks chosen in Network Names or IDs',
				},
				{
					displayName: 'Text',
					name: 'text',
					type: 'string',
					typeOptions: { rows: 3 },
					default: '',
					description: 'The text this network gets instead of Text (rich text works as in Text)',
				},
			],
		},
	],
};

export interface NetworkTextPart {
	/** '' for the post of the networks without a text of their own, else the network. */
	network: string;
	request: PostCreateRequest;
}

/** The texts set per network, in the order given; the last one wins for a network listed twice. */
export function networkTexts(o: IDataObject): Map<string, string> {
	const entries = ((o.networkTexts as IDataObject | undefined)?.entry as IDataObject[]) ?? [];
	const texts = new Map<string, string>();
	for (const entry of entries) texts.set(String(entry.network), String(entry.text ?? ''));
	return texts;
}

/**
 * The posts one item makes: one per network with its own text, then one for the rest (if any
 * network is left). Without per-network texts, the request alone. Throws a plain Error naming the
 * problem when a text names a network the post does not go to.
 */
export function splitByNetworkText(
	request: PostCreateRequest,
	texts: Map<string, string>,
): NetworkTextPart[] {
	if (texts.size === 0) return [{ network: '', request }];
	const networks = request.platforms as string[];
	if (networks.includes('all'))
		throw new Error(
			'Text per Network cannot be combined with All Linked Networks: choose the networks in Network Names or IDs',
		);
	const strays = [...texts.keys()].filter((network) => !networks.includes(network));
	if (strays.length)
		throw new Error(
			`Text per Network names ${strays.join(', ')}, which Network Names or IDs does not list (it lists ${networks.join(', ')})`,
		);
	const parts: NetworkTextPart[] = [...texts].map(([network, text]) => ({
		network,
		request: { ...request, post: text, platforms: [network] } as PostCreateRequest,
	}));
	const rest = networks.filter((platform) => !texts.has(platform));
	if (rest.length)
		parts.push({ network: '', request: { ...request, platforms: rest } as PostCreateRequest });
	return parts;
}
