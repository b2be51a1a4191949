import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { FeedWebhookRequest } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/hooks/feed',
		description:
			'Where new articles of every feed of the profile are sent instead of being posted. Leave empty to turn the webhook off.',
	},
	optionsProperty([
		{
			displayName: 'Secret',
			name: 'secret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				'Key (8-256 characters) that signs each delivery with an HMAC, so the receiver can check it came from the service. Without it deliveries are unsigned.',
		},
	]),
];

const displayOptions = { show: { resource: ['feed'], operation: ['setWebhook'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `{status, ...}`; with the URL sent (never the secret) so the item says what was set. */
export const execute: OperationExecute = async function (itemIndex, context) {
	const { client, profileKey, secrets } = context;
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const url = (this.getNodeParameter('url', itemIndex, '') as string).trim();
	const request: FeedWebhookRequest = { url };
	// Turning the webhook off takes no secret; one left in the options is not sent.
	if (url !== '' && typeof options.secret === 'string' && options.secret !== '') {
		request.secret = options.secret;
		secrets.push(options.secret);
	}
	const result = await client.feeds.subscribeWebhook(request, { profileKey });
	return toItems({ ...result, url }, itemIndex);
};
