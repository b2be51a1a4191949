import { IMAGE, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 5, 1, 12);

let now = START;
let t: TestSandbox;

beforeEach(async () => {
	now = START;
	t = await startTestSandbox({ now: () => now });
});
afterEach(async () => {
	await t.close();
});

async function publishedPost(platform = 'facebook'): Promise<string> {
	const media = platform === 'instagram' ? { mediaUrls: [IMAGE] } : {};
	const res = await t.api('POST', '/api/post', {
		body: { post: 'Our best week', platforms: [platform], ...media },
	});
	expect(res.status).toBe(200);
	return res.body.id as string;
}

async function accountId(platform = 'facebook'): Promise<string> {
	const res = await t.api('GET', `/api/ads/${platform}/accounts`);
	expect(res.status).toBe(200);
	return res.body.adAccounts[0].accountId as string;
}

async function boost(extra: Record<string, unknown> = {}, platform = 'facebook') {
	const body = {
		postId: await publishedPost(platform),
		accountId: await accountId(platform),
		goal: 'engagement',
		budget: 70,
		endDate: new Date(now + 7 * DAY).toISOString(),
		...extra,
	};
	return t.api('POST', `/api/ads/${platform}/boost`, { body });
}

const ad = async (adId: string) =>
	(await t.api('GET', '/api/ads/facebook/ads', { query: { adId } })).body.ads[0];

describe('Ads preconditions', () => {
	const routes: Array<[string, string]> = [
		['GET', 'accounts'],
		['POST', 'boost'],
		['GET', 'ads'],
		['PUT', 'ads'],
		['GET', 'spend'],
		['GET', 'history'],
		['GET', 'interests'],
		['GET', 'regions'],
		['GET', 'cities'],
	];

	it('answers 403 with code 399 on every ads route without the Ads add-on, and works again with it', async () => {
		const off = await t.api('POST', '/api/admin/ads', { body: { addon: false } });
		expect(off.body.addon).toBe(false);
		for (const platform of ['facebook', 'instagram'])
			for (const [method, path] of routes) {
				const res = await t.api(method, `/api/ads/${platform}/${path}`, {
					body: method === 'GET' ? undefined : {},
				});
				expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 399]);
			}
		await t.api('POST', '/api/admin/ads', { body: { addon: true } });
		expect((await t.api('GET', '/api/ads/facebook/accounts')).status).toBe(200);
		const explained = await t.api('GET', '/api/error-explainer', { query: { code: 399 } });
		expect(explained.body.fix).toContain('Ads add-on');
	});

	it('refuses a Facebook link made before 2025-04-01 until it is linked again', async () => {
		await t.api('POST', '/api/admin/ads', { body: { legacyFacebookLink: true } });
		const refused = await t.api('GET', '/api/ads/instagram/accounts');
		expect([refused.status, refused.body.code]).toEqual([403, 161]);
		expect(refused.body.message).toContain('2025-04-01');
		await t.api('POST', '/api/admin/unlink', { body: { platform: 'facebook' } });
		await t.api('POST', '/api/admin/link', { body: { platform: 'facebook' } });
		expect((await t.api('GET', '/api/ads/facebook/accounts')).status).toBe(200);
	});

	it('refuses a boost from an ad account without a payment method, naming accountId', async () => {
		await accountId();
		await t.api('POST', '/api/admin/ads', { body: { paymentMethod: false } });
		const accounts = await t.api('GET', '/api/ads/facebook/accounts');
		expect(accounts.body.adAccounts[0]).toMatchObject({
			fundingSource: null,
			hasPaymentMethod: false,
		});
		const res = await boost();
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({
				code: 101,
				field: 'accountId',
				message: expect.stringContaining('payment method'),
			}),
		]);
	});

	it("answers for the Profile-Key's profile only", async () => {
		const created = await boost();
		const other = await t.api('GET', '/api/ads/facebook/ads', {
			query: { adId: created.body.adId },
			profileKey: t.profileKey('Acme Bakery'),
		});
		expect(other.body.ads).toEqual([]);
	});
});

