import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { PLATFORMS, type Platform } from '../../../../src/engine';
import { platformOptions } from '../common.descriptions';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The registry's first network, as the picker lists it first. */
const FIRST_NETWORK = PLATFORMS[0];

const properties: INodeProperties[] = [
	{
		displayName: 'Network',
		name: 'platform',
		type: 'options',
		options: platformOptions,
		default: FIRST_NETWORK,
		required: true,
		description:
			'Network to unlink from the profile chosen by Act As; succeeds also when it was not linked',
	},
];

const displayOptions = { show: { resource: ['profile'], operation: ['unlinkNetwork'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const platform = this.getNodeParameter('platform', itemIndex) as Platform;
	return toItems(await client.profiles.unlinkSocial(platform, { profileKey }), itemIndex);
};
