/**
 * Every documented field of the history reads changes the answer as the docs say, at each door
 * (docs: apis/history/get-history, get-history-platform).
 */
import { createClient } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';
import { postGraphql } from '../helpers/graphqlClient';
import { connectMcp } from '../helpers/mcpClient';
import { IMAGE, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const DAY = 86_400_000;
let clock = Date.parse('2026-03-10T12:00:00Z');
let t: TestSandbox;
let mcp: Awaited<ReturnType<typeof connectMcp>>;

beforeAll(async () => {
	t = await startTestSandbox({ now: () => clock });
	mcp = await connectMcp(t.sandbox);
});
afterAll(async () => {
	await mcp.close();
	await t.close();
});

async function send(post: string, extra: Record<string, unknown> = {}) {
	const res = await t.api('POST', '/api/post', {
		body: { post, platforms: ['twitter'], ...extra },
	});
	expect(res.status).toBe(200);
	clock += 1000;
	return res.body.id as string;
}

const ids = (body: { history: Array<{ id: string }> }) => body.history.map((p) => p.id);

describe('GET /history: startDate/endDate and autoRepostId', () => {
	let february: string;
	let march: string;
	let scheduled: string;

	beforeAll(async () => {
		clock = Date.parse('2026-02-10T12:00:00Z');
		february = await send('In February');
		clock = Date.parse('2026-03-10T12:00:00Z');
		march = await send('In March');
		scheduled = await send('For April', { scheduleDate: '2026-04-02T09:00:00Z' });
	});

	it('keeps the posts published inside the window, the docs\u2019 own example included', async () => {
		// The docs' sample: startDate with a zone, endDate without one (read as UTC).
		const res = await t.api(
			'GET',
			'/api/history?startDate=2026-03-01T12:30:00Z&endDate=2026-03-31T12:30:00&limit=100',
		);
		expect(res.status).toBe(200);
		expect(ids(res.body)).toEqual([march]);
		const april = await t.api('GET', '/api/history', {
			query: { startDate: '2026-04-01T00:00:00Z', endDate: '2026-04-30T00:00:00Z' },
		});
		expect(ids(april.body)).toEqual([scheduled]);
	});

	it('lets a whole window win over lastDays, and reach past the default 30 days', async () => {
		const res = await t.api('GET', '/api/history', {
			query: { startDate: '2026-02-01T00:00:00Z', endDate: '2026-02-28T00:00:00Z', lastDays: 1 },
		});
		expect(ids(res.body)).toEqual([february]);
		// One end alone: lastDays still applies (the docs ignore it only when both are given).
		const startOnly = await t.api('GET', '/api/history', {
			query: { startDate: '2026-02-01T00:00:00Z', lastDays: 1 },
		});
		expect(ids(startOnly.body)).not.toContain(february);
		expect(ids(startOnly.body)).toContain(march);
	});

	it('refuses a date that is no date and a window that runs backwards, naming each', async () => {
		const res = await t.api('GET', '/api/history', {
			query: { startDate: 'soon', endDate: '2026-01-01T00:00:00Z' },
		});
		expect(res.status).toBe(400);
		expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['startDate']);
		const backwards = await t.api('GET', '/api/history', {
			query: { startDate: '2026-03-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' },
		});
		expect(backwards.status).toBe(400);
		expect(backwards.body.errors[0]).toMatchObject({ field: 'endDate' });
	});

	it('filters by autoRepostId before the limit, and all lists every series', async () => {
		const first = await t.api('POST', '/api/post', {
			body: {
				post: 'Evergreen',
				platforms: ['twitter'],
				autoRepost: { repeat: 2, days: 3, startDate: '2026-03-20T09:00:00Z' },
			},
		});
		const series = first.body.autoRepostId as string;
		for (let i = 0; i < 3; i++) await send(`Filler ${i}`);
		const one = await t.api('GET', '/api/history', {
			query: { autoRepostId: series, limit: 2 },
		});
		expect(one.body.history).toHaveLength(2);
		expect(one.body.history.every((p: { post: string }) => p.post === 'Evergreen')).toBe(true);
		const all = await t.api('GET', '/api/history', { query: { autoRepostId: 'all' } });
		expect(all.body.history.map((p: { post: string }) => p.post)).toEqual([
			'Evergreen',
			'Evergreen',
			'Evergreen',
		]);
	});

	it('honours the window through MCP and GraphQL too', async () => {
		const window = { startDate: '2026-02-01T00:00:00Z', endDate: '2026-02-28T00:00:00Z' };
		const viaMcp = await mcp.tool('get_post_history', window);
		expect(viaMcp.isError).toBe(false);
		expect(ids(viaMcp.body)).toEqual([february]);
		const query = `{ postHistory(startDate: "${window.startDate}", endDate: "${window.endDate}") }`;
		const viaGraphql = await postGraphql(t.sandbox, JSON.stringify({ query }));
		expect(ids(viaGraphql.json.data.postHistory)).toEqual([february]);
	});
});

