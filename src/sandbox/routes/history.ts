import { instantOf } from '../../engine/contract/dates';
import { HISTORY_ITEM, HISTORY_LIST } from '../../engine/contract/history';
import { HISTORY_NETWORKS, isNetwork, type HistoryNetwork } from '../../engine/networks';
import { actingProfile, requireProfiles } from '../http/auth';
import type { ContractInput } from '../http/contractInput';
import { refuseProfileKeyForXUserLookup } from '../http/xUserLookup';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { refreshOf } from '../analytics/growth';
import { DAY_MS, networkHistoryItem } from '../networks';
import { historyRecords, jsonWithArray } from '../posts/recordCache';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import type { HistoryFilter } from '../store/posts';
import { findNetworkPost } from '../networks/thread';
import { networkHistory } from './networkHistory';
import { getPost } from './posts';

const ACTION = 'history';
/** `lastDays` when neither it nor a start/end window is given (apis/history/get-history). */
const DEFAULT_LAST_DAYS = 30;
/** `limit` when neither it nor `lastRecords` is given (apis/history/get-history). */
const DEFAULT_LIMIT = 25;

export const historyRoutes: Route[] = [
	...contractRoute(HISTORY_LIST, { action: ACTION, handler: listHistory }),
	...contractRoute(HISTORY_ITEM, { action: ACTION, handler: historyItem }),
];

/** `GET /api/history`: the profile's posts, newest first, filtered by the query. */
function listHistory(req: ContractRequest<typeof HISTORY_LIST>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const now = ctx.now();
	const page = historyRecords(ctx, profile, filterOf(req.input.query, profile.id, now));
	const stamp = new Date(now).toISOString();
	const body = {
		status: 'success',
		history: page.records,
		count: page.records.length,
		refId: profile.refId,
		lastUpdated: stamp,
		nextUpdate: stamp,
	};
	return {
		status: 200,
		body,
		json: page.json && jsonWithArray(body, 'history', page.json),
	};
}

/**
 * The store's filter (apis/history/get-history): `lastDays` (default 30, 0 all time) by publish
 * date, ignored when both `startDate` and `endDate` are given (the docs' rule); a start or end given
 * alone bounds its side as well; `lastRecords` is the older page's name of `limit`.
 */
function filterOf(
	query: ContractInput<typeof HISTORY_LIST>['query'],
	profileId: number,
	now: number,
): HistoryFilter {
	const lastDays = query.lastDays ?? DEFAULT_LAST_DAYS;
	const bothEnds = query.startDate !== undefined && query.endDate !== undefined;
	const fromLastDays = bothEnds || lastDays === 0 ? undefined : now - lastDays * DAY_MS;
	const fromStart = query.startDate === undefined ? undefined : instantOf(query.startDate);
	return {
		profileId,
		publishedFrom:
			fromStart === undefined || fromLastDays === undefined
				? (fromStart ?? fromLastDays)
				: Math.max(fromStart, fromLastDays),
		publishedTo: query.endDate === undefined ? undefined : instantOf(query.endDate),
		autoRepostId: query.autoRepostId,
		statuses: query.status ? [query.status] : undefined,
		type: query.type,
		platforms: query.platforms,
		limit: query.limit ?? query.lastRecords ?? DEFAULT_LIMIT,
	};
}

/**
 * `GET /api/history/:x`: a network's own posts when x is a network whose entry offers `history`
 * (apis/history/get-history-platform); a post by network id with `searchPlatformId=true`;
 * otherwise one post by service id (apis/history/get-history-id).
 */
function historyItem(req: ContractRequest<typeof HISTORY_ITEM>, ctx: SandboxContext): Reply {
	const key = req.input.params.id;
	if (req.input.query.searchPlatformId) return byNetworkId(req, ctx, key);
	if (isNetwork(key)) {
		if (!(HISTORY_NETWORKS as readonly string[]).includes(key)) {
			throw badRequest(
				ACTION,
				`History by platform is available for ${HISTORY_NETWORKS.join(', ')}, not ${key}. ` +
					`Use GET /api/history?platforms=${key} for the posts sent there through the service.`,
			);
		}
		refuseProfileKeyForXUserLookup(req, ACTION, req.input.query);
		const profile = actingProfile(ctx, req, ACTION, { query: true });
		const body = networkHistory(ctx, profile, key as HistoryNetwork, req.input.query, ACTION);
		return { status: 200, body };
	}
	return getPost(req, ctx);
}

/** A post on a network found by its network-side id; the profile's linked account must own it. */
function byNetworkId(
	req: ContractRequest<typeof HISTORY_ITEM>,
	ctx: SandboxContext,
	networkId: string,
): Reply {
	requireProfiles(req.account, ACTION, 'History by network post id');
	const network = req.input.query.platform;
	if (network === undefined) {
		throw badRequest(
			ACTION,
			`platform is required with searchPlatformId=true and must be a supported platform (got ${JSON.stringify(network)}).`,
		);
	}
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const delivery = findNetworkPost(ctx.deliveries, network, networkId);
	if (!delivery || delivery.profileId !== profile.id || delivery.deleted) {
		throw new SandboxError(
			404,
			ErrorCode.unknownPost,
			ACTION,
			`No ${network} post with id ${JSON.stringify(networkId)} owned by the ${network} account linked to profile "${profile.title}".`,
		);
	}
	return {
		status: 200,
		body: {
			status: 'success',
			platform: network,
			...networkHistoryItem(delivery, ctx.url, refreshOf(ctx.now()).at),
		},
	};
}