describe('Boost validation', () => {
	it('reports every broken rule at once, each with a code and its field', async () => {
		const res = await t.api('POST', '/api/ads/facebook/boost', {
			body: {
				postId: 'not-a-post',
				accountId: '42',
				goal: 'fame',
				budget: 10.005,
				bidAmount: -1,
				minAge: 40,
				maxAge: 30,
				startDate: new Date(now).toISOString(),
				endDate: new Date(now + 29 * HOUR).toISOString(),
				interests: [6003195554098, 12345],
				locations: { countries: ['USA'], cities: ['nowhere'] },
			},
		});
		expect(res.status).toBe(400);
		const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
		expect(fields).toEqual(
			[
				'accountId',
				'bidAmount',
				'budget',
				'endDate',
				'goal',
				'interests[1]',
				'locations.cities[0]',
				'locations.countries[0]',
				'maxAge',
				'postId',
			].sort(),
		);
		for (const error of res.body.errors) expect(error.code).toBe(101);
	});

	it('takes a network post id as fbPostId, and numbers written as text', async () => {
		const postId = await publishedPost();
		const socialId = (await t.api('GET', `/api/post/${postId}`)).body.postIds[0].id;
		const res = await t.api('POST', '/api/ads/facebook/boost', {
			body: {
				fbPostId: socialId,
				accountId: await accountId(),
				goal: 'interactions',
				budget: '50.5',
				minAge: '21',
				interests: '6003512615894, 6003277229526',
				endDate: new Date(now + 5 * DAY).toISOString(),
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.ad).toMatchObject({
			postId,
			socialPostId: socialId,
			budget: 50.5,
			targeting: { minAge: 21, interests: [6003512615894, 6003277229526] },
		});
	});
});

describe('Ad lifecycle and spend', () => {
	it('goes from review to active, spends within its budget daily, stops while paused and completes at its end', async () => {
		const created = await boost();
		expect(created.status).toBe(200);
		const { adId } = created.body;
		expect(created.body.ad).toMatchObject({
			deliveryStatus: 'PENDING_REVIEW',
			spend: 0,
			budget: 70,
		});
		now += 2 * 60_000;
		expect((await ad(adId)).deliveryStatus).toBe('ACTIVE');
		now += DAY;
		const afterDay = await ad(adId);
		expect(afterDay.spend).toBeGreaterThan(8);
		expect(afterDay.spend).toBeLessThanOrEqual(10);
		expect(afterDay.metrics.impressions).toBeGreaterThan(0);
		expect(afterDay.budgetRemaining).toBeCloseTo(70 - afterDay.spend, 2);
		expect(await ad(adId)).toEqual(afterDay);

		const paused = await t.api('PUT', '/api/ads/facebook/ads', {
			body: { adId: Number(adId), status: 'paused' },
		});
		expect(paused.body).toMatchObject({ status: 'success', adId, requestedStatus: 'PAUSED' });
		expect(paused.body.ad).toMatchObject({
			status: 'PAUSED',
			adSet: { status: 'PAUSED' },
			campaign: { status: 'PAUSED' },
			deliveryStatus: 'PAUSED',
		});
		now += 2 * DAY;
		expect((await ad(adId)).spend).toBe(afterDay.spend);

		await t.api('PUT', '/api/ads/facebook/ads', { body: { adId, status: 'active' } });
		now += 10 * DAY;
		const done = await ad(adId);
		expect(done.deliveryStatus).toBe('COMPLETED');
		expect(done.spend).toBeLessThanOrEqual(70);
		expect(done.spend).toBeGreaterThan(afterDay.spend);

		const spend = await t.api('GET', '/api/ads/facebook/spend', { query: { adId } });
		const history = await t.api('GET', '/api/ads/facebook/history', { query: { adId } });
		expect(history.body).toEqual(spend.body);
		expect(spend.body.metrics.totalSpend).toBeCloseTo(done.spend, 2);
		const days = spend.body.history.map((row: { spendDate: string }) => row.spendDate);
		expect(new Set(days).size).toBe(days.length);
		// Paused from June 2 at noon to June 4 at noon: June 3 has no spend at all.
		expect(days.map((d: string) => d.slice(0, 10)).sort()).toEqual(
			['01', '02', '04', '05', '06', '07', '08'].map((d) => `2026-06-${d}`),
		);
	});

	it('cascades a status change to the campaign, which the other ads of the post follow', async () => {
		const first = await boost();
		const second = await t.api('POST', '/api/ads/facebook/boost', {
			body: {
				postId: first.body.ad.postId,
				accountId: first.body.ad.accountId,
				goal: 'awareness_audience',
				budget: 40,
				endDate: new Date(now + 4 * DAY).toISOString(),
			},
		});
		expect(second.body.campaignId).toBe(first.body.campaignId);
		expect(second.body.adSetId).not.toBe(first.body.adSetId);
		now += HOUR;
		await t.api('PUT', '/api/ads/facebook/ads', {
			body: { adId: first.body.adId, status: 'paused' },
		});
		expect(await ad(second.body.adId)).toMatchObject({
			status: 'ACTIVE',
			campaign: { status: 'PAUSED' },
			deliveryStatus: 'CAMPAIGN_PAUSED',
		});
		const list = await t.api('GET', '/api/ads/facebook/ads', {
			query: { campaignId: first.body.campaignId },
		});
		expect(list.body.count).toBe(2);
		await t.api('PUT', '/api/ads/facebook/ads', {
			body: { adId: first.body.adId, status: 'deleted' },
		});
		const again = await t.api('PUT', '/api/ads/facebook/ads', {
			body: { adId: first.body.adId, status: 'active' },
		});
		expect(again.status).toBe(400);
		expect(again.body.errors[0].field).toBe('status');
	});

	it('lets the admin API set the review time, reject a review and move ads back in time', async () => {
		await t.api('POST', '/api/admin/ads', { body: { reviewSeconds: 3600 } });
		const created = await boost();
		now += 30 * 60_000;
		expect((await ad(created.body.adId)).deliveryStatus).toBe('PENDING_REVIEW');
		await t.api('POST', '/api/admin/ads/review', {
			body: { adId: created.body.adId, outcome: 'reject' },
		});
		expect((await ad(created.body.adId)).deliveryStatus).toBe('DISAPPROVED');
		const other = await boost();
		await t.api('POST', '/api/admin/ads/review', { body: { adId: other.body.adId } });
		await t.api('POST', '/api/admin/ads/advance', { body: { hours: 48 } });
		expect((await ad(other.body.adId)).spend).toBeGreaterThan(0);
		expect((await ad(created.body.adId)).spend).toBe(0);
	});

	it("shows each ad's state and spend on the page's Account view", async () => {
		const created = await boost();
		now += 2 * DAY;
		const page = await (await fetch(`${t.sandbox.url}/account`)).text();
		const spent = (await ad(created.body.adId)).spend.toFixed(2);
		// The ad's own row, cell by cell: its network's display name, its state, its spend.
		const row = page.match(new RegExp(`<tr data-ad="${created.body.adId}">([\\s\\S]*?)</tr>`));
		expect(row).not.toBeNull();
		const cells = [...row![1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
			cell[1]
				.replace(/<[^>]*>/g, '')
				.replace(/\s+/g, ' ')
				.trim(),
		);
		// The registry's one display name, as every other view of the page shows networks.
		expect(cells.slice(1, 2)).toEqual(['Facebook Page']);
		expect(cells.slice(3, 5)).toEqual(['ACTIVE', `$${spent} of $70.00`]);
	});

	it('boosts an instagram post too, from its own ad account', async () => {
		const res = await boost({}, 'instagram');
		expect(res.status).toBe(200);
		expect(res.body.ad.network).toBe('instagram');
	});
});

describe('Targeting search', () => {
	it('finds interests (search required), regions and cities by country and region', async () => {
		const interests = await t.api('GET', '/api/ads/facebook/interests', {
			query: { search: 'Rhythm and blues' },
		});
		expect(interests.body.interests[0]).toMatchObject({
			id: 6003195554098,
			name: 'Rhythm and blues music',
		});
		const missing = await t.api('GET', '/api/ads/facebook/interests');
		expect(missing.body.errors[0].field).toBe('search');
		const regions = await t.api('GET', '/api/ads/facebook/regions', { query: { search: 'al' } });
		expect(regions.body.regions.map((r: { name: string }) => r.name)).toContain('Alabama');
		const cities = await t.api('GET', '/api/ads/facebook/cities', {
			query: { search: 'Manhattan', countryCode: 'US', regionId: '3875' },
		});
		expect(cities.body.cities).toEqual([
			expect.objectContaining({ name: 'Manhattan', regionId: '3875' }),
		]);
		const wrong = await t.api('GET', '/api/ads/facebook/regions', { query: { regionId: '3875' } });
		expect(wrong.body.errors[0].field).toBe('regionId');
	});
});