describe('GET /history/:platform fields', () => {
	beforeAll(async () => {
		for (let i = 0; i < 12; i++) await send(`Page post ${i}`, { platforms: ['facebook'] });
	});

	it('answers 10 posts by default, and pages on with next until none is left', async () => {
		const first = await t.api('GET', '/api/history/facebook');
		expect(first.body.posts).toHaveLength(10);
		const seen: string[] = first.body.posts.map((p: { id: string }) => p.id);
		let next: string | undefined = first.body.meta.pagination.next;
		while (next) {
			const page = await t.api('GET', '/api/history/facebook', { query: { next, limit: 7 } });
			expect(page.status).toBe(200);
			seen.push(...page.body.posts.map((p: { id: string }) => p.id));
			next = page.body.meta?.pagination?.next;
		}
		const all = await t.api('GET', '/api/history/facebook', { query: { limit: 500 } });
		expect(all.body.meta).toBeUndefined();
		expect(seen).toEqual(all.body.posts.map((p: { id: string }) => p.id));
		const bad = await t.api('GET', '/api/history/facebook', { query: { next: 'nonsense' } });
		expect(bad.status).toBe(400);
		expect(bad.body.errors[0]).toMatchObject({ field: 'next', value: 'nonsense' });
	});

	it('leaves the metrics out with skipAnalytics', async () => {
		const full = await t.api('GET', '/api/history/facebook', { query: { limit: 1 } });
		expect(full.body.posts[0].likeCount).toEqual(expect.any(Number));
		const bare = await t.api('GET', '/api/history/facebook', {
			query: { limit: 1, skipAnalytics: true },
		});
		expect(bare.body.posts[0]).toMatchObject({ id: full.body.posts[0].id });
		expect(bare.body.posts[0]).not.toHaveProperty('likeCount');
	});

	it('reads Facebook posts between since and until', async () => {
		clock += 5 * DAY;
		await send('Five days later', { platforms: ['facebook'] });
		const cut = new Date(clock - DAY).toISOString();
		const recent = await t.api('GET', '/api/history/facebook', { query: { since: cut } });
		expect(recent.body.posts.map((p: { post: string }) => p.post)).toEqual(['Five days later']);
		const older = await t.api('GET', '/api/history/facebook', {
			query: { until: cut, limit: 500 },
		});
		expect(older.body.posts.map((p: { post: string }) => p.post)).not.toContain('Five days later');
		expect(older.body.posts.map((p: { post: string }) => p.post)).toContain('Page post 11');
	});

	it('splits Instagram posts from stories with dataType, at REST and MCP', async () => {
		await send('A story', {
			platforms: ['instagram'],
			mediaUrls: [IMAGE],
			instagramOptions: { stories: true },
		});
		await send('A feed post', { platforms: ['instagram'], mediaUrls: [IMAGE] });
		const stories = await t.api('GET', '/api/history/instagram', {
			query: { dataType: 'stories' },
		});
		expect(stories.body.posts.map((p: { post: string }) => p.post)).toEqual(['A story']);
		const posts = await mcp.tool('get_platform_history', {
			platform: 'instagram',
			dataType: 'posts',
		});
		const texts = posts.body.posts.map((p: { post: string }) => p.post);
		expect(texts).toContain('A feed post');
		expect(texts).not.toContain('A story');
	});

	it('takes the same query through the engine, checked before sending', async () => {
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			apiKey: t.sandbox.apiKey,
			transport: undiciTransport(),
			sleep: async () => {},
		});
		const page = await client.history.byNetwork('facebook', { limit: 2, skipAnalytics: true });
		expect(page.posts).toHaveLength(2);
		expect(page.posts[0]).not.toHaveProperty('likeCount');
		const next = await client.history.byNetwork('facebook', {
			limit: 2,
			next: page.meta?.pagination?.next,
		});
		expect(next.posts[0].id).not.toBe(page.posts[0].id);
		await expect(client.history.byNetwork('facebook', { limit: 501 })).rejects.toThrow(/limit/);
		const window = await client.history.list({
			startDate: '2026-02-01T00:00:00Z',
			endDate: '2026-02-28T00:00:00Z',
		});
		expect(window.history.map((p) => p.post)).toEqual(['In February']);
	});
});
