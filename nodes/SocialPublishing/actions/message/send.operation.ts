import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { MessageSendRequest, MessagingPlatform } from '../../../../src/engine';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { messagingPlatformProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { onceAcrossRetries } from '../../transport';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	messagingPlatformProperty,
	{
		displayName: 'Recipient ID',
		name: 'recipientId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 7101234567890123',
		description:
			'The correspondent: the senderId of a message they sent (Get Many lists them). A conversation must be started by the correspondent.',
	},
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		placeholder: 'e.g. Thanks for reaching out! Your order ships tomorrow.',
		description:
			'Message text (at most 2,000 characters on Facebook, 1,000 on Instagram, 10,000 on X). May be empty when Media URLs are given.',
	},
	optionsProperty([
		{
			displayName: 'Media URLs',
			name: 'mediaUrls',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/receipt.jpg',
			description:
				'Images or videos to send: a comma- or newline-separated list of URLs. On Facebook and Instagram each must end in its file type (jpg, png, gif, webp, mp4, mov) and have no query string.',
		},
	]),
];

const displayOptions = { show: { resource: ['message'], operation: ['send'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status, recipientId, messageId, message}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const platform = this.getNodeParameter('platform', itemIndex) as MessagingPlatform;
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: MessageSendRequest = {
		recipientId: this.getNodeParameter('recipientId', itemIndex) as string,
	};
	const text = this.getNodeParameter('text', itemIndex, '') as string;
	if (text !== '') request.message = text;
	const mediaUrls = toList(options.mediaUrls);
	if (mediaUrls.length) request.mediaUrls = mediaUrls;
	return toItems(
		await client.messages.send(platform, withAdditionalFields(this, itemIndex, request), {
			profileKey,
			...onceAcrossRetries(this, itemIndex),
		}),
		itemIndex,
	);
};
