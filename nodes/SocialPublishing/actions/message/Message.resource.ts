import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';
import * as getAutoResponse from './getAutoResponse.operation';
import * as send from './send.operation';
import * as setAutoResponse from './setAutoResponse.operation';
import * as updateConversation from './updateConversation.operation';

export { getAll, getAutoResponse, send, setAutoResponse, updateConversation };

/** The resource's name in the Resource picker. */
export const displayName = 'Message';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['message'] } },
		options: [
			{
				name: 'Get Auto-Response',
				value: 'getAutoResponse',
				description:
					'Get whether incoming messages are answered automatically, with what and after how long',
				action: 'Get the auto response',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get direct messages of a network, newest first',
				action: 'Get many messages',
			},
			{
				name: 'Send',
				value: 'send',
				description: 'Send a direct message in a conversation the correspondent started',
				action: 'Send a message',
			},
			{
				name: 'Set Auto-Response',
				value: 'setAutoResponse',
				description: "Turn the profile's automatic answer to incoming messages on or off",
				action: 'Set the auto response',
			},
			{
				name: 'Update Conversation',
				value: 'updateConversation',
				description: 'Archive a conversation or make it active again',
				action: 'Update a conversation',
			},
		],
		default: 'send',
	},
	...send.description,
	...getAll.description,
	...getAutoResponse.description,
	...updateConversation.description,
	...setAutoResponse.description,
];
