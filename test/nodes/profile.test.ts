import { generateKeyPairSync, verify } from 'node:crypto';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { startCountingProxy } from '../helpers/countingProxy';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** The base64 body of the key: the part that must never show anywhere. */
const KEY_BODY = PRIVATE_PEM.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

async function runProfile(
	operation: string,
	parameters: INodeParameters = {},
	extra: { continueOnFail?: boolean } = {},
) {
	return await sp.run([spStep('Profile', 'profile', operation, parameters, extra)]);
}

/** Everything of a run a user or a log could see: outputs, errors and their descriptions. */
function everythingShown(run: Awaited<ReturnType<typeof runProfile>>): string {
	const error = run.errorOf('Profile');
	return JSON.stringify([
		run.outputOf('Profile'),
		error?.message,
		error?.description,
		error?.stack,
		error && { ...error, node: undefined },
	]);
}

function decodeJwt(token: string) {
	const [header, payload, signature] = token.split('.');
	return {
		header: JSON.parse(Buffer.from(header, 'base64url').toString()),
		payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
		signed: Buffer.from(`${header}.${payload}`),
		signature: Buffer.from(signature, 'base64url'),
	};
}

describe('Profile › Create and Delete', () => {
	let created: IDataObject;

	beforeAll(async () => {
		const run = await runProfile('create', { title: 'Acme Coffee' });
		expect(run.errorOf('Profile')).toBeUndefined();
		[created] = run.outputOf('Profile');
	});

	test('Create answers the new profile with its key, which then acts for it', async () => {
		expect(created).toMatchObject({
			status: 'success',
			title: 'Acme Coffee',
			profileKey: expect.any(String),
			refId: expect.any(String),
		});
		const run = await sp.run([
			spStep('Who', 'user', 'get', { actAs: 'profileKey', profileKey: String(created.profileKey) }),
		]);
		expect(run.outputOf('Who')[0]).toMatchObject({ title: 'Acme Coffee', refId: created.refId });
	});

	test('a title already taken fails with a NodeApiError carrying code 146', async () => {
		const run = await runProfile('create', { title: 'Acme Coffee' });
		const error = run.errorOf('Profile');
		expect(error?.name).toBe('NodeApiError');
		expect(error).toMatchObject({ httpCode: '400', serviceCode: 146 });
		expect(error?.message).toMatch(/Profile title already exists.*"Acme Coffee".*\(HTTP 400\)/);
	});

	test('with Continue On Fail the duplicate gives an item with code 146, paired', async () => {
		const run = await runProfile('create', { title: 'Acme Coffee' }, { continueOnFail: true });
		const [item] = run.itemsOf('Profile');
		expect(item.pairedItem).toEqual({ item: 0 });
		expect(item.json).toMatchObject({ code: 146, httpStatus: 400 });
	});

	test('Get Many lists the profiles without their keys (the service never lists them)', async () => {
		const withoutKeys = (await runProfile('getAll', { returnAll: true })).outputOf('Profile');
		expect(withoutKeys.map((p) => p.title)).toEqual([
			'Primary Profile',
			'Acme Bakery',
			'Acme Books',
			'Acme Coffee',
		]);
		expect(withoutKeys.every((p) => !('profileKey' in p))).toBe(true);
		// A workflow saved with the former Include Profile Keys option runs, still without keys.
		const saved = (
			await runProfile('getAll', { returnAll: false, limit: 2, includeProfileKeys: true })
		).outputOf('Profile');
		expect(saved).toHaveLength(2);
		for (const p of sp.sandbox.profiles) expect(JSON.stringify(saved)).not.toContain(p.profileKey);
	});

	test('Delete removes the profile; its key is kept out of the output and of errors', async () => {
		const key = String(created.profileKey);
		const run = await runProfile('delete', { targetProfileKey: key });
		expect(run.errorOf('Profile')).toBeUndefined();
		expect(run.outputOf('Profile')[0]).toMatchObject({ status: 'success', title: 'Acme Coffee' });
		expect(everythingShown(run)).not.toContain(key);

		const again = await runProfile('delete', { targetProfileKey: key }, { continueOnFail: true });
		expect(again.outputOf('Profile')[0]).toMatchObject({ code: 147, httpStatus: 400 });
		expect(String(again.outputOf('Profile')[0].error)).toMatch(/already deleted/);
		expect(everythingShown(again)).not.toContain(key);
	});
});

