import { Router, type Method, type Route } from '../../../src/sandbox/router';

export interface RouteEntry {
	method: Method;
	pattern: string;
	action: string;
	public: boolean;
	maxBodyBytes?: number;
	/** The route an older path stands for (`withAliases`), when it is one. */
	aliasOf?: string;
}

/**
 * The route table of a running in-process sandbox, read from its own Router: the first request
 * after `arm()` records the router it went through. Nothing about the routes is copied by hand,
 * so a route added later is fuzzed too.
 */
export function captureRouter(): { arm(): void; routes(): RouteEntry[] } {
	let captured: Router | undefined;
	const original = Router.prototype.match;
	return {
		arm() {
			const record = (router: Router): void => {
				captured ??= router;
			};
			Router.prototype.match = function (this: Router, method: string, path: string) {
				record(this);
				Router.prototype.match = original;
				return original.call(this, method, path);
			};
		},
		routes() {
			Router.prototype.match = original;
			if (!captured) throw new Error('no request went through the sandbox router after arm()');
			const inside = captured as unknown as {
				exact: Map<string, Map<Method, Route>>;
				parameterised: Route[];
			};
			const all: Route[] = [];
			for (const byMethod of inside.exact.values()) all.push(...byMethod.values());
			all.push(...inside.parameterised);
			if (all.length === 0)
				throw new Error('the router holds no routes (its fields were renamed?)');
			return all.map((r) => ({
				method: r.method,
				pattern: r.pattern,
				action: r.action,
				public: r.public === true,
				maxBodyBytes: r.maxBodyBytes,
				aliasOf: r.aliasOf,
			}));
		},
	};
}
