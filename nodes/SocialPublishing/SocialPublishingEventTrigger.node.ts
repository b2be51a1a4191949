import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest, listSearch } from './methods';
import { answerDelivery, refusedDelivery, type DeliveryReading } from './triggers/deliveryAnswer';
import { serviceDeliveryItem } from './triggers/event/delivery';
import { eventTriggerProperties } from './triggers/event/description';
import {
	createEventWebhook,
	deleteEventWebhook,
	eventWebhookExists,
	type EventTriggerState,
} from './triggers/event/subscription';

function listParameter(this: IWebhookFunctions, name: string): string[] {
	const value = this.getNodeParameter(name, []) as unknown;
	return Array.isArray(value) ? value.map(String) : [];
}

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
		credentials: [
			{ name: 'socialPublishingApi', required: true },
			{
				name: 'socialPublishingProfileApi',
				required: true,
				testedBy: 'profileKeyFormat',
				displayOptions: { show: { actAs: ['profileCredential'] } },
			},
		],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: 'onReceived',
				path: 'events',
			},
		],
		properties: eventTriggerProperties,
	};

	methods = { credentialTest, listSearch };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await eventWebhookExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createEventWebhook.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteEventWebhook.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const refused = refusedDelivery.call(this);
		if (refused) return refused;
		const state = this.getWorkflowStaticData('node') as EventTriggerState;
		const outcome = serviceDeliveryItem(this.getBodyData(), state, {
			events: listParameter.call(this, 'events'),
			platforms: listParameter.call(this, 'platforms'),
			profileRefId: String(this.getNodeParameter('profileRefId', '') ?? '').trim(),
		});
		const reading: DeliveryReading =
			outcome.kind === 'event'
				? {
						kind: 'items',
						items: outcome.item ? [outcome.item] : [],
						repeated: outcome.repeated ? 1 : 0,
						filtered: outcome.filtered ? 1 : 0,
					}
				: outcome;
		return answerDelivery.call(this, reading, 'scheduled or social');
	}
}
