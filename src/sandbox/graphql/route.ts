import type { IncomingMessage } from 'node:http';
import {
	type DocumentNode,
	GraphQLError,
	type GraphQLSchema,
	Kind,
	getOperationAST,
	parse,
	validate,
} from 'graphql';
import { createHandler } from 'graphql-http';
import type { SandboxContext } from '../context';
import type { ApiDispatcher } from '../doors/dispatch';
import { SandboxError } from '../errors';
import { readJsonBody } from '../http/jsonBody';
import type { Reply, Route, SandboxRequest } from '../router';
import { graphqlCallLog } from './callLog';
import { GRAPHQL_LIMITS, MAX_QUERY_TOKENS, limitProblems, nestingProblem } from './limits';
import { type GraphqlRun, resolverOf } from './resolve';
import { GRAPHQL_FIELDS, buildGraphqlSchema } from './schema';

/** Where the GraphQL API answers, beside `/api` and `/mcp`, as the service's does. */
export const GRAPHQL_PATH = '/graphql';
const ACTION = 'graphql';

let builtSchema: ReturnType<typeof buildGraphqlSchema> | undefined;

/** The door's schema, built once per process from the field declarations. */
export function graphqlSchema() {
	return (builtSchema ??= buildGraphqlSchema(GRAPHQL_FIELDS, resolverOf));
}

/**
 * The document of a query, or why it is refused before running (never billed): brackets nested past
 * reason, more tokens than the parser reads, over the depth/field/alias limits, or invalid. Limits are
 * checked on the parsed document before validation, so a hostile query costs little.
 */
export function preparedOperation(
	schema: GraphQLSchema,
	query: string,
	operationName?: string | null,
): DocumentNode | readonly GraphQLError[] {
	const cache = preparedDocuments.get(schema) ?? new Map<string, DocumentNode>();
	preparedDocuments.set(schema, cache);
	const key = `${operationName ?? ''}\u0000${query}`;
	const known = cache.get(key);
	if (known) return known;
	const prepared = checkedOperation(schema, query, operationName);
	if ('kind' in prepared && key.length <= MAX_CACHED_QUERY_CHARS) {
		if (cache.size >= MAX_CACHED_DOCUMENTS) cache.delete(cache.keys().next().value as string);
		cache.set(key, prepared);
	}
	return prepared;
}

// Validation costs a few hundred microseconds even for `{ user }`: a client repeating its queries (as
// n8n's GraphQL node and generated clients do) gets the checked document back, as graphql-yoga's cache does.
const preparedDocuments = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();
const MAX_CACHED_DOCUMENTS = 200;
const MAX_CACHED_QUERY_CHARS = 4 * 1024;

function checkedOperation(
	schema: GraphQLSchema,
	query: string,
	operationName?: string | null,
): DocumentNode | readonly GraphQLError[] {
	const nesting = nestingProblem(query);
	if (nesting) return [nesting];
	let document;
	try {
		document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
	} catch (error) {
		if (error instanceof GraphQLError) return [error];
		throw error;
	}
	const problems = limitProblems(document, operationName);
	if (problems.length > 0) return problems;
	const invalid = validate(schema, document);
	return invalid.length > 0 ? invalid : document;
}

/**
 * `POST /graphql` (docs: apis/graphql/overview, errors, limits): graphql-http speaks the
 * GraphQL-over-HTTP protocol (content type, Accept, 400/415, 200 or 400 for invalid queries) and
 * graphql-js runs the operation; each root field is one API call through the REST route's handler.
 * Public to the HTTP server: introspection needs no key, and each field authenticates.
 */
