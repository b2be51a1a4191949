import { z } from 'zod';
import { escapeHtml } from '../bio/render';
import { networkName } from '../../engine/networks';
import type { SandboxContext } from '../context';
import { getMeta, setMeta } from '../db';
import { notFound } from '../errors';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import { endpoint } from '../../engine/contract/endpoint';

/**
 * Feeds the sandbox serves itself, so a machine without internet has a feed to follow: a blog as
 * RSS 2.0 and a video channel as Atom (the service's `rss` feed type, and the channel type of
 * YouTube, a network offering `channelFeed`). The page's "Publish a new article" button and
 * `POST /api/admin/demo-feeds/articles` add an article.
 */
/** The network whose channels the service follows as a feed, by name. */
const CHANNEL_NETWORK = networkName('youtube');

export const DEMO_FEEDS = {
	blog: {
		format: 'rss',
		extension: 'rss',
		title: 'Sandbox Bakery Blog',
		description: 'A blog the sandbox serves itself, for trying feed workflows offline.',
	},
	videos: {
		format: 'atom',
		extension: 'atom',
		title: 'Sandbox Bakery Videos',
		description: `A video channel the sandbox serves itself (Atom, as ${CHANNEL_NETWORK} channels are).`,
	},
} as const;

export type DemoFeedName = keyof typeof DEMO_FEEDS;
export const DEMO_FEED_NAMES = Object.keys(DEMO_FEEDS) as DemoFeedName[];

/** The path every demo feed is served under; a followed feed there is re-pointed when the port changes. */
export const DEMO_FEED_PREFIX = '/demo/feeds/';

export interface DemoArticle {
	number: number;
	title: string;
	summary: string;
	/** ISO date. */
	published: string;
}

const TOPICS = [
	'Sourdough starter in five days',
	'Why we proof overnight',
	'Three breads for a slow Sunday',
	'Laminating croissant dough at home',
	'The oven spring checklist',
	'Rye, spelt and einkorn compared',
	'Scoring patterns that open well',
	'Keeping bread fresh without plastic',
];

const ACTION = 'admin';
const DAY_MS = 86_400_000;

const metaKey = (name: DemoFeedName) => `demo_feed_articles:${name}`;

export function demoFeedPath(name: DemoFeedName): string {
	return `${DEMO_FEED_PREFIX}${name}.${DEMO_FEEDS[name].extension}`;
}

export function demoFeedUrl(ctx: SandboxContext, name: DemoFeedName): string {
	return `${ctx.url}${demoFeedPath(name)}`;
}

function articleUrl(ctx: SandboxContext, name: DemoFeedName, number: number): string {
	return `${ctx.url}/demo/articles/${name}/${number}`;
}

/** The article's guid or id: without the port, so a sandbox started on another port finds nothing new. */
function articleKey(name: DemoFeedName, number: number): string {
	return `urn:sandbox-demo:${name}:${number}`;
}

function newArticle(name: DemoFeedName, number: number, at: number, title?: string): DemoArticle {
	const topic = TOPICS[(number - 1) % TOPICS.length];
	return {
		number,
		title: title ?? `${topic} (${name === 'videos' ? 'video' : 'article'} ${number})`,
		summary: `${topic}: what we learned, step by step, in the sandbox bakery.`,
		published: new Date(at).toISOString(),
	};
}

/** The feed's articles, newest last; two already there on first read, dated the two days before. */
export function demoArticles(ctx: SandboxContext, name: DemoFeedName): DemoArticle[] {
	const stored = getMeta(ctx.db, metaKey(name));
	if (stored !== undefined) return JSON.parse(stored) as DemoArticle[];
	const now = ctx.now();
	const first = [newArticle(name, 1, now - 2 * DAY_MS), newArticle(name, 2, now - DAY_MS)];
	setMeta(ctx.db, metaKey(name), JSON.stringify(first));
	return first;
}

/** Adds an article at the top of the feed; the next read of the feed finds it new. */
export function publishDemoArticle(
	ctx: SandboxContext,
	name: DemoFeedName,
	title?: string,
): DemoArticle {
	const list = demoArticles(ctx, name);
	const article = newArticle(name, list.length + 1, ctx.now(), title);
	setMeta(ctx.db, metaKey(name), JSON.stringify([...list, article]));
	return article;
}

const xml = escapeHtml;

