import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { UserDetailsQuery } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	optionsProperty([
		{
			displayName: 'Instagram Quota',
			name: 'instagramQuota',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the Instagram posts used in the last 24 hours, of 50, to its linked account',
		},
		{
			displayName: 'Validate Profile',
			name: 'validate',
			type: 'boolean',
			default: false,
			description:
				'Whether to check that the user profile still exists; needs Act As a user profile',
		},
	]),
];

const displayOptions = { show: { resource: ['user'], operation: ['get'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const query: UserDetailsQuery = {};
	// Only a switched-on option is sent, so the service's defaults apply otherwise.
	if (options.instagramQuota === true) query.instagramQuota = true;
	if (options.validate === true) query.validate = true;
	return toItems(await client.user.get(query, { profileKey }), itemIndex);
};
