/**
 * The "No model?" curl steps of docs/ai-agents.md (the MCP example over curl), run exactly as written (only the
 * n8n URL of its first line replaced) against the MCP SDK's own Streamable HTTP server, stateful as
 * n8n's MCP Server Trigger is: it refuses every call before `initialize` ("Server not initialized")
 * and each later call without the session's `mcp-session-id` header (issue 38: the README's one curl
 * call failed so). test/e2e/mcp.mjs runs the same lines against n8n 2.41.1.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { Server as McpServer } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

import {
	MCP_CURL_PAGE,
	readmeMcpCurlSteps,
	runReadmeMcpCurlSteps,
} from '../e2e/lib/readme-curl.mjs';

const PAGE = readFileSync(join(__dirname, '..', '..', MCP_CURL_PAGE), 'utf8');
const PATH = '/mcp/social-publishing';

const stringFields = (...names: string[]) => ({
	type: 'object' as const,
	properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
	required: names,
});

/** The example's four tools, as n8n names them; Preview_post answers the text it was given. */
function exampleServer(): McpServer {
	const server = new McpServer(
		{ name: 'n8n-like', version: '1.0.0' },
		{ capabilities: { tools: {} } },
	);
	const tools = [
		{ name: 'Preview_post', inputSchema: stringFields('Text', 'Platform_Names_or_IDs') },
		...['Publish_post', 'Get_post', 'Reply_to_comment'].map((name) => ({
			name,
			inputSchema: stringFields('Text'),
		})),
	];
	server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
	server.setRequestHandler(CallToolRequestSchema, async (request) => {
		const args = (request.params.arguments ?? {}) as Record<string, string>;
		if (request.params.name !== 'Preview_post')
			return { content: [{ type: 'text', text: 'not called here' }], isError: true };
		return {
			content: [
				{
					type: 'text',
					text: `preview of "${args.Text}" for ${args.Platform_Names_or_IDs}`,
				},
			],
		};
	});
	return server;
}

async function body(req: IncomingMessage): Promise<unknown> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return JSON.parse(Buffer.concat(chunks).toString() || 'null');
}

let http: Server;
let url: string;
const refusedBeforeInitialize: string[] = [];

beforeAll(async () => {
	// One transport per session, made by `initialize`, as n8n's MCP Server Trigger keeps them.
	const sessions = new Map<string, StreamableHTTPServerTransport>();
	http = createServer((req, res) => {
		void (async () => {
			if (req.url !== PATH) return void res.writeHead(404).end();
			const message = await body(req);
			const id = req.headers['mcp-session-id'];
			let transport = typeof id === 'string' ? sessions.get(id) : undefined;
			if (!transport) {
				if ((message as { method?: string })?.method !== 'initialize') {
					refusedBeforeInitialize.push(JSON.stringify(message));
					res.writeHead(400, { 'content-type': 'application/json' });
					return void res.end(
						JSON.stringify({
							jsonrpc: '2.0',
							error: { code: -32000, message: 'Bad Request: Server not initialized' },
							id: null,
						}),
					);
				}
				const fresh = new StreamableHTTPServerTransport({
					sessionIdGenerator: randomUUID,
					onsessioninitialized: (sessionId) => void sessions.set(sessionId, fresh),
				});
				await exampleServer().connect(fresh);
				transport = fresh;
			}
			await transport.handleRequest(req, res, message);
		})().catch((error: Error) => res.writeHead(500).end(error.message));
	});
	await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
	url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
	http.closeAllConnections();
	await new Promise((resolve) => http.close(resolve));
});

describe('the "No model?" curl steps of docs/ai-agents.md', () => {
	it('initialize first, then send the mcp-session-id header on every later call', () => {
		const steps = readmeMcpCurlSteps(PAGE);
		const initialize = steps.indexOf('"method":"initialize"');
		expect(initialize).toBeGreaterThan(0);
		expect(steps.indexOf('"method":"tools/list"')).toBeGreaterThan(initialize);
		expect(steps).toContain('mcp-session-id: $SESSION');
	});

	it('run as written, they list the tools and call Preview_post (nothing refused)', async () => {
		const { status, stdout, stderr } = await runReadmeMcpCurlSteps(PAGE, url);
		expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
		expect(refusedBeforeInitialize).toEqual([]);
		for (const name of ['Preview_post', 'Publish_post', 'Get_post', 'Reply_to_comment'])
			expect(stdout).toContain(`"name":"${name}"`);
		expect(stdout).toContain('preview of \\"Hello from curl\\" for twitter,linkedin');
		expect(stdout).not.toContain('"isError":true');
	});
});
