import type {
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest } from './methods';
import { messageDeliveryItem } from './triggers/messageWebhook/delivery';
import { messageWebhookTriggerProperties } from './triggers/messageWebhook/description';
import {
	createMessageWebhook,
	deleteMessageWebhook,
	messageWebhookExists,
	type MessageWebhookTriggerState,
} from './triggers/messageWebhook/subscription';
import { answerDelivery, refusedDelivery, singleEventReading } from './triggers/deliveryAnswer';
import {
	deliveryWebhook,
	listParameter,
	subscriptionMethods,
	textParameter,
	triggerCredentials,
} from './triggers/triggerNode';

export class SocialPublishingMessageWebhookTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Message Webhook Trigger',
		name: 'socialPublishingMessageWebhookTrigger',
		icon: { light: 'file:socialPublishing.svg', dark: 'file:socialPublishing.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{"Messages on " + $parameter["platforms"].join(", ")}}',
		description:
			'Starts the workflow as soon as a direct message on Facebook, Instagram or X (Twitter) is received, sent, read or reacted to',
		defaults: { name: 'Social Publishing Message Webhook Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: triggerCredentials,
		webhooks: deliveryWebhook('messages'),
		properties: messageWebhookTriggerProperties,
	};

	methods = { credentialTest };

	webhookMethods = subscriptionMethods(
		messageWebhookExists,
		createMessageWebhook,
		deleteMessageWebhook,
	);

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const refused = refusedDelivery.call(this);
		if (refused) return refused;
		const state = this.getWorkflowStaticData('node') as MessageWebhookTriggerState;
		const outcome = messageDeliveryItem(this.getBodyData(), state, {
			platforms: listParameter.call(this, 'platforms'),
			events: listParameter.call(this, 'events'),
			conversationId: textParameter.call(this, 'conversationId'),
		});
		const reading = singleEventReading(outcome);
		return answerDelivery.call(this, reading, 'messages');
	}
}
