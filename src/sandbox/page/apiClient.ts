import type { SandboxContext } from '../context';
import { SandboxError } from '../errors';
import { readRouteInput } from '../doors/pipeline';
import { Router, type Method, type Route, type SandboxRequest } from '../router';
import type { RateLimiter } from '../limits/rateLimit';
import type { Account, Profile } from '../store/accounts';

export interface ApiAnswer {
	status: number;
	body: unknown;
}

/**
 * The page as a client of the API, in process: a request goes to the very route handler an HTTP
 * client's request reaches (approve is `PUT /api/post`, a correspondent's message is
 * `POST /api/admin/messages/incoming`), with the account's identity instead of its key on the wire.
 */
export class PageApiClient {
	private readonly router: Router;

	constructor(
		private readonly ctx: SandboxContext,
		apiRoutes: Route[],
		/** The server's rate limiter, when it has one: the page reads how much of it each profile used. */
		readonly rateLimiter?: RateLimiter,
	) {
		this.router = new Router(apiRoutes.filter((route) => route.pattern.startsWith('/api/')));
	}

	/** Answers the route's reply; an API error comes back as its status and error body, not thrown. */
	async call(
		account: Account,
		profile: Profile | undefined,
		method: Method,
		path: string,
		options: { body?: Record<string, unknown>; query?: Record<string, string> } = {},
	): Promise<ApiAnswer> {
		const found = this.router.match(method, path);
		if (found.kind !== 'found') throw new Error(`the page called ${method} ${path}, no API route`);
		// The primary profile is the default: no key, so accounts without profile keys (Basic) work too.
		const headers = profile && !profile.primary ? { 'profile-key': profile.profileKey } : {};
		const request: SandboxRequest = {
			method,
			path,
			params: found.params,
			query: new URLSearchParams(options.query ?? {}),
			headers,
			body: options.body,
			account,
		};
		try {
			// A contract route reads its parsed request, as through the pipeline (doors/pipeline.ts).
			if (found.route.contract) request.input = readRouteInput(found.route, request, this.ctx);
			const reply = await found.route.handler(request, this.ctx);
			return { status: reply.status, body: reply.body };
		} catch (error) {
			if (!(error instanceof SandboxError)) throw error;
			return { status: error.httpStatus, body: error.toBody() };
		}
	}
}

/** The message an API error body carries, for the page's notice (some nest it under a platform key). */
export function errorMessage(answer: ApiAnswer): string {
	const body = answer.body as Record<string, unknown> | undefined;
	const nested = body && Object.values(body).length === 1 ? Object.values(body)[0] : undefined;
	for (const candidate of [body, nested] as Array<Record<string, unknown> | undefined>) {
		if (typeof candidate?.message !== 'string') continue;
		const details = typeof candidate.details === 'string' ? ` ${candidate.details}` : '';
		return `${candidate.message}${details}`;
	}
	return `The request failed with HTTP ${answer.status}.`;
}
