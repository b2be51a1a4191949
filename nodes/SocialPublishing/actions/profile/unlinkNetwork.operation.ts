import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { Network } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	{
		displayName:
			'Unlinking disconnects the account from the profile: scheduled posts to that network fail, and only the account owner can link it again',
		name: 'unlinkNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Network Name or ID',
		name: 'platform',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getLinkedNetworks',
			loadOptionsDependsOn: ['actAs', 'profile.value', 'profileKey'],
		},
		default: '',
		required: true,
		hint: "Network to unlink from the profile chosen by Act As; the profile's linked accounts are listed first",
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
];

const displayOptions = { show: { resource: ['profile'], operation: ['unlinkNetwork'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const network = this.getNodeParameter('platform', itemIndex) as Network;
	return toItems(await client.profiles.unlinkSocial(network, { profileKey }), itemIndex);
};
