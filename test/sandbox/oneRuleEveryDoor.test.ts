/**
 * One behaviour per rule, whatever the door: each rule below is sent through REST, MCP and GraphQL
 * and must answer the same. Where GraphQL has no field for a rule's route (the docs' GraphQL API
 * covers a subset), a test says so and fails once such a field exists, so its check gets written.
 */
import { GRAPHQL_FIELDS } from '../../src/sandbox/graphql/schema';
import { graphqlClient } from '../helpers/graphqlClient';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

/** A GraphQL field's refusal as REST gives it: the REST status, code and message. */
async function graphqlRefusal(query: string, headers: Record<string, string> = {}) {
	const { data, errors } = await graphqlClient(t.sandbox, headers).rawRequest<any>(query);
	expect(errors).toHaveLength(1);
	expect(Object.values(data ?? {}).every((value) => value === null)).toBe(true);
	const [error] = errors!;
	return { status: error.extensions?.status, code: error.extensions?.code, message: error.message };
}

/** The GraphQL fields that call a route (none yet for some: see each rule). */
const graphqlFieldsOf = (method: string, path: string) =>
	GRAPHQL_FIELDS.filter((field) => field.route[0] === method && field.route[1] === path).map(
		(field) => field.field,
	);

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
		// GraphQL reads history through postHistory (GET /history) only: no field takes a network's history.
		expect(graphqlFieldsOf('GET', '/api/history/:id')).toEqual([]);
	});

	it('POST /analytics/social: REST, get_social_network_analytics and socialAnalytics refuse it with a profile key', async () => {
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
		const viaGraphql = await graphqlRefusal(
			'{ socialAnalytics(platforms: [TWITTER], userId: "12") }',
			{
				'Profile-Key': bakery,
			},
		);
		expect(rest.status).toBe(400);
		expect(inBody.body).toEqual(rest.body);
		expect(tool).toMatchObject({ isError: true, body: rest.body });
		expect(viaGraphql).toEqual({ status: 400, code: rest.body.code, message: rest.body.message });
		// Without the profile key, the lookup is answered at every door.
		const { errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			'{ socialAnalytics(platforms: [TWITTER], userId: "12") }',
		);
		expect(errors).toBeUndefined();
	});
});

describe('webhook URLs are https (docs: apis/webhooks/register); local http is accepted and said so', () => {
	it('POST /hook/webhook and register_webhook refuse http to a public address the same way', async () => {
		const body = { action: 'scheduled', url: 'http://hooks.example.com/h' };
		const rest = await t.api('POST', '/api/hook/webhook', { body });
		const tool = await mcp.tool('register_webhook', body);
		expect(rest.status).toBe(400);
		expect(rest.body).toMatchObject({ code: 101, message: expect.stringMatching(/https/) });
		expect(tool).toMatchObject({ isError: true, body: rest.body });
		const feed = await t.api('POST', '/api/feed/webhook', { body: { url: body.url } });
		expect(feed.status).toBe(400);
		// The docs' GraphQL API registers no webhooks: no field to send the rule through.
		expect(graphqlFieldsOf('POST', '/api/hook/webhook')).toEqual([]);
		expect(graphqlFieldsOf('POST', '/api/feed/webhook')).toEqual([]);
	});

	it('both doors accept https without a note, and local http with a note saying why', async () => {
		const https = await t.api('POST', '/api/hook/webhook', {
			body: { action: 'scheduled', url: 'https://hooks.example.com/h' },
		});
		expect(https.status).toBe(200);
		expect(https.body.note).toBeUndefined();
		for (const url of [
			'http://127.0.0.1:5678/webhook/a',
			'http://localhost:5678/webhook/b',
			'http://192.168.1.20:5678/webhook/c',
			'http://n8n:5678/webhook/d',
		]) {
			const rest = await t.api('POST', '/api/hook/webhook', { body: { action: 'scheduled', url } });
			const tool = await mcp.tool('register_webhook', { action: 'social', url });
			for (const answer of [rest.body, tool.body]) {
				expect(answer).toMatchObject({
					status: 'success',
					note: expect.stringMatching(/local or private/),
				});
				expect(answer.note).toMatch(/only https/);
			}
		}
		const feed = await t.api('POST', '/api/feed/webhook', {
			body: { url: 'http://localhost:5678/f' },
		});
		expect(feed.body).toMatchObject({
			active: true,
			note: expect.stringMatching(/local or private/),
		});
	});
});

describe('no profile key from GET /profiles or list_profiles (docs: apis/profiles/get-profiles)', () => {
	it('both doors list every profile by title and refId, with no key anywhere in the answer', async () => {
		const rest = await t.api('GET', '/api/profiles');
		const tool = await mcp.tool('list_profiles', {});
		expect(tool.isError).toBe(false);
		for (const answer of [rest.body, tool.body]) {
			expect(answer.profiles.map((p: { title: string }) => p.title)).toEqual([
				'Primary Profile',
				'Acme Bakery',
				'Acme Books',
			]);
			for (const profile of answer.profiles) {
				expect(profile).toMatchObject({ refId: expect.any(String) });
				expect(profile).not.toHaveProperty('profileKey');
			}
			for (const p of t.sandbox.profiles)
				expect(JSON.stringify(answer)).not.toContain(p.profileKey);
		}
		const made = await t.api('POST', '/api/profiles', { body: { title: 'Keys once' } });
		expect(made.body.profileKey).toEqual(expect.any(String));
		// GraphQL lists no profiles (createProfile only, which gives its one key as REST does).
		expect(graphqlFieldsOf('GET', '/api/profiles')).toEqual([]);
	});
});
