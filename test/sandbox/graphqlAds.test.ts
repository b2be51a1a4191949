// The Ads group through the GraphQL door (docs: apis/graphql/ads): each field answers its REST
// route's response unchanged, and the add-on rule (403, code 399) holds at both doors.
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { graphqlClient } from '../helpers/graphqlClient';

const DAY = 86_400_000;
let now = Date.UTC(2026, 5, 1, 12);
let t: TestSandbox;

beforeEach(async () => {
	now = Date.UTC(2026, 5, 1, 12);
	t = await startTestSandbox({ now: () => now });
});
afterEach(async () => {
	await t.close();
});

const gql = (query: string) => graphqlClient(t.sandbox).rawRequest<any>(query);

it('adAccounts answers what its REST route answers', async () => {
	const { data, errors } = await gql('{ adAccounts(platform: FACEBOOK, limit: 10) }');
	expect(errors).toBeUndefined();
	const rest = await t.api('GET', '/api/ads/facebook/accounts', { query: { limit: 10 } });
	expect(data.adAccounts).toEqual(rest.body);
	expect(data.adAccounts.adAccounts.length).toBeGreaterThan(0);
});

it('boostPost makes the ad that ads then lists, and updateAd pauses it, as REST does', async () => {
	const post = await t.api('POST', '/api/post', {
		body: { post: 'Boost me', platforms: ['facebook'] },
	});
	const accounts = await t.api('GET', '/api/ads/facebook/accounts');
	const input = {
		postId: post.body.id,
		accountId: accounts.body.adAccounts[0].accountId,
		goal: 'engagement',
		budget: 70,
		endDate: new Date(now + 7 * DAY).toISOString(),
	};
	const boosted = await graphqlClient(t.sandbox).rawRequest<any>(
		'mutation Boost($input: JSON!) { boostPost(platform: FACEBOOK, input: $input) }',
		{ input },
	);
	expect(boosted.errors).toBeUndefined();
	const adId = boosted.data.boostPost.adId;
	expect(typeof adId).toBe('string');
	const listed = await gql(`{ ads(platform: FACEBOOK, adId: "${adId}") }`);
	const rest = await t.api('GET', '/api/ads/facebook/ads', { query: { adId } });
	expect(listed.data.ads).toEqual(rest.body);
	const paused = await gql(
		`mutation { updateAd(platform: FACEBOOK, adId: "${adId}", status: PAUSED) }`,
	);
	expect(paused.errors).toBeUndefined();
	const after = await t.api('GET', '/api/ads/facebook/ads', { query: { adId } });
	// The ad itself and its ad set are paused, and it no longer delivers (not a word found anywhere in it).
	expect(after.body.ads[0]).toMatchObject({
		adId,
		status: 'PAUSED',
		adSet: { status: 'PAUSED' },
		isActive: false,
	});
});

it('refuses every Ads field without the add-on with status 403 and code 399, as REST does', async () => {
	await t.api('POST', '/api/admin/ads', { body: { addon: false } });
	const rest = await t.api('GET', '/api/ads/instagram/accounts');
	expect([rest.status, rest.body.code]).toEqual([403, 399]);
	const { data, errors } = await gql(`{
		a: adAccounts(platform: FACEBOOK)
		b: adTargetingSearch(platform: INSTAGRAM, kind: INTERESTS, search: "coffee")
		c: adHistory(platform: FACEBOOK)
	}`);
	expect(data).toEqual({ a: null, b: null, c: null });
	expect(errors?.map((e: any) => [e.path[0], e.extensions.status, e.extensions.code])).toEqual([
		['a', 403, 399],
		['b', 403, 399],
		['c', 403, 399],
	]);
});
