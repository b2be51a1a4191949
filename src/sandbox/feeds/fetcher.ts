import { outboundGet, readUpTo } from '../http/outbound';

/** How long one feed fetch may take, all of it (connect, headers, body). */
export const FEED_FETCH_TIMEOUT_MS = 10_000;
/** Largest feed document read; real feeds are a few hundred kilobytes. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const USER_AGENT =
	'SocialPublishingSandbox/1.0 (feed reader; +https://github.com/social-publishing)';
const ACCEPT =
	'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1';

export type FeedFetchProblem = 'bad-url' | 'unreachable' | 'timeout' | 'http-error' | 'too-large';

/** A fetch that did not give a document; the message names the URL and what went wrong. */
export class FeedFetchError extends Error {
	constructor(
		readonly problem: FeedFetchProblem,
		message: string,
	) {
		super(message);
	}
}

export interface FetchedDocument {
	/** 304: the feed did not change since the validators given. */
	notModified: boolean;
	status: number;
	bytes: Uint8Array;
	contentType: string;
	etag?: string;
	lastModified?: string;
}

export interface ConditionalHeaders {
	etag?: string | null;
	lastModified?: string | null;
}

/** Fetches one document by URL, one at a time (poll or add); swapped out only by tests. */
export type FeedFetcher = (
	url: string,
	conditional?: ConditionalHeaders,
	signal?: AbortSignal,
) => Promise<FetchedDocument>;

function firstHeader(value: string | string[] | undefined): string | undefined {
	return Array.isArray(value) ? value[0] : value;
}

const STATUS_TEXT: Record<number, string> = {
	400: 'Bad Request',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'Not Found',
	410: 'Gone',
	429: 'Too Many Requests',
	500: 'Internal Server Error',
	502: 'Bad Gateway',
	503: 'Service Unavailable',
	504: 'Gateway Timeout',
};

/** What a network failure means in words a user can act on. */
export function describeNetworkError(error: unknown): { timeout: boolean; text: string } {
	const { code, name, message, cause } = error as {
		code?: string;
		name?: string;
		message?: string;
		cause?: { code?: string; message?: string };
	};
	const codes = [code, cause?.code, name];
	if (codes.some((c) => c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'ETIMEDOUT'))
		return { timeout: true, text: 'the connection timed out' };
	if (codes.some((c) => c === 'UND_ERR_HEADERS_TIMEOUT' || c === 'UND_ERR_BODY_TIMEOUT'))
		return { timeout: true, text: 'the server did not answer in time' };
	if (codes.includes('TimeoutError')) return { timeout: true, text: 'no answer in time' };
	const reason = cause?.code ?? code;
	if (reason === 'ECONNREFUSED') return { timeout: false, text: 'the connection was refused' };
	if (reason === 'ENOTFOUND' || reason === 'EAI_AGAIN')
		return { timeout: false, text: 'the host name could not be resolved' };
	if (reason === 'ECONNRESET' || reason === 'UND_ERR_SOCKET')
		return { timeout: false, text: 'the connection was closed before an answer' };
	if (reason === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH')
		return { timeout: false, text: 'the answer was cut short' };
	const detail = cause?.message ?? message ?? String(error);
	return { timeout: false, text: reason ? `${detail} (${reason})` : detail };
}

function checkUrl(url: string): void {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		throw new FeedFetchError('bad-url', `${JSON.stringify(url)} is not a URL.`);
	}
	if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
		throw new FeedFetchError(
			'bad-url',
			`${url} uses ${parsed.protocol.replace(/:$/, '')}; feeds are read over http or https only.`,
		);
	}
}

function tooLarge(url: string): FeedFetchError {
	return new FeedFetchError(
		'too-large',
		`The feed at ${url} is larger than ${FEED_MAX_BYTES / 1024 / 1024} MB, the most the sandbox reads.`,
	);
}

/** GETs a feed with undici: http(s) only, 10 s in all, 5 MB at most, up to 5 redirects. */
export const fetchFeedDocument: FeedFetcher = async (url, conditional = {}, signal) => {
	checkUrl(url);
	const deadline = AbortSignal.timeout(FEED_FETCH_TIMEOUT_MS);
	const headers: Record<string, string> = { accept: ACCEPT, 'user-agent': USER_AGENT };
	if (conditional.etag) headers['if-none-match'] = conditional.etag;
	if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
	let response: Awaited<ReturnType<typeof outboundGet>>;
	try {
		response = await outboundGet(
			url,
			headers,
			FEED_FETCH_TIMEOUT_MS,
			signal ? AbortSignal.any([deadline, signal]) : deadline,
		);
	} catch (error) {
		throw unreachable(url, error, deadline);
	}
	const status = response.statusCode;
	if (status === 304) {
		await response.body.dump();
		return { notModified: true, status, bytes: new Uint8Array(), contentType: '' };
	}
	if (status < 200 || status >= 300) {
		await response.body.dump().catch(() => undefined);
		const text = STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : '';
		const hint =
			status >= 300 && status < 400 ? ' (a redirect without a usable Location, or too many)' : '';
		throw new FeedFetchError(
			'http-error',
			`The feed URL ${url} answered HTTP ${status}${text}${hint}; check the address, or try again if the site is down.`,
		);
	}
	const declared = Number(firstHeader(response.headers['content-length']) ?? 0);
	if (declared > FEED_MAX_BYTES) {
		response.body.destroy();
		throw tooLarge(url);
	}
	let bytes: Uint8Array;
	try {
		const read = await readUpTo(response.body, FEED_MAX_BYTES);
		if (read.over) throw tooLarge(url);
		bytes = read.bytes;
	} catch (error) {
		if (error instanceof FeedFetchError) throw error;
		throw unreachable(url, error, deadline);
	}
	return {
		notModified: false,
		status,
		bytes,
		contentType: firstHeader(response.headers['content-type']) ?? '',
		etag: firstHeader(response.headers.etag),
		lastModified: firstHeader(response.headers['last-modified']),
	};
};

function unreachable(url: string, error: unknown, deadline: AbortSignal): FeedFetchError {
	if (deadline.aborted) {
		return new FeedFetchError(
			'timeout',
			`The feed at ${url} did not answer within ${FEED_FETCH_TIMEOUT_MS / 1000} seconds.`,
		);
	}
	const { timeout, text } = describeNetworkError(error);
	return new FeedFetchError(
		timeout ? 'timeout' : 'unreachable',
		`Could not fetch the feed at ${url}: ${text}.`,
	);
}
