import type { Readable } from 'node:stream';
import { isRecord } from '../../engine/core/isRecord';
import { exampleList, exampleNetworks } from '../../engine/networks';
import { ErrorCode, SandboxError, badRequest } from '../errors';
import { forbiddenKeyReviver, mayHoldForbiddenKey } from '../limits/forbiddenKeys';
import { nestedDeeperThan } from './bracketNesting';

/** Largest request body accepted unless a route says otherwise (interface gives none; 1 MB covers any post). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting a body may have: real bodies are a few levels deep; thousands overflow whatever walks them. */
const MAX_JSON_DEPTH = 64;
/** A JSON media type (`application/json`, `application/vnd.api+json`), its parameters aside: `text/plain; x=json` is not. */
export const JSON_TYPE = /^[^;]*\bjson\b/i;

/** A JSON object body from its bytes: JSON only, no prototype-altering keys; an empty body is none. */
export function parseJsonBody(
	raw: Buffer,
	contentType: string,
	action: string,
): Record<string, unknown> | undefined {
	if (raw.length === 0) return undefined;
	if (!JSON_TYPE.test(contentType)) throw notJson(action, contentType);
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

/** Reads a JSON object body from a stream (the GraphQL door, which keeps its own limit): at most `maxBytes`. */
export async function readJsonBody(
	stream: Readable & { headers: Record<string, string | string[] | undefined> },
	action: string,
	maxBytes: number,
): Promise<Record<string, unknown> | undefined> {
	if (Number(stream.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(action, maxBytes);
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of stream as AsyncIterable<Buffer>) {
		if (size + chunk.length > maxBytes) throw tooLarge(action, maxBytes);
		chunks.push(chunk);
		size += chunk.length;
	}
	return parseJsonBody(
		Buffer.concat(chunks, size),
		String(stream.headers['content-type'] ?? ''),
		action,
	);
}

export function notJson(action: string, contentType: string): SandboxError {
	return new SandboxError(
		415,
		ErrorCode.unsupportedMediaType,
		action,
		`The body must be JSON sent with Content-Type: application/json (got ${contentType ? JSON.stringify(contentType) : 'no Content-Type'}).`,
	);
}

export function tooLarge(action: string, maxBytes: number): SandboxError {
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
