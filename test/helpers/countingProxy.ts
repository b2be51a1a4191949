import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
	method: string;
	path: string;
	headers: IncomingHttpHeaders;
	body: string;
}

/** An answer the proxy gives itself instead of forwarding (e.g. a 429 before the real send). */
export interface InjectedAnswer {
	status: number;
	headers?: Record<string, string>;
	body?: unknown;
}

export type Interceptor = (request: SeenRequest) => InjectedAnswer | undefined;

export interface ProxyTiming {
	/** Milliseconds to hold a request before answering or forwarding it (default 0). */
	delayMs?: (request: SeenRequest) => number;
	/** Called with each answer (injected or forwarded) just before it goes back to the client. */
	onAnswer?: (request: SeenRequest, status: number, body: string) => void;
}

export interface CountingProxy {
	/** Base URL to give the node instead of the target's (`.../api` kept). */
	baseUrl: string;
	requests: SeenRequest[];
	close(): Promise<void>;
}

/**
 * A pass-through HTTP proxy that records every request it receives for `targetBaseUrl`; an
 * interceptor may answer a request itself instead of forwarding it, and `timing` may hold requests
 * back and observe the answers.
 */
export async function startCountingProxy(
	targetBaseUrl: string,
	intercept?: Interceptor,
	timing: ProxyTiming = {},
): Promise<CountingProxy> {
	const target = new URL(targetBaseUrl);
	const requests: SeenRequest[] = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const body = Buffer.concat(chunks);
			const seen = {
				method: req.method ?? 'GET',
				path: req.url ?? '/',
				headers: req.headers,
				body: body.toString(),
			};
			requests.push(seen);
			const injected = intercept?.(seen);
			const answer = (): void => {
				if (injected) {
					const text = injected.body === undefined ? '' : JSON.stringify(injected.body);
					timing.onAnswer?.(seen, injected.status, text);
					res.writeHead(injected.status, {
						'content-type': 'application/json',
						...injected.headers,
					});
					res.end(text);
					return;
				}
				forward();
			};
			const forward = (): void => {
				const upstream = httpRequest(
					{
						host: target.hostname,
						port: target.port,
						method: req.method,
						path: req.url,
						headers: { ...req.headers, host: target.host },
					},
					(reply) => {
						const status = reply.statusCode ?? 502;
						if (!timing.onAnswer) {
							res.writeHead(status, reply.headers);
							reply.pipe(res);
							return;
						}
						const parts: Buffer[] = [];
						reply.on('data', (chunk: Buffer) => parts.push(chunk));
						reply.on('end', () => {
							const text = Buffer.concat(parts);
							timing.onAnswer?.(seen, status, text.toString());
							res.writeHead(status, reply.headers);
							res.end(text);
						});
					},
				);
				upstream.on('error', () => {
					res.writeHead(502).end();
				});
				upstream.end(body);
			};
			const delay = timing.delayMs?.(seen) ?? 0;
			if (delay > 0) setTimeout(answer, delay);
			else answer();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}${target.pathname.replace(/\/$/, '')}`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

/**
 * A counting proxy in front of `targetBaseUrl()` for a whole test file: started before its tests
 * (after the hooks registered earlier, e.g. `useSandbox()`), emptied before each, closed after them.
 */
export function useCountingProxy(targetBaseUrl: () => string): CountingProxy {
	let proxy: CountingProxy | undefined;
	const running = (): CountingProxy => {
		if (!proxy) throw new Error('the counting proxy starts in beforeAll: use it inside a test');
		return proxy;
	};
	beforeAll(async () => {
		proxy = await startCountingProxy(targetBaseUrl());
	});
	afterAll(async () => {
		await proxy?.close();
	});
	beforeEach(() => {
		running().requests.length = 0;
	});
	return {
		get baseUrl() {
			return running().baseUrl;
		},
		get requests() {
			return running().requests;
		},
		close: () => running().close(),
	};
}
