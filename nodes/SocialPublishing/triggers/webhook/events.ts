import type { INodePropertyOptions } from 'n8n-workflow';

import type { HookAction } from '../../../../src/engine';
import {
	messagingShortName,
	networkName,
	networksOffering,
	VIDEO_PUBLISHED_EVENTS,
	type VideoPublishedSubAction,
} from '../../../../src/engine/networks';

/** A service webhook a profile has one of: its feed webhook, or a `/hook/webhook` action. */
export type ServiceHook = 'feed' | HookAction;

/** Each network's video-published event (its `scheduled` sub-action's name), delivered by `scheduled`. */
const VIDEO_PUBLISHED_HOOKS = Object.fromEntries(
	VIDEO_PUBLISHED_EVENTS.map(({ subAction }) => [subAction, 'scheduled']),
) as Record<VideoPublishedSubAction, 'scheduled'>;

/** The trigger's "Events" values, and the service webhook each is delivered by. */
export const EVENT_HOOKS = {
	newFeedArticle: 'feed',
	messageReceived: 'messages',
	messageSent: 'messages',
	messageRead: 'messages',
	reaction: 'messages',
	scheduledPublished: 'scheduled',
	scheduledFailed: 'scheduled',
	...VIDEO_PUBLISHED_HOOKS,
	accountLinked: 'social',
	accountUnlinked: 'social',
} as const satisfies Record<string, ServiceHook>;

export type TriggerEvent = keyof typeof EVENT_HOOKS;
export const TRIGGER_EVENTS = Object.keys(EVENT_HOOKS) as TriggerEvent[];

/** The events of one webhook (for the filters each kind of event has). */
export function eventsOf(hook: ServiceHook): TriggerEvent[] {
	return TRIGGER_EVENTS.filter((event) => EVENT_HOOKS[event] === hook);
}

export const MESSAGE_EVENTS = eventsOf('messages');
export type MessageEvent = 'messageReceived' | 'messageSent' | 'messageRead' | 'reaction';
export type ServiceEvent =
	| 'scheduledPublished'
	| 'scheduledFailed'
	| VideoPublishedSubAction
	| 'accountLinked'
	| 'accountUnlinked';

/** Every webhook an activation may hold, in the order they are subscribed. */
export const SERVICE_HOOKS: readonly ServiceHook[] = ['feed', 'messages', 'scheduled', 'social'];

/** The webhooks the chosen events need, in SERVICE_HOOKS order. */
export function hooksFor(events: readonly string[]): ServiceHook[] {
	const needed = new Set<ServiceHook>();
	for (const event of events) {
		const hook = EVENT_HOOKS[event as TriggerEvent];
		if (hook) needed.add(hook);
	}
	return SERVICE_HOOKS.filter((hook) => needed.has(hook));
}

/**
 * The Events options. `action` is how n8n's node panel lists each as a trigger of Social
 * Publishing ("On new feed article"); picking one there starts the node with that event chosen.
 */
export const EVENT_OPTIONS: Array<INodePropertyOptions & { value: TriggerEvent }> = [
	{
		name: 'New Feed Article',
		value: 'newFeedArticle',
		action: 'On new feed article',
		description: 'A feed the profile follows has a new article (instead of posting it)',
	},
	{
		name: 'Message Received',
		value: 'messageReceived',
		action: 'On message received',
		description: `A correspondent wrote to the profile (${networksOffering('messaging').map(messagingShortName).join(', ')})`,
	},
	{
		name: 'Message Sent',
		value: 'messageSent',
		action: 'On message sent',
		description: 'The profile wrote, through the service or as an auto-response',
	},
	{
		name: 'Message Read',
		value: 'messageRead',
		action: 'On message read',
		description: 'A correspondent read a message of the profile',
	},
	{
		name: 'Reaction',
		value: 'reaction',
		action: 'On reaction',
		description: 'A correspondent reacted to a message with an emoji',
	},
	{
		name: 'Scheduled Post Published',
		value: 'scheduledPublished',
		action: 'On scheduled post published',
		description: 'A scheduled, approved or retried post went out on every network',
	},
	{
		name: 'Scheduled Post Failed',
		value: 'scheduledFailed',
		action: 'On scheduled post failed',
		description: 'A scheduled, approved or retried post failed on at least one network',
	},
	...VIDEO_PUBLISHED_EVENTS.map(({ platform: network, subAction }) => ({
		name: `${networkName(network)} Video Published`,
		value: subAction,
		action: `On ${networkName(network)} video published`,
		description: `${networkName(network)} finished processing a post's video and made it public (posts sent at once or scheduled); not sent for private videos`,
	})),
	{
		name: 'Account Linked',
		value: 'accountLinked',
		action: 'On account linked',
		description: 'A network account was linked to the profile',
	},
	{
		name: 'Account Unlinked',
		value: 'accountUnlinked',
		action: 'On account unlinked',
		description:
			'A network account was unlinked: by the user, or by the network (for example an expired token)',
	},
];

const EVENT_NAMES = Object.fromEntries(EVENT_OPTIONS.map((option) => [option.value, option.name]));

/** The canvas subtitle: the chosen events by the names the Events field shows. */
export const EVENTS_SUBTITLE = `={{$parameter["events"].map((event) => (${JSON.stringify(EVENT_NAMES)})[event] || event).join(", ")}}`;
