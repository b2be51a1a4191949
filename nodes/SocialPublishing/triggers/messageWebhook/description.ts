import type { INodeProperties } from 'n8n-workflow';

import { MESSAGING_PLATFORMS } from '../../../../src/engine/resources/messages';
import { withActAsWording } from '../../actions/common.descriptions';
import { MESSAGING_NETWORK_NAMES, messageActAsProperties } from '../message/description';

/** The node's "Events" values; each is one kind of `messages` delivery. */
export const MESSAGE_EVENTS = [
	'messageReceived',
	'messageSent',
	'messageRead',
	'reaction',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

const actAs = withActAsWording(messageActAsProperties, {
	actAs:
		'Whose messages are pushed to this trigger: each user profile has one messages webhook, and activating this trigger takes it over (Business plan for anything but the primary one)',
	profileKey: 'Key of the user profile whose messages start the workflow',
});

/** The Message Webhook trigger's fields. */
export const messageWebhookTriggerProperties: INodeProperties[] = [
	{
		displayName:
			'Activating the workflow subscribes this node\'s production URL to the profile\'s messages webhook (POST /hook/webhook); deactivating it unsubscribes. Each profile has one messages webhook, so one active trigger per profile. Messages arrive in real time; the Social Publishing Message Trigger polls for them instead. To try it: click "Listen for test event" and have someone message the profile; against the sandbox, POST /api/admin/messages/incoming simulates one.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	...actAs,
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		required: true,
		default: [...MESSAGING_PLATFORMS],
		options: MESSAGING_PLATFORMS.map((value) => ({ name: MESSAGING_NETWORK_NAMES[value], value })),
		description: 'Networks whose message events start the workflow',
	},
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		required: true,
		default: ['messageReceived'],
		options: [
			{
				name: 'Message Received',
				value: 'messageReceived',
				description: 'A correspondent wrote to the profile',
			},
			{
				name: 'Message Sent',
				value: 'messageSent',
				description: 'The profile wrote, through the service or as an auto-response',
			},
			{
				name: 'Message Read',
				value: 'messageRead',
				description: 'A correspondent read a message of the profile',
			},
			{
				name: 'Reaction',
				value: 'reaction',
				description: 'A correspondent reacted to a message with an emoji',
			},
		],
		description: 'Which message events start the workflow',
	},
	{
		displayName: 'Conversation ID',
		name: 'conversationId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 7bQk2mX9pL4sT1vW8yZ0',
		description:
			'Only events of this conversation (the conversationId of a message). Leave empty for every conversation.',
	},
	{
		displayName: 'Secret',
		name: 'secret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Optional, at least 8 characters. When set, the subscription is made with it and every delivery must carry a valid X-Authorization-Content-SHA256 signature no older than 5 minutes; anything else is answered 401 and starts nothing.',
	},
];