describe('Profile › Generate Linking Token', () => {
	const bakery = () => sp.sandbox.profiles.find((p) => p.title === 'Acme Bakery')!;

	test('answers an RS256 token that verifies with the matching public key', async () => {
		const run = await runProfile('generateJwt', {
			domain: 'acme',
			privateKey: PRIVATE_PEM,
			targetProfileKey: bakery().profileKey,
			expiresIn: 30,
		});
		expect(run.errorOf('Profile')).toBeUndefined();
		const [result] = run.outputOf('Profile');
		expect(result).toMatchObject({ status: 'success', title: 'Acme Bakery', expiresIn: 30 });
		const jwt = decodeJwt(String(result.token));
		expect(jwt.header).toEqual({ alg: 'RS256', typ: 'JWT' });
		expect(jwt.payload).toMatchObject({ iss: 'acme', sub: bakery().refId });
		expect(jwt.payload.exp - jwt.payload.iat).toBe(30 * 60);
		expect(verify('RSA-SHA256', jwt.signed, publicKey, jwt.signature)).toBe(true);
		const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
		expect(verify('RSA-SHA256', jwt.signed, other, jwt.signature)).toBe(false);
		expect(everythingShown(run)).not.toContain(KEY_BODY.slice(0, 64));
		// The linking page the URL opens accepts the token.
		const page = await fetch(String(result.url));
		expect(page.status).toBe(200);
	});

	test('a key pasted into one line (line breaks lost) still works', async () => {
		const run = await runProfile('generateJwt', {
			domain: 'acme',
			privateKey: PRIVATE_PEM.replace(/\n/g, ' '),
			targetProfileKey: bakery().profileKey,
		});
		expect(run.errorOf('Profile')).toBeUndefined();
		const jwt = decodeJwt(String(run.outputOf('Profile')[0].token));
		expect(verify('RSA-SHA256', jwt.signed, publicKey, jwt.signature)).toBe(true);
	});

	test('a damaged key fails before sending, describing the key without quoting it', async () => {
		const proxy = await startCountingProxy(sp.sandbox.baseUrl);
		try {
			const damaged = PRIVATE_PEM.replace(/[A-Za-z0-9]{8}\n/, '!!!!!!!!\n');
			const run = await sp.run(
				[
					spStep('Profile', 'profile', 'generateJwt', {
						domain: 'acme',
						privateKey: damaged,
						targetProfileKey: bakery().profileKey,
					}),
				],
				{ baseUrl: proxy.baseUrl },
			);
			const error = run.errorOf('Profile');
			expect(error?.name).toBe('NodeOperationError');
			expect(error?.message).toMatch(/Private Key has a damaged key.*a 1,7\d\d-character string/);
			expect(proxy.requests).toHaveLength(0);
			const shown = everythingShown(run);
			for (const line of damaged.split('\n').filter((l) => l.length > 20))
				expect(shown).not.toContain(line);
			expect(shown).not.toContain(bakery().profileKey);
		} finally {
			await proxy.close();
		}
	});

	test('a key the service cannot sign with fails with code 189, never echoing the key', async () => {
		// Well-formed PEM of an EC key: it passes the form check, the service refuses it.
		const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
		const ecPem = ec.export({ type: 'pkcs8', format: 'pem' }).toString();
		const padded = ecPem.replace('-----END', `${'A'.repeat(400)}\n-----END`);
		const run = await runProfile(
			'generateJwt',
			{ domain: 'acme', privateKey: padded, targetProfileKey: bakery().profileKey },
			{ continueOnFail: true },
		);
		const [item] = run.outputOf('Profile');
		expect(item).toMatchObject({ code: 189, httpStatus: 400 });
		const shown = everythingShown(run);
		for (const line of padded.split('\n').filter((l) => l.length > 20))
			expect(shown).not.toContain(line);
	});
});

describe('Profile › Update', () => {
	test('changes the title and linking-page settings of the profile chosen by Act As; Get Many shows them', async () => {
		const created = await sp.api('POST', '/profiles/create-profile', { title: 'Corner Bakery' });
		const run = await runProfile('update', {
			actAs: 'profileKey',
			profileKey: created.profileKey,
			updateFields: {
				title: 'Corner Bakery Berlin',
				hideTopHeader: true,
				topHeader: 'Link your bakery accounts',
				disableSocial: ['tiktok', 'reddit'],
				tags: 'client, bakery',
			},
		});
		expect(run.errorOf('Profile')).toBeUndefined();
		expect(run.outputOf('Profile')).toEqual([
			expect.objectContaining({
				status: 'success',
				refId: created.refId,
				title: 'Corner Bakery Berlin',
				hideTopHeader: true,
				topHeader: 'Link your bakery accounts',
				disableSocial: ['tiktok', 'reddit'],
				tags: ['client', 'bakery'],
			}),
		]);
		const listed = await sp.api('GET', '/profiles');
		expect(listed.profiles.find((p: IDataObject) => p.refId === created.refId)).toMatchObject({
			title: 'Corner Bakery Berlin',
			tags: ['client', 'bakery'],
		});
		expect(everythingShown(run)).not.toContain(created.profileKey);
	});

	test('a title another profile has fails with code 146 and changes nothing; an unknown network is refused before sending', async () => {
		const first = await sp.api('POST', '/profiles/create-profile', { title: 'Tea House' });
		const second = await sp.api('POST', '/profiles/create-profile', { title: 'Tea Garden' });
		const clash = await runProfile(
			'update',
			{
				actAs: 'profileKey',
				profileKey: second.profileKey,
				updateFields: { title: 'Tea House', topHeader: 'x' },
			},
			{ continueOnFail: true },
		);
		expect(clash.outputOf('Profile')).toEqual([expect.objectContaining({ code: 146 })]);
		const listed = await sp.api('GET', '/profiles');
		const unchanged = listed.profiles.find((p: IDataObject) => p.refId === second.refId);
		expect(unchanged.title).toBe('Tea Garden');
		expect(unchanged).not.toHaveProperty('topHeader');
		expect(first.title).toBe('Tea House');
		const empty = await runProfile('update', { updateFields: {} });
		expect(empty.errorOf('Profile')?.message).toMatch(/at least one of title/);
	});
});
