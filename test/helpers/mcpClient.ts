import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RunningSandbox } from '../../src/sandbox/index';
import { X_APP_HEADERS } from './sandboxXApp';

export interface ToolAnswer {
	tool: string;
	isError: boolean;
	body: any;
}

/**
 * The official SDK client connected to the sandbox's `/mcp` with the API key (and the X app keys
 * every test client carries, unless `headers` says otherwise).
 */
export async function connectMcp(
	sandbox: RunningSandbox,
	headers: Record<string, string> = {},
): Promise<Client & { tool(name: string, args?: Record<string, unknown>): Promise<ToolAnswer> }> {
	const transport = new StreamableHTTPClientTransport(new URL(`${sandbox.url}/mcp`), {
		requestInit: {
			headers: { authorization: `Bearer ${sandbox.apiKey}`, ...X_APP_HEADERS, ...headers },
		},
	});
	const client = new Client({ name: 'sandbox-test', version: '1.0.0' });
	await client.connect(transport);
	return Object.assign(client, {
		async tool(name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
			const result = await client.callTool({ name, arguments: args });
			const content = result.content as Array<{ type: string; text: string }>;
			return { tool: name, isError: result.isError === true, body: JSON.parse(content[0].text) };
		},
	});
}
