import type { IncomingHttpHeaders } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { SandboxContext } from '../context';
import type { Reply, Route, SandboxRequest } from '../router';
import type { ApiDispatcher } from '../doors/dispatch';
import { answerToolCall, createMcpSession } from './session';
import { plainAnswer, plainToolCall } from './plainCall';

/** Where the MCP server answers, beside `/api`, as the service's does. */
export const MCP_PATH = '/mcp';

/**
 * `POST /mcp`: the service's MCP server over Streamable HTTP, stateless (a new SDK server and
 * transport per request, JSON answers). It is public to the HTTP server: initialize and
 * tools/list need no key, and each tool call authenticates and is rate limited as the REST call
 * it makes. The JSON body was read as every route's is: over 1 MB is refused with 413.
 */
export function mcpRoutes(ctx: SandboxContext, dispatcher: ApiDispatcher): Route[] {
	const answer = async (req: SandboxRequest): Promise<Reply> => {
		const limitHeaders: Record<string, string> = {};
		const plain = plainToolCall(req.headers, req.body);
		if (plain) {
			const outcome = await answerToolCall(
				ctx,
				dispatcher,
				req.headers,
				limitHeaders,
				plain.name,
				plain.args,
			).then(
				(result) => ({ result }),
				(error: unknown) => ({ error }),
			);
			return plainAnswer(plain, outcome, limitHeaders);
		}
		const server = createMcpSession(ctx, dispatcher, req.headers, limitHeaders);
		const transport = new WebStandardStreamableHTTPServerTransport({
			sessionIdGenerator: undefined,
			enableJsonResponse: true,
		});
		await server.connect(transport);
		try {
			// The body was read and parsed already; an empty one is left for the SDK to refuse.
			const request = new Request(`http://127.0.0.1${MCP_PATH}`, {
				method: 'POST',
				headers: webHeaders(req.headers),
			});
			const response = await transport.handleRequest(request, { parsedBody: req.body });
			// A tool call answers with the rate-limit headers of the REST call it made, as REST does.
			const headers: Record<string, string> = { ...limitHeaders };
			response.headers.forEach((value, name) => {
				if (name !== 'content-length') headers[name] = value;
			});
			return { status: response.status, raw: Buffer.from(await response.arrayBuffer()), headers };
		} finally {
			await server.close();
		}
	};
	const route = (method: Route['method'], handler: Route['handler']): Route => ({
		method,
		pattern: MCP_PATH,
		action: 'mcp',
		public: true,
		handler,
	});
	return [
		route('POST', answer),
		...(['GET', 'DELETE', 'PUT', 'PATCH'] as const).map((method) => route(method, notServed)),
	];
}

/** Stateless: no session to end, no stream to open; answered as the SDK's stateless servers do. */
function notServed(): Reply {
	return {
		status: 405,
		headers: { allow: 'POST' },
		body: { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null },
	};
}

function webHeaders(headers: IncomingHttpHeaders): Headers {
	const result = new Headers();
	for (const [name, value] of Object.entries(headers)) {
		if (value === undefined || name.startsWith(':')) continue;
		result.set(name, Array.isArray(value) ? value.join(', ') : value);
	}
	return result;
}
