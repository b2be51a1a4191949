import { z } from 'zod';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import { NetworkSchema, type HistoryNetwork, type Network } from '../networks';
import {
	HISTORY_LIST,
	HistoryListQuerySchema,
	HistoryNetworkSchema,
	NetworkHistoryQueryObject,
} from '../contract/history';
import type { QueryOf } from '../contract/endpoint';
import { PostIdSchema, type PostRecord } from './posts';
import type { ClientCore, RequestOptions } from './shared';

export {
	HISTORY_MAX_RECORDS,
	HistoryListQuerySchema,
	NETWORK_HISTORY_MAX,
} from '../contract/history';

export type HistoryListQuery = QueryOf<typeof HISTORY_LIST>;
/** The query of a network's own post list (`GET /history/:platform`). */
export type NetworkHistoryQuery = z.input<typeof NetworkHistoryQueryObject>;

export interface HistoryList {
	status: string;
	history: PostRecord[];
	count?: number;
	refId?: string;
	lastUpdated?: string;
	nextUpdate?: string;
	[key: string]: unknown;
}

/** A post as the network itself lists it (may not have been sent through the service). */
export interface NetworkPost {
	id: string;
	post?: string;
	postUrl?: string;
	created?: string;
	[key: string]: unknown;
}

export interface NetworkPostList {
	status: string;
	platform?: HistoryNetwork;
	posts: NetworkPost[];
	/** `pagination.next`: the cursor of the next page, when there is one. */
	meta?: { pagination?: { next?: string } };
	[key: string]: unknown;
}

const NetworkIdSchema = z.string().trim().min(1, 'must be a network-side post id');

export class History {
	constructor(private readonly client: ClientCore) {}

	/** Sent and scheduled posts, newest first (`GET /history`). */
	async list(query: HistoryListQuery = {}, options: RequestOptions = {}): Promise<HistoryList> {
		const q = parseOrThrow(HistoryListQuerySchema, query, 'Invalid history query');
		return this.client.sender.send<HistoryList>({
			method: 'GET',
			path: '/history',
			query: { ...q, platforms: q.platforms?.join(',') },
			profileKey: options.profileKey,
		});
	}

	/** One post by service id (`GET /history/:id`). */
	async get(id: string, options: RequestOptions = {}): Promise<PostRecord> {
		return this.client.sender.send<PostRecord>({
			method: 'GET',
			path: path`/history/${parseOrThrow(PostIdSchema, id, 'Invalid post id')}`,
			profileKey: options.profileKey,
		});
	}

	/**
	 * The network's own posts for the acting profile's linked account (`GET /history/:platform`);
	 * `meta.pagination.next` of the answer, sent back as `next`, reads the next page.
	 */
	async byNetwork(
		network: HistoryNetwork,
		query: NetworkHistoryQuery = {},
		options: RequestOptions = {},
	): Promise<NetworkPostList> {
		const p = parseOrThrow(HistoryNetworkSchema, network, 'Invalid history platform');
		const q = parseOrThrow(NetworkHistoryQueryObject, query, 'Invalid network history query');
		return this.client.sender.send<NetworkPostList>({
			method: 'GET',
			path: path`/history/${p}`,
			query: q,
			profileKey: options.profileKey,
		});
	}

	/** A post that may not have originated in the service, by its network-side id (Business plan). */
	async byNetworkId(
		networkId: string,
		network: Network,
		options: RequestOptions = {},
	): Promise<Record<string, unknown>> {
		const id = parseOrThrow(NetworkIdSchema, networkId, 'Invalid network post id');
		const p = parseOrThrow(NetworkSchema, network, 'Invalid platform');
		return this.client.sender.send({
			method: 'GET',
			path: path`/history/${id}`,
			query: { searchPlatformId: true, platform: p },
			profileKey: options.profileKey,
		});
	}
}
