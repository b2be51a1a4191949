import type { MediaFacts } from '../../engine/resources/mediaUrls';
import {
	mediaMetaEndpoint,
	mediaUrlExistsEndpoint,
	validateMediaUrlEndpoint,
} from '../../engine/contract/media';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import {
	bytesReader,
	imageSize,
	mp4Duration,
	withFileReader,
	type ReadAt,
} from '../networks/mediaFacts';
import { contractRoute, type ContractRequest, type Reply, type Route } from '../router';
import type { Account } from '../store/accounts';
import { storedMediaAt } from './media';
import { outboundGet, readUpTo } from '../http/outbound';

const ACTION = 'media';
const HEAD_BYTES = 64 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/**
 * Checks of a media URL before it goes into a post: `POST /api/media/urlExists {mediaUrl}` and
 * `GET /api/media/meta?url=`. The sandbox's own media store is read directly; any other URL is
 * fetched (its first 64 KB, 10 s at most), so what a network would fail to fetch fails here first.
 */
export const mediaCheckRoutes: Route[] = [
	...contractRoute(mediaUrlExistsEndpoint, { action: ACTION, handler: urlExists }),
	// The same check under the docs' Validate section's path (same contract, same handler).
	...contractRoute(validateMediaUrlEndpoint, { action: ACTION, handler: urlExists }),
	...contractRoute(mediaMetaEndpoint, { action: ACTION, handler: meta }),
];

async function urlExists(
	req: ContractRequest<typeof mediaUrlExistsEndpoint>,
	ctx: SandboxContext,
): Promise<Reply> {
	actingProfile(ctx, req, ACTION, { body: true });
	const { mediaUrl } = req.input.body;
	const facts = await mediaFacts(ctx, req.account, mediaUrl);
	return { status: 200, body: { status: 'success', mediaUrl, ...facts } };
}

async function meta(
	req: ContractRequest<typeof mediaMetaEndpoint>,
	ctx: SandboxContext,
): Promise<Reply> {
	actingProfile(ctx, req, ACTION, { query: true });
	const { url } = req.input.query;
	const facts = await mediaFacts(ctx, req.account, url);
	return { status: 200, body: { status: 'success', url, ...facts } };
}

/** What can be told of a media URL: whether it answers, its type and size, and what its bytes show. */
export async function mediaFacts(
	ctx: SandboxContext,
	account: Account,
	url: string,
): Promise<MediaFacts> {
	const stored = storedMediaAt(ctx, account, new URL(url));
	if (stored) {
		const content = ctx.media.content(stored);
		const facts = { urlExists: true, contentType: stored.mimeType, size: stored.size };
		const describe = (read: ReadAt) => ({
			...facts,
			...bytesFacts(read, stored.size, stored.mimeType),
		});
		return 'path' in content
			? withFileReader(content.path, describe)
			: describe(bytesReader(content.bytes));
	}
	return await fetchedFacts(url);
}

function bytesFacts(read: ReadAt, size: number, contentType: string): MediaFacts {
	if (contentType.startsWith('image/')) return { ...imageSize(read(0, HEAD_BYTES)) };
	if (contentType.startsWith('video/')) {
		const duration = mp4Duration(read, size);
		return duration === undefined ? {} : { duration };
	}
	return {};
}

async function fetchedFacts(url: string): Promise<MediaFacts> {
	try {
		const response = await outboundGet(
			url,
			{ range: `bytes=0-${HEAD_BYTES - 1}`, 'user-agent': 'social-publishing-sandbox media check' },
			FETCH_TIMEOUT_MS,
		);
		const status = response.statusCode;
		if (status < 200 || status >= 300) {
			await response.body.dump().catch(() => undefined);
			return { urlExists: false, statusCode: status };
		}
		// A server that ignores the range sends the whole file: its first 64 KB are enough.
		const { bytes: head } = await readUpTo(response.body, HEAD_BYTES - 1);
		const contentType = String(response.headers['content-type'] ?? '')
			.split(';')[0]
			.trim();
		const range = /\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''));
		const length = Number(response.headers['content-length'] ?? NaN);
		const size = range
			? Number(range[1])
			: status === 200 && Number.isFinite(length)
				? length
				: undefined;
		const facts: MediaFacts = { urlExists: true, statusCode: status, contentType, size };
		if (size === undefined) delete facts.size;
		return { ...facts, ...bytesFacts(bytesReader(head), head.length, contentType) };
	} catch (error) {
		return {
			urlExists: false,
			message: `The URL could not be fetched: ${(error as Error).message}`,
		};
	}
}
