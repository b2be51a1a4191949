import type { IncomingHttpHeaders } from 'node:http';
import { X_APP_HEADER_NAMES } from '../../engine/core/xAppKeys';
import type { SandboxContext } from '../context';
import { Router, type Method, type Route, type SandboxRequest } from '../router';
import type { RateLimiter } from '../limits/rateLimit';
import type { Account } from '../store/accounts';
import type { XAppKeysMode } from '../limits/xAppKeys';
import { type DoorLimits, throughPipeline } from './pipeline';

/** One REST request a door's call becomes: the route it mirrors, with its query or body. */
export interface ApiCall {
	method: Method;
	path: string;
	/** Values as arguments hold them: lists become comma lists, undefined ones are left out. */
	query?: Record<string, unknown>;
	body?: Record<string, unknown>;
}

/** Headers of a door's HTTP request that the REST calls it makes carry along: the X app keys. */
const FORWARDED = [X_APP_HEADER_NAMES.apiKey, X_APP_HEADER_NAMES.apiSecret].map((name) =>
	name.toLowerCase(),
);

/** The headers a REST call made for a door's caller carries: its X app keys and the acting profile. */
export function forwardedHeaders(
	headers: IncomingHttpHeaders,
	profileKey: string | undefined,
): IncomingHttpHeaders {
	const forwarded: IncomingHttpHeaders = {};
	for (const name of FORWARDED) if (headers[name]) forwarded[name] = headers[name];
	if (profileKey) forwarded['profile-key'] = profileKey;
	return forwarded;
}

/** What the REST route answered: its status, its JSON body and the rate-limit headers. */
export interface ApiAnswer {
	status: number;
	body: unknown;
	headers: Record<string, string>;
}

/** The rate limit's headers (x-ratelimit-*, retry-after) among a REST answer's. */
export function limitHeadersOf(headers: Record<string, string>): Record<string, string> {
	return Object.fromEntries(
		Object.entries(headers).filter(([name]) => /^(x-ratelimit-|retry-after$)/i.test(name)),
	);
}

/**
 * The MCP and GraphQL doors' way into the REST door, in process: the route an HTTP client's request
 * reaches, after the same rate limit and X app key check the server applies, with the caller's account.
 */
export class ApiDispatcher {
	private readonly router: Router;

	private readonly limits: DoorLimits;

	constructor(
		private readonly ctx: SandboxContext,
		apiRoutes: Route[],
		limiter: RateLimiter | undefined,
		xAppKeys: XAppKeysMode,
	) {
		this.limits = { limiter, xAppKeys };
		this.router = new Router(apiRoutes.filter((route) => route.pattern.startsWith('/api/')));
	}

	/** The API route a call would reach, if any (the GraphQL schema's check that its fields map). */
	routeOf(method: Method, path: string): Route | undefined {
		const found = this.router.match(method, path);
		return found.kind === 'found' ? found.route : undefined;
	}

	/** `limited: false` for reads a door makes to fill a default: one call counts once. */
	async call(
		account: Account,
		headers: IncomingHttpHeaders,
		call: ApiCall,
		{ limited = true } = {},
	): Promise<ApiAnswer> {
		const found = this.router.match(call.method, call.path);
		if (found.kind !== 'found')
			throw new Error(`A door called ${call.method} ${call.path}, no API route`);
		const request: SandboxRequest = {
			method: call.method,
			path: call.path,
			params: found.params,
			query: toQuery(call.query),
			headers,
			body: call.body,
			account,
		};
		const { reply, limitHeaders } = await throughPipeline(
			this.ctx,
			this.limits,
			found.route,
			request,
			{ limited },
		);
		return {
			status: reply.status,
			body: reply.body ?? {},
			headers: { ...reply.headers, ...limitHeaders },
		};
	}
}

function toQuery(values: ApiCall['query']): URLSearchParams {
	const query = new URLSearchParams();
	for (const [name, value] of Object.entries(values ?? {})) {
		if (value === undefined) continue;
		query.set(name, Array.isArray(value) ? value.join(',') : String(value));
	}
	return query;
}
