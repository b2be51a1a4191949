import nock from 'nock';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

describe('hashtags.auto', () => {
	it('posts the text and options to /hashtags/auto and answers the new text', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/hashtags/auto', { post: 'Fresh coffee today', max: 3, position: 'end' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, { post: 'Fresh coffee today #coffee #morning #fresh' });
		const res = await client.hashtags.auto(
			{ post: 'Fresh coffee today', max: 3, position: 'end' },
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual({ post: 'Fresh coffee today #coffee #morning #fresh' });
		expect(sent).toHaveLength(1);
	});

	it('sends only the text when no options are given, without a Profile-Key header', async () => {
		const { client } = setup();
		nock(BASE, { badheaders: ['profile-key'] })
			.post('/hashtags/auto', (body) => JSON.stringify(body) === '{"post":"Hello"}')
			.reply(200, { post: 'Hello #hello' });
		await expect(client.hashtags.auto({ post: 'Hello' })).resolves.toEqual({
			post: 'Hello #hello',
		});
	});

	it('sends again after a 503, as it stores nothing', async () => {
		const { client } = setup();
		nock(BASE).post('/hashtags/auto').reply(503, { status: 'error', message: 'busy' });
		nock(BASE).post('/hashtags/auto').reply(200, { post: 'Hi #hi' });
		await expect(client.hashtags.auto({ post: 'Hi' })).resolves.toEqual({ post: 'Hi #hi' });
	});

	it.each([
		[{ post: 'x', max: 0 }, 'max', /from 1 to 5/],
		[{ post: 'x', max: 6 }, 'max', /from 1 to 5/],
		[{ post: 'x', max: 2.5 }, 'max', /whole number/],
		[{ post: 'x', position: 'start' }, 'position', /"auto", "end"/],
		[{ post: '' }, 'post', /must have text/],
		[{}, 'post', /is required/],
	])('rejects %j before sending, naming %s', async (params, field, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.hashtags.auto(params as never));
		expect(error.issues[0].field).toBe(field);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});
});

describe('hashtags.recommend', () => {
	it('gets /hashtags/recommend with the keyword and answers the recommendations', async () => {
		const { client, sent } = setup();
		const answer = {
			keyword: 'cold brew',
			recommendations: [
				{ name: 'coldbrew', viewCount: 1200 },
				{ name: 'coffee', viewCount: 900 },
			],
		};
		nock(BASE)
			.get('/hashtags/recommend')
			.query({ keyword: 'cold brew' })
			.matchHeader('profile-key', 'pk_2')
			.reply(200, answer);
		await expect(client.hashtags.recommend(' cold brew ', { profileKey: 'pk_2' })).resolves.toEqual(
			answer,
		);
		expect(sent[0]).toMatchObject({
			method: 'GET',
			url: `${BASE}/hashtags/recommend?keyword=cold+brew`,
		});
	});

	it('rejects an empty keyword before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.hashtags.recommend('   '));
		expect(error.issues[0]).toMatchObject({ field: 'keyword', value: '   ' });
		expect(sent).toHaveLength(0);
	});
});
