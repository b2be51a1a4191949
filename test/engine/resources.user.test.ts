import nock from 'nock';
import { type UserDetails } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

describe('user.get', () => {
	const details: UserDetails = {
		activeSocialAccounts: ['instagram', 'twitter'],
		biolinkUrl: 'http://sp.test/bio/r1',
		created: { _seconds: 1777636800, _nanoseconds: 0, utc: '2026-05-01T12:00:00.000Z' },
		displayNames: [
			{ platform: 'instagram', username: 'acme', type: 'business', usedQuota: 3 },
			{
				platform: 'twitter',
				username: 'acme',
				twitterUsage: { monthlyUsage: 4, monthlyLimit: 500, monthlyReset: '2026-06-01' },
			},
		],
		email: null,
		monthlyApiCalls: 12,
		refId: 'r1',
		title: 'Acme',
	};

	it('gets /user with instagramQuota and validate, for the profile given', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.get('/user')
			.query({ instagramQuota: 'true', validate: 'true' })
			.matchHeader('profile-key', 'pk_1')
			.reply(200, details);
		const res = await client.user.get(
			{ instagramQuota: true, validate: true },
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual(details);
		expect(sent[0]).toMatchObject({
			method: 'GET',
			url: `${BASE}/user?instagramQuota=true&validate=true`,
		});
	});

	it('gets /user with no query by default', async () => {
		const { client, sent } = setup();
		nock(BASE, { badheaders: ['profile-key'] })
			.get('/user')
			.reply(200, details);
		await client.user.get();
		expect(sent[0].url).toBe(`${BASE}/user`);
	});

	it('rejects a query flag that is not a boolean before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.user.get({ instagramQuota: 'yes' as never }));
		expect(error.issues[0]).toMatchObject({ field: 'instagramQuota', value: 'yes' });
		expect(sent).toHaveLength(0);
	});
});

describe('user.boards', () => {
	it('gets /user/details/pinterest and answers the boards', async () => {
		const { client } = setup();
		const boards = {
			pinterest: [
				{
					id: 'b1',
					name: 'Recipes',
					description: 'Food',
					privacy: 'PUBLIC',
					owner: { username: 'acme' },
				},
			],
		};
		nock(BASE).get('/user/details/pinterest').matchHeader('profile-key', 'pk_2').reply(200, boards);
		await expect(client.user.boards('pinterest', { profileKey: 'pk_2' })).resolves.toEqual(boards);
	});
});

describe('user.updateBusinessListing', () => {
	const update = {
		phoneNumbers: { primaryPhone: '+1 555 0100', additionalPhones: ['+1 555 0101'] },
		name: 'Acme Coffee',
		adPhone: '+1 555 0102',
		storeCode: 'ACME-1',
		title: 'Acme Coffee Downtown',
		websiteUrl: 'https://acme.example',
		labels: ['coffee', 'x'.repeat(255)],
		latlng: { latitude: -90, longitude: 180 },
		profile: { description: 'Best coffee in town' },
	};

	it('patches /user/gbp with every field and answers the location', async () => {
		const { client, sent } = setup();
		const answer = {
			gmb: { status: 'success', data: { name: 'locations/1', title: 'Acme Coffee Downtown' } },
		};
		nock(BASE).patch('/user/gbp', update).matchHeader('profile-key', 'pk_3').reply(200, answer);
		await expect(
			client.user.updateBusinessListing(update, { profileKey: 'pk_3' }),
		).resolves.toEqual(answer);
		expect(sent[0].method).toBe('PATCH');
	});

	it('sends a single field alone', async () => {
		const { client } = setup();
		nock(BASE)
			.patch('/user/gbp', (body) => JSON.stringify(body) === '{"labels":["open late"]}')
			.reply(200, { gmb: { status: 'success', data: {} } });
		await client.user.updateBusinessListing({ labels: ['open late'] });
	});

	it.each([
		[{}, ['request'], /at least one field/],
		[{ labels: ['', 'x'.repeat(256), 'ok'] }, ['labels[0]', 'labels[1]'], /1 to 255 characters/],
		[
			{ latlng: { latitude: 90.5, longitude: -180.5 } },
			['latlng.latitude', 'latlng.longitude'],
			/degrees/,
		],
		[{ latlng: { latitude: 10 } }, ['latlng.longitude'], /is required/],
		[{ phoneNumbers: { additionalPhones: ['1'] } }, ['phoneNumbers.primaryPhone'], /main phone/],
		[{ websiteUrl: 'acme.example' }, ['websiteUrl'], /web address/],
		[{ websiteUrl: 'ftp://acme.example' }, ['websiteUrl'], /http or https/],
		[{ websiteUrl: 'https://' }, ['websiteUrl'], /web address/],
		[{ profile: {} }, ['profile.description'], /is required/],
		[{ address: 'Main St' }, ['request'], /must change at least one field/],
	])('rejects %j before sending, naming %j', async (params, fields, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.user.updateBusinessListing(params as never));
		expect(error.issues.map((issue) => issue.field)).toEqual(fields);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});
});
