import type { WebhookTriggerState } from './registration';

/** What the Social Publishing Trigger keeps in `getWorkflowStaticData('node')`; JSON only. */
export interface SocialPublishingTriggerState extends WebhookTriggerState {
	/** Delivery ids and event keys of every event already received, oldest first. */
	seenEvents?: string[];
	/** Feed delivery ids, as versions before seenEvents kept them; folded into it on the next delivery. */
	deliveredIds?: string[];
}

/** Events remembered for dedupe (two keys each at most): far more than one event's redeliveries span. */
export const REMEMBERED_EVENTS = 500;

/** The remembered keys, with the feed ids an earlier version kept apart moved in (as `d:` keys). */
function seenKeys(state: SocialPublishingTriggerState): string[] {
	const seen = Array.isArray(state.seenEvents) ? state.seenEvents : [];
	if (!Array.isArray(state.deliveredIds)) return seen;
	const legacy = state.deliveredIds.map((id) => `d:${id}`);
	delete state.deliveredIds;
	return [...legacy.filter((key) => !seen.includes(key)), ...seen];
}

/** Records an event's keys as seen; false when any was seen before (a redelivery). */
export function markSeen(state: SocialPublishingTriggerState, keys: string[]): boolean {
	const seen = seenKeys(state);
	const repeated = keys.some((key) => seen.includes(key));
	for (const key of keys) if (!seen.includes(key)) seen.push(key);
	const max = REMEMBERED_EVENTS * 2;
	if (seen.length > max) seen.splice(0, seen.length - max);
	state.seenEvents = seen;
	return !repeated;
}
