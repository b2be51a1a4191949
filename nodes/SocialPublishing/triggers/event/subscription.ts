import type { IHookFunctions } from 'n8n-workflow';

import type { HookAction } from '../../../../src/engine';
import {
	createHookWebhook,
	deleteHookWebhook,
	hookWebhookExists,
	requireChoice,
	type HookTriggerConfig,
} from '../hookSubscription';
import type { WebhookTriggerState } from '../webhookRegistration';
import { EVENT_ACTIONS, SERVICE_EVENTS, type ServiceEvent } from './description';

/** What the node keeps in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface EventTriggerState extends WebhookTriggerState {
	/** Delivery ids and event keys already received, oldest first (see delivery.ts). */
	seenEvents?: string[];
}

/** The webhooks (`scheduled`, `social`) the chosen events are delivered by. */
function neededActions(this: IHookFunctions): HookAction[] {
	const chosen = this.getNodeParameter('events', []) as unknown;
	const events = Array.isArray(chosen) ? (chosen as ServiceEvent[]) : [];
	const actions = new Set<HookAction>();
	for (const event of events) if (EVENT_ACTIONS[event]) actions.add(EVENT_ACTIONS[event]);
	return [...actions].sort();
}

const EVENTS: HookTriggerConfig = {
	scope: 'events',
	allActions: ['scheduled', 'social'],
	actions: neededActions,
	validate() {
		requireChoice.call(this, 'events', 'Events', SERVICE_EVENTS);
	},
};

export async function eventWebhookExists(this: IHookFunctions): Promise<boolean> {
	return await hookWebhookExists.call(this, EVENTS);
}

export async function createEventWebhook(this: IHookFunctions): Promise<boolean> {
	return await createHookWebhook.call(this, EVENTS);
}

/** Unsubscribes the webhooks this trigger holds; never throws. Remembered events are kept. */
export async function deleteEventWebhook(this: IHookFunctions): Promise<boolean> {
	return await deleteHookWebhook.call(this, EVENTS);
}
