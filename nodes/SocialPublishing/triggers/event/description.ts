import type { INodeProperties } from 'n8n-workflow';

import type { HookAction } from '../../../../src/engine';
import {
	actAsProperties,
	platformOptions,
	withActAsWording,
} from '../../actions/common.descriptions';

/** The node's "Events" values, and the `/hook/webhook` action each is delivered by. */
export const EVENT_ACTIONS = {
	scheduledPublished: 'scheduled',
	scheduledFailed: 'scheduled',
	accountLinked: 'social',
	accountUnlinked: 'social',
} as const satisfies Record<string, HookAction>;
export type ServiceEvent = keyof typeof EVENT_ACTIONS;
export const SERVICE_EVENTS = Object.keys(EVENT_ACTIONS) as ServiceEvent[];

const triggerActAs = withActAsWording(actAsProperties, {
	actAs:
		'Whose events start the workflow: each user profile has one scheduled and one social webhook, and activating this trigger takes over those its events need',
	profileKey: 'Key of the user profile whose events start the workflow',
});

/** The Event trigger's fields. */
export const eventTriggerProperties: INodeProperties[] = [
	{
		displayName:
			'Activating the workflow subscribes this node\'s production URL to the profile\'s "scheduled" webhook (scheduled post events) and/or "social" webhook (account events), as the chosen events need (POST /hook/webhook); deactivating it unsubscribes. One active trigger per profile and webhook. To try it against the sandbox: plant a failure with POST /api/admin/faults, schedule a post a minute ahead, or unlink a network with POST /api/admin/unlink.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	...triggerActAs,
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		required: true,
		default: ['scheduledFailed'],
		options: [
			{
				name: 'Scheduled Post Published',
				value: 'scheduledPublished',
				description: 'A scheduled, approved or retried post went out on every network',
			},
			{
				name: 'Scheduled Post Failed',
				value: 'scheduledFailed',
				description: 'A scheduled, approved or retried post failed on at least one network',
			},
			{
				name: 'Account Linked',
				value: 'accountLinked',
				description: 'A network account was linked to the profile',
			},
			{
				name: 'Account Unlinked',
				value: 'accountUnlinked',
				description:
					'A network account was unlinked: by the user, or by the network (for example an expired token)',
			},
		],
		description: 'Which events start the workflow',
	},
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		default: [],
		options: platformOptions,
		description:
			'Only events on these networks: a failed post that failed on one of them, a published post sent to one of them, an account of one of them. Empty: every network.',
	},
	{
		displayName: 'Filter by Profile Reference ID',
		name: 'profileRefId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 9f2c1e7a4b',
		description:
			'Only deliveries for the user profile with this refId start the workflow. Empty: any.',
	},
	{
		displayName: 'Secret',
		name: 'secret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Optional, at least 8 characters. When set, the subscriptions are made with it and every delivery must carry a valid X-Authorization-Content-SHA256 signature no older than 5 minutes; anything else is answered 401 and starts nothing.',
	},
];
