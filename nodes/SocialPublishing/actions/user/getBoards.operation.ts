import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import {
	BOARD_PLATFORMS,
	networkName,
	type BoardPlatform,
	type NETWORKS,
} from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

/** The network whose boards this operation lists: the registry's network offering `boards`. */
export const BOARD_PLATFORM = BOARD_PLATFORMS[0];

/** The operation's value, `get<Network>Boards`, as saved workflows name it (its type too). */
export const BOARDS_OPERATION = `get${networkName(BOARD_PLATFORM)}Boards` as BoardsOperation;
type BoardsOperation = `get${(typeof NETWORKS)[BoardPlatform]['displayName']}Boards`;

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['user'], operation: [BOARDS_OPERATION] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const boards = await client.user.boards(BOARD_PLATFORM, { profileKey });
	return toItems(boards[BOARD_PLATFORM] ?? [], itemIndex);
};
