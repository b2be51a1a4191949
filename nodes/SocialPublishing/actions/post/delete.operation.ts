import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { networkEntry, NETWORK_IDS, type Network } from '../../../../src/engine/networks';
import type { OperationExecute } from '../node.type';
import { spokenNetworks } from './networks';
import { postIdProperty } from './shared';
import { toItems } from '../items';

/** The networks whose published posts the service cannot delete, in their entries' order for texts. */
function undeletable(): Network[] {
	const rank = (network: Network) => networkEntry(network).offers.undeletable?.order ?? 0;
	return NETWORK_IDS.filter((network) => rank(network) > 0).sort((a, b) => rank(a) - rank(b));
}

const properties: INodeProperties[] = [
	postIdProperty(
		`ID of the post to delete. A pending post is never sent; a sent one is removed from the networks that allow it (not ${spokenNetworks(undeletable(), 'or')}).`,
	),
];

const displayOptions = { show: { resource: ['post'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const id = this.getNodeParameter('postId', itemIndex) as string;
	return toItems(await client.posts.delete({ id }, { profileKey }), itemIndex);
};
