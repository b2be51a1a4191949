import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { Router, type Route, type SandboxRequest } from '../router';
import { type RateLimiter, limitRefusal, rateLimitKey } from '../limits/rateLimit';
import type { Account } from '../store/accounts';
import { requireXAppKeys, type XAppKeysMode } from '../limits/xAppKeys';
import type { ApiCall } from './tool';

/** What the REST route answered: its status, its JSON body and the rate-limit headers. */
export interface ApiAnswer {
	status: number;
	body: unknown;
	headers: Record<string, string>;
}

/**
 * The MCP door's way into the REST door, in process: the route an HTTP client's request reaches,
 * after the same rate limit and X app key check the server applies, with the caller's account.
 */
export class ApiDispatcher {
	private readonly router: Router;

	constructor(
		private readonly ctx: SandboxContext,
		apiRoutes: Route[],
		private readonly limiter: RateLimiter | undefined,
		private readonly xAppKeys: XAppKeysMode,
	) {
		this.router = new Router(apiRoutes.filter((route) => route.pattern.startsWith('/api/')));
	}

	/** `limited: false` for reads a tool makes to fill a default: one tool call counts once. */
	async call(
		account: Account,
		headers: IncomingHttpHeaders,
		call: ApiCall,
		{ limited = true } = {},
	): Promise<ApiAnswer> {
		const found = this.router.match(call.method, call.path);
		if (found.kind !== 'found')
			throw new Error(`MCP tool called ${call.method} ${call.path}, no API route`);
		const query = toQuery(call.query);
		let limitHeaders: Record<string, string> = {};
		try {
			if (this.limiter && limited) {
				const decision = this.limiter.take(
					rateLimitKey(this.ctx, account, headers, query, call.body),
				);
				limitHeaders = decision.headers;
				const refusal = limitRefusal(this.limiter, decision, found.route.action);
				if (refusal) throw refusal;
			}
			const request: SandboxRequest = {
				method: call.method,
				path: call.path,
				params: found.params,
				query,
				headers,
				body: call.body,
				account,
			};
			requireXAppKeys(this.xAppKeys, found.route, request, this.ctx);
			const reply = await found.route.handler(request, this.ctx);
			return {
				status: reply.status,
				body: reply.body ?? {},
				headers: { ...reply.headers, ...limitHeaders },
			};
		} catch (error) {
			if (!(error instanceof SandboxError)) throw error;
			return { status: error.httpStatus, body: error.toBody(), headers: limitHeaders };
		}
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
