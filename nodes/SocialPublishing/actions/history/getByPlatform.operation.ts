import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { HISTORY_PLATFORMS, type HistoryPlatform } from '../../../../src/engine';
import { exampleNetworks } from '../../../../src/engine/networks';
import { platformOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The registry's example network, the Platform picked by default. */
const EXAMPLE_PLATFORM = exampleNetworks(1)[0];

const properties: INodeProperties[] = [
	{
		displayName: 'Platform',
		name: 'platform',
		type: 'options',
		options: platformOptions.filter((o) =>
			(HISTORY_PLATFORMS as readonly string[]).includes(o.value),
		),
		default: EXAMPLE_PLATFORM,
		description:
			'Network whose own post list to read (including posts not sent through the service)',
	},
];

const displayOptions = { show: { resource: ['history'], operation: ['getByPlatform'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const platform = this.getNodeParameter('platform', itemIndex) as HistoryPlatform;
	const list = await client.history.byPlatform(platform, {}, { profileKey });
	return toItems(
		(list.posts ?? []).map((post) => ({ platform, ...post })),
		itemIndex,
	);
};
