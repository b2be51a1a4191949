import { createReadStream } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream';
import { authenticate } from './http/auth';
import type { SandboxContext } from './context';
import { ErrorCode, SandboxError } from './errors';
import { MAX_BODY_BYTES, readJsonBody } from './http/jsonBody';
import type { Method, Reply, Route, SandboxRequest } from './router';
import { Router } from './router';
import { readFormBody } from './page/form';
import { PAGE_POLL_PATH } from './page/layout';
import type { RateLimiter } from './limits/rateLimit';
import { type DoorLimits, throughPipeline } from './doors/pipeline';
import type { XAppKeysMode } from './limits/xAppKeys';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** Builds the HTTP server over node:http: parse, authenticate, route, answer JSON, log one line. */
export function createSandboxServer(
	ctx: SandboxContext,
	routes: Route[],
	quiet: boolean,
	limiter?: RateLimiter,
	xAppKeys: XAppKeysMode = 'required',
): Server {
	const router = new Router(routes);
	const limits: DoorLimits = { limiter, xAppKeys };
	const server = createServer((req, res) => {
		// Quiet: no clock reading and no extra promise per request for a line nobody logs.
		const started = quiet ? 0n : process.hrtime.bigint();
		const path = pathOf(req.url ?? '/');
		const handled = handle(ctx, router, req, res, path, limits).catch((error: unknown) => {
			ctx.log(`sandbox: ${req.method} ${path} failed: ${(error as Error)?.stack ?? String(error)}`);
			const failure = new SandboxError(
				500,
				ErrorCode.internal,
				'request',
				'The sandbox failed on this request; see its log.',
			);
			if (!res.headersSent) send(res, { status: 500, body: failure.toBody() });
			else res.destroy();
		});
		// An open page polls for changes every 2 s; those lines would drown the requests that matter.
		if (quiet || path === PAGE_POLL_PATH) return;
		void handled.finally(() => {
			const ms = Number(process.hrtime.bigint() - started) / 1e6;
			// Path only: queries can carry profile keys, and bodies and headers are never logged.
			ctx.log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
		});
	});
	server.on('clientError', answerClientError);
	// Idle keep-alive sockets are left for clients to close: a server closing one just as a client
	// reuses it (timers run late on a busy machine) fails that client's request with a reset.
	server.keepAliveTimeout = 65_000;
	server.headersTimeout = 66_000;
	return server;
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

async function handle(
	ctx: SandboxContext,
	router: Router,
	req: IncomingMessage,
	res: ServerResponse,
	path: string,
	limits: DoorLimits,
): Promise<void> {
	const method = req.method ?? 'GET';
	const found = router.match(method, path);
	if (found.kind !== 'found') {
		req.resume();
		const error =
			found.kind === 'wrong-method'
				? new SandboxError(
						405,
						ErrorCode.notFound,
						'request',
						`${method} is not allowed on ${path}; use ${found.allowed.join(' or ')}.`,
					)
				: new SandboxError(
						404,
						ErrorCode.notFound,
						'request',
						`No route ${method} ${path}. See the interface for the paths below /api.`,
					);
		send(res, {
			status: error.httpStatus,
			body: error.toBody(),
			headers: found.kind === 'wrong-method' ? { allow: found.allowed.join(', ') } : {},
		});
		return;
	}
	const { route, params } = found;
	try {
		const account = route.public ? undefined : authenticate(ctx, req.headers.authorization);
		const url = req.url ?? '/';
		const question = url.indexOf('?');
		const query = new URLSearchParams(question === -1 ? '' : url.slice(question + 1));
		// Rate limit (./rateLimit): every authenticated request but the sandbox-only admin controls
		// counts, even one with a bad body; a refused one is answered 429 before anything runs.
		const limited = Boolean(limits.limiter && account && !path.startsWith('/api/admin/'));
		let bodyError: unknown;
		const readBody = () =>
			route.formBody
				? readFormBody(req, route.action)
				: readJsonBody(
						req,
						route.action,
						route.maxBodyBytes ?? MAX_BODY_BYTES,
						route.multipartBody,
					);
		const body = route.streamBody
			? undefined
			: BODY_METHODS.has(method)
				? await readBody().catch((error: unknown) => {
						if (!limited) throw error;
						bodyError = error;
						return undefined;
					})
				: (req.resume(), undefined);
		const request: SandboxRequest = {
			method: method as Method,
			path,
			params,
			query,
			headers: req.headers,
			body,
			bodyStream: route.streamBody ? req : undefined,
			account: account as SandboxRequest['account'],
		};
		const outcome = await throughPipeline(ctx, limits, route, request, {
			limited,
			bodyError,
		});
		if (outcome.refused) stopReading(req, res);
		send(res, {
			...outcome.reply,
			headers: { ...outcome.reply.headers, ...outcome.limitHeaders },
		});
	} catch (error) {
		// Refused before the pipeline: no API key, or a body that cannot be read on an uncounted route.
		if (!(error instanceof SandboxError)) throw error;
		stopReading(req, res);
		send(res, { status: error.httpStatus, body: error.toBody() });
	}
}

/** Stops reading an oversized or rejected upload; the client gets the answer, then the connection closes. */
function stopReading(req: IncomingMessage, res: ServerResponse): void {
	if (req.complete) return;
	res.setHeader('connection', 'close');
	req.resume();
}

function send(res: ServerResponse, reply: Reply): void {
	if (reply.raw !== undefined) {
		res.writeHead(reply.status, { 'content-length': reply.raw.byteLength, ...reply.headers });
		res.end(reply.raw);
		return;
	}
	if (reply.file !== undefined) {
		res.writeHead(reply.status, reply.headers);
		// A file that vanished mid-way can only cut the response short; the client sees a short body.
		pipeline(createReadStream(reply.file), res, () => undefined);
		return;
	}
	if (reply.body === undefined) {
		res.writeHead(reply.status, reply.headers);
		res.end();
		return;
	}
	const text = JSON.stringify(reply.body);
	res.writeHead(reply.status, {
		...JSON_HEADERS,
		'content-length': Buffer.byteLength(text),
		...reply.headers,
	});
	res.end(text);
}
