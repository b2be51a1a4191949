import { Router, type Method, type Route } from '../../src/sandbox/router';

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
 * The route table of a running in-process sandbox, read from its own Router: the routers built
 * after `arm()` are recorded, and the largest (the HTTP server's, which holds every route, page,
 * MCP and GraphQL included) is read. Nothing about the routes is copied by hand, so a route
 * added later is fuzzed too.
 */
export function captureRouter(): { arm(): void; routes(): RouteEntry[] } {
	const built = new Set<Router>();
	const original = Router.prototype.add;
	return {
		arm() {
			Router.prototype.add = function (this: Router, route: Route) {
				built.add(this);
				return original.call(this, route);
			};
		},
		routes() {
			Router.prototype.add = original;
			if (built.size === 0) throw new Error('no sandbox router was built after arm()');
			const tables = [...built].map((router) => {
				const inside = router as unknown as {
					exact: Map<string, Map<Method, Route>>;
					parameterised: Route[];
				};
				const all: Route[] = [];
				for (const byMethod of inside.exact.values()) all.push(...byMethod.values());
				all.push(...inside.parameterised);
				return all;
			});
			const all = tables.reduce((largest, table) =>
				table.length > largest.length ? table : largest,
			);
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
