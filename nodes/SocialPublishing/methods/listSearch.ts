import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import {
	AD_NETWORKS,
	BOARD_NETWORKS,
	type AdNetwork,
	type BoardNetwork,
} from '../../../src/engine';
import { FAIL_AT_ONCE } from '../actions/rateLimit';
import { BOARD_NODE_NAMES } from '../actions/post/networks';
import { createServiceClient } from '../transport';
import { actingProfileKey } from './actingProfile';

function matches(text: string | undefined, filter: string | undefined): boolean {
	return !filter || (text ?? '').toLowerCase().includes(filter.trim().toLowerCase());
}

/** The boards of the acting profile's linked account on a network offering `boards`, by name. */
function searchBoards(network: BoardNetwork) {
	return async function (
		this: ILoadOptionsFunctions,
		filter?: string,
	): Promise<INodeListSearchResult> {
		const profileKey = await actingProfileKey.call(this);
		const client = (await createServiceClient.call(this)).client.withRetry(FAIL_AT_ONCE);
		const { [network]: boards = [] } = await client.user.boards(network, { profileKey });
		const results = boards
			.filter((board) => matches(board.name, filter) || board.id === filter?.trim())
			.map((board) => ({
				name:
					board.privacy && board.privacy !== 'PUBLIC'
						? `${board.name} (${board.privacy.toLowerCase()})`
						: board.name,
				value: board.id,
			}));
		return { results };
	};
}

/** Interests to target a boost with, by name (the service's interest search). */
async function searchAdInterests(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	if (!filter?.trim()) return { results: [] };
	const network =
		(this.getCurrentNodeParameter('platform') as AdNetwork | undefined) ?? AD_NETWORKS[0];
	const profileKey = await actingProfileKey.call(this);
	const client = (await createServiceClient.call(this)).client.withRetry(FAIL_AT_ONCE);
	const { interests = [] } = await client.ads.searchTargeting(
		network,
		{ kind: 'interests', search: filter.trim() },
		{ profileKey },
	);
	return { results: interests.map((i) => ({ name: i.name, value: String(i.id) })) };
}

/**
 * The node's list searches by method name: the interest search, and the board search of the
 * network offering `boards`, under the name its node module gives the board field.
 */
export const listSearch: Record<
	string,
	(this: ILoadOptionsFunctions, filter?: string) => Promise<INodeListSearchResult>
> = {
	searchAdInterests,
	[BOARD_NODE_NAMES.search]: searchBoards(BOARD_NETWORKS[0]),
};
