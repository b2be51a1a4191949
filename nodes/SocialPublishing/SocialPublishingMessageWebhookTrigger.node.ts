import type {
	IHookFunctions,
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
import { answerDelivery, refusedDelivery, type DeliveryReading } from './triggers/deliveryAnswer';

function listParameter(this: IWebhookFunctions, name: string): string[] {
	const value = this.getNodeParameter(name, []) as unknown;
	return Array.isArray(value) ? value.map(String) : [];
}

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
				path: 'messages',
			},
		],
		properties: messageWebhookTriggerProperties,
	};

	methods = { credentialTest };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await messageWebhookExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createMessageWebhook.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteMessageWebhook.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const refused = refusedDelivery.call(this);
		if (refused) return refused;
		const state = this.getWorkflowStaticData('node') as MessageWebhookTriggerState;
		const outcome = messageDeliveryItem(this.getBodyData(), state, {
			platforms: listParameter.call(this, 'platforms'),
			events: listParameter.call(this, 'events'),
			conversationId: String(this.getNodeParameter('conversationId', '') ?? '').trim(),
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
		return answerDelivery.call(this, reading, 'messages');
	}
}
