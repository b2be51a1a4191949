import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { MessageListQuery, MessagingNetwork } from '../../../../src/engine';
import { resultLimit, returnAllOrLimit } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { conversationIdProperty, messagingNetworkProperty } from './shared';
import { filtersProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	messagingNetworkProperty,
	...returnAllOrLimit,
	filtersProperty({
		options: [
			{
				...conversationIdProperty(
					"Only this conversation's messages, whether it is active or archived",
					false,
				),
			},
			{
				displayName: 'Conversations Only',
				name: 'conversationsOnly',
				type: 'boolean',
				default: false,
				description: "Whether to return only each conversation's latest message",
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: [
					{ name: 'Active', value: 'active' },
					{ name: 'Archived', value: 'archived' },
				],
				default: 'active',
				description: 'Only conversations in this state (the service reads active ones by default)',
			},
		],
	}),
];

const displayOptions = { show: { resource: ['message'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** One item per message, newest first; each carries the list's `lastUpdated` and `nextUpdate`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as MessagingNetwork;
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	const query: MessageListQuery = {};
	if (filters.status) query.status = filters.status as MessageListQuery['status'];
	if (typeof filters.conversationId === 'string' && filters.conversationId.trim() !== '') {
		query.conversationId = filters.conversationId;
	}
	if (filters.conversationsOnly === true) query.conversationsOnly = true;
	const list = await client.messages.list(network, query, { profileKey });
	const { lastUpdated, nextUpdate } = list;
	const messages = (list.messages ?? []) as IDataObject[];
	// The service has no paging: it answers every message, so the limit is applied here.
	const limit = resultLimit.call(this, itemIndex, messages.length);
	return toItems(
		messages.slice(0, limit).map((message) => ({ ...message, lastUpdated, nextUpdate })),
		itemIndex,
	);
};
