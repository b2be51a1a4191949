import type { INodeProperties } from 'n8n-workflow';

/** The networks with direct messages (Messaging add-on, Business plan). */
export const messagingPlatformProperty: INodeProperties = {
	displayName: 'Platform',
	name: 'platform',
	type: 'options',
	options: [
		{ name: 'Facebook Page', value: 'facebook' },
		{ name: 'Instagram', value: 'instagram' },
		{ name: 'X (Twitter)', value: 'twitter' },
	],
	default: 'facebook',
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
