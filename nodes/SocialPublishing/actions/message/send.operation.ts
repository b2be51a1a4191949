import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	MESSAGE_TEXT_MAX_LENGTH,
	type MessageSendRequest,
	type MessagingNetwork,
} from '../../../../src/engine';
import {
	messagingRule,
	messagingShortName,
	namesInProse,
	networksOffering,
} from '../../../../src/engine/networks';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { messagingNetworkProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { onceAcrossRetries } from '../../transport';
import { optionsProperty } from '../common.descriptions';

/** "2,000 characters on A, 1,000 on B": each publishing messaging network's longest text. */
const TEXT_LIMITS = networksOffering('messaging')
	.map(
		(network, index) =>
			`${MESSAGE_TEXT_MAX_LENGTH[network].toLocaleString('en-US')}${index === 0 ? ' characters' : ''} on ${messagingShortName(network)}`,
	)
	.join(', ');
/** The publishing messaging networks strict about media URLs. */
const STRICT_MEDIA = namesInProse(
	networksOffering('messaging')
		.filter((network) => messagingRule(network).strictMediaUrls)
		.map(messagingShortName),
	'and',
);

const properties: INodeProperties[] = [
	messagingNetworkProperty,
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
		description: `Message text (at most ${TEXT_LIMITS}). May be empty when Media URLs are given.`,
	},
	optionsProperty([
		{
			displayName: 'Media URLs',
			name: 'mediaUrls',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/receipt.jpg',
			description: `Images or videos to send: a comma- or newline-separated list of URLs. On ${STRICT_MEDIA} each must end in its file type (jpg, png, gif, webp, mp4, mov) and have no query string.`,
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
	const platform = this.getNodeParameter('platform', itemIndex) as MessagingNetwork;
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
