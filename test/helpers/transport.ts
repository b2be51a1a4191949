import { Agent, request } from 'undici';
import type { Transport, TransportResponse } from '../../src/engine';

async function toResponse(
	status: number,
	headers: Record<string, string | string[] | undefined>,
	text: string,
): Promise<TransportResponse> {
	const flat: Record<string, string | undefined> = {};
	for (const [k, v] of Object.entries(headers))
		flat[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
	let body: unknown = text === '' ? undefined : text;
	if (text && (flat['content-type'] ?? '').includes('json')) body = JSON.parse(text);
	return { status, headers: flat, body };
}

/** Engine transport over global fetch (what nock intercepts in unit tests). */
export function fetchTransport(): Transport {
	return async (req) => {
		const res = await fetch(req.url, {
			method: req.method,
			headers: req.headers,
			body: req.body === undefined ? undefined : JSON.stringify(req.body),
		});
		const headers: Record<string, string> = {};
		res.headers.forEach((v, k) => (headers[k] = v));
		return toResponse(res.status, headers, await res.text());
	};
}

/** Engine transport over undici's pooled `request` (sandbox tests and benchmarks). */
export function undiciTransport(
	dispatcher = new Agent({ connections: 16, pipelining: 1 }),
): Transport {
	return async (req) => {
		const res = await request(req.url, {
			method: req.method,
			headers: req.headers,
			body: req.body === undefined ? undefined : JSON.stringify(req.body),
			dispatcher,
		});
		return toResponse(res.statusCode, res.headers, await res.body.text());
	};
}
