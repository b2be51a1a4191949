import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The real-world feeds of test/fixtures/feeds (see its README). */
export const FIXTURE_DIR = join(__dirname, '..', 'fixtures', 'feeds');

interface Served {
	status: number;
	type: string;
	body: string | Buffer;
}

async function listen(server: Server): Promise<string> {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
	return new Promise((resolve) => {
		server.close(() => resolve());
		server.closeAllConnections();
	});
}

/** A site the sandbox reads feeds from: the fixtures under /fixtures/, and documents tests change. */
export interface FeedSite {
	url: string;
	/** Serves `body` at `path` from now on. */
	set(path: string, body: string, options?: { status?: number; type?: string }): string;
	/** How many requests each path got. */
	hits: Map<string, number>;
	close(): Promise<void>;
}

export async function startFeedSite(): Promise<FeedSite> {
	const documents = new Map<string, Served>();
	const hits = new Map<string, number>();
	const server = createServer((req, res) => {
		const path = (req.url ?? '/').split('?')[0];
		hits.set(path, (hits.get(path) ?? 0) + 1);
		let served = documents.get(path);
		const fixture = /^\/fixtures\/([\w.-]+\.(rss|atom))$/.exec(path);
		if (!served && fixture) {
			served = {
				status: 200,
				type: fixture[2] === 'atom' ? 'application/atom+xml' : 'application/rss+xml',
				body: readFileSync(join(FIXTURE_DIR, fixture[1])),
			};
		}
		if (!served) {
			res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
			return;
		}
		res.writeHead(served.status, { 'content-type': served.type }).end(served.body);
	});
	const url = await listen(server);
	return {
		url,
		set(path, body, options = {}) {
			documents.set(path, {
				status: options.status ?? 200,
				type: options.type ?? 'application/rss+xml; charset=utf-8',
				body,
			});
			return `${url}${path}`;
		},
		hits,
		close: () => close(server),
	};
}

export interface ReceivedHook {
	headers: IncomingHttpHeaders;
	rawBody: string;
	body: any;
}

/** A webhook receiver: records every POST, answers the queued statuses in turn, then 200. */
export interface HookReceiver {
	url: string;
	received: ReceivedHook[];
	answers: number[];
	close(): Promise<void>;
}

export async function startReceiver(): Promise<HookReceiver> {
	const received: ReceivedHook[] = [];
	const answers: number[] = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const rawBody = Buffer.concat(chunks).toString('utf8');
			received.push({ headers: req.headers, rawBody, body: JSON.parse(rawBody) });
			res.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
		});
	});
	const url = await listen(server);
	return { url: `${url}/hooks/feed`, received, answers, close: () => close(server) };
}

export interface TestArticle {
	guid: string;
	title: string;
	link: string;
	description?: string;
	pubDate?: string;
	enclosure?: string;
}

const escapeXml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An RSS 2.0 document with these articles, newest first as feeds list them. */
export function rssDocument(title: string, articles: TestArticle[]): string {
	const items = articles
		.map(
			(a) =>
				`<item><guid isPermaLink="false">${escapeXml(a.guid)}</guid><title>${escapeXml(a.title)}</title>` +
				`<link>${escapeXml(a.link)}</link>` +
				(a.description !== undefined
					? `<description>${escapeXml(a.description)}</description>`
					: '') +
				(a.pubDate ? `<pubDate>${a.pubDate}</pubDate>` : '') +
				(a.enclosure
					? `<enclosure url="${escapeXml(a.enclosure)}" type="image/jpeg" length="1000"/>`
					: '') +
				'</item>',
		)
		.join('\n');
	return (
		'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>' +
		`<title>${escapeXml(title)}</title><link>https://blog.example/</link>` +
		`<description>Posts from ${escapeXml(title)}</description>\n${items}\n</channel></rss>`
	);
}
