import type { z } from 'zod';
import { instantOf } from '../../engine/contract/dates';
import type { NetworkHistoryQueryObject } from '../../engine/contract/history';
import type { HistoryNetwork } from '../../engine/networks';
import type { SandboxContext } from '../context';
import { refreshOf } from '../analytics/growth';
import { validationFailed } from '../errors';
import { networkHistoryItem } from '../networks';
import { networkPostsOf } from '../networks/thread';
import type { Delivery } from '../store/deliveries';
import type { Profile } from '../store/accounts';

/** Default page of `GET /history/:platform` (docs: apis/history/get-history-platform, `limit`). */
const DEFAULT_LIMIT = 10;
/** The most network posts one read looks through (ours: the twin's lists are small). */
const SCAN_LIMIT = 5000;
/** Networks whose own list `since`/`until` filter (get-history-platform: "Facebook only"). */
const DATED: readonly string[] = ['facebook'];
/** Networks whose own list `dataType` splits into posts and stories (get-history-platform). */
const WITH_STORIES: readonly string[] = ['facebook', 'instagram'];

type NetworkHistoryQuery = z.output<typeof NetworkHistoryQueryObject>;

/*
 * Accepted and not modelled (docs: apis/history/get-history-platform):
 * - pagePublished: every post of the twin's Facebook Page is the Page's own, so the filter keeps all.
 * - userId / userName: the twin simulates the linked accounts only, no other X users; the list is
 *   the linked account's (the profile-key refusal is modelled, http/xUserLookup.ts).
 */

/** A page cursor (`meta.pagination.next`): opaque to the caller, an offset to us (ours). */
function cursorOf(offset: number): string {
	return Buffer.from(`offset:${offset}`).toString('base64url');
}

function offsetOf(next: string | undefined, action: string): number {
	if (next === undefined) return 0;
	const match = /^offset:(\d+)$/.exec(Buffer.from(next, 'base64url').toString());
	if (!match)
		throw validationFailed(action, [
			{
				field: 'next',
				value: next,
				message: 'is not a cursor this list gave: send meta.pagination.next of the previous page',
			},
		]);
	return Number(match[1]);
}

function isStory(delivery: Delivery): boolean {
	const options = delivery.extra.options as Record<string, unknown> | undefined;
	return options?.stories === true;
}

/**
 * `GET /api/history/:platform`: the network's own posts for the profile's linked account, newest
 * first, each tweet of a thread a post of its own; `limit`, `next`, `skipAnalytics`, `dataType`
 * and `since`/`until` as the docs give them.
 */
export function networkHistory(
	ctx: SandboxContext,
	profile: Profile,
	network: HistoryNetwork,
	query: NetworkHistoryQuery,
	action: string,
): Record<string, unknown> {
	const limit = query.limit ?? DEFAULT_LIMIT;
	const offset = offsetOf(query.next, action);
	const since = DATED.includes(network) && query.since ? instantOf(query.since) : undefined;
	const until = DATED.includes(network) && query.until ? untilOf(query.until) : undefined;
	const dataType = WITH_STORIES.includes(network) ? query.dataType : undefined;
	const matching = ctx.deliveries
		.forProfileNetwork(profile.id, network, SCAN_LIMIT)
		.flatMap(networkPostsOf)
		.filter(
			(d) =>
				(since === undefined || d.createdAt >= since) &&
				(until === undefined || d.createdAt <= until) &&
				(dataType === undefined || isStory(d) === (dataType === 'stories')),
		);
	const page = matching.slice(offset, offset + limit);
	const at = query.skipAnalytics ? undefined : refreshOf(ctx.now()).at;
	const more = offset + limit < matching.length;
	return {
		status: 'success',
		platform: network,
		posts: page.map((d) => networkHistoryItem(d, ctx.url, at)),
		...(more ? { meta: { pagination: { next: cursorOf(offset + limit) } } } : {}),
	};
}

/** A bare date as `until` takes in its whole day (ours: "on or before" that date). */
function untilOf(text: string): number {
	const at = instantOf(text);
	return /T/.test(text) ? at : at + 86_400_000 - 1;
}
