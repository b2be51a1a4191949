import {
	feedAddEndpoint,
	feedDeleteEndpoint,
	feedListEndpoint,
	feedUpdateEndpoint,
	feedWebhookEndpoint,
} from '../../engine/contract/feed';
import type { Feed } from '../../engine/resources/feeds';
import { actingProfile, requirePlan } from '../http/auth';
import type { SandboxContext } from '../context';
import { badRequest, notFound } from '../errors';
import { randomBase62 } from '../networks/ids';
import { PREMIUM_PLANS } from '../limits/plans';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { Profile } from '../store/accounts';
import type { FeedPoller } from '../feeds/poller';
import { isUniqueViolation } from '../sqlite';
import { FeedReadError } from '../feeds/read';
import type { StoredFeed } from '../feeds/store';
import { feedDeliveryRoutes } from './deliveries';
import { localWebhookNote } from '../hooks/localWebhookUrl';
import { ADMIN_POLL_FEEDS } from '../contract/admin';

const ACTION = 'feed';

/**
 * Feeds (docs: apis/feed/*), each declared by its contract (`src/engine/contract/feed.ts`), and the
 * sandbox's controls of its poller. Premium or Business: the plan is checked first, before the
 * request's fields (the routes' `before`).
 */
export function feedRoutes(poller: FeedPoller): Route[] {
	const feed = { action: ACTION, before: requireFeedPlan };
	return [
		...contractRoute(feedAddEndpoint, {
			...feed,
			handler: (req, ctx) => addFeed(req, ctx, poller),
		}),
		...contractRoute(feedListEndpoint, { ...feed, handler: listFeeds }),
		...contractRoute(feedUpdateEndpoint, { ...feed, handler: updateFeed }),
		...contractRoute(feedDeleteEndpoint, { ...feed, handler: deleteFeed }),
		...contractRoute(feedWebhookEndpoint, { ...feed, handler: subscribeWebhook }),
		...contractRoute(ADMIN_POLL_FEEDS, {
			action: 'admin',
			handler: async () => ({
				status: 200,
				body: { status: 'success', ...(await poller.pollNow()) },
			}),
		}),
		...feedDeliveryRoutes,
	];
}

/** Feeds are for Premium or Business (docs: apis/feed/add-feed). */
function requireFeedPlan(req: SandboxRequest): void {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Feeds');
}

function feedView(feed: StoredFeed): Feed {
	const view: Feed = {
		id: feed.id,
		url: feed.url,
		type: feed.type,
		useFirstImage: feed.useFirstImage,
		autoHashtag: feed.autoHashtag,
		created: new Date(feed.createdAt).toISOString(),
		updated: new Date(feed.updatedAt).toISOString(),
		title: feed.title,
		description: feed.description,
		link: feed.link,
	};
	if (feed.image) view.image = feed.image;
	// Sandbox extras: when the feed was last read, and why that failed if it did.
	if (feed.lastPolledAt !== null) view.lastPolled = new Date(feed.lastPolledAt).toISOString();
	if (feed.lastError !== null) view.lastError = feed.lastError;
	return view;
}

function addAnswer(feed: StoredFeed): Reply {
	return {
		status: 200,
		body: {
			status: 'success',
			id: feed.id,
			title: feed.title,
			websiteLink: feed.link,
			rssURL: feed.url,
		},
	};
}

/**
 * `POST /api/feed`: reads the feed now (a URL that gives no feed is a 400 saying why) and records
 * the articles it already has as seen, so only later ones are posted or delivered. A URL the
 * profile already follows answers that feed unchanged.
 */
