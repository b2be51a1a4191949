import type { INodeProperties } from 'n8n-workflow';

import { networkName, networksOffering } from '../../../../src/engine';

import * as add from './add.operation';
import * as del from './delete.operation';
import * as getAll from './getAll.operation';
import * as setWebhook from './setWebhook.operation';
import * as update from './update.operation';
import { namesInProse } from '../../../../src/engine/core/prose';

export { add, del as delete, getAll, setWebhook, update };

/** The resource's name in the Resource picker. */
export const displayName = 'Feed';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['feed'] } },
		options: [
			{
				name: 'Add',
				value: 'add',
				description: `Follow an ${namesInProse(['RSS', 'Atom', 'Substack', ...networksOffering('channelFeed').map(networkName)])} feed; its new articles are posted`,
				action: 'Add a feed',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Stop following a feed',
				action: 'Delete a feed',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get the feeds the profile follows',
				action: 'Get many feeds',
			},
			{
				name: 'Set Webhook',
				value: 'setWebhook',
				description:
					'Send new articles to a webhook instead of posting them; an empty URL turns it off',
				action: 'Set the feed webhook',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Change whether a feed uses its first image or adds hashtags',
				action: 'Update a feed',
			},
		],
		default: 'add',
	},
	...add.description,
	...getAll.description,
	...update.description,
	...del.description,
	...setWebhook.description,
];
