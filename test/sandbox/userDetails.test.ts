import { DAY_MS, HOUR_MS, manualClock, useTestSandbox } from '../helpers/testSandbox';

const clock = manualClock();
const t = useTestSandbox({ now: clock.now });
const premium = useTestSandbox({ plan: 'premium' });
const basic = useTestSandbox({ plan: 'basic' });

describe('GET /api/user', () => {
	it('adds type business and usedQuota to instagram with instagramQuota=true', async () => {
		await t.api('POST', '/api/post', {
			body: { post: 'A photo', platforms: ['instagram'], mediaUrls: ['https://example.com/a.jpg'] },
		});
		const res = await t.api('GET', '/api/user', { query: { instagramQuota: true } });
		const instagram = res.body.displayNames.find(
			(d: { platform: string }) => d.platform === 'instagram',
		);
		expect(instagram).toMatchObject({ type: 'business', usedQuota: 1 });
		const plain = await t.api('GET', '/api/user');
		const without = plain.body.displayNames.find(
			(d: { platform: string }) => d.platform === 'instagram',
		);
		expect(without.usedQuota).toBeUndefined();
		clock.advance(DAY_MS + 1000);
		const later = await t.api('GET', '/api/user', { query: { instagramQuota: true } });
		expect(
			later.body.displayNames.find((d: { platform: string }) => d.platform === 'instagram')
				.usedQuota,
		).toBe(0);
	});

	it('answers validate=true without a Profile-Key header with 400', async () => {
		const res = await t.api('GET', '/api/user', { query: { validate: true } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'user', status: 'error', code: 101 });
		expect(res.body.message).toMatch(/Profile-Key/);
	});
});

describe('GET /api/user/details/pinterest', () => {
	it("answers the linked account's boards (2.8), the same on every read", async () => {
		const res = await t.api('GET', '/api/user/details/pinterest');
		expect(res.status).toBe(200);
		expect(res.body.pinterest).toEqual([
			{
				id: expect.stringMatching(/^\d{18}$/),
				name: 'Primary Profile Ideas',
				description: expect.any(String),
				privacy: 'PUBLIC',
				owner: { username: 'primary_profile' },
			},
			expect.objectContaining({ name: 'Primary Profile Our Work', privacy: 'PUBLIC' }),
			expect.objectContaining({ name: 'Primary Profile Drafts', privacy: 'SECRET' }),
		]);
		expect((await t.api('GET', '/api/user/details/pinterest')).body).toEqual(res.body);
	});

	it('answers 400 code 156 when pinterest is not linked', async () => {
		await t.api('POST', '/api/admin/unlink', { body: { platform: 'pinterest' } });
		try {
			const res = await t.api('GET', '/api/user/details/pinterest');
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ action: 'pinterest', status: 'error', code: 156 });
		} finally {
			await t.api('POST', '/api/admin/link', { body: { platform: 'pinterest' } });
		}
	});

	it('needs Premium or higher: 200 on Premium, 403 code 103 on Basic', async () => {
		expect((await premium.api('GET', '/api/user/details/pinterest')).status).toBe(200);
		const res = await basic.api('GET', '/api/user/details/pinterest');
		expect(res.status).toBe(403);
		expect(res.body).toMatchObject({ status: 'error', code: 103 });
		expect(res.body.message).toMatch(/Premium, Business or Enterprise/);
	});
});

