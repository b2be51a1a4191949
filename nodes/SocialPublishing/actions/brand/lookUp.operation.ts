import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { BrandByUserInput } from '../../../../src/engine';
import { exampleNetworks } from '../../../../src/engine/networks';
import { networkOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { withFieldNames } from '../profile/shared';

/** The registry's example network, the Platform picked by default. */
const EXAMPLE_NETWORK = exampleNetworks(1)[0];

const properties: INodeProperties[] = [
	{
		displayName: 'Networks',
		name: 'platforms',
		type: 'multiOptions',
		options: networkOptions,
		default: [],
		required: true,
		description: 'Networks to look the accounts up on; give a user name for each in User Names',
	},
	{
		displayName: 'User Names',
		name: 'userNames',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add User Name',
		default: {},
		description: 'The account name to look up on each chosen network',
		options: [
			{
				displayName: 'User Name',
				name: 'userName',
				values: [
					{
						displayName: 'Network',
						name: 'platform',
						type: 'options',
						options: networkOptions,
						default: EXAMPLE_NETWORK,
						description: 'Network of the account',
					},
					{
						displayName: 'User Name',
						name: 'name',
						type: 'string',
						default: '',
						placeholder: 'e.g. acme',
						description: 'The account name on that network, with or without @',
					},
				],
			},
		],
	},
];

const displayOptions = { show: { resource: ['brand'], operation: ['lookUp'] } };

export const description = updateDisplayOptions(displayOptions, properties);

/** `users.<id>` on the wire is the entry of User Names for that network here. */
function nodeFieldName(field: string): string | undefined {
	const user = /^users\.(\w+)$/.exec(field);
	return user ? `User Names › ${user[1]}` : undefined;
}

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const networks = this.getNodeParameter('platforms', itemIndex, []) as string[];
	const entries = ((this.getNodeParameter('userNames', itemIndex, {}) as IDataObject).userName ??
		[]) as Array<{ platform: string; name: string }>;
	const users: Record<string, string> = {};
	for (const { platform: network, name } of entries) users[network] = name;
	const request = { platforms: networks, users } as BrandByUserInput;
	try {
		return toItems(await client.brand.byUser(request, { profileKey }), itemIndex);
	} catch (error) {
		throw withFieldNames(error, nodeFieldName);
	}
};
