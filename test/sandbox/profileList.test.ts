/**
 * `GET /profiles`'s documented filters and paging (docs: apis/profiles/get-profiles), through REST
 * and the MCP door's list_profiles; and every MCP tool's input openable by n8n's MCP Client Tool.
 */
import { NETWORK_IDS } from '../../src/engine/networks';
import { connectMcp } from '../helpers/mcpClient';
import { manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const DAY = 86_400_000;
const clock = manualClock();
let t: TestSandbox;
let mcp: Awaited<ReturnType<typeof connectMcp>>;
let noLinks: { refId: string };
let onlyX: { refId: string };

const titles = (body: { profiles: Array<{ title: string }> }) => body.profiles.map((p) => p.title);

async function createProfile(title: string, keep: readonly string[]) {
	const made = await t.api('POST', '/api/profiles', { body: { title } });
	for (const network of NETWORK_IDS.filter((p) => !keep.includes(p)))
		await t.api('DELETE', '/api/profiles/social', {
			body: { platform: network },
			profileKey: made.body.profileKey,
		});
	return made.body as { refId: string; profileKey: string };
}

beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
	mcp = await connectMcp(t.sandbox);
	noLinks = await createProfile('Nothing Linked', []);
	onlyX = await createProfile('Only X', ['twitter']);
	clock.advance(10 * DAY);
	const gone = await createProfile('Gone Soon', ['twitter']);
	await t.api('DELETE', '/api/profiles', { profileKey: gone.profileKey });
});
afterAll(async () => {
	await mcp.close();
	await t.close();
});

describe('GET /profiles filters (docs: apis/profiles/get-profiles)', () => {
	it('title and refId each return only that profile', async () => {
		const byTitle = await t.api('GET', '/api/profiles', { query: { title: 'Only X' } });
		expect(titles(byTitle.body)).toEqual(['Only X']);
		const byRef = await t.api('GET', '/api/profiles', { query: { refId: noLinks.refId } });
		expect(titles(byRef.body)).toEqual(['Nothing Linked']);
	});

	it('hasActiveSocialAccounts splits linked from unlinked; includesActiveSocialAccounts needs all', async () => {
		const none = await t.api('GET', '/api/profiles', {
			query: { hasActiveSocialAccounts: false },
		});
		expect(titles(none.body)).toEqual(['Nothing Linked']);
		const some = await t.api('GET', '/api/profiles', { query: { hasActiveSocialAccounts: true } });
		expect(titles(some.body)).toEqual(['Primary Profile', 'Acme Bakery', 'Acme Books', 'Only X']);
		const both = await t.api('GET', '/api/profiles', {
			query: { includesActiveSocialAccounts: 'twitter,tiktok' },
		});
		expect(titles(both.body)).not.toContain('Only X');
		const x = await t.api('GET', '/api/profiles', {
			query: { includesActiveSocialAccounts: ['twitter'] },
		});
		expect(titles(x.body)).toContain('Only X');
	});

	it('limit pages the list; the nextCursor continues it where it stopped', async () => {
		const first = await t.api('GET', '/api/profiles', { query: { limit: 2 } });
		expect(first.body).toMatchObject({
			count: 2,
			pagination: { hasMore: true, limit: 2, nextCursor: expect.any(String) },
		});
		const next = await t.api('GET', '/api/profiles', {
			query: { limit: 2, cursor: first.body.pagination.nextCursor },
		});
		expect(titles(next.body)).toEqual(['Acme Books', 'Nothing Linked']);
		const rest = await t.api('GET', '/api/profiles', {
			query: { cursor: next.body.pagination.nextCursor },
		});
		expect(titles(rest.body)).toEqual(['Only X']);
		expect(rest.body.pagination).toEqual({ hasMore: false, limit: 5000 });
	});

	it('actionLog answers the create and delete events of its days and the active count', async () => {
		const all = await t.api('GET', '/api/profiles', { query: { actionLog: true } });
		// The seed's two user profiles, the three made above, and one deletion.
		expect(all.body.actionLog.map((e: { action: string }) => e.action)).toEqual([
			...Array(5).fill('create'),
			'delete',
		]);
		expect(all.body.activeUserCount).toBe(5);
		const recent = await t.api('GET', '/api/profiles', { query: { actionLog: 5 } });
		expect(recent.body.actionLog.map((e: { action: string }) => e.action)).toEqual([
			'create',
			'delete',
		]);
		expect(recent.body.actionLog[0]).not.toHaveProperty('title');
		const none = await t.api('GET', '/api/profiles');
		expect(none.body).not.toHaveProperty('actionLog');
	});

	it('include adds extended data for the one refId; without refId it is refused', async () => {
		const one = await t.api('GET', '/api/profiles', {
			query: { refId: onlyX.refId, include: 'quota,actionLog' },
		});
		expect(one.body.profiles[0]).toMatchObject({
			quota: { monthlyPostCount: 0 },
			actionLog: [{ action: 'create', refId: onlyX.refId }],
		});
		const refused = await t.api('GET', '/api/profiles', { query: { include: 'quota' } });
		expect(refused.status).toBe(400);
		expect(JSON.stringify(refused.body)).toContain('needs refId');
	});

	it('bad values are refused naming the field, the value and what is allowed', async () => {
		const res = await t.api('GET', '/api/profiles', {
			query: { limit: 0, actionLog: 400, includesActiveSocialAccounts: 'myspace', cursor: 'zz' },
		});
		expect(res.status).toBe(400);
		const text = JSON.stringify(res.body);
		for (const field of ['limit', 'actionLog', 'includesActiveSocialAccounts'])
			expect(text).toContain(field);
		expect(text).toContain('1 to 365');
		const cursor = await t.api('GET', '/api/profiles', { query: { cursor: 'zz' } });
		expect(cursor.status).toBe(400);
		expect(JSON.stringify(cursor.body)).toContain('nextCursor');
	});
});

describe('list_profiles (the MCP door) takes the same fields', () => {
	it('filters, pages and logs as REST does', async () => {
		const filtered = await mcp.tool('list_profiles', {
			hasActiveSocialAccounts: false,
			actionLog: true,
		});
		expect(filtered.isError).toBe(false);
		expect(titles(filtered.body)).toEqual(['Nothing Linked']);
		expect(filtered.body.actionLog).toHaveLength(6);
		const oneText = await mcp.tool('list_profiles', { refId: onlyX.refId, include: 'quota' });
		expect(oneText.body.profiles[0]).toHaveProperty('quota');
		const paged = await mcp.tool('list_profiles', {
			limit: 1,
			include: ['quota'],
			refId: onlyX.refId,
		});
		expect(paged.body.profiles[0]).toMatchObject({ title: 'Only X', quota: expect.any(Object) });
	});
});

describe("every MCP tool's input opens in n8n's MCP Client Tool", () => {
	it('tools/list has no anyOf or oneOf at the top of any property', async () => {
		const { tools } = await mcp.listTools();
		const unions = tools.flatMap((tool) =>
			Object.entries((tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>)
				.filter(([, property]) => 'anyOf' in property || 'oneOf' in property)
				.map(([name]) => `${tool.name}.${name}`),
		);
		expect(unions).toEqual([]);
		const listProfiles = tools.find((tool) => tool.name === 'list_profiles');
		expect(Object.keys(listProfiles?.inputSchema.properties ?? {})).toEqual(
			expect.arrayContaining(['actionLog', 'include', 'cursor', 'isByokLinked']),
		);
	});
});
