import type {
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest, listSearch } from './methods';
import { answerDelivery, refusedDelivery, singleEventReading } from './triggers/deliveryAnswer';
import {
	deliveryWebhook,
	listParameter,
	subscriptionMethods,
	textParameter,
	triggerCredentials,
} from './triggers/triggerNode';
import { serviceDeliveryItem } from './triggers/event/delivery';
import { eventTriggerProperties } from './triggers/event/description';
import {
	createEventWebhook,
	deleteEventWebhook,
	eventWebhookExists,
	type EventTriggerState,
} from './triggers/event/subscription';

export class SocialPublishingEventTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Event Trigger',
		name: 'socialPublishingEventTrigger',
		icon: { light: 'file:socialPublishing.svg', dark: 'file:socialPublishing.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["events"].join(", ")}}',
		description:
			'Starts the workflow when a scheduled post is published or fails, or when a network account is linked or unlinked',
		defaults: { name: 'Social Publishing Event Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: triggerCredentials,
		webhooks: deliveryWebhook('events'),
		properties: eventTriggerProperties,
	};

	methods = { credentialTest, listSearch };

	webhookMethods = subscriptionMethods(eventWebhookExists, createEventWebhook, deleteEventWebhook);

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const refused = refusedDelivery.call(this);
		if (refused) return refused;
		const state = this.getWorkflowStaticData('node') as EventTriggerState;
		const outcome = serviceDeliveryItem(this.getBodyData(), state, {
			events: listParameter.call(this, 'events'),
			platforms: listParameter.call(this, 'platforms'),
			profileRefId: textParameter.call(this, 'profileRefId'),
		});
		const reading = singleEventReading(outcome);
		return answerDelivery.call(this, reading, 'scheduled or social');
	}
}
