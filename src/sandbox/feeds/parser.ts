import { isRecord } from '../../engine/core/isRecord';
import { XMLParser } from 'fast-xml-parser';
import type { FeedImage } from '../../engine/resources/feeds';
import { decodeEntities, firstImageInHtml, resolveUrl } from './html';
import { mediaImage } from './media';
import { discoverFeedLink, rootElementName } from './sniff';
import { attr, list, text, webUrl, type XmlNode } from './xmlNodes';

/**
 * Reads RSS 2.0 (and 0.9x), RSS 1.0 (RDF) and Atom documents into one shape. Text comes out as
 * the feed states it: entities and CDATA decoded once, HTML inside descriptions kept as HTML.
 * Relative links are resolved (xml:base, else the feed's site link, else the feed URL), since a
 * post or a webhook receiver needs an absolute address.
 */

export type FeedFormat = 'rss' | 'rdf' | 'atom';

export interface ParsedItem {
	/** What makes the article the same article on the next poll: guid, Atom id, RDF about, or link. */
	key: string;
	guid?: string;
	title: string;
	link: string;
	/** RSS description, Atom summary; else the full content. */
	description: string;
	/** RSS content:encoded, Atom content. */
	content?: string;
	/** ISO 8601 UTC. */
	published?: string;
	/** From enclosure, media:content or media:thumbnail. */
	image?: string;
	/** The first `<img>` in the article's HTML (used when the feed's useFirstImage is on). */
	htmlImage?: string;
}

export interface ParsedFeed {
	format: FeedFormat;
	title: string;
	description: string;
	link: string;
	image?: FeedImage;
	items: ParsedItem[];
}

/** The document is not a feed; the message says what it is instead. */
export class FeedParseError extends Error {
	constructor(
		message: string,
		/** A feed address an HTML page names in `<link rel="alternate">`, when there is one. */
		readonly discoveredFeedUrl?: string,
	) {
		super(message);
	}
}

// Atom text constructs are read raw, so `type="xhtml"` keeps its markup and `html` is decoded once here.
const ATOM_TEXT_NODES = [
	'feed.title',
	'feed.subtitle',
	'feed.entry.title',
	'feed.entry.summary',
	'feed.entry.content',
];

const xml = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@_',
	parseTagValue: false,
	parseAttributeValue: false,
	trimValues: true,
	processEntities: true,
	htmlEntities: true,
	ignoreDeclaration: true,
	ignorePiTags: true,
	stopNodes: ATOM_TEXT_NODES,
});

/** An Atom text construct read raw: xhtml keeps its markup (without the wrapping div), others decode once. */
function atomText(value: unknown): string {
	const first = Array.isArray(value) ? value[0] : value;
	const raw = text(first);
	const type = attr(first, 'type') ?? 'text';
	if (type === 'xhtml') {
		const div = /^\s*<(?:\w+:)?div\b[^>]*>([\s\S]*)<\/(?:\w+:)?div>\s*$/.exec(raw);
		return (div ? div[1] : raw).trim();
	}
	return decodeEntities(raw).trim();
}

function parseDate(...candidates: unknown[]): string | undefined {
	for (const candidate of candidates) {
		const value = text(candidate).trim();
		if (value === '') continue;
		const ms = Date.parse(value);
		if (!Number.isNaN(ms)) return new Date(ms).toISOString();
	}
	return undefined;
}

