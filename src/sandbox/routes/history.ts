import { readQueryBoolean } from '../http/query';
import type { ValidationIssue } from '../../engine/core/errors';
import { HISTORY_PLATFORMS, isPlatform, type Platform } from '../../engine/platforms';
import { HISTORY_MAX_RECORDS } from '../../engine/resources/history';
import { POST_STATUSES } from '../../engine/resources/posts';
import { actingProfile, requireProfiles } from '../http/auth';
import { refuseProfileKeyForXUserLookup } from '../http/xUserLookup';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, badRequest, validationFailed } from '../errors';
import { refreshOf } from '../analytics/growth';
import { DAY_MS, networkHistoryItem } from '../networks';
import { postRecord } from '../posts/view';
import { inAutoRepostSeries } from '../posts/autoRepost';
import type { Reply, Route, SandboxRequest } from '../router';
import type { HistoryFilter, PostStatus } from '../store/posts';
import { findNetworkPost, networkPostsOf } from '../networks/thread';
import { getPost } from './posts';

const ACTION = 'history';
/** Network posts listed by `GET /history/:platform`. */
const NETWORK_HISTORY_LIMIT = 100;

export const historyRoutes: Route[] = [
	{ method: 'GET', pattern: '/api/history', action: ACTION, handler: listHistory },
	{ method: 'GET', pattern: '/api/history/:id', action: ACTION, handler: historyItem },
];

/** `GET /api/history`: the profile's posts, newest first, filtered by the query. */
function listHistory(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const now = ctx.now();
	const filter = readFilter(req.query, profile.id, now);
	const posts = inAutoRepostSeries(ctx.posts.history(filter), req.query.get('autoRepostId'));
	const deliveries = ctx.deliveries.forPosts(posts.map((p) => p.id));
	const history = posts.map((post) =>
		postRecord(ctx, post, profile, deliveries.get(post.id) ?? []),
	);
	const stamp = new Date(now).toISOString();
	return {
		status: 200,
		body: {
			status: 'success',
			history,
			count: history.length,
			refId: profile.refId,
			lastUpdated: stamp,
			nextUpdate: stamp,
		},
	};
}

function readInteger(
	query: URLSearchParams,
	name: string,
	fallback: number,
	min: number,
	max: number,
	issues: ValidationIssue[],
): number {
	const text = query.get(name);
	if (text === null || text === '') return fallback;
	const value = Number(text);
	if (Number.isInteger(value) && value >= min && value <= max) return value;
	issues.push({
		field: name,
		value: text,
		message: `must be a whole number from ${min} to ${max}`,
	});
	return fallback;
}

/**
 * How many posts: `lastRecords` (the service's documented name) or `limit` (the contract's), the
 * same number; both given and different is a 400 naming both.
 */
function readLimit(query: URLSearchParams, issues: ValidationIssue[]): number {
	const limit = readInteger(query, 'limit', 25, 1, HISTORY_MAX_RECORDS, issues);
	if (!query.has('lastRecords')) return limit;
	const lastRecords = readInteger(query, 'lastRecords', 25, 1, HISTORY_MAX_RECORDS, issues);
	if (query.has('limit') && lastRecords !== limit) {
		issues.push({
			field: 'lastRecords',
			value: query.get('lastRecords'),
			message: `and limit (${query.get('limit')}) both say how many posts: send one of them, or the same number`,
		});
	}
	return lastRecords;
}

/** Comma lists and repeated parameters both work: `platforms=a,b` or `platforms=a&platforms=b`. */
function readList(query: URLSearchParams, name: string): string[] | undefined {
	const values = [...query.getAll(name), ...query.getAll(`${name}[]`)]
		.flatMap((v) => v.split(','))
		.map((v) => v.trim())
		.filter((v) => v !== '');
	return values.length > 0 ? values : undefined;
}

