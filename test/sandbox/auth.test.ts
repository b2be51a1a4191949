import { IMAGE, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

const tweet = { post: 'Hello from the sandbox', platforms: ['twitter'] };

describe('API key', () => {
	it('answers 401 code 102 without an Authorization header', async () => {
		const res = await t.api('GET', '/api/user', { apiKey: null });
		expect(res.status).toBe(401);
		expect(res.body).toMatchObject({ action: 'authorization', status: 'error', code: 102 });
		expect(res.body.message).toMatch(/Authorization: Bearer/);
	});

	it('answers 401 for a wrong key and never repeats it', async () => {
		const wrong = 'sk_sandbox_definitelyNotTheRightKey123';
		const res = await t.api('POST', '/api/post', { apiKey: wrong, body: tweet });
		expect(res.status).toBe(401);
		expect(res.body.code).toBe(102);
		expect(JSON.stringify(res.body)).not.toContain(wrong);
		expect(res.body.message).toMatch(/--show-key/);
	});

	it('rejects a malformed Authorization header', async () => {
		const res = await t.api('GET', '/api/history', {
			apiKey: null,
			headers: { authorization: t.sandbox.apiKey },
		});
		expect(res.status).toBe(401);
	});

	it('answers /healthz without a key', async () => {
		const res = await t.api('GET', '/healthz', { apiKey: null });
		expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
	});
});

describe('request handling', () => {
	it('answers unknown routes 404 with the error shape', async () => {
		const res = await t.api('GET', '/api/no-such-thing');
		expect(res.status).toBe(404);
		expect(res.body).toMatchObject({ status: 'error', code: 105 });
	});

	it('answers a wrong method with 405 and Allow', async () => {
		const res = await t.api('PATCH', '/api/history', { body: {} });
		expect(res.status).toBe(405);
		expect(res.headers.get('allow')).toBe('GET');
	});

	it('answers invalid JSON with 400 code 101', async () => {
		const res = await t.api('POST', '/api/post', { rawBody: '{"post": "x", ' });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'post', status: 'error', code: 101 });
		expect(res.body.message).toMatch(/not valid JSON/);
	});

	it('answers a non-JSON body with 415', async () => {
		const res = await t.api('POST', '/api/post', {
			rawBody: 'post=hi',
			contentType: 'application/x-www-form-urlencoded',
		});
		expect(res.status).toBe(415);
		expect(res.body.status).toBe('error');
	});

	it('answers a body over 1 MB with 413', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: 'x'.repeat(1024 * 1024 + 10), platforms: ['facebook'] },
		});
		expect(res.status).toBe(413);
		expect(res.body).toMatchObject({ action: 'post', status: 'error', code: 413 });
	});

	it.each(['__proto__', 'constructor', 'prototype'])(
		'rejects the key %s anywhere in a body',
		async (key) => {
			const raw = `{"post":"x","platforms":["twitter"],"ads":{"${key}":{"polluted":true}}}`;
			const res = await t.api('POST', '/api/post', { rawBody: raw });
			expect(res.status).toBe(400);
			expect(res.body.code).toBe(101);
			expect(res.body.message).toContain(key);
			expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		},
	);

	it('rejects a body that is not an object', async () => {
		const res = await t.api('POST', '/api/post', { rawBody: '["twitter"]' });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/JSON object/);
	});
});

