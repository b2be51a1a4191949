import type { WebhookTriggerState } from '../webhookRegistration';

/** What the Social Publishing Trigger keeps in `getWorkflowStaticData('node')`; JSON only. */
export interface SocialPublishingTriggerState extends WebhookTriggerState {
	/** Feed delivery ids already received, oldest first (see feedDelivery.ts). */
	deliveredIds?: string[];
	/** Delivery ids and event keys of message and service events already received, oldest first. */
	seenEvents?: string[];
}

/** Events remembered for dedupe (two keys each): far more than one event's redeliveries span. */
export const REMEMBERED_EVENTS = 500;

/** Records an event's keys as seen; false when any was seen before (a redelivery). */
export function markSeen(state: SocialPublishingTriggerState, keys: string[]): boolean {
	const seen = Array.isArray(state.seenEvents) ? state.seenEvents : [];
	const repeated = keys.some((key) => seen.includes(key));
	for (const key of keys) if (!seen.includes(key)) seen.push(key);
	const max = REMEMBERED_EVENTS * 2;
	if (seen.length > max) seen.splice(0, seen.length - max);
	state.seenEvents = seen;
	return !repeated;
}
