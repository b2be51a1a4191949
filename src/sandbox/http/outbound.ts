import { Agent, request } from 'undici';

/**
 * The one dispatcher the sandbox fetches feeds and media with. Without it undici's `request`
 * uses the process-wide global dispatcher, which whoever loads first may set: n8n-core installs
 * its undici 7 agent there, and that agent refuses the `maxRedirections` option the sandbox's
 * fetches pass (a feed add then failed with code 101 when n8n-core loaded before the sandbox).
 */
export const outboundAgent = new Agent({ keepAliveTimeout: 4_000 });

const MAX_REDIRECTS = 5;

/** A GET to a feed or media URL: the sandbox's agent, up to 5 redirects, `timeoutMs` in all. */
export async function outboundGet(
	url: string,
	headers: Record<string, string>,
	timeoutMs: number,
	signal: AbortSignal = AbortSignal.timeout(timeoutMs),
) {
	return await request(url, {
		method: 'GET',
		headers,
		dispatcher: outboundAgent,
		maxRedirections: MAX_REDIRECTS,
		headersTimeout: timeoutMs,
		bodyTimeout: timeoutMs,
		signal,
	});
}

/**
 * Reads a response body until it ends or more than `limit` bytes have come; then the rest is
 * left unread (the body destroyed) and `over` says so.
 */
export async function readUpTo(
	body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
	limit: number,
): Promise<{ bytes: Buffer; over: boolean }> {
	const chunks: Uint8Array[] = [];
	let size = 0;
	for await (const chunk of body) {
		chunks.push(chunk);
		size += chunk.byteLength;
		if (size > limit) {
			body.destroy();
			return { bytes: Buffer.concat(chunks), over: true };
		}
	}
	return { bytes: Buffer.concat(chunks), over: false };
}
