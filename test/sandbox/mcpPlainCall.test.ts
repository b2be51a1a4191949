import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// route.ts answers a plain tools/call without building an SDK server for it; the SDK answers the
// rest. A `_meta` in params sends the same call through the SDK: both answers must be the same.
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

async function toolsCall(
	params: Record<string, unknown>,
	headers: Record<string, string> = {},
): Promise<{ status: number; type: string | null; body: unknown }> {
	const res = await fetch(`${t.sandbox.url}/mcp`, {
		method: 'POST',
		headers: {
			authorization: `Bearer ${t.sandbox.apiKey}`,
			'content-type': 'application/json',
			accept: 'application/json, text/event-stream',
			...headers,
		},
		body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
	});
	return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe('a plain MCP tools/call', () => {
	it.each([
		['a valid call', { name: 'explain_error', arguments: { code: 110 } }],
		['a refused call (isError)', { name: 'get_post', arguments: { id: 'no-such-post' } }],
		['arguments the tool refuses', { name: 'validate_post', arguments: { platforms: 'x' } }],
		['no arguments', { name: 'list_webhooks' }],
	])('answers %s as the SDK does', async (_label, params) => {
		const plain = await toolsCall(params);
		const viaSdk = await toolsCall({ ...params, _meta: {} });
		expect(plain.status).toBe(200);
		expect(plain).toEqual(viaSdk);
		expect(plain.body).toMatchObject({
			jsonrpc: '2.0',
			id: 7,
			result: { content: [{ type: 'text' }] },
		});
	});

	it('leaves what the SDK refuses to the SDK: an unsupported protocol version, a wrong Accept', async () => {
		const params = { name: 'explain_error', arguments: { code: 110 } };
		expect((await toolsCall(params, { 'mcp-protocol-version': '1999-01-01' })).status).toBe(400);
		expect((await toolsCall(params, { accept: 'application/json' })).status).toBe(406);
	});
});
