import { z } from 'zod';
import { path } from '../core/path';
import { parseOrThrow } from '../core/zodIssues';
import {
	HISTORY_PLATFORMS,
	PlatformSchema,
	type HistoryPlatform,
	type Platform,
} from '../platforms';
import { POST_STATUSES, PostIdSchema, type PostRecord } from './posts';
import type { ClientCore, RequestOptions } from './shared';

/** The most posts the service returns in one history read. */
export const HISTORY_MAX_RECORDS = 1000;

export const HistoryListQuerySchema = z
	.object({
		/** Days back to look; 0 means all time. Service default 30. */
		lastDays: z.number().int().min(0).optional(),
		/** Service default 25, at most HISTORY_MAX_RECORDS. */
		limit: z.number().int().min(1).max(HISTORY_MAX_RECORDS).optional(),
		/** The service's documented name for `limit` (the contract's); send one of them. */
		lastRecords: z.number().int().min(1).max(HISTORY_MAX_RECORDS).optional(),
		status: z.enum(POST_STATUSES).optional(),
		type: z.enum(['immediate', 'scheduled']).optional(),
		platforms: z.array(PlatformSchema).min(1).optional(),
	})
	.passthrough()
	.superRefine((query, ctx) => {
		if (
			query.limit !== undefined &&
			query.lastRecords !== undefined &&
			query.limit !== query.lastRecords
		)
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: ['lastRecords'],
				message: `and limit (${query.limit}) both say how many posts: send one of them, or the same number`,
			});
	});
export type HistoryListQuery = z.infer<typeof HistoryListQuerySchema>;

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
	platform?: HistoryPlatform;
	posts: NetworkPost[];
	[key: string]: unknown;
}

const HistoryPlatformSchema = z.enum(HISTORY_PLATFORMS);
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

	/** The network's own posts for the acting profile's linked account (`GET /history/:platform`). */
	async byPlatform(
		platform: HistoryPlatform,
		options: RequestOptions = {},
	): Promise<NetworkPostList> {
		const p = parseOrThrow(HistoryPlatformSchema, platform, 'Invalid history platform');
		return this.client.sender.send<NetworkPostList>({
			method: 'GET',
			path: path`/history/${p}`,
			profileKey: options.profileKey,
		});
	}

	/** A post that may not have originated in the service, by its network-side id (Business plan). */
	async byNetworkId(
		networkId: string,
		platform: Platform,
		options: RequestOptions = {},
	): Promise<Record<string, unknown>> {
		const id = parseOrThrow(NetworkIdSchema, networkId, 'Invalid network post id');
		const p = parseOrThrow(PlatformSchema, platform, 'Invalid platform');
		return this.client.sender.send({
			method: 'GET',
			path: path`/history/${id}`,
			query: { searchPlatformId: true, platform: p },
			profileKey: options.profileKey,
		});
	}
}
