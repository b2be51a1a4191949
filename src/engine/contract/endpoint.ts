import type { z } from 'zod';

/**
 * One REST endpoint of the service, as data: the one home of its request's shape. The sandbox
 * parses and checks requests with it (`src/sandbox/http/contractInput.ts`), the engine's request
 * types derive from its schemas, and the MCP tools, the GraphQL arguments, `/openapi.json` and the
 * coverage page (`docs/reference/coverage.md`) are built from it. `CONTRIBUTING.md` says how to add one.
 */
export interface Endpoint<
	Q extends z.ZodTypeAny = z.ZodTypeAny,
	B extends z.ZodTypeAny = z.ZodTypeAny,
	P extends z.ZodTypeAny = z.ZodTypeAny,
> {
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	/** The documented path below `/api`, `:name` for a path parameter: `/history/:id`. */
	path: string;
	/** Older paths (`/upload`) or `METHOD /path` pairs the service's SDKs still call: the same contract. */
	aliases?: readonly string[];
	/** The service's public doc page this endpoint follows (its URL), or `ours` with why. */
	doc: DocRef;
	/** One line: what the endpoint does. */
	summary: string;
	/** Path parameters, as strings. */
	params?: P;
	/**
	 * The query, typed as a client sends it (numbers, booleans, lists); the sandbox reads the
	 * query string into these types by the schema's shape before parsing (`queryObject`).
	 */
	query?: Q;
	/** The JSON body. Objects let unknown keys through (`.passthrough()`): unknown fields are not bad input. */
	body?: B;
	/** The answer's schema, where it is declared (the OpenAPI document and the live-answer test read it). */
	response?: z.ZodTypeAny;
	/** The service's error codes this endpoint may answer with (the error catalog's numbers). */
	errors?: readonly number[];
	/** Fields whose doc page is not the endpoint's own, or that are ours (not in the service's docs). */
	fields?: Readonly<Record<string, DocRef>>;
}

/** A public doc page's URL, or `{ ours: why }` where the service's docs are silent. */
export type DocRef = string | { ours: string };

/** Declares an endpoint; the schemas keep their types for the engine's requests. */
export function endpoint<
	Q extends z.ZodTypeAny = z.ZodTypeAny,
	B extends z.ZodTypeAny = z.ZodTypeAny,
	P extends z.ZodTypeAny = z.ZodTypeAny,
>(contract: Endpoint<Q, B, P>): Endpoint<Q, B, P> {
	return contract;
}

/** The service's docs, each page under this root (their index of every page: `llms.txt`). */
export const DOCS = 'https://www.ayrshare.com/docs';

/** The request types a client writes for an endpoint. */
export type QueryOf<E> =
	E extends Endpoint<infer Q, z.ZodTypeAny, z.ZodTypeAny> ? z.input<Q> : never;
export type BodyOf<E> =
	E extends Endpoint<z.ZodTypeAny, infer B, z.ZodTypeAny> ? z.input<B> : never;
