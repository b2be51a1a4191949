import nock from 'nock';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

/** The engine's client for the DSA recommendations (against nock). */
describe('ads.dsaRecommendations', () => {
	it('asks GET /ads/facebook/dsaRecommendations?accountId=', async () => {
		const { client } = setup();
		nock(BASE)
			.get('/ads/facebook/dsaRecommendations')
			.query({ accountId: '1234567890' })
			.reply(200, { status: 'success', dsaRecommendations: ['Acme'], count: 1 });
		const answer = await client.ads.dsaRecommendations({ accountId: 1234567890 as never });
		expect(answer.dsaRecommendations).toEqual(['Acme']);
	});

	it('refuses a request without accountId before sending, naming it', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.ads.dsaRecommendations({} as never));
		expect(error.issues.map((i) => i.field)).toEqual(['accountId']);
		expect(sent).toEqual([]);
	});
});

describe('ads.boost: dsaBeneficiary and dsaPayor together', () => {
	it('refuses one without the other before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.ads.boost('facebook', {
				postId: 'p1',
				accountId: '123',
				goal: 'engagement',
				budget: 50,
				endDate: '2099-06-08T00:00:00Z',
				dsaPayor: 'Acme',
			}),
		);
		expect(error.issues.map((i) => i.field)).toEqual(['dsaBeneficiary']);
		expect(sent).toEqual([]);
	});
});
