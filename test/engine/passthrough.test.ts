import nock from 'nock';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

// Strict about what we know, open to what we don't: fields the engine does not model reach the
// service (its own SDK sends `source`), and fields the service answers reach the caller.
describe('unknown fields pass through the engine', () => {
	it('sends unknown body keys as they are, with the known ones still validated', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/links', {
				url: 'https://a.example/',
				utmSource: 'news',
				source: 'npm',
				future: { x: 1 },
			})
			.reply(200, { status: 'success', id: 'l1', shortUrl: 'https://sp.test/l1', extraField: 42 });
		const answer = await client.links.create({
			url: 'https://a.example/',
			utmSource: 'news',
			source: 'npm',
			future: { x: 1 },
		} as never);
		expect(sent).toHaveLength(1);
		// A response field the engine does not know reaches the caller unchanged.
		expect(answer).toMatchObject({ id: 'l1', extraField: 42 });
		const refused = await rejection(
			client.links.create({ url: 'https://a.example/', utmSource: ' ', source: 'npm' } as never),
		);
		expect(refused.issues.map((issue) => issue.field)).toEqual(['utmSource']);
	});

	it('sends unknown query keys as they are', async () => {
		const { client, sent } = setup();
		nock(BASE).get('/messages/facebook').query({ status: 'active', source: 'npm' }).reply(200, {
			status: 'success',
			messages: [],
		});
		await client.messages.list('facebook', { status: 'active', source: 'npm' } as never);
		expect(sent[0].url).toBe(`${BASE}/messages/facebook?status=active&source=npm`);
	});

	it('sends unknown per-network options of a post (e.g. instagramOptions) as they are', async () => {
		const { client } = setup();
		const body = {
			post: 'hi',
			platforms: ['instagram'],
			mediaUrls: ['https://img.example/a.jpg'],
			instagramOptions: { shareReelsFeed: false, collaborators: ['acme'] },
		};
		const scope = nock(BASE)
			.post('/post', (sentBody: Record<string, unknown>) => {
				expect(sentBody.instagramOptions).toEqual(body.instagramOptions);
				return true;
			})
			.reply(200, { status: 'success', id: 'p1', postIds: [] });
		await client.posts.create(body as never);
		expect(scope.isDone()).toBe(true);
	});
});
