import { createPrivateKey, generateKeyPairSync, verify } from 'node:crypto';
import { NETWORK_IDS } from '../../src/engine/networks';
import { manualClock, startTestSandbox, utc, type TestSandbox } from '../helpers/testSandbox';

const clock = manualClock();
let t: TestSandbox;
let premium: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
	premium = await startTestSandbox({ plan: 'premium' });
});
afterAll(async () => {
	await t.close();
	await premium.close();
});

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PKCS8 = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const PKCS1 = rsa.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

function decode(part: string): Record<string, unknown> {
	return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

describe('POST /api/profiles/create-profile', () => {
	it('creates a profile linked to every network: {status, title, refId, profileKey}', async () => {
		const res = await t.api('POST', '/api/profiles/create-profile', {
			body: { title: '  Acme Coffee  ' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			title: 'Acme Coffee',
			refId: expect.stringMatching(/^[0-9a-f]{40}$/),
			profileKey: expect.stringMatching(/^pk_sandbox_/),
		});
		const user = await t.api('GET', '/api/user', { profileKey: res.body.profileKey });
		expect(user.status).toBe(200);
		expect(user.body).toMatchObject({ title: 'Acme Coffee', refId: res.body.refId, email: null });
		expect(user.body.activeSocialAccounts).toEqual([...NETWORK_IDS]);
		const list = await t.api('GET', '/api/profiles');
		expect(list.body.profiles.map((p: { title: string }) => p.title)).toContain('Acme Coffee');
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'First post of the new profile', platforms: ['twitter', 'gmb'] },
			profileKey: res.body.profileKey,
		});
		expect(sent.body.status).toBe('success');
	});

	it('refuses a title already used in the account with HTTP 400 code 146', async () => {
		for (const title of ['Acme Bakery', 'Primary Profile']) {
			const res = await t.api('POST', '/api/profiles/create-profile', { body: { title } });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ action: 'create', status: 'error', code: 146 });
			expect(res.body.message).toContain(title);
		}
	});

	it('rejects a missing or empty title with 400 code 101, even alongside an unknown field', async () => {
		for (const body of [{}, { title: '   ' }, { title: ' ', colour: 'red' }]) {
			const res = await t.api('POST', '/api/profiles/create-profile', { body });
			expect(res.status).toBe(400);
			expect(res.body.code).toBe(101);
		}
	});

	it('is for Business and Enterprise: 403 code 103 on Premium', async () => {
		const res = await premium.api('POST', '/api/profiles/create-profile', {
			body: { title: 'Nope' },
		});
		expect(res.status).toBe(403);
		expect(res.body).toMatchObject({ status: 'error', code: 103 });
		expect(res.body.message).toMatch(/Business or Enterprise plan/);
	});
});

