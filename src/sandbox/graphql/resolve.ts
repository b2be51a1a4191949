import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { X_APP_KEY_HEADERS } from '../../engine/core/xAppKeys';
import type { SandboxContext } from '../context';
import { type ApiDispatcher, forwardedHeaders, limitHeadersOf } from '../doors/dispatch';
import { authenticate } from '../http/auth';
import { SandboxError } from '../errors';
import { type GraphqlField, apiCallOf } from './field';
import { GRAPHQL_LIMITS } from './limits';
import type { FieldResolver } from './schema';

/** One GraphQL request as it runs: its caller's headers and what its root fields dispatched. */
// A type, not an interface: graphql-http wants a context assignable to a record.
export type GraphqlRun = {
	ctx: SandboxContext;
	dispatcher: ApiDispatcher;
	headers: IncomingHttpHeaders;
	/** Root fields given an API call, in the order they took it (the request's cost). */
	dispatched: string[];
	accountId?: number;
	/** The rate limit's headers of the latest REST call, for the HTTP answer. */
	limitHeaders: Record<string, string>;
	/** The first refusal's service code, for the page's call list. */
	code?: number;
	/** Set once the operation ran: `query Name`, its root fields as written, no errors at all. */
	operation?: string;
	fields?: string[];
	ok?: boolean;
};

/** A resolver error as the docs give it: `extensions.status`, and `code`/`retryAfter` when known. */
function fieldError(
	message: string,
	status: number,
	code?: unknown,
	retryAfter?: number,
): GraphQLError {
	return new GraphQLError(message, {
		extensions: {
			status,
			...(typeof code === 'number' ? { code } : {}),
			...(retryAfter !== undefined ? { retryAfter } : {}),
		},
	});
}

/** Keys and secrets the caller sent or owns, never repeated in a message (docs: apis/graphql/errors). */
function secretsOf(run: GraphqlRun, args: Record<string, unknown>): string[] {
	const values = [
		run.headers.authorization,
		run.headers['profile-key'],
		...Object.entries(run.headers)
			.filter(([name]) => name.startsWith(X_APP_KEY_HEADERS.family))
			.map(([, value]) => value),
		args.profileKey,
	];
	if (run.accountId !== undefined) {
		const account = run.ctx.accounts.byId(run.accountId);
		if (account) values.push(account.apiKey);
		for (const profile of run.ctx.accounts.profiles(run.accountId)) values.push(profile.profileKey);
	}
	return values
		.flatMap((value) => (Array.isArray(value) ? value : [value]))
		.flatMap((value) =>
			typeof value === 'string' ? [value, value.replace(/^Bearer\s+/i, '')] : [],
		)
		.filter((value) => value.trim().length >= 6);
}

function scrub(message: string, secrets: string[]): string {
	let text = message;
	for (const secret of secrets) text = text.split(secret).join('[redacted]');
	return text;
}

/** What a REST error body says, in one line: its message, or each network's. */
function messageOf(body: Record<string, unknown>, status: number): string {
	if (typeof body.message === 'string') return body.message;
	if (Array.isArray(body.errors)) {
		const lines = body.errors
			.map((error: { platform?: unknown; message?: unknown }) =>
				typeof error?.message === 'string'
					? `${typeof error.platform === 'string' ? `${error.platform}: ` : ''}${error.message}`
					: undefined,
			)
			.filter(Boolean);
		if (lines.length > 0) return lines.join('; ');
	}
	return `The REST call answered HTTP ${status}.`;
}

function codeOf(body: Record<string, unknown>): unknown {
	if (typeof body.code === 'number') return body.code;
	const first = Array.isArray(body.errors) ? (body.errors[0] as { code?: unknown }) : undefined;
	return first?.code;
}

/** The argument rules the docs give beside the types: "needs one of", "only with this kind". */
function argumentProblems(field: GraphqlField, args: Record<string, unknown>): string[] {
	const problems: string[] = [];
	if (field.atLeastOne && !field.atLeastOne.some((name) => args[name] !== undefined))
		problems.push(`${field.field} needs at least one of ${field.atLeastOne.join(', ')}.`);
	for (const [name, allowed] of Object.entries(field.onlyWith ?? {})) {
		const chosen = String(args[field.routeBy?.argument ?? ''] ?? '');
		if (args[name] !== undefined && !allowed.includes(chosen))
			problems.push(
				`${name} is allowed only with ${field.routeBy?.argument}: ${allowed.map((v) => v.toUpperCase()).join(' or ')} (got ${chosen.toUpperCase()}).`,
			);
	}
	return problems;
}

/**
 * A root field's resolver: one API call through the REST route's own handler (auth, Profile-Key or
 * the `profileKey` argument, rate limit, X app keys, quota), within the request's budget of calls.
 */
export function resolverOf(field: GraphqlField): FieldResolver {
	return async (_root, args, context) => {
		const run = context as GraphqlRun;
		if (run.dispatched.length >= GRAPHQL_LIMITS.dispatches)
			throw fieldError(
				`This request already used its ${GRAPHQL_LIMITS.dispatches} API calls; ${field.field} was not run. Ask for it in another request.`,
				429,
			);
		run.dispatched.push(field.field);
		try {
			const account = authenticate(run.ctx, first(run.headers.authorization));
			run.accountId = account.id;
			const problems = argumentProblems(field, args);
			if (problems.length > 0) throw fieldError(problems.join(' '), 400);
			const argument = typeof args.profileKey === 'string' ? args.profileKey.trim() : '';
			const header = first(run.headers['profile-key'])?.trim();
			const profileKey = argument || header || undefined;
			const answer = await run.dispatcher.call(
				account,
				forwardedHeaders(run.headers, profileKey),
				apiCallOf(field, args),
			);
			Object.assign(run.limitHeaders, limitHeadersOf(answer.headers));
			if (answer.status < 400) return answer.body;
			const body = (answer.body ?? {}) as Record<string, unknown>;
			const retryAfter = Number(answer.headers['retry-after']);
			throw fieldError(
				scrub(messageOf(body, answer.status), secretsOf(run, args)),
				answer.status,
				codeOf(body),
				answer.status === 429 && Number.isFinite(retryAfter) ? retryAfter : undefined,
			);
		} catch (error) {
			if (error instanceof GraphQLError) {
				const code = error.extensions.code;
				if (run.code === undefined && typeof code === 'number') run.code = code;
				throw error;
			}
			if (error instanceof SandboxError) {
				run.code ??= error.code;
				throw fieldError(scrub(error.message, secretsOf(run, args)), error.httpStatus, error.code);
			}
			run.ctx.log(
				`sandbox: GraphQL ${field.field} failed: ${(error as Error)?.stack ?? String(error)}`,
			);
			throw fieldError('The sandbox failed on this field; see its log.', 500);
		}
	};
}

function first(value: string | string[] | undefined): string | undefined {
	return Array.isArray(value) ? value[0] : value;
}