async function addFeed(
	req: ContractRequest<typeof feedAddEndpoint>,
	ctx: SandboxContext,
	poller: FeedPoller,
): Promise<Reply> {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const store = ctx.feeds;
	const existing = store.byProfileUrl(profile.id, request.url);
	if (existing) return addAnswer(existing);
	let read;
	try {
		read = await poller.read(request.url);
	} catch (error) {
		if (error instanceof FeedReadError)
			throw badRequest(ACTION, error.message, { url: request.url });
		throw error;
	}
	if (read.notModified)
		throw badRequest(ACTION, `The feed at ${request.url} answered 304 to a first read.`);
	const { feed: parsed } = read;
	const now = ctx.now();
	const feed: StoredFeed = {
		id: randomBase62(20),
		profileId: profile.id,
		url: request.url,
		type: request.type ?? 'rss',
		useFirstImage: request.useFirstImage ?? false,
		autoHashtag: request.autoHashtag ?? false,
		title: parsed.title,
		description: parsed.description,
		link: parsed.link,
		image: parsed.image ?? null,
		etag: read.etag,
		lastModified: read.lastModified,
		lastPolledAt: now,
		lastError: null,
		createdAt: now,
		updatedAt: now,
	};
	try {
		ctx.db.transaction(() => {
			store.insert(feed);
			for (const item of parsed.items)
				store.insertItem(feed.id, item.key, randomBase62(20), 'seen', null, now);
		})();
	} catch (error) {
		// The same URL added twice at once: the first add stands.
		const winner = isUniqueViolation(error)
			? store.byProfileUrl(profile.id, request.url)
			: undefined;
		if (winner) return addAnswer(winner);
		throw error;
	}
	return addAnswer(feed);
}

/** `GET /api/feed`: the profile's feeds. */
function listFeeds(req: ContractRequest<typeof feedListEndpoint>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const feeds = ctx.feeds.byProfile(profile.id).map(feedView);
	return { status: 200, body: { status: 'success', feeds } };
}

function ownFeed(ctx: SandboxContext, profile: Profile, id: string): StoredFeed {
	const feed = ctx.feeds.byId(id);
	if (!feed || feed.profileId !== profile.id) {
		throw notFound(
			ACTION,
			`No feed with id ${JSON.stringify(id)} in profile "${profile.title}"; list them with GET /api/feed.`,
		);
	}
	return feed;
}

/** `PUT /api/feed {id, useFirstImage?, autoHashtag?}`. */
function updateFeed(req: ContractRequest<typeof feedUpdateEndpoint>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const feed = ownFeed(ctx, profile, request.id);
	ctx.feeds.setOptions(feed.id, request, ctx.now());
	return { status: 200, body: { status: 'success', id: feed.id } };
}

/** `DELETE /api/feed {id}`: stops following the feed. */
function deleteFeed(req: ContractRequest<typeof feedDeleteEndpoint>, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const feed = ownFeed(ctx, profile, request.id);
	ctx.feeds.delete(feed.id);
	return { status: 200, body: { status: 'success', id: feed.id } };
}

/**
 * `POST /api/feed/webhook {url, secret?}`: new articles go to the webhook instead of being
 * posted; `url: ""` deactivates it (ours). Each call replaces the subscription whole,
 * so leaving out `secret` makes deliveries unsigned.
 */
function subscribeWebhook(
	req: ContractRequest<typeof feedWebhookEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = req.input.body;
	const store = ctx.hooks;
	if (request.url === '') {
		ctx.db.transaction(() =>
			store.clearWebhook(profile.id, 'feed', 'The feed webhook was deactivated'),
		)();
		return { status: 200, body: { status: 'success', active: false } };
	}
	store.setWebhook({
		profileId: profile.id,
		action: 'feed',
		url: request.url,
		secret: request.secret ?? null,
		createdAt: ctx.now(),
	});
	// One signing secret per profile (apis/webhooks): a registration's secret signs every action.
	if (request.secret) ctx.signingSecrets.setAtRegistration(profile.id, request.secret);
	return {
		status: 200,
		body: {
			status: 'success',
			active: true,
			signed: request.secret !== undefined,
			...localWebhookNote(request.url),
		},
	};
}
