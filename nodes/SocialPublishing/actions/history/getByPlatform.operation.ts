import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	HISTORY_NETWORKS,
	NETWORK_HISTORY_MAX,
	type HistoryNetwork,
	type NetworkPost,
} from '../../../../src/engine';
import { exampleNetworks } from '../../../../src/engine/networks';
import { networkOptions } from '../common.descriptions';
import { returnAllOrLimitAtMost } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The registry's example network, the Platform picked by default. */
const EXAMPLE_NETWORK = exampleNetworks(1)[0];

const properties: INodeProperties[] = [
	{
		displayName: 'Network',
		name: 'platform',
		type: 'options',
		options: networkOptions.filter((o) =>
			(HISTORY_NETWORKS as readonly string[]).includes(o.value),
		),
		default: EXAMPLE_NETWORK,
		description:
			'Network whose own post list to read (including posts not sent through the service)',
	},
	...returnAllOrLimitAtMost(NETWORK_HISTORY_MAX),
	{
		displayName: 'Skip Analytics',
		name: 'skipAnalytics',
		type: 'boolean',
		default: false,
		description: 'Whether to read the posts without their metrics (faster)',
	},
];

const displayOptions = { show: { resource: ['history'], operation: ['getByPlatform'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** Return All follows the service's cursor (`meta.pagination.next`) page by page, the largest pages it gives. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as HistoryNetwork;
	const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
	const limit = returnAll
		? NETWORK_HISTORY_MAX
		: (this.getNodeParameter('limit', itemIndex, 50) as number);
	const skipAnalytics = this.getNodeParameter('skipAnalytics', itemIndex, false) as boolean;
	const posts: NetworkPost[] = [];
	// A cursor seen before ends the loop: a service that repeats one cannot keep the node reading.
	const cursors = new Set<string>();
	let next: string | undefined;
	do {
		const page = await client.history.byNetwork(
			network,
			{ limit, ...(skipAnalytics ? { skipAnalytics } : {}), ...(next ? { next } : {}) },
			{ profileKey },
		);
		posts.push(...(page.posts ?? []));
		next = returnAll ? page.meta?.pagination?.next : undefined;
		if (next !== undefined && cursors.has(next)) next = undefined;
		if (next !== undefined) cursors.add(next);
	} while (next);
	return toItems(
		posts.map((post) => ({ platform: network, ...post })),
		itemIndex,
	);
};
