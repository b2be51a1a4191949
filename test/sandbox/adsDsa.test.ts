// GET /ads/facebook/dsaRecommendations (https://www.ayrshare.com/docs/apis/ads/facebook/get-dsa-recommendations)
// and the boost's dsaBeneficiary/dsaPayor pair the page says are set together.
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { DSA_MAX_RECOMMENDATIONS } from '../../src/engine/contract/adsDsa';
import { createClient } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';

let t: TestSandbox;

beforeEach(async () => {
	t = await startTestSandbox();
});
afterEach(async () => {
	await t.close();
});

async function accountId(): Promise<string> {
	const res = await t.api('GET', '/api/ads/facebook/accounts');
	expect(res.status).toBe(200);
	return res.body.adAccounts[0].accountId as string;
}

const dsa = (query: Record<string, string>, profileKey?: string) =>
	t.api('GET', '/api/ads/facebook/dsaRecommendations', { query, profileKey });

describe('DSA recommendations', () => {
	it("answers the names the ad account's advertiser goes by, count = entries, at most 25", async () => {
		const id = await accountId();
		const res = await dsa({ accountId: id });
		expect(res.status).toBe(200);
		const accounts = await t.api('GET', '/api/ads/facebook/accounts');
		const names: string[] = res.body.dsaRecommendations;
		expect(res.body.status).toBe('success');
		expect(names).toContain('Primary Profile');
		expect(names).toContain(accounts.body.adAccounts[0].name);
		expect(new Set(names).size).toBe(names.length);
		expect(res.body.count).toBe(names.length);
		expect(names.length).toBeGreaterThan(0);
		expect(names.length).toBeLessThanOrEqual(DSA_MAX_RECOMMENDATIONS);
	});

	it("answers for the Profile-Key's profile: its title, its own ad account", async () => {
		const key = t.profileKey('Acme Bakery');
		// A title other than the linked account's name, so each source of names shows.
		const renamed = await t.api('PATCH', '/api/profiles', {
			body: { title: 'Acme Bakery Ltd' },
			profileKey: key,
		});
		expect(renamed.status).toBe(200);
		const accounts = await t.api('GET', '/api/ads/facebook/accounts', { profileKey: key });
		const res = await dsa({ accountId: accounts.body.adAccounts[0].accountId }, key);
		expect(res.status).toBe(200);
		expect(res.body.dsaRecommendations).toEqual([
			'Acme Bakery',
			'Acme Bakery Ltd',
			accounts.body.adAccounts[0].name,
		]);
		// The primary profile's ad account is not this profile's.
		const other = await dsa({ accountId: await accountId() }, key);
		expect(other.status).toBe(400);
	});

	it('refuses an ad account the profile does not have, naming accountId, its value and the known ones', async () => {
		const id = await accountId();
		const res = await dsa({ accountId: '1234567890' });
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({
				code: 101,
				field: 'accountId',
				value: '1234567890',
				message: expect.stringContaining(id),
			}),
		]);
	});

	it('refuses a request without accountId, naming it', async () => {
		const res = await dsa({});
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({ field: 'accountId', message: expect.stringContaining('required') }),
		]);
	});

	it('needs the Ads add-on (403, code 399) before the query is read', async () => {
		await t.api('POST', '/api/admin/ads', { body: { addon: false } });
		const res = await dsa({});
		expect([res.status, res.body.code]).toEqual([403, 399]);
	});

	it('needs the Premium plan or higher (403, code 103 on Basic)', async () => {
		const basic = await startTestSandbox({ plan: 'basic' });
		try {
			await basic.api('POST', '/api/admin/ads', { body: { addon: true } });
			const res = await basic.api('GET', '/api/ads/facebook/dsaRecommendations', {
				query: { accountId: '1' },
			});
			expect([res.status, res.body.code]).toEqual([403, 103]);
			expect(res.body.message).toMatch(/Premium, Business or Enterprise plan/);
		} finally {
			await basic.close();
		}
	});

	it("is Facebook's: the Instagram path is not a route", async () => {
		const res = await t.api('GET', '/api/ads/instagram/dsaRecommendations', {
			query: { accountId: '1' },
		});
		expect(res.status).toBe(404);
	});

	it("is the engine client's ads.dsaRecommendations", async () => {
		const client = createClient({
			baseUrl: t.sandbox.baseUrl,
			apiKey: t.sandbox.apiKey,
			transport: undiciTransport(),
			sleep: async () => {},
		});
		const answer = await client.ads.dsaRecommendations({ accountId: await accountId() });
		expect(answer.count).toBe(answer.dsaRecommendations.length);
	});
});

describe('Boost: dsaBeneficiary and dsaPayor are set together', () => {
	async function boost(extra: Record<string, unknown>) {
		const post = await t.api('POST', '/api/post', {
			body: { post: 'Our best week', platforms: ['facebook'] },
		});
		return t.api('POST', '/api/ads/facebook/boost', {
			body: {
				postId: post.body.id,
				accountId: await accountId(),
				goal: 'engagement',
				budget: 70,
				endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
				...extra,
			},
		});
	}

	it.each([
		[{ dsaBeneficiary: 'Primary Profile' }, 'dsaPayor'],
		[{ dsaPayor: 'Primary Profile' }, 'dsaBeneficiary'],
	])('refuses %j alone, naming %s', async (extra, missing) => {
		const res = await boost(extra);
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({ field: missing, message: expect.stringContaining('together') }),
		]);
	});

	it('boosts with both, as the recommendations name them', async () => {
		const names = (await dsa({ accountId: await accountId() })).body.dsaRecommendations;
		const res = await boost({ dsaBeneficiary: names[0], dsaPayor: names[0] });
		expect(res.status).toBe(200);
	});
});
