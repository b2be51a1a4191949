import nock from 'nock';
import { ConnectionError, LinkCreateSchema } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const UTM = {
	utmId: 'spring-1',
	utmSource: 'newsletter',
	utmMedium: 'email',
	utmCampaign: 'spring sale',
	utmTerm: 'coffee',
	utmContent: 'header link',
};

describe('links.shorten', () => {
	it('posts the URL to /short and answers the short link', async () => {
		const { client, sent } = setup();
		const answer = {
			status: 'success',
			shortUrl: 'http://sp.test/s/ab12',
			originalUrl: 'http://example.com/a',
		};
		nock(BASE)
			.post('/short', { url: 'http://example.com/a' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		await expect(
			client.links.shorten('http://example.com/a', { profileKey: 'pk_1' }),
		).resolves.toEqual(answer);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/short` });
	});

	it('does not resend a dropped /short request', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/short').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		await expect(client.links.shorten('https://example.com')).rejects.toBeInstanceOf(
			ConnectionError,
		);
		expect(sent).toHaveLength(1);
	});

	it.each(['ftp://example.com/a', 'example.com', ''])('rejects %j before sending', async (url) => {
		const { client, sent } = setup();
		const error = await rejection(client.links.shorten(url));
		expect(error.issues[0]).toMatchObject({ field: 'url', value: url });
		expect(sent).toHaveLength(0);
	});
});

describe('links.create', () => {
	it('posts the https URL with every UTM parameter to /links and answers the link', async () => {
		const { client } = setup();
		const link = {
			id: 'l1',
			shortUrl: 'http://sp.test/s/l1',
			originalUrl: 'https://example.com/p?utm_id=spring-1&utm_source=newsletter',
			created: '2026-05-01T12:00:00Z',
			status: 'active',
			utmSource: 'newsletter',
		};
		nock(BASE)
			.post('/links', { url: 'https://example.com/p', ...UTM })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, link);
		await expect(
			client.links.create({ url: 'https://example.com/p', ...UTM }, { profileKey: 'pk_1' }),
		).resolves.toEqual(link);
	});

	it('resends after a dropped connection, as the same URL and UTM set give the same link', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/links').replyWithError({ code: 'ECONNRESET', message: 'reset' });
		nock(BASE)
			.post('/links', { url: 'https://example.com/p' })
			.reply(200, { id: 'l1', shortUrl: 's', originalUrl: 'o' });
		await expect(client.links.create({ url: 'https://example.com/p' })).resolves.toMatchObject({
			id: 'l1',
		});
		expect(sent).toHaveLength(2);
		expect(sent[0].body).toEqual(sent[1].body);
	});

	it('takes https only, saying how to fix an http URL', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.links.create({ url: 'http://example.com/p' }));
		expect(error.issues).toEqual([
			{
				field: 'url',
				value: 'http://example.com/p',
				message:
					'must use https: short links are made only for https URLs; change http:// to https://',
			},
		]);
		const notUrl = await rejection(client.links.create({ url: 'javascript:alert(1)' }));
		expect(notUrl.issues[0].message).toBe('must be an https URL like https://example.com/page');
		expect(sent).toHaveLength(0);
	});

	it('rejects empty UTM values before sending', async () => {
		const { client, sent } = setup();
		const empty = await rejection(
			client.links.create({ url: 'https://a.example', utmSource: ' ' }),
		);
		expect(empty.issues[0].field).toBe('utmSource');
		expect(sent).toHaveLength(0);
	});

	it('is the schema the service validates with', () => {
		expect(LinkCreateSchema.parse({ url: ' https://a.example/x ', utmTerm: 't' })).toEqual({
			url: 'https://a.example/x',
			utmTerm: 't',
		});
	});
});

describe('links.list and links.get', () => {
	const analytics = {
		id: 'l1',
		shortUrl: 'http://sp.test/s/l1',
		originalUrl: 'https://example.com/p',
		created: '2026-05-01T12:00:00Z',
		status: 'active',
		browserCounts: { chrome: 3 },
		refererCounts: { 'twitter.com': 2 },
		socialClicks: { twitter: 2 },
		totalClicks: 3,
	};

	it('gets /links with the date filters in UTC and answers the list', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.get('/links')
			.query({
				fromCreatedDate: '2026-04-01T00:00:00Z',
				toCreatedDate: '2026-05-01T10:00:00Z',
				fromClickDate: '2026-04-15T00:00:00Z',
			})
			.matchHeader('profile-key', 'pk_3')
			.reply(200, { status: 'success', analytics: [analytics] });
		const res = await client.links.list(
			{
				fromCreatedDate: new Date('2026-04-01T00:00:00Z'),
				toCreatedDate: '2026-05-01T12:00:00+02:00',
				fromClickDate: Date.parse('2026-04-15T00:00:00Z'),
			},
			{ profileKey: 'pk_3' },
		);
		expect(res.analytics[0].totalClicks).toBe(3);
		expect(sent[0].url).toBe(
			`${BASE}/links?fromCreatedDate=2026-04-01T00%3A00%3A00Z&toCreatedDate=2026-05-01T10%3A00%3A00Z` +
				'&fromClickDate=2026-04-15T00%3A00%3A00Z',
		);
	});

	it('gets /links with no query when no filter is given', async () => {
		const { client, sent } = setup();
		nock(BASE).get('/links').reply(200, { status: 'success', analytics: [] });
		await client.links.list();
		expect(sent[0].url).toBe(`${BASE}/links`);
	});

	it('gets one link by id, encoded as one path segment, with filters', async () => {
		const { client } = setup();
		nock(BASE)
			.get('/links/a%2Fb')
			.query({ toClickDate: '2026-05-01T00:00:00Z' })
			.reply(200, { status: 'success', analytics });
		const res = await client.links.get('a/b', { toClickDate: '2026-05-01T00:00:00Z' });
		expect(res).toEqual({ status: 'success', analytics });
	});

	it('rejects a backwards range, a bad date and an empty id before sending', async () => {
		const { client, sent } = setup();
		const backwards = await rejection(
			client.links.list({
				fromClickDate: '2026-05-02T00:00:00Z',
				toClickDate: '2026-05-01T00:00:00Z',
			}),
		);
		expect(backwards.issues[0]).toMatchObject({
			field: 'toClickDate',
			message: 'must not be before fromClickDate (2026-05-02T00:00:00Z)',
		});
		const bad = await rejection(client.links.list({ fromCreatedDate: 'last week' }));
		expect(bad.issues[0]).toMatchObject({ field: 'fromCreatedDate', value: 'last week' });
		expect(bad.issues[0].message).toMatch(/2026-05-01T14:30:00Z/);
		const noId = await rejection(client.links.get(' '));
		expect(noId.issues[0].field).toBe('id');
		expect(sent).toHaveLength(0);
	});
});
