import type { IncomingMessage } from 'node:http';
import { isRecord } from '../../engine/core/isRecord';
import { exampleList, exampleNetworks } from '../../engine/networks';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { forbiddenKeyReviver, mayHoldForbiddenKey } from '../limits/forbiddenKeys';
import { nestedDeeperThan } from './bracketNesting';
import { multipartBody } from './multipartBody';

/** Largest request body accepted unless a route says otherwise (interface gives none; 1 MB covers any post). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting a body may have: real bodies are a few levels deep; thousands overflow whatever walks them. */
const MAX_JSON_DEPTH = 64;

/** Reads a JSON object body: at most `maxBytes`, JSON only, no prototype-altering keys. */
export async function readJsonBody(
	req: IncomingMessage,
	action: string,
	maxBytes: number,
	multipart = false,
): Promise<Record<string, unknown> | undefined> {
	const declared = Number(req.headers['content-length'] ?? 0);
	if (declared > maxBytes) throw tooLarge(action, maxBytes);
	const raw = await readRaw(req, action, maxBytes, declared);
	const size = raw.length;
	if (size === 0) return undefined;
	const type = req.headers['content-type'] ?? '';
	if (multipart && /^multipart\/form-data\b/i.test(type)) return multipartBody(raw, type, action);
	if (!/\bjson\b/i.test(type)) {
		throw new SandboxError(
			415,
			ErrorCode.unsupportedMediaType,
			action,
			`The body must be JSON sent with Content-Type: application/json (got ${type ? JSON.stringify(type) : 'no Content-Type'}).`,
		);
	}
	const text = raw.toString('utf8');
	if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
		throw badRequest(
			action,
			`The body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep; send a flatter body.`,
		);
	}
	let parsed: unknown;
	try {
		parsed = mayHoldForbiddenKey(text)
			? JSON.parse(text, forbiddenKeyReviver(action))
			: JSON.parse(text);
	} catch (error) {
		if (error instanceof SandboxError) throw error;
		// V8 quotes the text around the problem; the body may hold a key, so say where, not what.
		const problem = (error as Error).message.replace(
			/,\s*(\.\.\.)?".*"(\.\.\.)?\s*is not valid JSON$/s,
			'',
		);
		throw badRequest(action, `The body is not valid JSON: ${problem}.`);
	}
	if (!isRecord(parsed)) {
		throw badRequest(
			action,
			`The body must be a JSON object, like {"post": "Hello", "platforms": ${exampleList(exampleNetworks(1))}}.`,
		);
	}
	return parsed;
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
