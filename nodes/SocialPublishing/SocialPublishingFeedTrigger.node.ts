import type {
	IHookFunctions,
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
import { checkDeliverySignature } from './triggers/webhookSignature';

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
				path: 'feed',
			},
		],
		properties: feedTriggerProperties,
	};

	methods = { credentialTest, listSearch };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await feedWebhookExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createFeedWebhook.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteFeedWebhook.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const secret = String(this.getNodeParameter('secret', '') ?? '');
		if (secret !== '') {
			const check = checkDeliverySignature.call(this, secret);
			if (!check.ok) return check.response;
		}
		const state = this.getWorkflowStaticData('node') as FeedTriggerState;
		const outcome = feedDeliveryItems(this.getBodyData(), state, {
			feedId: String(this.getNodeParameter('feedId', '') ?? '').trim(),
			profileRefId: String(this.getNodeParameter('profileRefId', '') ?? '').trim(),
		});
		if (outcome.kind === 'invalid') {
			// 400 is not retried by the service: a body this node cannot read will not improve.
			this.getResponseObject()
				.status(400)
				.json({
					status: 'error',
					message: `Not a feed delivery this node can read: ${outcome.reason}`,
				});
			return { noWebhookResponse: true };
		}
		if (outcome.kind === 'ignored') {
			return { webhookResponse: { status: 'success', ignored: outcome.reason } };
		}
		if (outcome.items.length === 0) {
			// Answered 2xx all the same, so the service stops redelivering.
			return {
				webhookResponse: {
					status: 'success',
					emitted: 0,
					repeated: outcome.repeated,
					filtered: outcome.filtered,
				},
			};
		}
		return { workflowData: [outcome.items] };
	}
}
