/**
 * The MCP door and the REST door are one service: auth as the service's (tools listed without a
 * key, every call authenticated), the profile key argument winning over the header, X app keys
 * and the rate limit as on REST, one store, and bad input answered the way MCP clients expect.
 */
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TOOLS } from '../../src/sandbox/mcp/catalog';
import { PROFILE_SUSPENDED_CODE } from '../../src/sandbox/limits/suspension';
import { startReceiver } from '../helpers/feedTestServers';
import { manualClock, startTestSandbox, useTestSandbox, utc, waitFor } from '../helpers/testSandbox';
import { connectMcp } from '../helpers/mcpClient';

const t = useTestSandbox();

const DOCUMENTED_TOOLS = [
	'create_post',
	'validate_post',
	'get_post',
	'update_post',
	'retry_post',
	'get_post_history',
	'get_platform_history',
	'get_post_analytics',
	'get_post_analytics_by_social_id',
	'get_social_network_analytics',
	'get_comments',
	'add_comment',
	'reply_comment',
	'get_messages',
	'send_message',
	'get_auto_response',
	'set_auto_response',
	'list_profiles',
	'create_profile',
	'generate_jwt_social_linking_url',
	'validate_media',
	'generate_post',
	'recommend_hashtags',
	'register_webhook',
	'unregister_webhook',
	'list_webhooks',
	'explain_error',
];
const ACCOUNT_TOOLS = [
	'create_profile',
	'list_profiles',
	'explain_error',
	'validate_media',
	'generate_post',
	'recommend_hashtags',
];

describe('auth', () => {
	it('lists the catalog, the 27 documented tools among them, without a key; profileKey on all but the six account tools', async () => {
		const anonymous = await connectMcp(t.sandbox, { authorization: '' });
		const { tools } = await anonymous.listTools();
		const names = tools.map((tool) => tool.name).sort();
		expect(names).toEqual(MCP_TOOLS.map((tool) => tool.name).sort());
		expect(names).toEqual(expect.arrayContaining(DOCUMENTED_TOOLS));
		for (const tool of tools) {
			const takesKey = 'profileKey' in ((tool.inputSchema.properties ?? {}) as object);
			expect([tool.name, takesKey]).toEqual([tool.name, !ACCOUNT_TOOLS.includes(tool.name)]);
			expect(tool.description!.length).toBeGreaterThan(40);
		}
		expect(tools.find((tool) => tool.name === 'create_post')!.description).toMatch(/validate_post/);
		await anonymous.close();
	});

	it('refuses every tool call without a valid key in-band (code 102) and runs nothing', async () => {
		for (const authorization of ['', 'Bearer not-the-key']) {
			const client = await connectMcp(t.sandbox, { authorization });
			const answer = await client.tool('create_post', { post: 'Sneaky', platforms: ['linkedin'] });
			expect(answer).toMatchObject({ isError: true, body: { status: 'error', code: 102 } });
			expect(JSON.stringify(answer.body)).not.toContain('not-the-key');
			await client.close();
		}
		const history = await t.api('GET', '/api/history', { query: { lastDays: 0 } });
		expect(JSON.stringify(history.body)).not.toContain('Sneaky');
	});

	it('acts for the profileKey argument over the Profile-Key header, and for the header without one', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const books = t.profileKey('Acme Books');
		const client = await connectMcp(t.sandbox, { 'profile-key': bakery });
		const byHeader = await client.tool('create_post', { post: 'Bread', platforms: ['linkedin'] });
		const byArgument = await client.tool('create_post', {
			post: 'Books',
			platforms: ['linkedin'],
			profileKey: books,
		});
		await client.close();
		expect(
			(await t.api('GET', `/api/post/${byHeader.body.id}`, { profileKey: bakery })).status,
		).toBe(200);
		expect(
			(await t.api('GET', `/api/post/${byArgument.body.id}`, { profileKey: books })).status,
		).toBe(200);
		expect(
			(await t.api('GET', `/api/post/${byArgument.body.id}`, { profileKey: bakery })).status,
		).toBe(404);
	});

	it('needs the X app key headers for X, exactly as REST', async () => {
		const client = await connectMcp(t.sandbox, {
			'x-twitter-oauth1-api-key': '',
			'x-twitter-oauth1-api-secret': '',
		});
		const answer = await client.tool('create_post', { post: 'To X', platforms: ['twitter'] });
		const rest = await t.api('POST', '/api/post', {
			body: { post: 'To X', platforms: ['twitter'] },
			xAppKeys: false,
		});
		expect(answer).toMatchObject({ isError: true, body: { code: rest.body.code } });
		expect(rest.status).toBe(400);
		await client.close();
	});
});

