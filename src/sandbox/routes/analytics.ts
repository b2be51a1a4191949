import type { Network } from '../../engine/networks';
import {
	ANALYTICS_POST,
	ANALYTICS_SOCIAL,
	POST_ANALYTICS_NETWORKS,
} from '../../engine/contract/analytics';
import type { PostAnalyticsRequest } from '../../engine/resources/analytics';
import { tiktokPeriod60Days, youtubeLifetimeLikes } from '../analytics/accountOptions';
import { accountAnalytics } from '../analytics/accountAnalytics';
import { accountHistory, dailyDetails, quarterly } from '../analytics/accountHistory';
import { refreshOf } from '../analytics/growth';
import { postAnalytics } from '../analytics/records';
import { actingProfile, requirePlan } from '../http/auth';
import { refuseProfileKeyForXUserLookup } from '../http/xUserLookup';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError } from '../errors';
import { DAY_MS, networkPostUrl } from '../networks';
import { BUSINESS_PLANS, PREMIUM_PLANS } from '../limits/plans';
import { ownPost } from '../posts/actions';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import type { Profile } from '../store/accounts';
import type { Delivery } from '../store/deliveries';
import { findNetworkPost, isThread, networkPostsOf } from '../networks/thread';

const ACTION = 'analytics';
const ANALYTICS_NETWORKS: readonly Network[] = POST_ANALYTICS_NETWORKS;
/** Period figures cover this many days, or 91 per quarter when `quarters` is sent. */
const DEFAULT_PERIOD_DAYS = 90;

/** Post and account analytics of the simulated networks (docs: apis/analytics); Premium or higher. */
export const analyticsRoutes: Route[] = [
	...contractRoute(ANALYTICS_POST, { action: ACTION, handler: analyzePost }),
	...contractRoute(ANALYTICS_SOCIAL, { action: ACTION, handler: analyzeAccounts }),
];

function readFailed(message: string, httpStatus = 400): SandboxError {
	return new SandboxError(httpStatus, ErrorCode.analyticsFailed, ACTION, message);
}

function errorEntry(code: number, message: string): Record<string, unknown> {
	return { action: ACTION, status: 'error', code, message };
}

function postEntry(
	ctx: SandboxContext,
	profile: Profile,
	delivery: Delivery,
	isVideo: boolean,
): Record<string, unknown> {
	const refresh = refreshOf(ctx.now());
	const linked = ctx.linkedAccounts.get(profile.id, delivery.platform);
	return {
		id: delivery.networkId,
		postUrl: networkPostUrl(ctx.url, delivery.platform, delivery.networkId),
		analytics: postAnalytics({
			delivery,
			username: linked?.username ?? '',
			isVideo,
			at: refresh.at,
		}),
		lastUpdated: new Date(refresh.at).toISOString(),
		nextUpdate: new Date(refresh.next).toISOString(),
	};
}

/** A network's answer: one entry, or one per post of a thread. */
type NetworkAnswer = Record<string, unknown> | Record<string, unknown>[];

function isErrorEntry(answer: NetworkAnswer): answer is Record<string, unknown> {
	return !Array.isArray(answer) && answer.status === 'error';
}

/**
 * One answer for several networks: `success` when all answered, `partial` (HTTP 200) when some
 * did, HTTP 400 with the error shape when none did; failed networks carry their own error.
 */
function combine(entries: Record<string, NetworkAnswer>, noneMessage: string): Reply {
	const errors = Object.values(entries).filter(isErrorEntry);
	const failed = errors.length;
	const count = Object.keys(entries).length;
	if (failed === count) {
		const code = errors[0]?.code ?? ErrorCode.analyticsFailed;
		return {
			status: 400,
			body: { action: ACTION, status: 'error', code, message: noneMessage, ...entries },
		};
	}
	return { status: 200, body: { status: failed > 0 ? 'partial' : 'success', ...entries } };
}

/**
 * `POST /api/analytics/post {id, platforms?}`: one entry per network the post reached (of those
 * with analytics); `searchPlatformId: true` with one platform reads a network post by its own id.
 */