function renderRss(ctx: SandboxContext, name: DemoFeedName, list: DemoArticle[]): string {
	const feed = DEMO_FEEDS[name];
	const items = [...list].reverse().map((a) => {
		const link = articleUrl(ctx, name, a.number);
		return `<item><title>${xml(a.title)}</title><link>${xml(link)}</link><guid isPermaLink="false">${articleKey(name, a.number)}</guid><description>${xml(a.summary)}</description><pubDate>${new Date(a.published).toUTCString()}</pubDate></item>`;
	});
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${xml(feed.title)}</title><link>${xml(ctx.url)}/</link><description>${xml(feed.description)}</description>
${items.join('\n')}
</channel></rss>
`;
}

function renderAtom(ctx: SandboxContext, name: DemoFeedName, list: DemoArticle[]): string {
	const feed = DEMO_FEEDS[name];
	const updated = list.at(-1)?.published ?? new Date(ctx.now()).toISOString();
	const entries = [...list].reverse().map((a) => {
		const link = articleUrl(ctx, name, a.number);
		return `<entry><id>${articleKey(name, a.number)}</id><title>${xml(a.title)}</title><link rel="alternate" href="${xml(link)}"/><summary>${xml(a.summary)}</summary><published>${a.published}</published><updated>${a.published}</updated></entry>`;
	});
	return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:sandbox-demo:${name}</id><title>${xml(feed.title)}</title><subtitle>${xml(feed.description)}</subtitle><link rel="alternate" href="${xml(ctx.url)}/"/><updated>${updated}</updated>
${entries.join('\n')}
</feed>
`;
}

function demoFeedName(value: string | undefined): DemoFeedName | undefined {
	return DEMO_FEED_NAMES.find((name) => name === value);
}

function serveFeed(req: SandboxRequest, ctx: SandboxContext): Reply {
	const [base, extension] = (req.params.file ?? '').split('.', 2);
	const name = demoFeedName(base);
	if (!name || DEMO_FEEDS[name].extension !== extension)
		throw notFound(
			'feed',
			`No demo feed ${req.params.file}; the sandbox serves ${DEMO_FEED_NAMES.map(demoFeedPath).join(' and ')}.`,
		);
	const format = DEMO_FEEDS[name].format;
	const text = (format === 'rss' ? renderRss : renderAtom)(ctx, name, demoArticles(ctx, name));
	return {
		status: 200,
		raw: Buffer.from(text, 'utf8'),
		headers: {
			'content-type': `application/${format}+xml; charset=utf-8`,
			'cache-control': 'no-cache',
		},
	};
}

function serveArticle(req: SandboxRequest, ctx: SandboxContext): Reply {
	const name = demoFeedName(req.params.feed);
	const article = name && demoArticles(ctx, name).find((a) => String(a.number) === req.params.n);
	if (!name || !article)
		throw notFound('feed', `No demo article ${req.params.feed}/${req.params.n}.`);
	const page = `<!doctype html><meta charset="utf-8"><title>${xml(article.title)}</title><h1>${xml(article.title)}</h1><p>${xml(article.summary)}</p><p><a href="${xml(demoFeedPath(name))}">${xml(DEMO_FEEDS[name].title)}</a></p>`;
	return {
		status: 200,
		raw: Buffer.from(page, 'utf8'),
		headers: { 'content-type': 'text/html; charset=utf-8' },
	};
}

/** `POST /api/admin/demo-feeds/articles`'s contract: the sandbox's own control (ours). */
export const ADMIN_DEMO_ARTICLE = endpoint({
	method: 'POST',
	path: '/admin/demo-feeds/articles',
	doc: { ours: 'sandbox-only admin control: a new article in a demo feed the sandbox serves' },
	summary: 'Publishes a new article in a demo feed',
	body: z
		.object({
			feed: z
				.enum(DEMO_FEED_NAMES as [DemoFeedName, ...DemoFeedName[]])
				.optional()
				.describe('The demo feed (blog by default).'),
			title: z.string().trim().min(1).max(200).optional().describe("The article's title."),
		})
		.passthrough(),
	errors: [101],
});

/** `POST /api/admin/demo-feeds/articles {feed?: "blog"|"videos", title?}`: a new article in a demo feed. */
function addArticle(req: ContractRequest<typeof ADMIN_DEMO_ARTICLE>, ctx: SandboxContext): Reply {
	const request = req.input.body;
	const name = request.feed ?? 'blog';
	const article = publishDemoArticle(ctx, name, request.title);
	return {
		status: 200,
		body: {
			status: 'success',
			feed: name,
			feedUrl: demoFeedUrl(ctx, name),
			title: article.title,
			link: articleUrl(ctx, name, article.number),
			published: article.published,
		},
	};
}

export const demoFeedRoutes: Route[] = [
	{ method: 'GET', pattern: '/demo/feeds/:file', action: 'feed', public: true, handler: serveFeed },
	{
		method: 'GET',
		pattern: '/demo/articles/:feed/:n',
		action: 'feed',
		public: true,
		handler: serveArticle,
	},
	...contractRoute(ADMIN_DEMO_ARTICLE, { action: ACTION, handler: addArticle }),
];
