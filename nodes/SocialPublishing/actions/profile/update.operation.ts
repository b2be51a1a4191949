import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { networkOptions, updateFieldsProperty } from '../common.descriptions';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	updateFieldsProperty({
		description: 'What to change in the profile chosen by Act As (the primary profile by default)',
		options: [
			{
				displayName: 'Disable Networks',
				name: 'disableSocial',
				type: 'multiOptions',
				options: networkOptions,
				default: [],
				description: "Networks the profile's users may not link on its linking page",
			},
			{
				displayName: 'Hide Top Header',
				name: 'hideTopHeader',
				type: 'boolean',
				default: false,
				description: 'Whether to hide the header text of the linking page',
			},
			{
				displayName: 'Messaging Active',
				name: 'messagingActive',
				type: 'boolean',
				default: false,
				description: 'Whether the profile takes direct messages (needs the Messaging add-on)',
			},
			{
				displayName: 'Tags',
				name: 'tags',
				type: 'string',
				default: '',
				placeholder: 'e.g. client, coffee',
				description: 'Internal labels for the profile, separated by commas; replaces its labels',
			},
			{
				displayName: 'Title',
				name: 'title',
				type: 'string',
				default: '',
				placeholder: 'e.g. Acme Coffee',
				description: 'New name of the profile; unique within the account',
			},
			{
				displayName: 'Top Header',
				name: 'topHeader',
				type: 'string',
				default: '',
				description: 'Header text of the linking page',
			},
		],
	}),
];

const displayOptions = { show: { resource: ['profile'], operation: ['update'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as Record<string, unknown>;
	const update: Record<string, unknown> = { ...fields };
	if (fields.tags !== undefined) update.tags = toList(fields.tags);
	return toItems([await client.profiles.update(update, { profileKey })], itemIndex);
};
