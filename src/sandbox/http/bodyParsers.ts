import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { MAX_FORM_BYTES, formTooLarge, parseFormBody } from '../page/form';
import type { Route } from '../router';
import { JSON_TYPE, MAX_BODY_BYTES, notJson, parseJsonBody, tooLarge } from './jsonBody';
import { multipartBody } from './multipartBody';

/** How a route's body is read; the server registers each kind's routes in a scope with its parsers. */
export type BodyKind = 'json' | 'json-or-multipart' | 'form' | 'stream';

export function bodyKindOf(route: Route): BodyKind {
	if (route.streamBody) return 'stream';
	if (route.formBody) return 'form';
	return route.multipartBody ? 'json-or-multipart' : 'json';
}

/** Most bytes a route's body may have (the stream routes read theirs themselves, with their own limit). */
export function bodyLimitOf(route: Route): number | undefined {
	if (route.streamBody) return undefined;
	return route.formBody ? MAX_FORM_BYTES : (route.maxBodyBytes ?? MAX_BODY_BYTES);
}

/** The route a request reached (the server puts it in each Fastify route's config). */
export function routeOf(request: FastifyRequest): Route | undefined {
	return (request.routeOptions.config as { route?: Route }).route;
}

const contentTypeOf = (request: FastifyRequest) => request.headers['content-type'] ?? '';

/**
 * The content-type parsers of one body kind. They run after the route is found, so each reads
 * within the route's limit and answers in its action. An empty body is no body, whatever its type.
 */
export function registerBodyParsers(scope: FastifyInstance, kind: BodyKind): void {
	scope.removeAllContentTypeParsers();
	if (kind === 'stream') {
		// The handler reads the request itself (`bodyStream`).
		scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
		return;
	}
	const parseAs = 'buffer';
	const action = (request: FastifyRequest) => routeOf(request)?.action ?? 'request';
	if (kind === 'form') {
		scope.addContentTypeParser('*', { parseAs }, async (request: FastifyRequest, raw: Buffer) =>
			parseFormBody(raw, contentTypeOf(request), action(request)),
		);
		return;
	}
	scope.addContentTypeParser(
		JSON_TYPE,
		{ parseAs },
		async (request: FastifyRequest, raw: Buffer) =>
			parseJsonBody(raw, contentTypeOf(request), action(request)),
	);
	if (kind === 'json-or-multipart') {
		scope.addContentTypeParser(
			'multipart/form-data',
			{ parseAs },
			async (request: FastifyRequest, raw: Buffer) =>
				raw.length === 0 ? undefined : multipartBody(raw, contentTypeOf(request), action(request)),
		);
	}
	scope.addContentTypeParser('*', { parseAs }, async (request: FastifyRequest, raw: Buffer) => {
		if (raw.length > 0) throw notJson(action(request), contentTypeOf(request));
		return undefined;
	});
}

/** A body Fastify could not read (too large, cut short) as the service's error; other errors are not body errors. */
export function bodyReadError(error: unknown, route: Route): unknown {
	const code = (error as { code?: unknown } | undefined)?.code;
	if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
		return route.formBody
			? formTooLarge(route.action)
			: tooLarge(route.action, route.maxBodyBytes ?? MAX_BODY_BYTES);
	}
	if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
		return badRequest(route.action, 'The body is not as long as its Content-Length says.');
	}
	return undefined;
}
