import nock from 'nock';
import { BrandByUserQuerySchema, BrandByUserSchema, brandByUserQuery } from '../../src/engine';
import { queryObject } from '../../src/sandbox/http/contractInput';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

describe('brand.byUser', () => {
	it('gets /brand/byUser with indexed platforms and one <platform>User per platform', async () => {
		const { client, sent } = setup();
		const answer = {
			status: 'success',
			twitter: {
				followersCount: 1200,
				profileImage: 'https://img.example/t.png',
				website: 'https://acme.example',
			},
			instagram: { followersCount: 800 },
		};
		nock(BASE)
			.get('/brand/byUser')
			.query({
				'platforms[0]': 'twitter',
				'platforms[1]': 'instagram',
				twitterUser: 'acme',
				instagramUser: 'acme.ig',
			})
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		const res = await client.brand.byUser(
			{ platforms: ['twitter', 'instagram'], users: { twitter: ' acme ', instagram: 'acme.ig' } },
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual(answer);
		expect(sent[0].url).toBe(
			`${BASE}/brand/byUser?platforms%5B0%5D=twitter&platforms%5B1%5D=instagram` +
				'&twitterUser=acme&instagramUser=acme.ig',
		);
	});

	it('names the user name each listed platform is missing, before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.brand.byUser({
				platforms: ['twitter', 'instagram'],
				users: { twitter: 'acme', instagram: ' ' },
			}),
		);
		expect(error.issues).toEqual([
			expect.objectContaining({
				field: 'users.instagram',
				value: ' ',
				message:
					'is required because platforms lists instagram: the instagram account name to look up',
			}),
		]);
		expect(sent).toHaveLength(0);
	});

	it.each([
		[
			{ platforms: ['twitter'], users: { twitter: 'a', facebook: 'b' } },
			'users.facebook',
			/not in platforms/,
		],
		[
			{ platforms: ['twitter'], users: { twitter: 'a', myspace: 'b' } },
			'users.myspace',
			/not a network/,
		],
		[{ platforms: ['myspace'], users: {} }, 'platforms[0]', /"facebook"/],
		[{ platforms: [], users: {} }, 'platforms', /at least one network/],
		[
			{ platforms: ['twitter', 'twitter'], users: { twitter: 'a' } },
			'platforms',
			/each network once/,
		],
		[{ platforms: ['twitter'] }, 'users', /is required/],
	])('rejects %j before sending, naming %s', async (params, field, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.brand.byUser(params as never));
		expect(error.issues[0].field).toBe(field);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});

	it("reads the wire query back through the endpoint's contract", () => {
		const request = BrandByUserSchema.parse({
			platforms: ['instagram', 'twitter'],
			users: { instagram: 'ig', twitter: 'tw' },
		});
		const query = new URLSearchParams(brandByUserQuery(request) as Record<string, string>);
		const read = (q: URLSearchParams) =>
			BrandByUserQuerySchema.parse(queryObject(BrandByUserQuerySchema, q));
		expect(read(query)).toEqual(request);
		const swapped = new URLSearchParams([
			['platforms[1]', 'twitter'],
			['platforms[0]', 'instagram'],
			['twitterUser', 'tw'],
			['instagramUser', 'ig'],
		]);
		expect(read(swapped).platforms).toEqual(['instagram', 'twitter']);
	});
});
