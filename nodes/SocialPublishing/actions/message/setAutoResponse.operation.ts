import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { AutoResponseRequest } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';

const properties: INodeProperties[] = [
	{
		displayName: 'Active',
		name: 'active',
		type: 'boolean',
		default: true,
		description:
			'Whether to answer incoming messages automatically, on every messaging network of the profile',
	},
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		displayOptions: { show: { active: [true] } },
		placeholder: 'e.g. Thanks for your message! We answer within a day.',
		description: 'Text to answer with (at most 1,000 characters)',
	},
	{
		displayName: 'Wait Seconds',
		name: 'waitSeconds',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 604800 },
		default: 0,
		displayOptions: { show: { active: [true] } },
		description:
			'How long to wait before answering (at most 604,800 = 7 days); a reply of yours within that time cancels the automatic one',
	},
];

const displayOptions = { show: { resource: ['message'], operation: ['setAutoResponse'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

/** `{status, updated: {autoResponseActive, autoResponseMessage, autoResponseWaitSeconds}}`. */
export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const active = this.getNodeParameter('active', itemIndex) as boolean;
	const request: AutoResponseRequest = { autoResponseActive: active };
	// Turned off, the stored message and wait are kept for when it is turned on again.
	if (active) {
		request.autoResponseMessage = this.getNodeParameter('message', itemIndex) as string;
		request.autoResponseWaitSeconds = this.getNodeParameter('waitSeconds', itemIndex, 0) as number;
	}
	return toItems(
		await client.messages.setAutoResponse(withAdditionalFields(this, itemIndex, request), {
			profileKey,
		}),
		itemIndex,
	);
};
