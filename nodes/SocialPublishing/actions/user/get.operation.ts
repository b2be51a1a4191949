import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { networkName, QUOTA_NETWORKS, type UserDetailsQuery } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { optionsProperty } from '../common.descriptions';

const properties: INodeProperties[] = [
	optionsProperty([
		// One switch per network whose used quota the service can add (its entry's `accountDetails.quota`).
		...QUOTA_NETWORKS.map(
			({ platform: network, query, dailyPosts }): INodeProperties => ({
				displayName: `${networkName(network)} Quota`,
				name: query,
				type: 'boolean',
				default: false,
				description: `Whether to add the ${networkName(network)} posts used in the last 24 hours, of ${dailyPosts}, to its linked account`,
			}),
		),
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
	for (const { query: flag } of QUOTA_NETWORKS) if (options[flag] === true) query[flag] = true;
	if (options.validate === true) query.validate = true;
	return toItems(await client.user.get(query, { profileKey }), itemIndex);
};
