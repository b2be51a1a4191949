import { decodeFeedBytes } from './encoding';
import { FeedFetchError, type ConditionalHeaders, type FeedFetcher } from './fetcher';
import { FeedParseError, parseFeed, type ParsedFeed } from './parser';

export type FeedRead =
	| { notModified: true }
	| { notModified: false; feed: ParsedFeed; etag: string | null; lastModified: string | null };

/** Why a URL gave no feed, in a sentence that names the URL and what to do. */
export class FeedReadError extends Error {}

/** Fetches and parses one feed; every failure is a FeedReadError naming the URL and the problem. */
export async function readFeed(
	url: string,
	fetcher: FeedFetcher,
	conditional: ConditionalHeaders = {},
	signal?: AbortSignal,
): Promise<FeedRead> {
	let document;
	try {
		document = await fetcher(url, conditional, signal);
	} catch (error) {
		throw new FeedReadError(
			error instanceof FeedFetchError
				? error.message
				: `Could not fetch the feed at ${url}: ${(error as Error).message}.`,
		);
	}
	if (document.notModified) return { notModified: true };
	const text = decodeFeedBytes(document.bytes, document.contentType);
	let feed: ParsedFeed;
	try {
		feed = parseFeed(text, url);
	} catch (error) {
		if (!(error instanceof FeedParseError)) throw error;
		const found = error.discoveredFeedUrl
			? `; the page names a feed at ${error.discoveredFeedUrl}: add that URL instead`
			: '; give the address of the RSS or Atom feed itself (often ending in /feed, /rss or .xml)';
		throw new FeedReadError(`The document at ${url} ${error.message}${found}.`);
	}
	return {
		notModified: false,
		feed,
		etag: document.etag ?? null,
		lastModified: document.lastModified ?? null,
	};
}