describe('DELETE /api/profiles/delete-profile', () => {
	it('deletes a profile: its key stops working, its scheduled posts are never sent, its title is free', async () => {
		const made = await t.api('POST', '/api/profiles/create-profile', {
			body: { title: 'Short Lived' },
		});
		const key = made.body.profileKey as string;
		const scheduled = await t.api('POST', '/api/post', {
			body: {
				post: 'Should never go out',
				platforms: ['facebook'],
				scheduleDate: utc(clock.now() + 60_000),
			},
			profileKey: key,
		});
		expect(scheduled.body.status).toBe('scheduled');

		const res = await t.api('DELETE', '/api/profiles/delete-profile', {
			body: { profileKey: key },
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ status: 'success', title: 'Short Lived', deletedPosts: 1 });

		const acting = await t.api('GET', '/api/user', { profileKey: key });
		expect(acting.status).toBe(403);
		expect(acting.body).toMatchObject({ code: 104, deleted: true });
		expect(acting.body.message).toMatch(/was deleted/);
		const list = await t.api('GET', '/api/profiles');
		expect(list.body.profiles.map((p: { title: string }) => p.title)).not.toContain('Short Lived');

		clock.advance(120_000);
		await new Promise((resolve) => setTimeout(resolve, 400));
		const row = t.sandbox.db
			.prepare('SELECT status FROM posts WHERE id = ?')
			.get(scheduled.body.id) as { status: string };
		expect(row.status).toBe('deleted');
		const sentAnywhere = t.sandbox.db
			.prepare('SELECT COUNT(*) AS n FROM deliveries WHERE post_id = ?')
			.get(scheduled.body.id) as { n: number };
		expect(sentAnywhere.n).toBe(0);

		const again = await t.api('POST', '/api/profiles/create-profile', {
			body: { title: 'Short Lived' },
		});
		expect(again.status).toBe(200);
		expect(again.body.profileKey).not.toBe(key);
	});

	it('fails with code 147 for the primary profile, an unknown key, and a deleted one', async () => {
		const primary = t.profileKey('Primary Profile');
		const made = await t.api('POST', '/api/profiles/create-profile', { body: { title: 'Twice' } });
		await t.api('DELETE', '/api/profiles/delete-profile', {
			body: { profileKey: made.body.profileKey },
		});
		const cases: Array<[string, RegExp]> = [
			[primary, /primary profile cannot be deleted/],
			['pk_sandbox_doesNotExist', /not one of this account's profiles/],
			[made.body.profileKey, /already deleted/],
		];
		for (const [profileKey, message] of cases) {
			const res = await t.api('DELETE', '/api/profiles/delete-profile', { body: { profileKey } });
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ action: 'delete', status: 'error', code: 147 });
			expect(res.body.message).toMatch(message);
		}
		expect((await t.api('GET', '/api/user', { profileKey: primary })).status).toBe(200);
	});

	it("cannot delete another account's profile", async () => {
		const other = await t.api('POST', '/api/admin/accounts', { body: { plan: 'business' } });
		const theirs = other.body.profiles.find((p: { primary: boolean }) => !p.primary).profileKey;
		const res = await t.api('DELETE', '/api/profiles/delete-profile', {
			body: { profileKey: theirs },
		});
		expect(res.body.code).toBe(147);
	});

	it('needs profileKey (400 code 101) and the Business plan (403 code 103)', async () => {
		const missing = await t.api('DELETE', '/api/profiles/delete-profile', { body: {} });
		expect(missing.status).toBe(400);
		expect(missing.body.code).toBe(101);
		const res = await premium.api('DELETE', '/api/profiles/delete-profile', {
			body: { profileKey: 'pk_x' },
		});
		expect(res.status).toBe(403);
		expect(res.body.code).toBe(103);
	});
});

describe('DELETE /api/profiles by title (the docs: title when no profileKey is passed)', () => {
	it('deletes the profile with that exact title, refuses an unknown one, and asks for a key or a title', async () => {
		const made = await t.api('POST', '/api/profiles', { body: { title: 'Gone By Title' } });
		const key = made.body.profileKey as string;
		const wrongCase = await t.api('DELETE', '/api/profiles', { body: { title: 'gone by title' } });
		expect(wrongCase.status).toBe(400);
		expect(wrongCase.body).toMatchObject({ code: 147 });
		expect(wrongCase.body.message).toContain('"gone by title"');

		const res = await t.api('DELETE', '/api/profiles', { body: { title: 'Gone By Title' } });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ status: 'success', title: 'Gone By Title' });
		expect((await t.api('GET', '/api/user', { profileKey: key })).status).toBe(403);

		const neither = await t.api('DELETE', '/api/profiles', { body: {} });
		expect(neither.status).toBe(400);
		expect(neither.body.errors[0]).toMatchObject({ field: 'profileKey' });
	});
});

