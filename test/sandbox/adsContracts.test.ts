// The Ads routes as their contracts declare them (src/engine/contract/ads.ts, adsBoost.ts): the
// preconditions come before the fields (apis/graphql/ads: without the add-on every call is 403,
// code 399), the contract's problems and the store's are answered in one 400, and the list's
// `limit` (ours) holds at REST and GraphQL alike.
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { graphqlClient } from '../helpers/graphqlClient';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1, 12);
let t: TestSandbox;

beforeAll(async () => {
	t = await startTestSandbox({ now: () => now });
});
afterAll(() => t.close());

async function boost(): Promise<string> {
	const post = await t.api('POST', '/api/post', {
		body: { post: `Boost me ${Math.random()}`, platforms: ['facebook'] },
	});
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
	return res.body.campaignId as string;
}

it('lists at most `limit` ads, through REST and GraphQL, and names a bad limit', async () => {
	const accountId = (await t.api('GET', '/api/ads/facebook/accounts')).body.adAccounts[0]
		.accountId as string;
	await boost();
	await boost();
	await boost();
	const all = await t.api('GET', '/api/ads/facebook/ads', { query: { accountId } });
	expect(all.body.count).toBe(3);
	const two = await t.api('GET', '/api/ads/facebook/ads', { query: { accountId, limit: 2 } });
	expect(two.body.ads).toEqual(all.body.ads.slice(0, 2));
	const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
		`{ ads(platform: FACEBOOK, accountId: "${accountId}", limit: 1) }`,
	);
	expect(errors).toBeUndefined();
	expect(data.ads.ads).toEqual(all.body.ads.slice(0, 1));
	const bad = await t.api('GET', '/api/ads/facebook/ads', { query: { accountId, limit: 0 } });
	expect(bad.status).toBe(400);
	expect(bad.body.errors).toEqual([
		expect.objectContaining({ code: 101, field: 'limit', value: 0 }),
	]);
});

it('answers the add-on refusal (403, 399) before any problem of the fields', async () => {
	await t.api('POST', '/api/admin/ads', { body: { addon: false } });
	try {
		const calls: Array<[string, string, Record<string, unknown>]> = [
			['GET', '/api/ads/facebook/cities', { query: { countryCode: 'USA' } }],
			['PUT', '/api/ads/facebook/ads', { body: { adId: '', status: 'gone' } }],
			['GET', '/api/ads/facebook/accounts', { query: { limit: 'many' } }],
		];
		for (const [method, path, options] of calls) {
			const res = await t.api(method, path, options);
			expect([path, res.status, res.body.code]).toEqual([path, 403, 399]);
		}
	} finally {
		await t.api('POST', '/api/admin/ads', { body: { addon: true } });
	}
	const named = await t.api('GET', '/api/ads/facebook/cities', { query: { countryCode: 'USA' } });
	expect(named.body.errors).toEqual([
		expect.objectContaining({ field: 'countryCode', value: 'USA' }),
	]);
});

it('answers a bad field and an unknown ad account of a boost in one 400', async () => {
	const post = await t.api('POST', '/api/post', {
		body: { post: 'One answer', platforms: ['facebook'] },
	});
	const res = await t.api('POST', '/api/ads/facebook/boost', {
		body: { postId: post.body.id, accountId: 'act_none', goal: 'fame', budget: 70 },
	});
	expect(res.status).toBe(400);
	expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
		'accountId',
		'endDate',
		'goal',
	]);
});