export function graphqlRoutes(ctx: SandboxContext, dispatcher: ApiDispatcher): Route[] {
	const schema = graphqlSchema();
	const handler = createHandler<IncomingMessage, GraphqlRun, GraphqlRun>({
		schema,
		// Limits are checked on the parsed document before validation, so a hostile query costs little.
		onSubscribe: (req, params) => {
			const prepared = preparedOperation(schema, params.query, params.operationName);
			if (!('kind' in prepared)) return prepared;
			return {
				schema,
				document: prepared,
				operationName: params.operationName,
				variableValues: params.variables,
				contextValue: req.context,
			};
		},
		onOperation: (req, args, result) => {
			const run = req.context;
			const operation = getOperationAST(args.document, args.operationName);
			run.operation = `${operation?.operation ?? 'query'}${operation?.name ? ` ${operation.name.value}` : ''}`;
			run.ok = !result.errors?.length;
			run.fields = (operation?.selectionSet.selections ?? []).flatMap((selection) =>
				selection.kind === Kind.FIELD && !selection.name.value.startsWith('__')
					? [
							selection.alias
								? `${selection.alias.value}: ${selection.name.value}`
								: selection.name.value,
						]
					: [],
			);
			// The answer graphql-http would make, without its per-value replacer (the costliest step of `{ user }`).
			const type = answerType(run.headers.accept);
			// No data: the request failed before running (variables that do not fit), 400 for such clients.
			const refused = result.data === undefined && type === GRAPHQL_RESPONSE;
			return [
				JSON.stringify(result),
				{
					status: refused ? 400 : 200,
					statusText: refused ? 'Bad Request' : 'OK',
					headers: { 'content-type': `${type}; charset=utf-8` },
				},
			];
		},
	});

	const answer = async (req: SandboxRequest): Promise<Reply> => {
		const started = ctx.now();
		// The route streams its body (streamBody), so the 64 KB limit is this door's, not the server's 1 MB.
		const incoming = req.bodyStream as IncomingMessage;
		let body: Record<string, unknown> | undefined;
		try {
			body = await readJsonBody(incoming, ACTION, GRAPHQL_LIMITS.bodyBytes);
		} catch (error) {
			if (!(error instanceof SandboxError)) throw error;
			return transportRefusal(incoming, error);
		}
		const run: GraphqlRun = {
			ctx,
			dispatcher,
			headers: req.headers,
			dispatched: [],
			limitHeaders: {},
		};
		const [text, init] = await handler({
			method: 'POST',
			url: req.path,
			headers: req.headers,
			body: body ?? null,
			raw: incoming,
			context: run,
		});
		if (run.operation !== undefined)
			graphqlCallLog.record(ctx, {
				accountId: run.accountId,
				at: started,
				operation: run.operation,
				fields: run.fields ?? [],
				cost: run.dispatched.length,
				ok: run.ok ?? false,
				code: run.code,
				ms: ctx.now() - started,
			});
		const headers = { ...init.headers, ...run.limitHeaders };
		return text === null
			? { status: init.status, headers }
			: { status: init.status, headers, raw: Buffer.from(text) };
	};

	const route = (method: Route['method'], handlerOf: Route['handler']): Route => ({
		method,
		pattern: GRAPHQL_PATH,
		action: ACTION,
		public: true,
		streamBody: true,
		handler: handlerOf,
	});
	return [
		route('POST', answer),
		...(['GET', 'DELETE', 'PUT', 'PATCH'] as const).map((method) => route(method, notAllowed)),
	];
}

/**
 * The media type graphql-http chose for this Accept (it has answered 406 already when none fits):
 * the first acceptable entry, `application/graphql-response+json` or JSON.
 */
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

function answerType(accept: string | string[] | undefined): string {
	const entries = String(accept ?? '*/*')
		.replace(/\s/g, '')
		.toLowerCase()
		.split(',');
	for (const entry of entries) {
		const type = entry.split(';')[0];
		if (type === GRAPHQL_RESPONSE) return type;
		if (type === 'application/json' || type === 'application/*' || type === '*/*')
			return 'application/json';
	}
	return 'application/json';
}

/** Any method but POST (docs: GET and DELETE answer 405; GET queries are not supported). */
function notAllowed(req: SandboxRequest): Reply {
	req.bodyStream?.resume();
	return graphqlErrors(
		405,
		`${req.method} is not allowed on ${GRAPHQL_PATH}; send a POST with a JSON body holding query.`,
		{
			allow: 'POST',
		},
	);
}

/** What the body reader refused: 413 over 64 KB, 415 with an empty body, 400 for JSON that is not. */
function transportRefusal(incoming: IncomingMessage, error: SandboxError): Reply {
	const headers: Record<string, string> = {};
	if (!incoming.complete) {
		headers.connection = 'close';
		incoming.resume();
	}
	if (error.httpStatus === 415) return { status: 415, headers };
	return graphqlErrors(error.httpStatus, error.message, headers);
}

function graphqlErrors(
	status: number,
	message: string,
	headers: Record<string, string> = {},
): Reply {
	return {
		status,
		headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
		raw: Buffer.from(JSON.stringify({ errors: [{ message }] })),
	};
}
