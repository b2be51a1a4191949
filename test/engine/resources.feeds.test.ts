import nock from 'nock';
import { ConnectionError, FeedAddSchema } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const FEED = {
	id: 'f1',
	url: 'https://blog.example/feed.xml',
	type: 'rss',
	useFirstImage: true,
	autoHashtag: false,
	created: '2026-05-01T12:00:00.000Z',
	updated: '2026-05-01T12:00:00.000Z',
	title: 'Garden blog',
	description: 'Posts',
	link: 'https://blog.example/',
	image: {
		url: 'https://blog.example/logo.png',
		title: 'Garden blog',
		link: 'https://blog.example/',
		width: 88,
		height: 31,
	},
};

describe('feeds.add', () => {
	it('posts the feed to /feed with the profile key and answers the service fields', async () => {
		const { client, sent } = setup();
		const answer = {
			status: 'success',
			id: 'f1',
			title: 'Garden blog',
			websiteLink: 'https://blog.example/',
			rssURL: 'https://blog.example/feed.xml',
		};
		nock(BASE)
			.post('/feed', {
				url: 'https://blog.example/feed.xml',
				useFirstImage: true,
				autoHashtag: true,
				type: 'substack',
			})
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		await expect(
			client.feeds.add(
				{
					url: ' https://blog.example/feed.xml ',
					useFirstImage: true,
					autoHashtag: true,
					type: 'substack',
				},
				{ profileKey: 'pk_1' },
			),
		).resolves.toEqual(answer);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/feed` });
	});

	it('resends after a dropped connection: adding a followed URL answers the same feed', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/feed').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(BASE).post('/feed').reply(200, { status: 'success', id: 'f1' });
		await expect(client.feeds.add({ url: 'https://blog.example/feed.xml' })).resolves.toMatchObject(
			{ id: 'f1' },
		);
		expect(sent).toHaveLength(2);
	});

	it.each([
		['ftp URL', { url: 'ftp://blog.example/feed.xml' }, 'url', /must be an http or https URL/],
		['no URL', {}, 'url', /is required: the address of the RSS or Atom feed/],
		[
			'unknown type',
			{ url: 'https://a.example/f', type: 'podcast' },
			'type',
			/must be one of "rss", "substack", "youtube"/,
		],
		[
			'string flag',
			{ url: 'https://a.example/f', useFirstImage: 'yes' },
			'useFirstImage',
			/must be true or false/,
		],
	])('rejects a %s before sending', async (_what, params, field, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.feeds.add(params as never));
		expect(error.issues[0].field).toBe(field);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});

	it('is the schema the sandbox validates with', async () => {
		expect(FeedAddSchema.parse({ url: ' https://a.example/f ' })).toEqual({
			url: 'https://a.example/f',
		});
	});
});

describe('feeds.list, update and delete', () => {
	it('gets /feed and answers the 2.11 feeds', async () => {
		const { client } = setup();
		nock(BASE)
			.get('/feed')
			.matchHeader('profile-key', 'pk_2')
			.reply(200, { status: 'success', feeds: [FEED] });
		const res = await client.feeds.list({ profileKey: 'pk_2' });
		expect(res.feeds[0]).toEqual(FEED);
	});

	it('puts the changed options to /feed, and refuses an update that changes nothing', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.put('/feed', { id: 'f1', autoHashtag: true })
			.reply(200, { status: 'success', id: 'f1' });
		await expect(client.feeds.update({ id: 'f1', autoHashtag: true })).resolves.toEqual({
			status: 'success',
			id: 'f1',
		});
		const nothing = await rejection(client.feeds.update({ id: 'f1' }));
		expect(nothing.issues[0].message).toMatch(/must change something/);
		expect(sent).toHaveLength(1);
	});

	it('deletes by id with a body, and refuses an empty id', async () => {
		const { client, sent } = setup();
		nock(BASE).delete('/feed', { id: 'f1' }).reply(200, { status: 'success', id: 'f1' });
		await expect(client.feeds.delete('f1')).resolves.toEqual({ status: 'success', id: 'f1' });
		const empty = await rejection(client.feeds.delete(' '));
		expect(empty.issues[0]).toMatchObject({ field: 'id' });
		expect(sent).toHaveLength(1);
	});
});

describe('feeds.subscribeWebhook', () => {
	it('posts the URL and secret to /feed/webhook, and resends safely', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/feed/webhook').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(BASE)
			.post('/feed/webhook', {
				url: 'https://n8n.example/webhook/feed',
				secret: 'whsec_0123456789',
			})
			.reply(200, { status: 'success' });
		await expect(
			client.feeds.subscribeWebhook({
				url: 'https://n8n.example/webhook/feed',
				secret: 'whsec_0123456789',
			}),
		).resolves.toEqual({ status: 'success' });
		expect(sent).toHaveLength(2);
	});

	it('deactivates with an empty URL', async () => {
		const { client } = setup();
		nock(BASE).post('/feed/webhook', { url: '' }).reply(200, { status: 'success' });
		await expect(client.feeds.subscribeWebhook({ url: '' })).resolves.toEqual({
			status: 'success',
		});
	});

	it('rejects a URL that is not http(s) and a secret too short to key the HMAC', async () => {
		const { client, sent } = setup();
		const badUrl = await rejection(client.feeds.subscribeWebhook({ url: 'javascript:alert(1)' }));
		expect(badUrl.issues[0]).toMatchObject({
			field: 'url',
			message: expect.stringMatching(/or "" to deactivate/),
		});
		const shortSecret = await rejection(
			client.feeds.subscribeWebhook({ url: 'https://a.example/h', secret: 'abc1234' }),
		);
		// The feed webhook's secret is checked as a /hook/webhook one is: by its length, never quoted.
		expect(shortSecret.issues[0]).toMatchObject({
			field: 'secret',
			value: 'a 7-character string',
			message: expect.stringMatching(/at least 8 characters/),
		});
		expect(shortSecret.message).not.toContain('abc1234');
		expect(sent).toHaveLength(0);
	});

	it('retries a 500 (the subscription is idempotent) and then fails with the service error', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/feed/webhook')
			.times(4)
			.reply(500, { status: 'error', code: 500, message: 'boom' });
		const error = await client.feeds.subscribeWebhook({ url: '' }).catch((e) => e);
		expect(error).not.toBeInstanceOf(ConnectionError);
		expect(error).toMatchObject({ status: 500, message: expect.stringMatching(/boom/) });
		expect(sent).toHaveLength(4);
	});
});