describe('POST /api/profiles/generateJWT', () => {
	it('signs an RS256 JWT with the given key that the matching public key verifies', async () => {
		const bakery = t.sandbox.profiles.find((p) => p.title === 'Acme Bakery');
		const res = await t.api('POST', '/api/profiles/generateJWT', {
			body: { domain: 'acme', privateKey: PKCS8, profileKey: bakery?.profileKey, expiresIn: 30 },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			title: 'Acme Bakery',
			token: expect.any(String),
			url: `${t.sandbox.url}/connect?domain=acme&jwt=${res.body.token}`,
			expiresIn: 30,
		});
		const [header, payload, signature] = (res.body.token as string).split('.');
		expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT' });
		const iat = Math.floor(clock.now() / 1000);
		expect(decode(payload)).toEqual({
			iss: 'acme',
			sub: bakery?.refId,
			profileKey: bakery?.profileKey,
			iat,
			exp: iat + 30 * 60,
		});
		const signed = Buffer.from(`${header}.${payload}`);
		expect(verify('RSA-SHA256', signed, rsa.publicKey, Buffer.from(signature, 'base64url'))).toBe(
			true,
		);
		const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
		expect(verify('RSA-SHA256', signed, otherKey, Buffer.from(signature, 'base64url'))).toBe(false);
	});

	it('opens the linking page with the token until it expires', async () => {
		const res = await t.api('POST', '/api/profiles/generateJWT', {
			body: {
				domain: 'id-acme',
				privateKey: PKCS1,
				profileKey: t.profileKey('Acme Books'),
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.expiresIn).toBe(5);
		const page = await fetch(res.body.url);
		expect(page.status).toBe(200);
		expect(await page.json()).toMatchObject({ status: 'success', title: 'Acme Books' });
		const [header, payload] = (res.body.token as string).split('.');
		const forged = await fetch(
			`${t.sandbox.url}/connect?domain=id-acme&jwt=${header}.${payload}.${Buffer.from('x').toString('base64url')}`,
		);
		expect(forged.status).toBe(401);
		clock.advance(6 * 60_000);
		const expired = await fetch(res.body.url);
		expect(expired.status).toBe(401);
		expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);
	});

	it('answers bad key text with HTTP 400 {token: {action: JWT, code: 189}} and never repeats the key', async () => {
		// The first line after BEGIN holds the DER structure: zeroed, the key cannot be read.
		const lines = PKCS8.split('\n');
		const damaged = [lines[0], 'A'.repeat(64), ...lines.slice(2)].join('\n');
		const notPem = 'this is not a key at all, just some secret text 12345';
		const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
			.privateKey.export({ type: 'pkcs8', format: 'pem' })
			.toString();
		// A byte of the modulus changed: the key still loads, but what it signs does not verify.
		const der = rsa.privateKey.export({ type: 'pkcs1', format: 'der' });
		der[100] ^= 0xff;
		const brokenNumbers = createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
			.export({ type: 'pkcs1', format: 'pem' })
			.toString();
		for (const privateKey of [notPem, damaged, ec, brokenNumbers]) {
			const res = await t.api('POST', '/api/profiles/generateJWT', {
				body: { domain: 'acme', privateKey, profileKey: t.profileKey('Acme Bakery') },
			});
			expect(res.status).toBe(400);
			expect(res.body).toEqual({
				token: {
					action: 'JWT',
					status: 'error',
					code: 189,
					message: expect.stringMatching(/^Error generating JWT: /),
				},
			});
			const text = JSON.stringify(res.body);
			expect(text).not.toContain(privateKey.slice(30, 80));
			expect(text).not.toContain('secret text');
		}
	});

	it('answers code 189 for an unknown profile key or a bad domain, 103 below Business', async () => {
		const unknown = await t.api('POST', '/api/profiles/generateJWT', {
			body: { domain: 'acme', privateKey: PKCS8, profileKey: 'pk_sandbox_nobody' },
		});
		expect(unknown.status).toBe(400);
		expect(unknown.body.token.code).toBe(189);
		const domain = await t.api('POST', '/api/profiles/generateJWT', {
			body: { domain: 'not a domain!', privateKey: PKCS8, profileKey: t.profileKey('Acme Books') },
		});
		expect(domain.body.token.message).toMatch(/domain/);
		expect(JSON.stringify(domain.body)).not.toContain(PKCS8.slice(40, 90));
		const plan = await premium.api('POST', '/api/profiles/generateJWT', {
			body: { domain: 'acme', privateKey: PKCS8, profileKey: 'pk_x' },
		});
		expect(plan.status).toBe(403);
		expect(plan.body.code).toBe(103);
	});
});
