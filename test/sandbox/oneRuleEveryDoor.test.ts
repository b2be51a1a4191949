/**
 * One behaviour per rule, whatever the door: each rule below is sent through REST and through MCP
 * (the sandbox's two doors today) and must answer the same.
 */
import { connectMcp } from './mcpClient';
import { useTestSandbox } from './helpers';

const t = useTestSandbox();
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

describe('an X user lookup (userId/userName) is by API key alone (docs: 400 with a profile key)', () => {
	it('GET /history/twitter: REST and get_platform_history refuse it with a profile key, answer it without', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const rest = await t.api('GET', '/api/history/twitter', {
			query: { userName: 'someone' },
			headers: { 'Profile-Key': bakery },
		});
		const tool = await mcp.tool('get_platform_history', {
			platform: 'twitter',
			userName: 'someone',
			profileKey: bakery,
		});
		expect(rest.status).toBe(400);
		expect(rest.body).toMatchObject({ code: 101, message: expect.stringMatching(/userName/) });
		expect(tool).toMatchObject({ isError: true, body: rest.body });

		const restOk = await t.api('GET', '/api/history/twitter', { query: { userName: 'someone' } });
		const toolOk = await mcp.tool('get_platform_history', {
			platform: 'twitter',
			userName: 'someone',
		});
		expect(restOk.status).toBe(200);
		expect(toolOk.isError).toBe(false);
	});

	it('POST /analytics/social: REST and get_social_network_analytics refuse it with a profile key', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const rest = await t.api('POST', '/api/analytics/social', {
			body: { platforms: ['twitter'], userId: '12' },
			headers: { 'Profile-Key': bakery },
		});
		const inBody = await t.api('POST', '/api/analytics/social', {
			body: { platforms: ['twitter'], userId: '12', profileKey: bakery },
		});
		const tool = await mcp.tool('get_social_network_analytics', {
			platforms: ['twitter'],
			userId: '12',
			profileKey: bakery,
		});
		expect(rest.status).toBe(400);
		expect(inBody.body).toEqual(rest.body);
		expect(tool).toMatchObject({ isError: true, body: rest.body });
	});
});
