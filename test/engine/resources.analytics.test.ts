import nock from 'nock';
import { POST_ANALYTICS_NETWORKS, PostAnalyticsSchema } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

// The registry's order (the interface's): the networks whose entries offer post analytics.
const ALLOWED =
	'facebook, instagram, linkedin, twitter, pinterest, youtube, reddit, tiktok, bluesky, threads, snapchat';

describe('analytics.post', () => {
	it('posts {id, platforms} to /analytics/post and answers per network, partial included', async () => {
		const { client, sent } = setup();
		const answer = {
			status: 'partial',
			id: 'p1',
			twitter: [
				{
					id: 't1',
					postUrl: 'https://x.example/t1',
					analytics: { likeCount: 3, impressionCount: 40 },
				},
				{ id: 't2', postUrl: 'https://x.example/t2', analytics: { likeCount: 1 } },
			],
			facebook: {
				id: 'f1',
				postUrl: 'https://fb.example/f1',
				analytics: { impressions: 10, reactions: { like: 2, love: 1, total: 3 } },
				lastUpdated: '2026-05-01T12:00:00Z',
				nextUpdate: '2026-05-01T12:10:00Z',
			},
		};
		nock(BASE)
			.post('/analytics/post', { id: 'p1', platforms: ['twitter', 'facebook'] })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		const res = await client.analytics.post(
			{ id: 'p1', platforms: ['twitter', 'facebook'] },
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual(answer);
		expect(res.status).toBe('partial');
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/analytics/post` });
	});

	it('sends only the id when no platforms are given, and resends after a 502', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/analytics/post').reply(502, { status: 'error' });
		nock(BASE)
			.post('/analytics/post', (body) => JSON.stringify(body) === '{"id":"p1"}')
			.reply(200, { status: 'success' });
		await client.analytics.post({ id: 'p1' });
		expect(sent).toHaveLength(2);
	});

	it('names an unsupported platform and lists the supported ones, before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.analytics.post({ id: 'p1', platforms: ['twitter', 'telegram'] as never }),
		);
		expect(error.issues).toEqual([
			{
				field: 'platforms[1]',
				value: 'telegram',
				message: `"telegram" has no post analytics; use one of ${ALLOWED}`,
			},
		]);
		expect(POST_ANALYTICS_NETWORKS.join(', ')).toBe(ALLOWED);
		expect(sent).toHaveLength(0);
	});

	it.each([
		[{ platforms: ['twitter'] }, 'id', /is required/],
		[{ id: ' ' }, 'id', /post id/],
		[{ id: 'p1', platforms: [] }, 'platforms', /at least one network/],
		[{ id: 'p1', platforms: ['gmb'] }, 'platforms[0]', /"gmb" has no post analytics/],
		[
			{ id: 'p1', searchPlatformId: true, platforms: ['twitter', 'facebook'] },
			'platforms',
			/exactly one/,
		],
		[{ id: 'p1', searchPlatformId: true }, 'platforms', /exactly one/],
	])('rejects %j before sending, naming %s', async (params, field, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.analytics.post(params as never));
		expect(error.issues[0].field).toBe(field);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});
});

describe('analytics.postByNetworkId', () => {
	it('posts {id, platforms: [platform], searchPlatformId: true} to /analytics/post', async () => {
		const { client } = setup();
		const answer = { status: 'success', instagram: { id: '1789', analytics: { likeCount: 5 } } };
		nock(BASE)
			.post('/analytics/post', { id: '1789', platforms: ['instagram'], searchPlatformId: true })
			.reply(200, answer);
		await expect(
			client.analytics.postByNetworkId({ id: '1789', platform: 'instagram' }),
		).resolves.toEqual(answer);
	});

	it('names the platform when it has no post analytics, before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.analytics.postByNetworkId({ id: '1', platform: 'fbg' as never }),
		);
		expect(error.issues[0]).toMatchObject({ field: 'platform', value: 'fbg' });
		expect(error.issues[0].message).toBe(`"fbg" has no post analytics; use one of ${ALLOWED}`);
		expect(sent).toHaveLength(0);
	});

	it('is checked by the same schema the service uses for /analytics/post', () => {
		expect(
			PostAnalyticsSchema.safeParse({ id: '1', platforms: ['instagram'], searchPlatformId: true })
				.success,
		).toBe(true);
	});
});

describe('analytics.social', () => {
	it('posts {platforms, quarters, daily} to /analytics/social, gmb included', async () => {
		const { client } = setup();
		const answer = {
			status: 'success',
			gmb: { analytics: { callClicks: 4, websiteClicks: 9 }, lastUpdated: '2026-05-01T12:00:00Z' },
			facebook: {
				analytics: { fanCount: 100, engagement: { count: 5, socialSentence: '5 people' } },
				quarters: 2,
			},
		};
		nock(BASE)
			.post('/analytics/social', { platforms: ['gmb', 'facebook'], quarters: 2, daily: true })
			.matchHeader('profile-key', 'pk_2')
			.reply(200, answer);
		const res = await client.analytics.social(
			{ platforms: ['gmb', 'facebook'], quarters: 2, daily: true },
			{ profileKey: 'pk_2' },
		);
		expect(res).toEqual(answer);
	});

	it.each([
		[
			{ platforms: ['telegram'] },
			'platforms[0]',
			/"telegram" has no account analytics; use one of .*gmb/,
		],
		[{ platforms: ['facebook'], quarters: 5 }, 'quarters', /from 1 to 4/],
		[{ platforms: ['facebook'], quarters: 0 }, 'quarters', /from 1 to 4/],
		[{ platforms: ['facebook'], daily: 'yes' }, 'daily', /boolean/],
		[{}, 'platforms', /is required/],
	])('rejects %j before sending, naming %s', async (params, field, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.analytics.social(params as never));
		expect(error.issues[0].field).toBe(field);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});
});