describe('one store, two doors', () => {
	it('a post made through MCP is in REST history and on the page; a REST post is readable through MCP', async () => {
		const mcp = await connectMcp(t.sandbox);
		const viaMcp = (await mcp.tool('create_post', { post: 'Door one', platforms: ['linkedin'] }))
			.body;
		const viaRest = (
			await t.api('POST', '/api/post', { body: { post: 'Door two', platforms: ['linkedin'] } })
		).body;
		const history = await t.api('GET', '/api/history', { query: { lastDays: 0 } });
		expect(history.body.history.map((p: { id: string }) => p.id)).toEqual(
			expect.arrayContaining([viaMcp.id, viaRest.id]),
		);
		expect((await mcp.tool('get_post', { id: viaRest.id })).body).toMatchObject({
			post: 'Door two',
		});
		expect((await mcp.tool('get_post', { id: 'noSuchPost' })).body.code).toBe(114);
		const page = await (await fetch(`${t.sandbox.url}/`)).text();
		expect(page).toContain('Door one');
		await mcp.close();
		const account = await (await fetch(`${t.sandbox.url}/account`)).text();
		expect(account).toContain(`<code data-mcp-url>${t.sandbox.mcpUrl}</code>`);
		expect(account.match(/data-mcp-tool=/g)).toHaveLength(MCP_TOOLS.length);
		// Newest first: the refused read, then the one that answered.
		expect(mcpCallOutcomes(account, 'get_post').slice(0, 2)).toEqual(['refused (code 114)', 'ok']);
	});

	it('a post scheduled through MCP fires the webhook a REST subscription asked for', async () => {
		const clock = manualClock();
		const timed = await startTestSandbox({ now: clock.now, schedulerIntervalMs: 20 });
		const receiver = await startReceiver();
		try {
			await timed.api('POST', '/api/hook/webhook', {
				body: { action: 'scheduled', url: receiver.url },
			});
			const mcp = await connectMcp(timed.sandbox);
			const made = await mcp.tool('create_post', {
				post: 'Hooked',
				platforms: ['linkedin'],
				scheduleDate: utc(clock.now() + 60_000),
			});
			await mcp.close();
			expect(made.body.status).toBe('scheduled');
			clock.advance(60_000);
			const hook = await waitFor(async () =>
				receiver.received.find((h) => h.body.id === made.body.id),
			);
			expect(hook.body).toMatchObject({ action: 'scheduled', status: 'success' });
		} finally {
			await receiver.close();
			await timed.close();
		}
	});

	it('counts tool calls against the REST rate limit of the acting profile', async () => {
		const limited = await startTestSandbox({ rateLimit: { max: 2, windowMs: 60_000 } });
		const mcp = await connectMcp(limited.sandbox);
		expect((await mcp.tool('get_post_history')).isError).toBe(false);
		await limited.api('GET', '/api/history');
		const raw = await fetch(`${limited.sandbox.url}/mcp`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${limited.sandbox.apiKey}`,
				'content-type': 'application/json',
				accept: 'application/json, text/event-stream',
			},
			body: JSON.stringify({
				jsonrpc: '2.0',
				id: 1,
				method: 'tools/call',
				params: { name: 'get_post_history', arguments: {} },
			}),
		});
		expect(raw.headers.get('retry-after')).toEqual(expect.any(String));
		expect(raw.headers.get('x-ratelimit-max')).toBe('2');
		const third = await mcp.tool('get_post_history');
		expect(third).toMatchObject({
			isError: true,
			body: { code: 429, retryAfter: expect.any(Number) },
		});
		await mcp.close();
		await limited.close();
	});
});

describe('the limits, as on REST', () => {
	it('answers a successful tool call with the rate-limit headers of the acting profile', async () => {
		const limited = await startTestSandbox({ rateLimit: { max: 5, windowMs: 60_000 } });
		try {
			const raw = await rawToolCall(limited.sandbox, 'get_post_history');
			expect(raw.status).toBe(200);
			expect(await raw.text()).not.toContain('"isError":true');
			expect(raw.headers.get('x-ratelimit-max')).toBe('5');
			expect(raw.headers.get('x-ratelimit-count')).toBe('1');
		} finally {
			await limited.close();
		}
	});

	it('refuses create_post over the monthly post quota with code 106, sending nothing', async () => {
		const quota = await startTestSandbox({ monthlyPostQuota: 1 });
		const mcp = await connectMcp(quota.sandbox);
		try {
			expect(
				(await mcp.tool('create_post', { post: 'First', platforms: ['linkedin'] })).isError,
			).toBe(false);
			const over = await mcp.tool('create_post', { post: 'Second', platforms: ['linkedin'] });
			expect(over).toMatchObject({ isError: true, body: { status: 'error', code: 106 } });
			const history = await quota.api('GET', '/api/history', { query: { lastDays: 0 } });
			expect(JSON.stringify(history.body)).not.toContain('Second');
		} finally {
			await mcp.close();
			await quota.close();
		}
	});

	it('refuses every tool call of a suspended profile with 403', async () => {
		const strict = await startTestSandbox({
			rateLimit: { max: 1, windowMs: 3_600_000 },
			suspension: { refusals: 2, windowMs: 3_600_000, suspendMs: 3_600_000 },
		});
		const mcp = await connectMcp(strict.sandbox);
		try {
			expect((await mcp.tool('get_post_history')).isError).toBe(false);
			for (let i = 0; i < 2; i++) expect((await mcp.tool('get_post_history')).body.code).toBe(429);
			const suspended = await mcp.tool('create_post', { post: 'Blocked', platforms: ['linkedin'] });
			expect(suspended).toMatchObject({
				isError: true,
				body: { status: 'error', code: PROFILE_SUSPENDED_CODE },
			});
		} finally {
			await mcp.close();
			await strict.close();
		}
	});
});

describe('bad input', () => {
	it('answers an unknown tool with a JSON-RPC error', async () => {
		const mcp = await connectMcp(t.sandbox);
		const call = mcp.callTool({ name: 'delete_everything', arguments: {} });
		await expect(call).rejects.toBeInstanceOf(McpError);
		await expect(call).rejects.toMatchObject({
			code: -32602,
			message: expect.stringContaining('delete_everything'),
		});
		await mcp.close();
	});

	it('names every problem of invalid arguments at once', async () => {
		const mcp = await connectMcp(t.sandbox);
		const answer = await mcp.tool('create_post', {
			post: 7,
			platforms: ['x', 'linkedin'],
			requiresApproval: 'yes',
		});
		expect(answer.isError).toBe(true);
		expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual([
			'post',
			'platforms[0]',
			'requiresApproval',
		]);
		await mcp.close();
	});

	it('answers GET and DELETE as a stateless server: 405 with a JSON-RPC error', async () => {
		for (const method of ['GET', 'DELETE']) {
			const res = await fetch(`${t.sandbox.url}/mcp`, {
				method,
				headers: { accept: 'text/event-stream' },
			});
			expect(res.status).toBe(405);
			expect(res.headers.get('allow')).toBe('POST');
			expect(await res.json()).toEqual({
				jsonrpc: '2.0',
				error: { code: -32000, message: 'Method not allowed.' },
				id: null,
			});
		}
	});

	it('refuses a body over the REST limit with the same 413', async () => {
		const big = JSON.stringify({
			jsonrpc: '2.0',
			id: 1,
			method: 'tools/list',
			params: { pad: 'x'.repeat(1024 * 1024) },
		});
		const headers = {
			'content-type': 'application/json',
			accept: 'application/json, text/event-stream',
		};
		const mcp = await fetch(`${t.sandbox.url}/mcp`, { method: 'POST', headers, body: big });
		const rest = await t.api('POST', '/api/post', { rawBody: big });
		expect(mcp.status).toBe(413);
		expect(rest.status).toBe(413);
		expect(((await mcp.json()) as { code: number }).code).toBe(rest.body.code);
	});

	it('answers a body that is not JSON-RPC, or none, with a JSON-RPC error', async () => {
		const headers = {
			'content-type': 'application/json',
			accept: 'application/json, text/event-stream',
		};
		for (const body of ['{"hello":"world"}', '']) {
			const res = await fetch(`${t.sandbox.url}/mcp`, { method: 'POST', headers, body });
			expect(res.status).toBe(400);
			expect(await res.json()).toMatchObject({
				jsonrpc: '2.0',
				error: { code: expect.any(Number) },
			});
		}
	});
});

/** The outcome column of the account page's latest MCP calls of `tool`, newest first. */
function mcpCallOutcomes(page: string, tool: string): string[] {
	const rows = page.matchAll(new RegExp(`<tr data-mcp-call="${tool}">([\\s\\S]*?)</tr>`, 'g'));
	return [...rows].map((row) => {
		const cells = [...row[1].matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) =>
			cell[1]
				.replace(/<[^>]*>/g, '')
				.replace(/\s+/g, ' ')
				.trim(),
		);
		return cells[2];
	});
}

/** A tools/call over plain HTTP, to read the answer's headers. */
function rawToolCall(sandbox: { url: string; apiKey: string }, name: string) {
	return fetch(`${sandbox.url}/mcp`, {
		method: 'POST',
		headers: {
			authorization: `Bearer ${sandbox.apiKey}`,
			'content-type': 'application/json',
			accept: 'application/json, text/event-stream',
		},
		body: JSON.stringify({
			jsonrpc: '2.0',
			id: 1,
			method: 'tools/call',
			params: { name, arguments: {} },
		}),
	});
}