describe('PATCH /api/user/gbp', () => {
	it('updates the listing and answers {gmb: {status, data: <location after the update>}}', async () => {
		const res = await t.api('PATCH', '/api/user/gbp', {
			body: {
				labels: ['bakery', 'coffee'],
				profile: { description: 'Bread and coffee since 1990.' },
				adPhone: '+1 555 0100 2222',
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.gmb).toEqual({
			status: 'success',
			data: expect.objectContaining({
				name: expect.stringMatching(/^locations\/\d+$/),
				title: 'Primary Profile',
				storeCode: expect.any(String),
				phoneNumbers: { primaryPhone: expect.any(String), additionalPhones: [] },
				websiteUrl: expect.stringMatching(/^https:\/\//),
				latlng: { latitude: expect.any(Number), longitude: expect.any(Number) },
				labels: ['bakery', 'coffee'],
				profile: { description: 'Bread and coffee since 1990.' },
				adPhone: '+1 555 0100 2222',
			}),
		});
		const next = await t.api('PATCH', '/api/user/gbp', {
			body: { latlng: { latitude: 51.5, longitude: -0.12 } },
		});
		expect(next.body.gmb.data).toMatchObject({
			labels: ['bakery', 'coffee'],
			latlng: { latitude: 51.5, longitude: -0.12 },
		});
	});

	it.each([
		['an empty update', {}, 'body'],
		['a latitude out of range', { latlng: { latitude: 91, longitude: 0 } }, 'latlng.latitude'],
		['a label over 255 characters', { labels: ['x'.repeat(256)] }, 'labels[0]'],
		['a website that is not a URL', { websiteUrl: 'acme' }, 'websiteUrl'],
		['an unknown field', { openingHours: '9-5' }, 'body'],
	])('rejects %s with 400 code 101 naming the field', async (_name, body, field) => {
		const res = await t.api('PATCH', '/api/user/gbp', { body });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'user', status: 'error', code: 101 });
		expect(res.body.errors[0].field).toBe(field);
	});

	it('allows 5 changes of title in 24 hours; the 6th is refused with nothing applied', async () => {
		const books = t.profileKey('Acme Books');
		for (let i = 1; i <= 5; i++) {
			clock.advance(HOUR_MS);
			const res = await t.api('PATCH', '/api/user/gbp', {
				body: { title: `Acme Books ${i}` },
				profileKey: books,
			});
			expect(res.status).toBe(200);
			expect(res.body.gmb.data.title).toBe(`Acme Books ${i}`);
		}
		clock.advance(HOUR_MS);
		const sixth = await t.api('PATCH', '/api/user/gbp', {
			body: { title: 'Acme Books 6', labels: ['books'] },
			profileKey: books,
		});
		expect(sixth.status).toBe(400);
		expect(sixth.body).toMatchObject({ action: 'gmb', status: 'error', code: 101 });
		expect(sixth.body.message).toMatch(/title was already updated 5 times in the last 24 hours/);
		expect(sixth.body.message).toMatch(/Nothing was changed/);
		// Neither the title nor the label of the refused request was applied.
		const after = await t.api('PATCH', '/api/user/gbp', {
			body: { adPhone: '+1 555 0199 0000' },
			profileKey: books,
		});
		expect(after.body.gmb.data).toMatchObject({ title: 'Acme Books 5', labels: [] });
		// Other limited fields keep their own count.
		const phone = await t.api('PATCH', '/api/user/gbp', {
			body: { phoneNumbers: { primaryPhone: '+1 555 0123 4567' } },
			profileKey: books,
		});
		expect(phone.status).toBe(200);
		// 24 hours after the first change, one more is allowed.
		clock.advance(19 * HOUR_MS);
		const later = await t.api('PATCH', '/api/user/gbp', {
			body: { title: 'Acme Books 6' },
			profileKey: books,
		});
		expect(later.status).toBe(200);
		expect(later.body.gmb.data.title).toBe('Acme Books 6');
	});

	it('keeps store codes unique within the account', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const books = t.profileKey('Acme Books');
		const own = await t.api('PATCH', '/api/user/gbp', {
			body: { storeCode: 'SHOP-1' },
			profileKey: bakery,
		});
		expect(own.status).toBe(200);
		const clash = await t.api('PATCH', '/api/user/gbp', {
			body: { storeCode: 'SHOP-1' },
			profileKey: books,
		});
		expect(clash.status).toBe(400);
		expect(clash.body.message).toMatch(/already used by profile "Acme Bakery"/);
	});

	it('needs Premium or higher, and a linked gmb account', async () => {
		const ok = await premium.api('PATCH', '/api/user/gbp', { body: { title: 'On Premium' } });
		expect(ok.status).toBe(200);
		expect(ok.body.gmb.data.title).toBe('On Premium');
		const plan = await basic.api('PATCH', '/api/user/gbp', { body: { title: 'x' } });
		expect(plan.status).toBe(403);
		expect(plan.body.code).toBe(103);
		await t.api('POST', '/api/admin/unlink', { body: { platform: 'gmb' } });
		try {
			const res = await t.api('PATCH', '/api/user/gbp', { body: { title: 'x' } });
			expect(res.status).toBe(400);
			expect(res.body.code).toBe(156);
		} finally {
			await t.api('POST', '/api/admin/link', { body: { platform: 'gmb' } });
		}
	});
});
