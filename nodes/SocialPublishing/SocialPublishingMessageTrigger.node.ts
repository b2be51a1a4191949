import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest } from './methods';
import { SocialPublishing } from './SocialPublishing.node';
import {
	MESSAGE_TRIGGER_NETWORKS,
	MESSAGE_TRIGGER_SUBTITLE,
	messageTriggerProperties,
} from './triggers/message/description';
import { pollNewMessages, sampleMessage } from './triggers/message/poll';

export class SocialPublishingMessageTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Message Trigger',
		name: 'socialPublishingMessageTrigger',
		icon: {
			light: 'file:socialPublishingMessageTrigger.svg',
			dark: 'file:socialPublishingMessageTrigger.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		// Used as is: a codex link gets n8n's tracking query appended after its #anchor.
		documentationUrl:
			'https://github.com/social-publishing/n8n-nodes-social-publishing#the-message-trigger',
		subtitle: MESSAGE_TRIGGER_SUBTITLE,
		description: `Starts the workflow when a direct message arrives on ${MESSAGE_TRIGGER_NETWORKS}`,
		defaults: { name: 'Social Publishing Message Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		// Acts as the action node does: the API key, and a profile credential when Act As says so.
		credentials: new SocialPublishing().description.credentials,
		properties: messageTriggerProperties,
	};

	methods = { credentialTest };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		// "Test step" shows one sample and leaves the cursors as they are.
		if (this.getMode() === 'manual') return await sampleMessage.call(this);
		return await pollNewMessages.call(this);
	}
}
