import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { withFieldNames } from './shared';

const properties: INodeProperties[] = [
	{
		displayName: 'New Secret',
		name: 'webhookSecret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		placeholder: 'e.g. a random string of 32 characters',
		description:
			"The profile's new webhook signing secret (8 to 256 characters). For 24 hours deliveries are signed with it and with the previous one: put it in each receiver (the Social Publishing Trigger's Secret) within that time. Never shown in outputs or errors.",
	},
];

const displayOptions = { show: { resource: ['profile'], operation: ['rotateWebhookSecret'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (
	itemIndex,
	{ client, profileKey, secrets },
) {
	const secret = String(this.getNodeParameter('webhookSecret', itemIndex) ?? '');
	if (secret) secrets.push(secret);
	try {
		return toItems(await client.hooks.rotateSecret({ secret }, { profileKey }), itemIndex);
	} catch (error) {
		// The engine names the wire's field (`secret`); the user knows it as New Secret.
		throw withFieldNames(error, (field) => (field === 'secret' ? 'New Secret' : undefined));
	}
};
