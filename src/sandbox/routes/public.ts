import { isNetwork, MESSAGING_ONLY_NETWORKS } from '../../engine/networks';
import type { SandboxContext } from '../context';
import { accountImagePng } from '../networks/avatar';
import { notFound } from '../errors';
import { clickFrom } from '../links/linkClicks';
import { networkPostView } from '../networks';
import { findNetworkPost } from '../networks/thread';
import type { Reply, Route, SandboxRequest } from '../router';
import { prefersHtml } from '../page/access';
import { networkPostPage } from '../page/postPage';

/** Routes without an API key: health, short-link redirects, and the simulated networks' public pages. */
export const publicRoutes: Route[] = [
	{
		method: 'GET',
		pattern: '/healthz',
		action: 'health',
		public: true,
		handler: () => ({ status: 200, body: { status: 'ok' } }),
	},
	{ method: 'GET', pattern: '/l/:code', action: 'link', public: true, handler: followLink },
	{
		method: 'GET',
		pattern: '/networks/:platform/:id',
		action: 'network',
		public: true,
		handler: networkPost,
	},
	{
		method: 'GET',
		pattern: '/networks/:platform/accounts/:username',
		action: 'network',
		public: true,
		handler: networkAccount,
	},
	{
		method: 'GET',
		pattern: '/networks/:platform/accounts/:username/image.png',
		action: 'network',
		public: true,
		handler: accountImage,
	},
];

/** A short link's redirect; each click is counted by browser, referer and social network. */
function followLink(req: SandboxRequest, ctx: SandboxContext): Reply {
	const url = ctx.links.follow(req.params.code, clickFrom(req.headers, ctx.now()));
	if (url === undefined)
		throw notFound('link', `No short link with code ${JSON.stringify(req.params.code)}.`);
	return { status: 302, headers: { location: url } };
}

/**
 * What a network received for one post: the text exactly as rendered, media, dates, deletion.
 * Each tweet of a thread is a post of its own here. A browser (Accept ranks text/html first) gets
 * the post's card on the sandbox's page; API clients get JSON.
 */
function networkPost(req: SandboxRequest, ctx: SandboxContext): Reply {
	const { platform: network, id } = req.params;
	const delivery = isNetwork(network) ? findNetworkPost(ctx.deliveries, network, id) : undefined;
	const html = prefersHtml(req.headers.accept, req.query);
	if (html) return networkPostPage(ctx, network, id, delivery);
	if (!delivery) throw notFound('network', `${network} has no post with id ${JSON.stringify(id)}.`);
	return { status: 200, body: networkPostView(delivery, ctx.url) };
}

/** Networks with simulated accounts: the posting ones, and the messaging-only ones (no posts). */
function hasAccounts(network: string): boolean {
	return isNetwork(network) || Object.hasOwn(MESSAGING_ONLY_NETWORKS, network);
}

function networkAccount(req: SandboxRequest, _ctx: SandboxContext): Reply {
	const { platform: network, username } = req.params;
	if (!hasAccounts(network))
		throw notFound('network', `No network called ${JSON.stringify(network)}.`);
	return {
		status: 200,
		body: { platform: network, username, note: 'A simulated account of the sandbox.' },
	};
}

/** A simulated account's profile image (`userImage`, brand `profileImage`). */
function accountImage(req: SandboxRequest, _ctx: SandboxContext): Reply {
	const { platform: network, username } = req.params;
	if (!hasAccounts(network))
		throw notFound('network', `No network called ${JSON.stringify(network)}.`);
	return {
		status: 200,
		raw: accountImagePng(network, username),
		headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
	};
}
