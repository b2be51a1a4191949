import { generateKeyPairSync } from 'node:crypto';
import nock from 'nock';
import { APIError, BadRequestError, ProfileJwtSchema, describeSecret } from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

const { privateKey: PKCS8 } = generateKeyPairSync('rsa', {
	modulusLength: 2048,
	privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
	publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const { privateKey: PKCS1 } = generateKeyPairSync('rsa', {
	modulusLength: 2048,
	privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
	publicKeyEncoding: { type: 'spki', format: 'pem' },
});
/** A piece of the key's secret body, which must never appear in an error. */
const SECRET_PART = PKCS8.split('\n')[5];

function expectNoKeyIn(error: unknown): void {
	const e = error as Error & { issues?: unknown };
	const everything = JSON.stringify({ ...e, message: e.message, stack: e.stack, issues: e.issues });
	expect(everything).not.toContain(SECRET_PART);
	expect(everything).not.toContain(PKCS8.split('\n')[1]);
}

describe('profiles.create, delete and list', () => {
	it('posts the title to /profiles (as the docs show) and answers the new profile key', async () => {
		const { client, sent } = setup();
		const answer = { status: 'success', title: 'Acme Coffee', refId: 'r1', profileKey: 'pk_new' };
		nock(BASE)
			.post('/profiles', { title: 'Acme Coffee', messagingActive: true })
			.reply(200, answer);
		await expect(
			client.profiles.create({ title: ' Acme Coffee ', messagingActive: true }),
		).resolves.toEqual(answer);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/profiles` });
	});

	it('reports a taken title as code 146 and does not resend the create', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/profiles').reply(400, {
			action: 'create',
			status: 'error',
			code: 146,
			message: 'Profile title already exists.',
		});
		const error = await client.profiles.create({ title: 'Acme' }).catch((e) => e);
		expect(error).toBeInstanceOf(BadRequestError);
		expect(error).toMatchObject({ status: 400, code: 146, action: 'create' });
		expect(sent).toHaveLength(1);
	});

	it('deletes by key with DELETE /profiles, the key in the Profile-Key header, and maps 147', async () => {
		const { client } = setup();
		nock(BASE, { reqheaders: { 'profile-key': 'pk_old' } })
			.delete('/profiles', { profileKey: 'pk_old' })
			.reply(200, { status: 'success' });
		await expect(client.profiles.delete('pk_old')).resolves.toEqual({ status: 'success' });
		nock(BASE).delete('/profiles').reply(400, {
			action: 'delete',
			status: 'error',
			code: 147,
			message: 'Error deleting profile.',
		});
		await expect(client.profiles.delete('pk_gone')).rejects.toMatchObject({
			code: 147,
			action: 'delete',
		});
	});

	it('gets /profiles and answers the list', async () => {
		const { client } = setup();
		const answer = {
			status: 'success',
			profiles: [
				{
					title: 'Primary',
					refId: 'r0',
					created: '2026-01-01T00:00:00Z',
					activeSocialAccounts: ['twitter'],
				},
			],
		};
		nock(BASE).get('/profiles').reply(200, answer);
		await expect(client.profiles.list()).resolves.toEqual(answer);
	});

	it('rejects a blank title and a key with spaces before sending', async () => {
		const { client, sent } = setup();
		expect((await rejection(client.profiles.create({ title: '  ' }))).issues[0].field).toBe(
			'title',
		);
		expect((await rejection(client.profiles.delete('pk one'))).issues[0].field).toBe('profileKey');
		expect(sent).toHaveLength(0);
	});
});

describe('profiles.generateJwt', () => {
	const jwtAnswer = {
		status: 'success',
		title: 'Acme',
		token: 'eyJhbGciOiJSUzI1NiJ9.e30.sig',
		url: 'http://sp.test/link?jwt=eyJ',
		expiresIn: 30,
	};

	it('posts domain, key, profile key and expiry to /profiles/generateJWT and answers the token', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/profiles/generateJWT', {
				domain: 'acme',
				privateKey: PKCS8,
				profileKey: 'pk_1',
				expiresIn: 30,
			})
			.matchHeader('profile-key', 'pk_1')
			.reply(200, jwtAnswer);
		const res = await client.profiles.generateJwt(
			{ domain: 'acme', privateKey: PKCS8, profileKey: 'pk_1', expiresIn: 30 },
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual(jwtAnswer);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}/profiles/generateJWT` });
	});

	it('sends a PKCS#1 key unchanged and repairs a key whose line breaks were lost or escaped', () => {
		expect(
			ProfileJwtSchema.parse({ domain: 'acme', privateKey: PKCS1, profileKey: 'pk' }).privateKey,
		).toBe(PKCS1);
		const oneLine = PKCS8.replace(/\n/g, '');
		const escaped = PKCS8.replace(/\n/g, '\\n');
		const spaced = PKCS8.replace(/\n/g, ' ');
		for (const privateKey of [oneLine, escaped, spaced, `  ${PKCS8}  `]) {
			expect(
				ProfileJwtSchema.parse({ domain: 'acme', privateKey, profileKey: 'pk' }).privateKey,
			).toBe(PKCS8);
		}
	});

	it('maps a key the service cannot use (189 nested under token, HTTP 200) to an APIError', async () => {
		const { client } = setup();
		nock(BASE)
			.post('/profiles/generateJWT')
			.reply(200, {
				token: { action: 'JWT', status: 'error', code: 189, message: 'Error generating JWT' },
			});
		const error = await client.profiles
			.generateJwt({ domain: 'acme', privateKey: PKCS8, profileKey: 'pk_1' })
			.catch((e) => e);
		expect(error).toBeInstanceOf(APIError);
		expect(error).toMatchObject({ status: 200, code: 189, action: 'JWT', platform: 'token' });
		expect(error.message).toBe('token: Error generating JWT');
		expectNoKeyIn(error);
	});

	it('resends after a 503, as signing changes nothing', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/profiles/generateJWT').reply(503, { status: 'error' });
		nock(BASE).post('/profiles/generateJWT').reply(200, jwtAnswer);
		await client.profiles.generateJwt({ domain: 'acme', privateKey: PKCS8, profileKey: 'pk_1' });
		expect(sent).toHaveLength(2);
	});

	it.each([
		['text that is not PEM', 'my secret key text 123', /RSA private key in PEM text/],
		['an EC key', PKCS8.replace(/PRIVATE KEY/g, 'EC PRIVATE KEY'), /RSA private key in PEM text/],
		[
			'mismatched BEGIN and END',
			PKCS8.replace('END PRIVATE', 'END RSA PRIVATE'),
			/matching END line/,
		],
		['a damaged body', PKCS8.replace(SECRET_PART, `${SECRET_PART.slice(0, 30)}!!`), /damaged key/],
		[
			'a cut-short body',
			PKCS8.split('\n').slice(0, 4).join('\n') + '\n-----END PRIVATE KEY-----',
			/damaged key/,
		],
	])('rejects %s without ever quoting the key', async (_label, privateKey, message) => {
		const { client, sent } = setup();
		const error = await rejection(
			client.profiles.generateJwt({ domain: 'acme', privateKey, profileKey: 'pk_1' }),
		);
		expect(error.issues).toHaveLength(1);
		expect(error.issues[0]).toMatchObject({
			field: 'privateKey',
			value: `a ${privateKey.length.toLocaleString('en-US')}-character string`,
		});
		expect(error.issues[0].message).toMatch(message);
		expect(error.message).not.toContain(privateKey.slice(0, 40));
		expectNoKeyIn(error);
		expect(sent).toHaveLength(0);
	});

	it.each([
		[{ expiresIn: 0 }, 'expiresIn'],
		[{ expiresIn: 2881 }, 'expiresIn'],
		[{ expiresIn: 1.5 }, 'expiresIn'],
		[{ domain: 'acme corp' }, 'domain'],
		[{ profileKey: undefined }, 'profileKey'],
		[{ privateKey: 12345 }, 'privateKey'],
	])('rejects %j before sending', async (override, field) => {
		const { client, sent } = setup();
		const params = { domain: 'acme', privateKey: PKCS8, profileKey: 'pk_1', ...override };
		const error = await rejection(client.profiles.generateJwt(params as never));
		expect(error.issues.map((issue) => issue.field)).toEqual([field]);
		expectNoKeyIn(error);
		expect(sent).toHaveLength(0);
	});

	it('describes secrets by size and type only', () => {
		expect(describeSecret('x'.repeat(1234))).toBe('a 1,234-character string');
		expect(describeSecret(12345)).toBe('a number');
		expect(describeSecret(undefined)).toBe('undefined');
	});
});
