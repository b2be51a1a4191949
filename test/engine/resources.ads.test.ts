import nock from 'nock';
import { AD_NETWORKS, PermissionDeniedError, networksOffering } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const BOOST = {
	postId: 'p1',
	accountId: '123456789012345',
	goal: 'engagement',
	budget: 50,
	startDate: '2026-06-01T00:00:00Z',
	endDate: '2026-06-08T00:00:00Z',
} as const;

describe('ads', () => {
	it('offers the networks whose registry entry offers ads', () => {
		expect(AD_NETWORKS).toEqual(networksOffering('ads'));
	});

	it('boosts with POST /ads/:platform/boost, numbers and lists given as text sent as numbers', async () => {
		const { client } = setup();
		let body: unknown;
		nock(BASE)
			.post('/ads/facebook/boost', (b) => {
				body = b;
				return true;
			})
			.matchHeader('profile-key', 'pk_1')
			.reply(200, { status: 'success', adId: '1', campaignId: '2', adSetId: '3' });
		const result = await client.ads.boost(
			'facebook',
			{ ...BOOST, budget: '49.99', minAge: '21', interests: '[6003512615894, 6003277229526]' },
			{ profileKey: 'pk_1' },
		);
		expect(result.adId).toBe('1');
		expect(body).toEqual({
			...BOOST,
			budget: 49.99,
			minAge: 21,
			interests: [6003512615894, 6003277229526],
		});
	});

	it('refuses a boost before sending, naming every field at once', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.ads.boost('facebook', {
				accountId: '',
				goal: 'fame' as never,
				budget: 10.555,
				bidAmount: 0,
				minAge: 50,
				maxAge: 20,
				startDate: '2026-06-01T00:00:00Z',
				endDate: '2026-06-02T00:00:00Z',
			}),
		);
		expect(error.issues.map((i) => i.field).sort()).toEqual(
			['accountId', 'bidAmount', 'budget', 'endDate', 'goal', 'maxAge', 'postId'].sort(),
		);
		expect(sent).toEqual([]);
	});

	it('refuses a platform without ads before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.ads.accounts('twitter' as never));
		expect(error.issues[0].message).toContain(AD_NETWORKS.join(', '));
		expect(sent).toEqual([]);
	});

	it('lists ads by id, updates a status, reads spend, accounts and targeting', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.get('/ads/instagram/ads')
			.query({ postId: 'p1' })
			.reply(200, { status: 'success', ads: [] });
		nock(BASE)
			.put('/ads/facebook/ads', { adId: '42', status: 'paused' })
			.reply(200, { status: 'success', adId: '42', requestedStatus: 'PAUSED' });
		nock(BASE)
			.get('/ads/facebook/history')
			.query({ accountId: '9', startDate: '2026-06-01T00:00:00Z' })
			.reply(200, { status: 'success', history: [] });
		nock(BASE)
			.get('/ads/facebook/accounts')
			.query({ limit: '5' })
			.reply(200, { status: 'success', adAccounts: [], count: 0 });
		nock(BASE)
			.get('/ads/facebook/cities')
			.query({ search: 'Manhattan', countryCode: 'US' })
			.reply(200, { status: 'success', cities: [] });
		await client.ads.list('instagram', { postId: 'p1' });
		const updated = await client.ads.updateStatus('facebook', { adId: 42, status: 'PAUSED' });
		expect(updated.requestedStatus).toBe('PAUSED');
		await client.ads.history('facebook', { accountId: '9', startDate: '2026-06-01T00:00:00Z' });
		await client.ads.accounts('facebook', { limit: 5 });
		await client.ads.searchTargeting('facebook', {
			kind: 'cities',
			search: 'Manhattan',
			countryCode: 'US',
		});
		expect(sent).toHaveLength(5);
	});

	it('needs an id to list by, and a search for interests', async () => {
		const { client } = setup();
		expect((await rejection(client.ads.list('facebook', {}))).issues[0].field).toBe('accountId');
		const targeting = await rejection(
			client.ads.searchTargeting('facebook', { kind: 'interests', regionId: '1' }),
		);
		expect(targeting.issues.map((i) => i.field)).toEqual(['search', 'regionId']);
	});

	it('maps the missing add-on (403, code 399) to PermissionDeniedError', async () => {
		const { client } = setup();
		nock(BASE).get('/ads/facebook/accounts').reply(403, {
			action: 'ads',
			status: 'error',
			code: 399,
			message: 'The Ads add-on is not enabled.',
		});
		const error = await client.ads.accounts('facebook').catch((e) => e);
		expect(error).toBeInstanceOf(PermissionDeniedError);
		expect(error.code).toBe(399);
	});
});
