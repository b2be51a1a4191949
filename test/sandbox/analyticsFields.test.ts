/**
 * The documented options of account analytics and the legacy link analytics change the answer as
 * the docs say, at REST, MCP, GraphQL and through the engine (docs: apis/analytics/social).
 */
import { createClient } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';
import { postGraphql } from '../helpers/graphqlClient';
import { connectMcp } from '../helpers/mcpClient';
import { useTestSandbox } from '../helpers/testSandbox';

const t = useTestSandbox();
let mcp: Awaited<ReturnType<typeof connectMcp>>;
beforeAll(async () => {
	mcp = await connectMcp(t.sandbox);
});
afterAll(() => mcp.close());

const social = (body: Record<string, unknown>) =>
	t.api('POST', '/api/analytics/social', { body });

describe('POST /analytics/social options', () => {
	it('period60Days answers only TikTok\u2019s 60-day totals of comments, shares and views', async () => {
		const full = await social({ platforms: ['tiktok', 'youtube'] });
		expect(full.body.tiktok.analytics).toHaveProperty('followerCount');
		const res = await social({ platforms: ['tiktok', 'youtube'], period60Days: true });
		expect(res.status).toBe(200);
		expect(res.body.tiktok.analytics).toEqual({
			periodDays: 60,
			comments: expect.any(Number),
			shares: expect.any(Number),
			views: expect.any(Number),
		});
		// TikTok only: another network answers as without it.
		expect(res.body.youtube.analytics).toEqual(full.body.youtube.analytics);
	});

	it('refuses period60Days beside daily or quarters, naming it', async () => {
		const res = await social({ platforms: ['tiktok'], period60Days: true, daily: true });
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({ field: 'period60Days', message: expect.stringMatching(/daily/) }),
		]);
		const quarters = await social({ platforms: ['tiktok'], period60Days: true, quarters: 2 });
		expect(quarters.body.errors[0].message).toMatch(/quarters/);
	});

	it('youtube.lifetime adds lifetimeLikes, the likes of all the channel\u2019s videos', async () => {
		const plain = await social({ platforms: ['youtube'] });
		expect(plain.body.youtube.analytics).not.toHaveProperty('lifetimeLikes');
		const res = await social({ platforms: ['youtube'], youtube: { lifetime: true } });
		expect(res.body.youtube.analytics.lifetimeLikes).toBe(plain.body.youtube.analytics.likes);
	});

	it('takes the same options through MCP and GraphQL', async () => {
		const viaMcp = await mcp.tool('get_social_network_analytics', {
			platforms: ['tiktok'],
			period60Days: true,
		});
		expect(Object.keys(viaMcp.body.tiktok.analytics).sort()).toEqual([
			'comments',
			'periodDays',
			'shares',
			'views',
		]);
		const lifetime = await mcp.tool('get_social_network_analytics', {
			platforms: ['youtube'],
			youtube: { lifetime: true },
		});
		expect(lifetime.body.youtube.analytics.lifetimeLikes).toEqual(expect.any(Number));
		const query =
			'{ socialAnalytics(platforms: [YOUTUBE, TIKTOK], period60Days: true, youtube: { lifetime: true }) }';
		const viaGraphql = await postGraphql(t.sandbox, JSON.stringify({ query }));
		const data = viaGraphql.json.data.socialAnalytics;
		expect(data.tiktok.analytics.periodDays).toBe(60);
		expect(data.youtube.analytics.lifetimeLikes).toEqual(expect.any(Number));
	});
});

describe('GET /analytics/links through the engine', () => {
	it('lists the short links with their clicks, and checks lastDays before sending', async () => {
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			apiKey: t.sandbox.apiKey,
			transport: undiciTransport(),
			sleep: async () => {},
		});
		const link = await t.api('POST', '/api/links', { body: { url: 'https://shop.example/c' } });
		await fetch(link.body.shortUrl, { redirect: 'manual' });
		const links = await client.analytics.links({ lastDays: 0 });
		expect(links).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ originalUrl: 'https://shop.example/c', clicks: 1 }),
			]),
		);
		await expect(client.analytics.links({ lastDays: 400 })).rejects.toThrow(/lastDays/);
	});
});
