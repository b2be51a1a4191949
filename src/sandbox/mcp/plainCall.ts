import type { IncomingHttpHeaders } from 'node:http';
import {
	ErrorCode as RpcErrorCode,
	SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { isRecord } from '../../engine/core/isRecord';
import type { Reply } from '../router';
import { TOOLS_BY_NAME } from './catalog';

/** A `tools/call` as its JSON-RPC message names it. */
export interface PlainToolCall {
	id: string | number;
	name: string;
	args: Record<string, unknown>;
}

const MESSAGE_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);
const PARAM_KEYS = new Set(['name', 'arguments']);

function one(value: string | string[] | undefined): string | undefined {
	return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The request when it is one plain `tools/call` of a known tool that the SDK's stateless
 * transport would accept as it is (Accept, Content-Type and protocol version as it checks them,
 * no batch, no `_meta` or task): such a call is answered without building an SDK server and
 * transport for it, which cost more than the tool's own REST call (ours: speed, the same answer).
 * Anything else is left to the SDK.
 */
export function plainToolCall(
	headers: IncomingHttpHeaders,
	body: Record<string, unknown> | undefined,
): PlainToolCall | undefined {
	const accept = one(headers.accept);
	if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return;
	if (one(headers['content-type']) !== 'application/json') return;
	const version = one(headers['mcp-protocol-version']);
	if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return;
	if (!body || body.jsonrpc !== '2.0' || body.method !== 'tools/call') return;
	if (Object.keys(body).some((key) => !MESSAGE_KEYS.has(key))) return;
	const { id, params } = body;
	if (typeof id !== 'string' && !Number.isSafeInteger(id)) return;
	if (!isRecord(params) || Object.keys(params).some((key) => !PARAM_KEYS.has(key))) return;
	if (typeof params.name !== 'string' || !TOOLS_BY_NAME.has(params.name)) return;
	if (params.arguments !== undefined && !isRecord(params.arguments)) return;
	return { id: id as string | number, name: params.name, args: params.arguments ?? {} };
}

/** The JSON-RPC answer the SDK's transport gives (JSON response mode), for a result or a thrown error. */
export function plainAnswer(
	call: PlainToolCall,
	outcome: { result: unknown } | { error: unknown },
	limitHeaders: Record<string, string>,
): Reply {
	let message: Record<string, unknown>;
	if ('result' in outcome) {
		message = { result: outcome.result, jsonrpc: '2.0', id: call.id };
	} else {
		const error = outcome.error as { code?: unknown; message?: string; data?: unknown };
		message = {
			jsonrpc: '2.0',
			id: call.id,
			error: {
				code: Number.isSafeInteger(error.code) ? error.code : RpcErrorCode.InternalError,
				message: error.message ?? 'Internal error',
				...(error.data !== undefined ? { data: error.data } : {}),
			},
		};
	}
	return {
		status: 200,
		headers: { ...limitHeaders, 'content-type': 'application/json' },
		raw: Buffer.from(JSON.stringify(message)),
	};
}
