import type { INodeProperties } from 'n8n-workflow';

import { MESSAGING_NETWORKS } from '../../../../src/engine/resources/messageRules';
import { MESSAGING_NETWORK_NAMES } from '../../triggers/message/description';

/** The first network with direct messages, picked by default. */
const FIRST_MESSAGING_NETWORK = MESSAGING_NETWORKS[0];

/** The networks with direct messages (Messaging add-on, Business plan). */
export const messagingNetworkProperty: INodeProperties = {
	displayName: 'Network',
	name: 'platform',
	type: 'options',
	options: MESSAGING_NETWORKS.map((value) => ({ name: MESSAGING_NETWORK_NAMES[value], value })),
	default: FIRST_MESSAGING_NETWORK,
	required: true,
	description: 'Network of the conversation',
};

export function conversationIdProperty(description: string, required: boolean): INodeProperties {
	return {
		displayName: 'Conversation ID',
		name: 'conversationId',
		type: 'string',
		default: '',
		required,
		placeholder: 'e.g. t_10161117349431930',
		description,
	};
}