function positiveInt(value: unknown): number | undefined {
	const number = Number(text(value));
	return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The href of an Atom link list: rel="alternate" (or no rel), preferring text/html. */
function atomLink(links: unknown, base: string): string {
	const candidates = list(links).filter((link) => {
		const rel = attr(link, 'rel') ?? 'alternate';
		return rel === 'alternate' && attr(link, 'href') !== undefined;
	});
	const preferred =
		candidates.find((link) => (attr(link, 'type') ?? 'text/html').includes('html')) ??
		candidates[0];
	return preferred ? (resolveUrl(attr(preferred, 'href') as string, base) ?? '') : '';
}

/** An RSS `<link>`: its text, or an Atom-style href when a feed mixes them. */
function rssLink(links: unknown, base: string): string {
	for (const link of list(links)) {
		const value = typeof link === 'string' ? link : (attr(link, 'href') ?? text(link));
		if (value.trim() !== '') return resolveUrl(value.trim(), base) ?? value.trim();
	}
	return '';
}

function xmlBase(node: XmlNode, base: string): string {
	const declared = attr(node, 'xml:base');
	return declared ? (resolveUrl(declared, base) ?? base) : base;
}

function finishItem(fields: Omit<ParsedItem, 'key'>, about?: string): ParsedItem {
	const key = fields.guid || about || fields.link || `${fields.title}\n${fields.published ?? ''}`;
	const item: ParsedItem = { key, ...fields };
	for (const name of Object.keys(item) as (keyof ParsedItem)[]) {
		if (item[name] === undefined) delete item[name];
	}
	return item;
}

function rssItem(item: XmlNode, base: string): ParsedItem {
	const guidNode = Array.isArray(item.guid) ? item.guid[0] : item.guid;
	const guid = text(guidNode).trim() || undefined;
	let link = rssLink(item.link, base);
	if (link === '' && list(item['atom:link']).length > 0) link = atomLink(item['atom:link'], base);
	if (
		link === '' &&
		guid &&
		attr(guidNode, 'isPermaLink') !== 'false' &&
		/^https?:\/\//i.test(guid)
	)
		link = guid;
	const content = text(item['content:encoded']) || undefined;
	const description = text(item.description) || content || '';
	const articleBase = link || base;
	return finishItem(
		{
			guid,
			title: text(item.title) || text(item['dc:title']),
			link,
			description,
			content,
			published: parseDate(
				item.pubDate,
				item['dc:date'],
				item['dcterms:issued'],
				item['dcterms:created'],
				item['atom:updated'],
			),
			image: mediaImage(item, articleBase),
			htmlImage:
				firstImageInHtml(content ?? '', articleBase) ?? firstImageInHtml(description, articleBase),
		},
		attr(item, 'rdf:about'),
	);
}

function atomEntry(entry: XmlNode, feedBase: string): ParsedItem {
	const base = xmlBase(entry, feedBase);
	const link = atomLink(entry.link, base);
	const content = atomText(entry.content) || undefined;
	const summary = atomText(entry.summary);
	const articleBase = link || base;
	return finishItem({
		guid: text(entry.id).trim() || undefined,
		title: atomText(entry.title),
		link,
		description: summary || content || '',
		content,
		published: parseDate(entry.published, entry.updated, entry.issued, entry['dc:date']),
		image: mediaImage(entry, articleBase),
		htmlImage:
			firstImageInHtml(content ?? '', articleBase) ?? firstImageInHtml(summary, articleBase),
	});
}

function channelImage(image: unknown, base: string): FeedImage | undefined {
	const node = list(image).find(isRecord);
	if (!node) return undefined;
	const url = webUrl(text(node.url) || attr(node, 'rdf:resource'), base);
	if (!url) return undefined;
	const result: FeedImage = { url };
	const title = text(node.title).trim();
	const link = rssLink(node.link, base);
	const width = positiveInt(node.width);
	const height = positiveInt(node.height);
	if (title) result.title = title;
	if (link) result.link = link;
	if (width !== undefined) result.width = width;
	if (height !== undefined) result.height = height;
	return result;
}

function parseRss(root: XmlNode, format: 'rss' | 'rdf', feedUrl: string): ParsedFeed {
	const channel = list(root.channel).find(isRecord);
	if (!channel) {
		throw new FeedParseError(
			`is ${format === 'rss' ? 'an <rss>' : 'an RSS 1.0 (RDF)'} document without a <channel>, so it lists no feed.`,
		);
	}
	const link = rssLink(channel.link, feedUrl);
	const base = link || feedUrl;
	// RSS 1.0 puts items and the image beside the channel; RSS 2.0 inside it.
	const items = format === 'rdf' ? list(root.item) : list(channel.item);
	const image = channelImage(
		format === 'rdf' ? (root.image ?? channel.image) : channel.image,
		base,
	);
	return {
		format,
		title: text(channel.title).trim() || text(channel['dc:title']).trim(),
		description: text(channel.description).trim(),
		link,
		...(image ? { image } : {}),
		items: items.filter(isRecord).map((item) => rssItem(item, base)),
	};
}

function parseAtom(root: XmlNode, feedUrl: string): ParsedFeed {
	const declaredBase = xmlBase(root, feedUrl);
	const link = atomLink(root.link, declaredBase);
	const base = attr(root, 'xml:base') ? declaredBase : link || feedUrl;
	const logo = webUrl(text(root.logo).trim() || text(root.icon).trim() || undefined, base);
	return {
		format: 'atom',
		title: atomText(root.title),
		description: atomText(root.subtitle),
		link,
		...(logo ? { image: { url: logo } } : {}),
		items: list(root.entry)
			.filter(isRecord)
			.map((entry) => atomEntry(entry, base)),
	};
}

function localName(name: string): string {
	const colon = name.indexOf(':');
	return colon < 0 ? name : name.slice(colon + 1);
}

/** Parses a feed document; a document that is not RSS or Atom fails with what it is instead. */
export function parseFeed(source: string, feedUrl: string): ParsedFeed {
	const { name, htmlDoctype } = rootElementName(source);
	if (htmlDoctype || (name !== undefined && name.toLowerCase() === 'html')) {
		throw new FeedParseError(
			'is an HTML page, not an RSS or Atom feed',
			discoverFeedLink(source, feedUrl),
		);
	}
	if (name === undefined) {
		const start = JSON.stringify(source.trimStart().slice(0, 40));
		throw new FeedParseError(`is not XML, so not an RSS or Atom feed (it starts with ${start})`);
	}
	let document: XmlNode;
	try {
		document = xml.parse(source) as XmlNode;
	} catch (error) {
		throw new FeedParseError(`could not be read as XML: ${(error as Error).message}`);
	}
	const root = document[name];
	const node = isRecord(root) ? root : {};
	switch (localName(name)) {
		case 'rss':
			return parseRss(node, 'rss', feedUrl);
		case 'RDF':
			return parseRss(node, 'rdf', feedUrl);
		case 'feed':
			return parseAtom(node, feedUrl);
		default:
			throw new FeedParseError(
				`is XML but not an RSS or Atom feed: its root element is <${name}>, not <rss>, <rdf:RDF> or <feed>`,
			);
	}
}

/** The article's image for a post: its media image, else (with useFirstImage) the first `<img>`. */
export function articleImage(item: ParsedItem, useFirstImage: boolean): string | undefined {
	return item.image ?? (useFirstImage ? item.htmlImage : undefined);
}
