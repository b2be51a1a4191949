import { createReadStream } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { fastify, type FastifyReply, type FastifyRequest } from 'fastify';
import { authenticate } from './http/auth';
import type { SandboxContext } from './context';
import { ErrorCode, SandboxError, badRequest } from './errors';
import {
	bodyKindOf,
	bodyLimitOf,
	bodyReadError,
	routeOf,
	registerBodyParsers,
} from './http/bodyParsers';
import type { BodyKind } from './http/bodyParsers';
import type { Method, Reply, Route, SandboxRequest } from './router';
import { Router } from './router';
import { PAGE_POLL_PATH } from './page/layout';
import type { RateLimiter } from './limits/rateLimit';
import { type DoorLimits, throughPipeline } from './doors/pipeline';
import type { XAppKeysMode } from './limits/xAppKeys';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
/** Path parameters are ids, names and URLs; node's 16 KB header limit bounds them, not Fastify's 100 characters. */
const MAX_PARAM_LENGTH = 16 * 1024;

interface ServerState {
	ctx: SandboxContext;
	limits: DoorLimits;
}

/**
 * The HTTP server (Fastify): each route of the table registered under its body kind's parsers,
 * then authenticate, the one pipeline (doors/pipeline.ts), the answer; one log line per request.
 */
export async function createSandboxServer(
	ctx: SandboxContext,
	routes: Route[],
	quiet: boolean,
	limiter?: RateLimiter,
	xAppKeys: XAppKeysMode = 'required',
): Promise<Server> {
	const state: ServerState = { ctx, limits: { limiter, xAppKeys } };
	// Only for the 405's Allow header: Fastify's router says "not found" whatever the method.
	const router = new Router(routes);
	const app = fastify({
		// Idle keep-alive sockets are left for clients to close: a server closing one just as a client
		// reuses it (timers run late on a busy machine) fails that client's request with a reset.
		keepAliveTimeout: 65_000,
		// node's own default, which Fastify would turn off: a request still arriving after 5 minutes is dropped.
		requestTimeout: 300_000,
		exposeHeadRoutes: false,
		requestIdHeader: false,
		routerOptions: {
			ignoreTrailingSlash: true,
			maxParamLength: MAX_PARAM_LENGTH,
			// The pipeline reads the query from the URL (http/contractInput.ts); Fastify's copy is unused.
			querystringParser: () => ({}),
		},
		clientErrorHandler: answerClientError,
		frameworkErrors: (_error, _request, reply) =>
			send(reply, {
				status: 400,
				body: badRequest('request', 'The path is not valid percent-encoding.').toBody(),
			}),
	});
	app.server.headersTimeout = 66_000;
	app.removeAllContentTypeParsers();
	const byKind = new Map<BodyKind, Route[]>();
	for (const route of routes) {
		const kind = bodyKindOf(route);
		const same = byKind.get(kind);
		if (same) same.push(route);
		else byKind.set(kind, [route]);
	}
	for (const [kind, kindRoutes] of byKind) {
		void app.register(async (scope) => {
			registerBodyParsers(scope, kind);
			for (const route of kindRoutes) {
				scope.route({
					method: route.method,
					url: route.pattern,
					bodyLimit: bodyLimitOf(route),
					config: { route },
					handler: (request, reply) => answer(state, route, request, reply),
				});
			}
		});
	}
	app.setNotFoundHandler((request, reply) => {
		request.raw.resume();
		const path = pathOf(request.url);
		const found = router.match(request.method, path);
		const error =
			found.kind === 'wrong-method'
				? new SandboxError(
						405,
						ErrorCode.notFound,
						'request',
						`${request.method} is not allowed on ${path}; use ${found.allowed.join(' or ')}.`,
					)
				: new SandboxError(
						404,
						ErrorCode.notFound,
						'request',
						`No route ${request.method} ${path}. Every path below /api is listed at /openapi.json and on the API reference page, /api-reference.`,
					);
		const headers: Record<string, string> =
			found.kind === 'wrong-method' ? { allow: found.allowed.join(', ') } : {};
		return send(reply, { status: error.httpStatus, body: error.toBody(), headers });
	});
	app.setErrorHandler(async (error, request, reply) => {
		const route = routeOf(request);
		// A body its parser refused: answered as the route's, after the rate limit counts it.
		const bodyError =
			route && (error instanceof SandboxError ? error : bodyReadError(error, route));
		if (route && bodyError) return answer(state, route, request, reply, bodyError);
		const path = pathOf(request.url);
		ctx.log(
			`sandbox: ${request.method} ${path} failed: ${(error as Error)?.stack ?? String(error)}`,
		);
		if (reply.raw.headersSent) {
			reply.raw.destroy();
			return reply;
		}
		const failure = new SandboxError(
			500,
			ErrorCode.internal,
			'request',
			'The sandbox failed on this request; see its log.',
		);
		return send(reply, { status: 500, body: failure.toBody() });
	});
	if (!quiet) {
		app.addHook('onResponse', (request, reply, done) => {
			const path = pathOf(request.url);
			// An open page polls for changes every 2 s; those lines would drown the requests that matter.
			// Path only: queries can carry profile keys, and bodies and headers are never logged.
			if (path !== PAGE_POLL_PATH)
				ctx.log(`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
			done();
		});
	}
	await app.ready();
	return app.server;
}

/** Requests node's HTTP parser refuses (headers over 16 KB, malformed): the error body, not a bare status line. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
	if (error.code === 'ECONNRESET' || !socket.writable) {
		socket.destroy();
		return;
	}
	const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
	const message =
		status === 431
			? 'The request line and headers are larger than 16 KB; send long values in a JSON body.'
			: 'The request is not valid HTTP.';
	const text = JSON.stringify(
		new SandboxError(status, ErrorCode.badRequest, 'request', message).toBody(),
	);
	socket.end(
		`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
			`content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
	);
}

function pathOf(url: string): string {
	const question = url.indexOf('?');
	return question === -1 ? url : url.slice(0, question);
}

/** Authenticate, then the pipeline; `bodyError` is a body the route's parser refused. */
async function answer(
	{ ctx, limits }: ServerState,
	route: Route,
	request: FastifyRequest,
	reply: FastifyReply,
	bodyError?: unknown,
): Promise<FastifyReply> {
	const url = request.url;
	const question = url.indexOf('?');
	const path = question === -1 ? url : url.slice(0, question);
	try {
		const account = route.public ? undefined : authenticate(ctx, request.headers.authorization);
		// Rate limit (./rateLimit): every authenticated request but the sandbox-only admin controls
		// counts, even one with a bad body; a refused one is answered 429 before anything runs.
		const limited = Boolean(limits.limiter && account && !path.startsWith('/api/admin/'));
		if (bodyError !== undefined && !limited) throw bodyError;
		const sandboxRequest: SandboxRequest = {
			method: request.method as Method,
			path,
			params: request.params as Record<string, string>,
			query: new URLSearchParams(question === -1 ? '' : url.slice(question + 1)),
			headers: request.headers,
			body: bodyError === undefined ? (request.body as SandboxRequest['body']) : undefined,
			bodyStream: route.streamBody ? request.raw : undefined,
			account: account as SandboxRequest['account'],
		};
		const outcome = await throughPipeline(ctx, limits, route, sandboxRequest, {
			limited,
			bodyError,
		});
		if (outcome.refused) stopReading(request.raw, reply);
		return send(reply, {
			...outcome.reply,
			headers: { ...outcome.reply.headers, ...outcome.limitHeaders },
		});
	} catch (error) {
		// Refused before the pipeline: no API key, or a body that cannot be read on an uncounted route.
		if (!(error instanceof SandboxError)) throw error;
		stopReading(request.raw, reply);
		return send(reply, { status: error.httpStatus, body: error.toBody() });
	}
}

/** Stops reading an oversized or rejected upload; the client gets the answer, then the connection closes. */
function stopReading(req: IncomingMessage, reply: FastifyReply): void {
	if (req.complete) return;
	reply.header('connection', 'close');
	req.resume();
}

function send(reply: FastifyReply, answer: Reply): FastifyReply {
	reply.code(answer.status);
	if (answer.raw !== undefined) {
		return reply
			.headers(answer.headers ?? {})
			.send(Buffer.from(answer.raw.buffer, answer.raw.byteOffset, answer.raw.byteLength));
	}
	if (answer.file !== undefined) {
		// A file that vanished mid-way can only cut the response short; the client sees a short body.
		return reply.headers(answer.headers ?? {}).send(createReadStream(answer.file));
	}
	if (answer.body === undefined && answer.json === undefined)
		return reply.headers(answer.headers ?? {}).send();
	return reply
		.headers(JSON_HEADERS)
		.headers(answer.headers ?? {})
		.send(answer.json ?? JSON.stringify(answer.body));
}
