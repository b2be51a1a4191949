import { createReadStream } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { pipeline } from 'node:stream';
import { FORBIDDEN_KEYS } from '../engine/validation';
import { authenticate } from './auth';
import type { SandboxContext } from './context';
import { ErrorCode, SandboxError, badRequest } from './errors';
import type { Method, Reply, Route, SandboxRequest } from './router';
import { Router } from './router';

/** Largest request body accepted unless a route says otherwise (interface gives none; 1 MB covers any post). */
const MAX_BODY_BYTES = 1024 * 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORBIDDEN_KEY_SET = new Set(FORBIDDEN_KEYS);
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** Builds the HTTP server over node:http: parse, authenticate, route, answer JSON, log one line. */
export function createSandboxServer(ctx: SandboxContext, routes: Route[], quiet: boolean): Server {
	const router = new Router(routes);
	return createServer((req, res) => {
		const started = process.hrtime.bigint();
		const path = pathOf(req.url ?? '/');
		handle(ctx, router, req, res, path)
			.catch((error: unknown) => {
				ctx.log(
					`sandbox: ${req.method} ${path} failed: ${(error as Error)?.stack ?? String(error)}`,
				);
				const failure = new SandboxError(
					500,
					ErrorCode.internal,
					'request',
					'The sandbox failed on this request; see its log.',
				);
				if (!res.headersSent) send(res, { status: 500, body: failure.toBody() });
				else res.destroy();
			})
			.finally(() => {
				if (quiet) return;
				const ms = Number(process.hrtime.bigint() - started) / 1e6;
				// Path only: queries can carry profile keys, and bodies and headers are never logged.
				ctx.log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
			});
	});
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
		const body = BODY_METHODS.has(method)
			? await readJsonBody(req, route.action, route.maxBodyBytes ?? MAX_BODY_BYTES)
			: (req.resume(), undefined);
		const url = req.url ?? '/';
		const question = url.indexOf('?');
		const request: SandboxRequest = {
			method: method as Method,
			path,
			params,
			query: new URLSearchParams(question === -1 ? '' : url.slice(question + 1)),
			headers: req.headers,
			body,
			account: account as SandboxRequest['account'],
		};
		send(res, await route.handler(request, ctx));
	} catch (error) {
		if (!(error instanceof SandboxError)) throw error;
		if (!req.complete) {
			// Stop reading an oversized or rejected upload; the client gets the answer, then the connection closes.
			res.setHeader('connection', 'close');
			req.resume();
		}
		send(res, { status: error.httpStatus, body: error.toBody() });
	}
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

/** Reads a JSON object body: at most `maxBytes`, JSON only, no prototype-altering keys. */
async function readJsonBody(
	req: IncomingMessage,
	action: string,
	maxBytes: number,
): Promise<Record<string, unknown> | undefined> {
	const declared = Number(req.headers['content-length'] ?? 0);
	if (declared > maxBytes) throw tooLarge(action, maxBytes);
	const raw = await readRaw(req, action, maxBytes, declared);
	const size = raw.length;
	if (size === 0) return undefined;
	const type = req.headers['content-type'] ?? '';
	if (!/\bjson\b/i.test(type)) {
		throw new SandboxError(
			415,
			ErrorCode.unsupportedMediaType,
			action,
			`The body must be JSON sent with Content-Type: application/json (got ${type ? JSON.stringify(type) : 'no Content-Type'}).`,
		);
	}
	const text = raw.toString('utf8');
	let parsed: unknown;
	try {
		parsed = mayHoldForbiddenKey(text)
			? JSON.parse(text, forbiddenKeyReviver(action))
			: JSON.parse(text);
	} catch (error) {
		if (error instanceof SandboxError) throw error;
		throw badRequest(action, `The body is not valid JSON: ${(error as Error).message}.`);
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
		throw badRequest(
			action,
			'The body must be a JSON object, like {"post": "Hello", "platforms": ["twitter"]}.',
		);
	}
	return parsed as Record<string, unknown>;
}

/** The body bytes; a large body of known length is copied into one buffer as it arrives, never held twice. */
async function readRaw(
	req: IncomingMessage,
	action: string,
	maxBytes: number,
	declared: number,
): Promise<Buffer> {
	const whole = declared > MAX_BODY_BYTES ? Buffer.allocUnsafe(declared) : undefined;
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		if (size + chunk.length > maxBytes) throw tooLarge(action, maxBytes);
		if (whole && size + chunk.length <= whole.length) chunk.copy(whole, size);
		else chunks.push(chunk);
		size += chunk.length;
	}
	if (!whole) return Buffer.concat(chunks, size);
	return size === whole.length ? whole : Buffer.concat([whole.subarray(0, size), ...chunks]);
}

function tooLarge(action: string, maxBytes: number): SandboxError {
	const hint =
		maxBytes === MAX_BODY_BYTES
			? 'send media as URLs in mediaUrls, not inline'
			: 'the most this operation takes; send a smaller file';
	return new SandboxError(
		413,
		ErrorCode.payloadTooLarge,
		action,
		`The body is larger than ${maxBytes} bytes; ${hint}.`,
	);
}

// Only pay for a reviver when the text could contain one of the keys.
function mayHoldForbiddenKey(text: string): boolean {
	return FORBIDDEN_KEYS.some((key) => text.includes(key));
}

function forbiddenKeyReviver(action: string): (key: string, value: unknown) => unknown {
	return (key, value) => {
		if (FORBIDDEN_KEY_SET.has(key)) {
			throw badRequest(
				action,
				`The key ${JSON.stringify(key)} is not allowed in a body (it could alter object prototypes); remove it.`,
			);
		}
		return value;
	};
}