function readFilter(query: URLSearchParams, profileId: number, now: number): HistoryFilter {
	const issues: ValidationIssue[] = [];
	const lastDays = readInteger(query, 'lastDays', 30, 0, 100_000, issues);
	const limit = readLimit(query, issues);
	const statuses = readList(query, 'status');
	for (const status of statuses ?? []) {
		if (!(POST_STATUSES as readonly string[]).includes(status)) {
			issues.push({
				field: 'status',
				value: status,
				message: `must be one of ${POST_STATUSES.join(', ')}`,
			});
		}
	}
	const type = query.get('type') ?? undefined;
	if (type !== undefined && type !== 'immediate' && type !== 'scheduled') {
		issues.push({ field: 'type', value: type, message: 'must be immediate or scheduled' });
	}
	const platforms = readList(query, 'platforms');
	for (const platform of platforms ?? []) {
		if (!isPlatform(platform))
			issues.push({ field: 'platforms', value: platform, message: 'is not a supported platform' });
	}
	if (issues.length > 0) throw validationFailed(ACTION, issues);
	return {
		profileId,
		since: lastDays === 0 ? undefined : now - lastDays * DAY_MS,
		statuses: statuses as PostStatus[] | undefined,
		type: type as HistoryFilter['type'],
		platforms: platforms as Platform[] | undefined,
		limit,
	};
}

/**
 * `GET /api/history/:x`: a network's own posts when x is a network whose entry offers `history`;
 * a post by network id with `searchPlatformId=true`; otherwise one post by service id.
 */
function historyItem(req: SandboxRequest, ctx: SandboxContext): Reply {
	const key = req.params.id;
	if (readQueryBoolean(req.query, 'searchPlatformId', ACTION)) return byNetworkId(req, ctx, key);
	if (isPlatform(key)) {
		if (!(HISTORY_PLATFORMS as readonly string[]).includes(key)) {
			throw badRequest(
				ACTION,
				`History by platform is available for ${HISTORY_PLATFORMS.join(', ')}, not ${key}. ` +
					`Use GET /api/history?platforms=${key} for the posts sent there through the service.`,
			);
		}
		refuseProfileKeyForXUserLookup(req, ACTION, {
			userId: req.query.get('userId') ?? undefined,
			userName: req.query.get('userName') ?? undefined,
		});
		const profile = actingProfile(ctx, req, ACTION, { query: true });
		// Each tweet of a thread is a post of the network's own list.
		const posts = ctx.deliveries
			.forProfilePlatform(profile.id, key, NETWORK_HISTORY_LIMIT)
			.flatMap(networkPostsOf)
			.slice(0, NETWORK_HISTORY_LIMIT)
			.map((d) => networkHistoryItem(d, ctx.url, refreshOf(ctx.now()).at));
		return { status: 200, body: { status: 'success', platform: key, posts } };
	}
	return getPost(req, ctx);
}

/** A post on a network found by its network-side id; the profile's linked account must own it. */
function byNetworkId(req: SandboxRequest, ctx: SandboxContext, networkId: string): Reply {
	requireProfiles(req.account, ACTION, 'History by network post id');
	const platform = req.query.get('platform');
	if (!isPlatform(platform)) {
		throw badRequest(
			ACTION,
			`platform is required with searchPlatformId=true and must be a supported platform (got ${JSON.stringify(platform)}).`,
		);
	}
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const delivery = findNetworkPost(ctx.deliveries, platform, networkId);
	if (!delivery || delivery.profileId !== profile.id || delivery.deleted) {
		throw new SandboxError(
			404,
			ErrorCode.unknownPost,
			ACTION,
			`No ${platform} post with id ${JSON.stringify(networkId)} owned by the ${platform} account linked to profile "${profile.title}".`,
		);
	}
	return {
		status: 200,
		body: {
			status: 'success',
			platform,
			...networkHistoryItem(delivery, ctx.url, refreshOf(ctx.now()).at),
		},
	};
}
