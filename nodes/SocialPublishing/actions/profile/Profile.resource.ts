import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as del from './delete.operation';
import * as generateJwt from './generateJwt.operation';
import * as getAll from './getAll.operation';
import * as rotateWebhookSecret from './rotateWebhookSecret.operation';
import * as unlinkNetwork from './unlinkNetwork.operation';
import * as update from './update.operation';

export { create, del as delete, generateJwt, getAll, rotateWebhookSecret, unlinkNetwork, update };

/** The resource's name in the Resource picker. */
export const displayName = 'Profile';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['profile'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a user profile; its key is in the output',
				action: 'Create a profile',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a user profile; its posts not yet sent are deleted too',
				action: 'Delete a profile',
			},
			{
				name: 'Generate Linking Token',
				value: 'generateJwt',
				description:
					'Make a short-lived token and URL that open the page where the profile links its social accounts',
				action: 'Generate a linking token',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get the user profiles of the account',
				action: 'Get many profiles',
			},
			{
				name: 'Rotate Webhook Secret',
				value: 'rotateWebhookSecret',
				description:
					"Replace the webhook signing secret of the profile chosen by Act As; for 24 hours deliveries carry both the old and the new secret's signatures",
				action: 'Rotate the webhook signing secret',
			},
			{
				name: 'Unlink Network',
				value: 'unlinkNetwork',
				description: 'Disconnect one social network account from the profile chosen by Act As',
				action: 'Unlink a network',
			},
			{
				name: 'Update',
				value: 'update',
				description:
					"Change the title or linking-page settings of the profile chosen by Act As; returns the profile's settings",
				action: 'Update a profile',
			},
		],
		default: 'getAll',
	},
	...create.description,
	...del.description,
	...getAll.description,
	...generateJwt.description,
	...rotateWebhookSecret.description,
	...unlinkNetwork.description,
	...update.description,
];
