import type {
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest, listSearch } from './methods';
import { feedDeliveryItems } from './triggers/feed/delivery';
import { feedTriggerProperties } from './triggers/feed/description';
import {
	createFeedWebhook,
	deleteFeedWebhook,
	feedWebhookExists,
	type FeedTriggerState,
} from './triggers/feed/subscription';
import { answerDelivery, refusedDelivery, type DeliveryReading } from './triggers/deliveryAnswer';
import {
	deliveryWebhook,
	subscriptionMethods,
	textParameter,
	triggerCredentials,
} from './triggers/triggerNode';

export class SocialPublishingFeedTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Feed Trigger',
		name: 'socialPublishingFeedTrigger',
		icon: { light: 'file:socialPublishing.svg', dark: 'file:socialPublishing.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '=New feed articles',
		description: 'Starts the workflow when a feed the profile follows has a new article',
		defaults: { name: 'Social Publishing Feed Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: triggerCredentials,
		webhooks: deliveryWebhook('feed'),
		properties: feedTriggerProperties,
	};

	methods = { credentialTest, listSearch };

	webhookMethods = subscriptionMethods(feedWebhookExists, createFeedWebhook, deleteFeedWebhook);

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const refused = refusedDelivery.call(this);
		if (refused) return refused;
		const state = this.getWorkflowStaticData('node') as FeedTriggerState;
		const outcome = feedDeliveryItems(this.getBodyData(), state, {
			feedId: textParameter.call(this, 'feedId'),
			profileRefId: textParameter.call(this, 'profileRefId'),
		});
		const reading: DeliveryReading =
			outcome.kind === 'articles' ? { ...outcome, kind: 'items' } : outcome;
		return answerDelivery.call(this, reading, 'feed');
	}
}
