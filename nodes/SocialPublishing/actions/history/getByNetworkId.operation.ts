import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { Network } from '../../../../src/engine';
import { exampleNetworks, networkEntry } from '../../../../src/engine/networks';
import { networkOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The network examples name first: the default network, its example post id the placeholder. */
const [example] = exampleNetworks(1);

const properties: INodeProperties[] = [
	{
		displayName: 'Network Post ID',
		name: 'networkId',
		type: 'string',
		default: '',
		required: true,
		placeholder: `e.g. ${networkEntry(example).examples?.postId}`,
		description: 'ID of the post on the network; the linked account must own it (Business plan)',
	},
	{
		displayName: 'Network',
		name: 'platform',
		type: 'options',
		options: networkOptions,
		default: example,
		description: 'Network the ID belongs to',
	},
];

const displayOptions = { show: { resource: ['history'], operation: ['getByNetworkId'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const networkId = this.getNodeParameter('networkId', itemIndex) as string;
	const network = this.getNodeParameter('platform', itemIndex) as Network;
	return toItems(await client.history.byNetworkId(networkId, network, { profileKey }), itemIndex);
};