function analyzePost(req: ContractRequest<typeof ANALYTICS_POST>, ctx: SandboxContext): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Post analytics');
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	if (request.searchPlatformId) return byNetworkId(req, ctx, profile, request);
	const post = ownPost(ctx, profile, request.id, ACTION);
	const deliveries = ctx.deliveries.forPost(post.id);
	if (deliveries.length === 0) {
		throw readFailed(
			`Error getting analytics: post ${post.id} has not been sent to any network (status ${post.status}); analytics exist once it is published.`,
		);
	}
	const sentTo = deliveries.map((d) => d.platform).filter((p) => ANALYTICS_NETWORKS.includes(p));
	const wanted: Network[] = request.platforms ?? sentTo;
	if (wanted.length === 0) {
		throw readFailed(
			`Error getting analytics: post ${post.id} went to ${deliveries.map((d) => d.platform).join(', ')}; ` +
				`post analytics exist for ${ANALYTICS_NETWORKS.join(', ')}.`,
		);
	}
	const isVideo = post.options.isVideo === true;
	const entries: Record<string, NetworkAnswer> = {};
	for (const network of wanted) {
		const delivery = deliveries.find((d) => d.platform === network);
		if (!delivery) {
			entries[network] = errorEntry(
				ErrorCode.analyticsFailed,
				`Post ${post.id} was not sent to ${network}; it went to ${deliveries.map((d) => d.platform).join(', ')}.`,
			);
		} else if (delivery.deleted) {
			entries[network] = errorEntry(
				ErrorCode.analyticsFailed,
				`Post ${post.id} was deleted from ${network}; its analytics are gone with it.`,
			);
		} else if (isThread(delivery)) {
			// A thread answers one entry per post of it (docs: apis/analytics/post, X/Twitter threads).
			entries[network] = networkPostsOf(delivery).map((tweet) =>
				postEntry(ctx, profile, tweet, isVideo),
			);
		} else {
			entries[network] = postEntry(ctx, profile, delivery, isVideo);
		}
	}
	return combine(entries, `Error getting analytics of post ${post.id} on ${wanted.join(', ')}.`);
}

/** A network post by its network-side id (Business); it must belong to the profile's linked account. */
function byNetworkId(
	req: ContractRequest<typeof ANALYTICS_POST>,
	ctx: SandboxContext,
	profile: Profile,
	request: PostAnalyticsRequest,
): Reply {
	requirePlan(req.account, BUSINESS_PLANS, ACTION, 'Post analytics by network post id');
	const network = (request.platforms as Network[])[0];
	// A tweet of a thread is found by its own id and answers for itself.
	const delivery = findNetworkPost(ctx.deliveries, network, request.id);
	if (!delivery || delivery.profileId !== profile.id || delivery.deleted) {
		throw new SandboxError(
			404,
			ErrorCode.unknownPost,
			ACTION,
			`No ${network} post with id ${JSON.stringify(request.id)} owned by the ${network} account linked to profile "${profile.title}".`,
		);
	}
	const post = delivery.postId === null ? undefined : ctx.posts.get(delivery.postId);
	const isVideo = post?.options.isVideo === true;
	return {
		status: 200,
		body: { status: 'success', [network]: postEntry(ctx, profile, delivery, isVideo) },
	};
}

/**
 * `POST /api/analytics/social`: each network's account analytics, as of the start of today (UTC);
 * they change once a day. `period60Days` (TikTok) and `youtube: {lifetime}` as the docs give them.
 * Accepted and not modelled: `userId`/`userName` (the twin simulates the linked accounts only, no
 * other X users; the profile-key refusal is modelled).
 */
function analyzeAccounts(
	req: ContractRequest<typeof ANALYTICS_SOCIAL>,
	ctx: SandboxContext,
): Reply {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Account analytics');
	const request = req.input.body;
	refuseProfileKeyForXUserLookup(req, ACTION, request);
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const now = ctx.now();
	const refresh = refreshOf(now, DAY_MS);
	const linked = new Map(ctx.linkedAccounts.list(profile.id).map((a) => [a.platform, a]));
	const periodDays = request.quarters === undefined ? DEFAULT_PERIOD_DAYS : request.quarters * 91;
	const entries: Record<string, Record<string, unknown>> = {};
	for (const network of request.platforms) {
		const account = linked.get(network);
		if (!account) {
			entries[network] = errorEntry(
				ErrorCode.networkFailure,
				`${network} is not linked to profile "${profile.title}"; link it to read its analytics.`,
			);
			continue;
		}
		const history = accountHistory(
			network,
			account,
			now,
			ctx.deliveries.postsPerDay(profile.id, network),
		);
		if (network === 'tiktok' && request.period60Days) {
			entries[network] = {
				analytics: tiktokPeriod60Days(history),
				lastUpdated: new Date(refresh.at).toISOString(),
				nextUpdate: new Date(refresh.next).toISOString(),
			};
			continue;
		}
		const analytics = accountAnalytics({
			history,
			baseUrl: ctx.url,
			linked,
			periodDays,
			profileTitle: profile.title,
		});
		if (request.daily) analytics.daily ??= dailyDetails(history);
		if (request.quarters !== undefined) analytics.quarterly = quarterly(history, request.quarters);
		if (network === 'youtube' && (request.youtube as { lifetime?: boolean } | undefined)?.lifetime)
			analytics.lifetimeLikes = youtubeLifetimeLikes(history, analytics.likes);
		entries[network] = {
			analytics,
			...(request.quarters !== undefined ? { quarters: request.quarters } : {}),
			lastUpdated: new Date(refresh.at).toISOString(),
			nextUpdate: new Date(refresh.next).toISOString(),
		};
	}
	return combine(entries, `Error getting account analytics for ${request.platforms.join(', ')}.`);
}
