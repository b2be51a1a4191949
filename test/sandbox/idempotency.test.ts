import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

describe('profileKeys fan-out', () => {
	it('answers an array with one element per profile, each post in its own profile', async () => {
		const keys = [t.profileKey('Acme Bakery'), t.profileKey('Acme Books')];
		const res = await t.api('POST', '/api/post', {
			body: { post: 'Both shops open late', platforms: ['twitter'], profileKeys: keys },
		});
		expect(res.status).toBe(200);
		expect(Array.isArray(res.body)).toBe(true);
		expect(res.body.map((e: { profileTitle: string }) => e.profileTitle)).toEqual([
			'Acme Bakery',
			'Acme Books',
		]);
		for (const [index, element] of res.body.entries()) {
			expect(element).toMatchObject({
				status: 'success',
				errors: [],
				id: expect.any(String),
				post: 'Both shops open late',
			});
			expect(element.postIds[0]).toMatchObject({ platform: 'twitter', status: 'success' });
			const own = await t.api('GET', `/api/post/${element.id}`, { profileKey: keys[index] });
			expect(own.body.profileTitle).toBe(element.profileTitle);
			const other = await t.api('GET', `/api/post/${element.id}`, { profileKey: keys[1 - index] });
			expect(other.status).toBe(404);
		}
		expect(res.body[0].id).not.toBe(res.body[1].id);
	});
});

describe('idempotency', () => {
	it('answers a reused key with 409 code 195 and the first post id, whatever its state', async () => {
		const body = {
			post: 'Once only',
			platforms: ['twitter'],
			scheduleDate: '2099-01-01T00:00:00Z',
			idempotencyKey: 'order-1',
		};
		const first = await t.api('POST', '/api/post', { body });
		expect(first.status).toBe(200);
		expect(first.body.status).toBe('scheduled');
		const again = await t.api('POST', '/api/post', { body });
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({
			action: 'post',
			status: 'error',
			code: 195,
			id: first.body.id,
		});
		expect(again.body.message).toContain(`was already used for post ${first.body.id}`);
		expect(again.body.details).toEqual(expect.any(String));
		await t.api('DELETE', '/api/post', { body: { id: first.body.id } });
		const afterDelete = await t.api('POST', '/api/post', {
			body: { ...body, scheduleDate: undefined },
		});
		expect([afterDelete.status, afterDelete.body.id]).toEqual([409, first.body.id]);
	});

	it('takes the key from the Idempotency-Key header too, and scopes it per profile', async () => {
		const headers = { 'idempotency-key': 'header-key-1' };
		const body = { post: 'Header key', platforms: ['twitter'] };
		const first = await t.api('POST', '/api/post', { body, headers });
		const second = await t.api('POST', '/api/post', { body, headers });
		expect([first.status, second.status]).toEqual([200, 409]);
		expect(second.body.id).toBe(first.body.id);
		const otherProfile = await t.api('POST', '/api/post', {
			body,
			headers,
			profileKey: t.profileKey('Acme Books'),
		});
		expect(otherProfile.status).toBe(200);
	});

	it('creates exactly one post from 50 concurrent creates with the same key', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const body = {
			post: 'Race for the same key',
			platforms: ['twitter', 'facebook'],
			idempotencyKey: 'race-1',
		};
		const results = await Promise.all(
			Array.from({ length: 50 }, () => t.api('POST', '/api/post', { body, profileKey: bakery })),
		);
		const created = results.filter((r) => r.status === 200);
		const conflicts = results.filter((r) => r.status === 409);
		expect(created).toHaveLength(1);
		expect(conflicts).toHaveLength(49);
		for (const conflict of conflicts)
			expect(conflict.body).toMatchObject({ code: 195, id: created[0].body.id });
		const history = await t.api('GET', '/api/history', {
			profileKey: bakery,
			query: { limit: 1000 },
		});
		const matching = history.body.history.filter((p: { post: string }) => p.post === body.post);
		expect(matching).toHaveLength(1);
		const twitter = await t.api('GET', '/api/history/twitter', { profileKey: bakery });
		expect(twitter.body.posts.filter((p: { post: string }) => p.post === body.post)).toHaveLength(
			1,
		);
	});
});
