import type { INodeProperties } from 'n8n-workflow';

import { BUSINESS_LISTING_NETWORKS, networkName } from '../../../../src/engine';

import * as explainError from './explainError.operation';
import * as get from './get.operation';
import * as getBatch from './getBatch.operation';
import * as getBoards from './getBoards.operation';
import * as updateBusinessListing from './updateBusinessListing.operation';

/** The boards network's name, as the boards operation's texts say it. */
const BOARDS_NETWORK = networkName(getBoards.BOARD_NETWORK);

/** The resource's name in the Resource picker. */
export const displayName = 'User';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['user'] } },
		options: [
			{
				name: 'Explain Error',
				value: 'explainError',
				description:
					"Get the cause, class and fix of a service error code from the service's error explainer",
				action: 'Explain an error code',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get the acting profile's details, linked accounts and API usage",
				action: 'Get user details',
			},
			{
				name: 'Get All Users (Batch)',
				value: 'getBatch',
				description:
					"Get the URL of a file with every user profile's details (made at most every 3 hours)",
				action: 'Get all users in a batch file',
			},
			{
				name: `Get ${BOARDS_NETWORK} Boards`,
				value: getBoards.BOARDS_OPERATION,
				description: `Get the boards of the linked ${BOARDS_NETWORK} account`,
				action: `Get ${BOARDS_NETWORK.toLowerCase()} boards`,
			},
			{
				name: 'Update Business Listing',
				value: 'updateBusinessListing',
				description: `Change the location data of the linked ${BUSINESS_LISTING_NETWORKS.map(networkName).join(' or ')} (${BUSINESS_LISTING_NETWORKS.join(', ')})`,
				action: 'Update the business listing',
			},
		],
		default: 'get',
	},
	...explainError.description,
	...get.description,
	...getBatch.description,
	...getBoards.description,
	...updateBusinessListing.description,
];

/**
 * The resource: its name, fields and operations by value. The boards operation goes by
 * `get<Network>Boards`, its network's value in saved workflows.
 */
export const userResource = {
	displayName,
	description,
	explainError,
	get,
	getBatch,
	[getBoards.BOARDS_OPERATION]: getBoards,
	updateBusinessListing,
};
