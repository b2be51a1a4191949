import nock from 'nock';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

/** The engine's client for the bulk post and the DSA recommendations (each against nock). */
describe('posts.bulk', () => {
	const CSV = 'post,platforms,mediaUrls,scheduleDate\nHello,facebook,,2099-07-08T12:30:00Z\n';

	it('sends PUT /post/bulk with the CSV as a text/csv data URL in `file`, the profile key as a header', async () => {
		const { client } = setup();
		let body: { file?: string } = {};
		nock(BASE)
			.put('/post/bulk', (b) => {
				body = b;
				return true;
			})
			.matchHeader('profile-key', 'pk_1')
			.reply(200, { status: 'success', posts: [] });
		await client.posts.bulk(CSV, { profileKey: 'pk_1' });
		expect(body.file).toBe(`data:text/csv;base64,${Buffer.from(CSV).toString('base64')}`);
	});

	it('sends bytes as they are', async () => {
		const { client } = setup();
		let body: { file?: string } = {};
		nock(BASE)
			.put('/post/bulk', (b) => {
				body = b;
				return true;
			})
			.reply(200, { status: 'success', posts: [] });
		await client.posts.bulk(new TextEncoder().encode(CSV));
		expect(Buffer.from(String(body.file).split(',')[1], 'base64').toString()).toBe(CSV);
	});
});

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
