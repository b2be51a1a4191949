import type { IHookFunctions } from 'n8n-workflow';

import { MESSAGING_PLATFORMS } from '../../../../src/engine/resources/messages';
import {
	createHookWebhook,
	deleteHookWebhook,
	hookWebhookExists,
	requireChoice,
	type HookTriggerConfig,
} from '../hookSubscription';
import type { WebhookTriggerState } from '../webhookRegistration';
import { MESSAGE_EVENTS } from './description';

/** What the node keeps in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface MessageWebhookTriggerState extends WebhookTriggerState {
	/** Delivery ids and event keys already received, oldest first (see delivery.ts). */
	seenEvents?: string[];
}

/** The profile's one `messages` webhook; subscribing needs a network and an event chosen. */
const MESSAGES: HookTriggerConfig = {
	scope: 'messages',
	allActions: ['messages'],
	actions: () => ['messages'],
	validate() {
		requireChoice.call(this, 'platforms', 'Networks', MESSAGING_PLATFORMS);
		requireChoice.call(this, 'events', 'Events', MESSAGE_EVENTS);
	},
};

/**
 * True when this trigger subscribed the current URL, profile and secret and the service still
 * lists that URL (signed or not, as the secret says) for the profile's messages webhook.
 */
export async function messageWebhookExists(this: IHookFunctions): Promise<boolean> {
	return await hookWebhookExists.call(this, MESSAGES);
}

/** Subscribes this node's URL (with the secret, when set) to the profile's messages webhook. */
export async function createMessageWebhook(this: IHookFunctions): Promise<boolean> {
	return await createHookWebhook.call(this, MESSAGES);
}

/**
 * Unsubscribes the profile's messages webhook if this trigger holds it; never throws.
 * Remembered events are kept, so a redelivery after a later reactivation is still recognised.
 */
export async function deleteMessageWebhook(this: IHookFunctions): Promise<boolean> {
	return await deleteHookWebhook.call(this, MESSAGES);
}
