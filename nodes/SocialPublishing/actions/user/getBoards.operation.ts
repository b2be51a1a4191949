import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { BOARD_NETWORKS } from '../../../../src/engine';
import { BOARD_NODE_NAMES } from '../post/networks';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The network whose boards this operation lists: the registry's network offering `boards`. */
export const BOARD_NETWORK = BOARD_NETWORKS[0];

/** The operation's value, as saved workflows name it: the boards network's node module gives it. */
export const BOARDS_OPERATION = BOARD_NODE_NAMES.operation;

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['user'], operation: [BOARDS_OPERATION] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const boards = await client.user.boards(BOARD_NETWORK, { profileKey });
	return toItems(boards[BOARD_NETWORK] ?? [], itemIndex);
};
