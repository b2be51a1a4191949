import { GraphQLClient } from 'graphql-request';
import type { RunningSandbox } from '../../src/sandbox/index';
import { X_APP_HEADERS } from './sandboxXApp';

/** An independent GraphQL client (graphql-request) bound to a sandbox's /graphql, keeping errors beside data. */
export function graphqlClient(
	sandbox: Pick<RunningSandbox, 'graphqlUrl' | 'apiKey'>,
	headers: Record<string, string> = {},
): GraphQLClient {
	return new GraphQLClient(sandbox.graphqlUrl, {
		headers: { authorization: `Bearer ${sandbox.apiKey}`, ...X_APP_HEADERS, ...headers },
		errorPolicy: 'all',
	});
}

/** A raw POST to /graphql, for the HTTP-level cases a GraphQL client hides. */
export async function postGraphql(
	sandbox: Pick<RunningSandbox, 'graphqlUrl' | 'apiKey'>,
	body: string,
	headers: Record<string, string> = {},
	method = 'POST',
): Promise<{ status: number; headers: Headers; text: string; json?: any }> {
	const response = await fetch(sandbox.graphqlUrl, {
		method,
		headers: {
			authorization: `Bearer ${sandbox.apiKey}`,
			'content-type': 'application/json',
			...X_APP_HEADERS,
			...headers,
		},
		body: method === 'GET' ? undefined : body,
	});
	const text = await response.text();
	const json = (response.headers.get('content-type') ?? '').includes('json')
		? JSON.parse(text)
		: undefined;
	return { status: response.status, headers: response.headers, text, json };
}

/** `{ a0: user a1: user ... }`: n aliased root fields. */
export function aliases(n: number, field = 'user'): string {
	return `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

/** A selection nested n levels deep under `user` (a JSON field, so invalid past the first level). */
export function nested(n: number): string {
	return `{ user${' { a'.repeat(n - 1)}${' }'.repeat(n - 1)} }`;
}
