import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { ConversationStatus, MessagingNetwork } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { conversationIdProperty, messagingNetworkProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	messagingNetworkProperty,
	conversationIdProperty('ID of the conversation, the conversationId of its messages', true),
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'Active', value: 'active', description: 'Listed with the active conversations' },
			{ name: 'Archived', value: 'archived', description: 'Moved out of the active list' },
		],
		default: 'archived',
		description: 'State to put the conversation in',
	},
];

const displayOptions = { show: { resource: ['message'], operation: ['updateConversation'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status}`, with the conversation and its new state added so the item says what changed. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as MessagingNetwork;
	const conversationId = this.getNodeParameter('conversationId', itemIndex) as string;
	const status = this.getNodeParameter('status', itemIndex) as ConversationStatus;
	const result = await client.messages.updateConversation(
		network,
		conversationId,
		withAdditionalFields(this, itemIndex, { status }),
		{ profileKey },
	);
	return toItems(
		{
			...result,
			platform: network,
			conversationId: conversationId.trim(),
			conversationStatus: status,
		},
		itemIndex,
	);
};
