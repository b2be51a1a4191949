/**
 * `GET /ads/:platform/history` (docs: apis/ads/facebook/get-ad-history; its arguments from the
 * GraphQL Ads page): each filter changes the rows, at REST, GraphQL and through the engine.
 */
import { createClient } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';
import { postGraphql } from '../helpers/graphqlClient';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const DAY = 86_400_000;
let now = Date.UTC(2026, 5, 1, 12);
let t: TestSandbox;
const campaigns: string[] = [];
const ads: string[] = [];

async function boostNewPost(text: string) {
	const post = await t.api('POST', '/api/post', { body: { post: text, platforms: ['facebook'] } });
	const accounts = await t.api('GET', '/api/ads/facebook/accounts');
	const res = await t.api('POST', '/api/ads/facebook/boost', {
		body: {
			postId: post.body.id,
			accountId: accounts.body.adAccounts[0].accountId,
			goal: 'engagement',
			budget: 70,
			endDate: new Date(now + 7 * DAY).toISOString(),
		},
	});
	expect(res.status).toBe(200);
	const listed = await t.api('GET', '/api/ads/facebook/ads', { query: { adId: res.body.adId } });
	ads.push(res.body.adId);
	campaigns.push(listed.body.ads[0].campaign.id);
}

beforeAll(async () => {
	t = await startTestSandbox({ now: () => now });
	await boostNewPost('First campaign');
	await boostNewPost('Second campaign');
	now += 2 * 60_000;
	now += 3 * DAY;
});
afterAll(() => t.close());

const adIdsOf = (body: { history: Array<{ adId: string }> }) => [
	...new Set(body.history.map((row) => row.adId)),
];

it('reads every ad by default, and one campaign\u2019s ads with campaignId', async () => {
	const all = await t.api('GET', '/api/ads/facebook/history');
	expect(all.status).toBe(200);
	expect(adIdsOf(all.body).sort()).toEqual([...ads].sort());
	expect(campaigns[0]).not.toBe(campaigns[1]);
	const one = await t.api('GET', '/api/ads/facebook/history', {
		query: { campaignId: campaigns[0] },
	});
	expect(adIdsOf(one.body)).toEqual([ads[0]]);
	expect(one.body.metrics.totalSpend).toBeLessThan(all.body.metrics.totalSpend);
});

it('takes campaignId through GraphQL adHistory', async () => {
	const query = `{ adHistory(platform: FACEBOOK, campaignId: "${campaigns[1]}") }`;
	const res = await postGraphql(t.sandbox, JSON.stringify({ query }));
	expect(adIdsOf(res.json.data.adHistory)).toEqual([ads[1]]);
});

it('is the engine\u2019s ads.history, the documented path', async () => {
	const client = createClient({
		baseUrl: t.sandbox.baseUrl,
		apiKey: t.sandbox.apiKey,
		transport: undiciTransport(),
		sleep: async () => {},
	});
	const history = await client.ads.history('facebook', { adId: ads[1] });
	expect(adIdsOf(history as never)).toEqual([ads[1]]);
	const window = await client.ads.history('facebook', {
		startDate: new Date(now - DAY).toISOString(),
	});
	expect(window.history.length).toBeLessThan(
		(await client.ads.history('facebook')).history.length,
	);
	await expect(client.ads.history('facebook', { endDate: 'someday' })).rejects.toThrow(/endDate/);
});