describe('profiles', () => {
	it('lists the account profiles without their keys (Business; docs: "for security")', async () => {
		const res = await t.api('GET', '/api/profiles');
		expect(res.status).toBe(200);
		const titles = res.body.profiles.map((p: { title: string }) => p.title);
		expect(titles).toEqual(['Primary Profile', 'Acme Bakery', 'Acme Books']);
		expect(res.body.profiles[1]).toMatchObject({
			refId: expect.any(String),
			activeSocialAccounts: expect.arrayContaining(['twitter', 'instagram']),
		});
		for (const profile of res.body.profiles) expect(profile).not.toHaveProperty('profileKey');
		for (const p of t.sandbox.profiles)
			expect(JSON.stringify(res.body)).not.toContain(p.profileKey);
	});

	it('acts for the profile named by the Profile-Key header, the body or the query', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const viaHeader = await t.api('POST', '/api/post', { body: tweet, profileKey: bakery });
		const viaBody = await t.api('POST', '/api/post', { body: { ...tweet, profileKey: bakery } });
		expect(viaHeader.status).toBe(200);
		expect(viaBody.status).toBe(200);
		const user = await t.api('GET', '/api/user', { profileKey: bakery });
		expect(viaHeader.body.refId).toBe(user.body.refId);
		expect(viaBody.body.refId).toBe(user.body.refId);
		const viaQuery = await t.api('GET', `/api/post/${viaBody.body.id}`, {
			query: { profileKey: bakery },
		});
		expect(viaQuery.status).toBe(200);
		expect(viaQuery.body.profileTitle).toBe('Acme Bakery');
	});

	it("keeps one profile from seeing another profile's posts", async () => {
		const bakery = t.profileKey('Acme Bakery');
		const created = await t.api('POST', '/api/post', { body: tweet, profileKey: bakery });
		const id = created.body.id;
		for (const other of [t.profileKey('Acme Books'), undefined]) {
			const get = await t.api('GET', `/api/post/${id}`, { profileKey: other });
			expect(get.status).toBe(404);
			expect(get.body.code).toBe(114);
			const del = await t.api('DELETE', '/api/post', { body: { id }, profileKey: other });
			expect(del.status).toBe(404);
			const history = await t.api('GET', '/api/history', {
				profileKey: other,
				query: { limit: 1000 },
			});
			expect(history.body.history.map((p: { id: string }) => p.id)).not.toContain(id);
		}
		const own = await t.api('GET', `/api/post/${id}`, { profileKey: bakery });
		expect(own.status).toBe(200);
	});

	it('refuses a profile key of another account without revealing it', async () => {
		const other = await t.api('POST', '/api/admin/accounts', { body: { plan: 'business' } });
		expect(other.status).toBe(200);
		const foreignKey: string = other.body.profiles[1].profileKey;
		const res = await t.api('POST', '/api/post', { body: tweet, profileKey: foreignKey });
		expect(res.status).toBe(403);
		expect(res.body).toMatchObject({ status: 'error', code: 104 });
		expect(JSON.stringify(res.body)).not.toContain(foreignKey);
		const fanOut = await t.api('POST', '/api/post', {
			body: { ...tweet, profileKeys: [t.profileKey('Acme Books'), foreignKey] },
		});
		expect(fanOut.status).toBe(403);
		// Nothing was created for the valid profile either: the fan-out is refused as a whole.
		const books = await t.api('GET', '/api/history', { profileKey: t.profileKey('Acme Books') });
		expect(books.body.history).toHaveLength(0);
	});

	it('refuses profile keys below the Business plan, naming the plan', async () => {
		const basic = await t.api('POST', '/api/admin/accounts', { body: { plan: 'basic' } });
		const key = basic.body.apiKey as string;
		const ownPrimaryKey = basic.body.profiles[0].profileKey as string;
		expect(basic.body.profiles).toHaveLength(1);
		const res = await t.api('POST', '/api/post', {
			apiKey: key,
			profileKey: ownPrimaryKey,
			body: tweet,
		});
		expect(res.status).toBe(403);
		expect(res.body.code).toBe(103);
		expect(res.body.message).toContain('basic');
		const list = await t.api('GET', '/api/profiles', { apiKey: key });
		expect(list.status).toBe(403);
		const plain = await t.api('POST', '/api/post', {
			apiKey: key,
			body: { ...tweet, mediaUrls: [IMAGE] },
		});
		expect(plain.status).toBe(200);
	});
});
