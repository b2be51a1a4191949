import type { ApiCall } from '../doors/dispatch';
import type { Method } from '../router';

/** A route of the sandbox's route table, named as the table names it: method and pattern. */
export type RouteRef = readonly [Method, string];

/**
 * One root field of the GraphQL schema, declared by reference to the REST route it calls (docs:
 * apis/graphql/overview, "each field calls the same controller as its REST twin"). The schema,
 * the resolver and the check that every field maps to a route are all read from these.
 */
export interface GraphqlField {
	field: string;
	/** Queries read or validate; mutations publish, change state, start work or send email. */
	root: 'query' | 'mutation';
	route: RouteRef;
	/** Routes picked by an enum argument's value (adTargetingSearch's `kind`), by the enum's value. */
	routeBy?: { argument: string; routes: Readonly<Record<string, RouteRef>> };
	description: string;
	/** Each argument's GraphQL type as SDL (`Int`, `[Platform!]`, `JSON!`). */
	args?: Readonly<Record<string, string>>;
	/** Account-level fields take no `profileKey` argument (docs: apis/graphql/overview). */
	scope?: 'account';
	/** Path parameters the field fixes (the legacy per-network fields). */
	fixed?: Readonly<Record<string, string>>;
	/** The argument whose JSON object is the whole REST body (createPost's `input`). */
	input?: string;
	/** At least one of these arguments must be given (the docs' "needs one of" rules). */
	atLeastOne?: readonly string[];
	/** Arguments allowed only with some values of the `routeBy` argument. */
	onlyWith?: Readonly<Record<string, readonly string[]>>;
}

/** Every route a field can call: its own and, for `routeBy` fields, each variant. */
export function routesOf(field: GraphqlField): RouteRef[] {
	return [field.route, ...Object.values(field.routeBy?.routes ?? {})];
}

/**
 * The REST call a field's arguments become: path parameters filled from the arguments (or the
 * field's fixed ones), the rest as the query of a GET and the body of anything else.
 */
export function apiCallOf(field: GraphqlField, args: Record<string, unknown>): ApiCall {
	const pick = field.routeBy ? String(args[field.routeBy.argument]) : undefined;
	const [method, pattern] =
		pick !== undefined ? (field.routeBy?.routes[pick] ?? field.route) : field.route;
	const rest: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(args)) {
		if (name === 'profileKey' || name === field.routeBy?.argument || value === undefined) continue;
		if (pattern.includes(`/:${name}`)) continue;
		if (name === field.input) Object.assign(rest, value);
		else rest[name] = value;
	}
	const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
		encodeURIComponent(String(field.fixed?.[name] ?? args[name])),
	);
	return method === 'GET' || method === 'DELETE'
		? { method, path, query: rest }
		: { method, path, body: rest };
}
