import type { INodeProperties } from 'n8n-workflow';

import {
	actAsProperties,
	networkOptions,
	withActAsWording,
} from '../../actions/common.descriptions';
import {
	anyNetworkName,
	MESSAGING_ONLY_NETWORKS,
	type MessagingOnlyNetwork,
} from '../../../../src/engine';
import { EVENT_OPTIONS, eventsOf } from './events';

const messagingOnlyOptions = (Object.keys(MESSAGING_ONLY_NETWORKS) as MessagingOnlyNetwork[]).map(
	(value) => ({ name: anyNetworkName(value), value }),
);

const triggerActAs = withActAsWording(actAsProperties, {
	actAs:
		'Whose events start the workflow: each user profile has one webhook of each kind (feed, messages, scheduled, social), and publishing this workflow takes over those its events need (Business plan for anything but the primary profile)',
	profileKey: 'Key of the user profile whose events start the workflow',
});

const MESSAGE_EVENTS = eventsOf('messages');
const NETWORK_EVENTS = [...MESSAGE_EVENTS, ...eventsOf('scheduled'), ...eventsOf('social')];

/**
 * Said in n8n 2.x's words: "Execute step" listens for a test event, "Publish" activates the
 * workflow (not to be confused with this package's "Publish a post").
 */
export const ACTIVATION_NOTICE =
	"Publishing (activating) this workflow with n8n's Publish button (not the \"Publish a post\" action of Social Publishing) subscribes its production URL to the service webhooks the chosen events need: the profile's feed webhook for New Feed Article, its messages, scheduled and social webhooks for the others. Unpublishing (deactivating) the workflow unsubscribes exactly those. A profile has one webhook of each kind, so one published trigger per profile and kind. The service calls https URLs only: with it, set n8n's WEBHOOK_URL to an https address (the local sandbox also calls http on this machine or a private network). Messages arrive in real time; the Social Publishing Message Trigger polls for them instead.";

export const TRY_IT_NOTICE =
	'To try it: click "Execute step" (or "Test this trigger" on the canvas). While it listens, the test URL holds the webhooks (a published workflow gets them back afterwards). Then make an event happen. With the local sandbox (npm start), its web page (the credential Base URL without /api) has a button for each: "A correspondent writes" (Inbox) sends a message; under "Make a trigger event happen" (Account), "Publish a new article" adds one to the demo feed a fresh sandbox follows and "Read the feeds now" brings new feed articles, "Fail the next post" makes the next scheduled or approved post fail, "Unlink" and "Link" change a network account.';

/** The Social Publishing Trigger's fields. */
export const triggerProperties: INodeProperties[] = [
	{ displayName: ACTIVATION_NOTICE, name: 'notice', type: 'notice', default: '' },
	{ displayName: TRY_IT_NOTICE, name: 'tryIt', type: 'notice', default: '' },
	...triggerActAs,
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		required: true,
		default: [],
		options: EVENT_OPTIONS,
		description: 'Which events start the workflow; each item says its event',
	},
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		default: [],
		// The messaging-only networks have messages only (docs/service-twin-requests.md, "WhatsApp messages").
		options: [...networkOptions, ...messagingOnlyOptions],
		displayOptions: { show: { events: NETWORK_EVENTS } },
		description: `Only events on these networks: a message on one of them (${messagingOnlyOptions.map((option) => option.name).join(', ')}: messages only), a failed post that failed on one of them, a published post sent to one of them, an account of one of them. Empty: every network.`,
	},
	{
		displayName: 'Filter by Feed ID',
		name: 'feedId',
		type: 'string',
		default: '',
		placeholder: 'e.g. Jx3k9QpA2mZr7TbC1vWd',
		displayOptions: { show: { events: ['newFeedArticle'] } },
		description:
			'Only articles of this feed start the workflow (the ID that adding the feed answered). Empty: every feed of the profile.',
	},
	{
		displayName: 'Conversation ID',
		name: 'conversationId',
		type: 'string',
		default: '',
		placeholder: 'e.g. 7bQk2mX9pL4sT1vW8yZ0',
		displayOptions: { show: { events: MESSAGE_EVENTS } },
		description:
			'Only message events of this conversation (the conversationId of a message). Empty: every conversation.',
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
