import type { Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import type { Account } from './store/accounts';
import type { SandboxContext } from './context';
import type { Endpoint } from '../engine/contract/endpoint';
import type { ContractInput } from './http/contractInput';
import type { ValidationIssue } from '../engine/core/errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SandboxRequest {
	method: Method;
	/** Path without the query string. */
	path: string;
	params: Record<string, string>;
	query: URLSearchParams;
	headers: IncomingHttpHeaders;
	/** Parsed JSON body (always an object when present). */
	body: Record<string, unknown> | undefined;
	/** The unread request body, for routes with `streamBody`. */
	bodyStream?: Readable;
	/** The account behind the API key; set for every route that needs one. */
	account: Account;
	/** The request as the route's contract parsed it (routes with a `contract`). */
	input?: ContractInput;
}

export interface Reply {
	status: number;
	/** Sent as JSON. */
	body?: unknown;
	/** `JSON.stringify(body)` when the handler has it already (kept records): sent instead of serializing `body` again. */
	json?: string;
	/** Sent as they are instead of JSON (media, images); give content-type in headers. */
	raw?: Uint8Array;
	/** A file streamed as it is; give content-type and content-length in headers. */
	file?: string;
	headers?: Record<string, string>;
}

export type Handler = (req: SandboxRequest, ctx: SandboxContext) => Reply | Promise<Reply>;

export interface Route {
	method: Method;
	/** `/api/post/:id` style: `:name` segments capture one path segment. */
	pattern: string;
	handler: Handler;
	/** Public routes (health, short links, network pages) need no API key. */
	public?: boolean;
	/** The `action` of error bodies this route answers with. */
	action: string;
	/** The body is an HTML form (the sandbox's page), not JSON. */
	formBody?: boolean;
	/** The route also takes a multipart/form-data body, read as the JSON body it stands for. */
	multipartBody?: boolean;
	/** Largest JSON body this route reads, when it is not the server's 1 MB. */
	maxBodyBytes?: number;
	/** The handler reads the raw body itself from `bodyStream` (large uploads, streamed to disk). */
	streamBody?: boolean;
	/** On an older path kept for older clients: the `METHOD pattern` of the route it answers as. */
	aliasOf?: string;
	/** The endpoint's contract: the pipeline parses the request with it before the handler runs. */
	contract?: Endpoint;
	/**
	 * Documented fields the route accepts but does not act on, each with why (a network the
	 * sandbox only simulates, a setting of the real service's dashboard): the OpenAPI document
	 * and the coverage page show them as accepted, not modelled.
	 */
	notModelled?: Readonly<Record<string, string>>;
	/**
	 * The handler checks the contract's body itself, with checks the schema alone cannot make (the
	 * clock, the profile, each network's rules), all problems in one answer: why, in a few words.
	 * `req.input.body` is then the body as sent; params and query are parsed as usual.
	 */
	handlerChecksBody?: string;
	/**
	 * Checks that come before the request's fields (an add-on, a plan, the network): run ahead of
	 * the contract's parse, so a caller without them hears that first, whatever it sent.
	 */
	before?: (req: SandboxRequest, ctx: SandboxContext) => void;
	/**
	 * Checks of fields against the store (an id that must exist), on the raw request: their
	 * problems join the contract's in the one 400, so every problem is answered at once.
	 */
	alsoCheck?: (req: SandboxRequest, ctx: SandboxContext) => ValidationIssue[];
}

/** A request its route's contract has parsed. */
export type ContractRequest<E extends Endpoint> = SandboxRequest & { input: ContractInput<E> };

/**
 * The routes of one endpoint, declared by its contract: its path below `/api`, its aliases, and a
 * handler that reads the parsed `req.input` (no route parses its request by hand).
 */
export function contractRoute<E extends Endpoint>(
	contract: E,
	options: Omit<Route, 'method' | 'pattern' | 'handler' | 'contract' | 'aliasOf'> & {
		handler: (req: ContractRequest<E>, ctx: SandboxContext) => Reply | Promise<Reply>;
	},
): Route[] {
	const route: Route = {
		...options,
		method: contract.method,
		pattern: `/api${contract.path}`,
		contract,
		handler: options.handler as Handler,
	};
	const aliases = (contract.aliases ?? []).map((alias) =>
		alias.includes(' ') ? alias.replace(' /', ' /api/') : `/api${alias}`,
	);
	return withAliases(route, aliases);
}

/** `METHOD pattern` of a route; an alias answers as the route it serves (its checks included). */
export function routeKey(route: Route): string {
	return route.aliasOf ?? `${route.method} ${route.pattern}`;
}

/**
 * A route under today's documented path, then the older paths the service's SDKs and our seed
 * still call (`'/api/upload'`, or `'PUT /api/post'` when the method differs): one entry each, one
 * handler, so an alias can never answer differently from the path it stands for.
 */
export function withAliases(route: Route, aliases: readonly string[]): Route[] {
	const aliasOf = routeKey(route);
	return [
		route,
		...aliases.map((alias): Route => {
			const [method, pattern] = alias.includes(' ') ? alias.split(' ') : [route.method, alias];
			return { ...route, method: method as Method, pattern, aliasOf };
		}),
	];
}

interface CompiledRoute extends Route {
	segments: string[];
}

export type RouteMatch =
	| { kind: 'found'; route: Route; params: Record<string, string> }
	| { kind: 'wrong-method'; allowed: Method[] }
	| { kind: 'none' };

/**
 * A tiny method + path router: exact paths by map lookup, parameterised ones by segment match. The
 * doors' in-process calls use it, and the HTTP server for a 405's Allow header (Fastify routes the rest).
 */
export class Router {
	private readonly exact = new Map<string, Map<Method, Route>>();
	private readonly parameterised: CompiledRoute[] = [];

	constructor(routes: Route[]) {
		for (const route of routes) this.add(route);
	}

	add(route: Route): void {
		if (route.pattern.includes('/:')) {
			this.parameterised.push({ ...route, segments: route.pattern.split('/') });
		} else {
			const byMethod = this.exact.get(route.pattern) ?? new Map<Method, Route>();
			byMethod.set(route.method, route);
			this.exact.set(route.pattern, byMethod);
		}
	}

	match(method: string, path: string): RouteMatch {
		const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
		const byMethod = this.exact.get(trimmed);
		const exact = byMethod?.get(method as Method);
		if (exact) return { kind: 'found', route: exact, params: {} };
		const allowed = new Set<Method>(byMethod ? byMethod.keys() : []);
		const segments = trimmed.split('/');
		for (const route of this.parameterised) {
			const params = matchSegments(route.segments, segments);
			if (!params) continue;
			if (route.method === method) return { kind: 'found', route, params };
			allowed.add(route.method);
		}
		return allowed.size > 0 ? { kind: 'wrong-method', allowed: [...allowed] } : { kind: 'none' };
	}
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
	if (pattern.length !== actual.length) return undefined;
	const params: Record<string, string> = {};
	for (let i = 0; i < pattern.length; i++) {
		const expected = pattern[i];
		if (expected.startsWith(':')) {
			if (actual[i] === '') return undefined;
			try {
				params[expected.slice(1)] = decodeURIComponent(actual[i]);
			} catch {
				return undefined;
			}
		} else if (expected !== actual[i]) {
			return undefined;
		}
	}
	return params;
}
