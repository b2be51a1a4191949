import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { actAsProperties, withActAsWording } from '../../actions/common.descriptions';
import { anyNetworkName } from '../../../../src/engine';
import {
	messagingName,
	messagingRule,
	namesInProse,
	networksOffering,
} from '../../../../src/engine/networks';
import {
	MESSAGING_NETWORKS,
	type MessagingNetwork,
} from '../../../../src/engine/resources/messageRules';

/** The messaging networks as the trigger fields name them (the registry's display names). */
export const MESSAGING_NETWORK_NAMES = Object.fromEntries(
	MESSAGING_NETWORKS.map((network) => [network, anyNetworkName(network)]),
) as Record<MessagingNetwork, string>;

export type IncludeMessages = 'received' | 'sentAndReceived';

/** "N hands messages over up to 3 minutes late; ...": the networks whose messages come late. */
function lateDeliveryNote(): string {
	return MESSAGING_NETWORKS.flatMap((network) => {
		const late = messagingRule(network).lateDeliveryMinutes;
		return late
			? [
					`${messagingName(network)} hands messages over up to ${late} minutes late; the trigger still catches those.`,
				]
			: [];
	}).join(' ');
}

/** The Networks field's description: which networks, and when their messages may arrive late. */
const NETWORKS_DESCRIPTION = `Networks whose direct messages start the workflow. ${lateDeliveryNote()}`;

/** The networks the trigger's description names: the publishing ones with direct messages. */
export const MESSAGE_TRIGGER_NETWORKS = namesInProse(
	networksOffering('messaging').map(messagingName),
);

/** The Act As choices of an activation: a key is typed in, not read per item. */
function activationActAsOptions(actAs: INodeProperties): INodeProperties['options'] {
	return (actAs.options as INodePropertyOptions[]).map((option) =>
		option.value === 'profileKey'
			? { ...option, description: 'A user profile key typed in here' }
			: option,
	);
}

/** "Act As" for a trigger: one profile for the whole activation. */
export const messageActAsProperties: INodeProperties[] = withActAsWording(
	actAsProperties.map((property) =>
		property.name === 'actAs'
			? { ...property, options: activationActAsOptions(property) }
			: property,
	),
	{
		actAs:
			'Whose messages to watch: only that profile’s conversations are listed (Business plan for anything but the primary one)',
		profileKey: 'Key of the user profile whose messages to watch',
	},
);

/** The canvas subtitle: "Messages on " and the chosen networks' ids. */
export const MESSAGE_TRIGGER_SUBTITLE =
	'={{ [].concat($parameter["platforms"] || []).length ? "Messages on " + [].concat($parameter["platforms"]).join(", ") : "No network chosen" }}';

export const messageTriggerProperties: INodeProperties[] = [
	{
		displayName:
			'This trigger asks the service for new messages on a schedule. For real-time delivery (and read receipts and reactions), use the Social Publishing Trigger instead (its message events): the service pushes each message to n8n as it happens.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	...messageActAsProperties,
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		required: true,
		// The messaging-only networks are chosen, not default: the service's docs do not list them yet.
		default: [...networksOffering('messaging')],
		options: MESSAGING_NETWORKS.map((value) => ({ name: MESSAGING_NETWORK_NAMES[value], value })),
		description: NETWORKS_DESCRIPTION,
	},
	{
		displayName: 'Include',
		name: 'include',
		type: 'options',
		options: [
			{
				name: 'Received Only',
				value: 'received',
				description: 'Messages correspondents write to the profile',
			},
			{
				name: 'Sent and Received',
				value: 'sentAndReceived',
				description: 'Also the profile’s own replies, including auto-responses',
			},
		],
		default: 'received',
	},
	{
		displayName: 'Conversation ID',
		name: 'conversationId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 7bQk2mX9pL4sT1vW8yZ0',
		description:
			'Only messages of this conversation (the conversationId of a message). Leave empty for every conversation.',
	},
];
