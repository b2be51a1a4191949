import type { INodeProperties } from 'n8n-workflow';

import { actAsProperties, withActAsWording } from '../../actions/common.descriptions';

/** The Act As choices that make sense for a trigger: one profile, fixed when it is activated. */
const triggerActAs = withActAsWording(actAsProperties, {
	actAs:
		'Whose feeds to listen to: each user profile has one feed webhook, and activating this trigger takes it over',
	profileKey: 'Key of the user profile whose feed articles start the workflow',
});

/** The Feed trigger's fields. */
export const feedTriggerProperties: INodeProperties[] = [
	{
		displayName:
			'Activating the workflow subscribes this node\'s production URL as the profile\'s feed webhook (POST /feed/webhook); deactivating it sets the webhook to an empty URL, so new articles are posted to the networks again. Each profile has one feed webhook, so one active trigger per profile. To try it: click "Listen for test event" (the test URL holds the webhook while listening; the production URL gets it back afterwards), add an article to a followed feed and wait for the next feed poll; against the sandbox, POST /api/admin/feeds/poll polls at once.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	...triggerActAs,
	{
		displayName: 'Secret',
		name: 'secret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Optional, at least 8 characters. When set, the subscription is made with it and every delivery must carry a valid X-Authorization-Content-SHA256 signature no older than 5 minutes; anything else is answered 401 and starts nothing.',
	},
	{
		displayName: 'Filter by Feed ID',
		name: 'feedId',
		type: 'string',
		default: '',
		placeholder: 'e.g. Jx3k9QpA2mZr7TbC1vWd',
		description:
			'Only articles of this feed start the workflow (the ID that adding the feed answered). Empty: every feed of the profile.',
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
];
