import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { targetProfileKeyProperty } from './shared';

const properties: INodeProperties[] = [
	targetProfileKeyProperty(
		'Key of the user profile to delete; its scheduled posts are deleted too, and the primary profile cannot be',
	),
];

const displayOptions = { show: { resource: ['profile'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, secrets }) {
	const profileKey = this.getNodeParameter('targetProfileKey', itemIndex) as string;
	secrets.push(profileKey.trim());
	return toItems(await client.profiles.delete(profileKey), itemIndex);
};
