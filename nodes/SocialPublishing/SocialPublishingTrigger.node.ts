import type {
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { credentialTest, listSearch } from './methods';
import { SocialPublishing } from './SocialPublishing.node';
import { answerDelivery, refusedDelivery } from './triggers/deliveryAnswer';
import {
	deliveryWebhook,
	listParameter,
	subscriptionMethods,
	textParameter,
} from './triggers/triggerNode';
import { readDelivery } from './triggers/webhook/delivery';
import { triggerProperties } from './triggers/webhook/description';
import { EVENTS_SUBTITLE } from './triggers/webhook/events';
import type { SocialPublishingTriggerState } from './triggers/webhook/state';
import {
	createTriggerWebhook,
	deleteTriggerWebhook,
	triggerWebhookExists,
} from './triggers/webhook/subscription';

/**
 * The service's webhooks as one trigger with an Events list, n8n's idiom (Stripe, GitHub): named
 * after the Social Publishing node, n8n's node panel lists its events as that node's triggers.
 */
export class SocialPublishingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Trigger',
		name: 'socialPublishingTrigger',
		icon: {
			light: 'file:socialPublishingTrigger.svg',
			dark: 'file:socialPublishingTrigger.dark.svg',
		},
		group: ['trigger'],
		// Used as is: a codex link gets n8n's tracking query appended after its #anchor.
		documentationUrl:
			'https://github.com/social-publishing/n8n-nodes-social-publishing#the-social-publishing-trigger',
		version: 1,
		subtitle: EVENTS_SUBTITLE,
		// n8n's node panel shows this for the merged Social Publishing entry (actions and triggers).
		description:
			'Publish and manage social media posts; start workflows on new feed articles, direct messages, scheduled post results and account changes',
		defaults: { name: 'Social Publishing Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		// Acts as the action node does: the API key, and a profile credential when Act As says so.
		credentials: new SocialPublishing().description.credentials,
		webhooks: deliveryWebhook('events'),
		properties: triggerProperties,
	};

	methods = { credentialTest, listSearch };

	webhookMethods = subscriptionMethods(
		triggerWebhookExists,
		createTriggerWebhook,
		deleteTriggerWebhook,
	);

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const refused = refusedDelivery.call(this);
		if (refused) return refused;
		const state = this.getWorkflowStaticData('node') as SocialPublishingTriggerState;
		const { reading, what } = readDelivery(this.getBodyData(), state, {
			events: listParameter.call(this, 'events'),
			platforms: listParameter.call(this, 'platforms'),
			feedId: textParameter.call(this, 'feedId'),
			conversationId: textParameter.call(this, 'conversationId'),
			profileRefId: textParameter.call(this, 'profileRefId'),
		});
		return answerDelivery.call(this, reading, what);
	}
}
