import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// PATCH /api/profiles (today's docs) and PUT /api/profiles/profile (the SDK's updateProfile): every
// check passes before anything is written, and the answer names what was wrong.
describe('profile update', () => {
	let t: TestSandbox;
	let profileKey: string;
	let refId: string;

	beforeAll(async () => {
		t = await startTestSandbox();
		const created = await t.api('POST', '/api/profiles/create-profile', {
			body: { title: 'Harbour Cafe' },
		});
		profileKey = created.body.profileKey;
		refId = created.body.refId;
	});
	afterAll(async () => {
		await t.close();
	});

	const profile = async () =>
		(await t.api('GET', '/api/profiles')).body.profiles.find(
			(p: { refId: string }) => p.refId === refId,
		);

	it('takes the same change by PATCH /profiles with the Profile-Key header and by PUT /profiles/profile with profileKey in the body', async () => {
		const patched = await t.api('PATCH', '/api/profiles', {
			body: { topHeader: 'Link your cafe', futureSetting: 'kept open' },
			profileKey,
		});
		expect(patched.status).toBe(200);
		const put = await t.api('PUT', '/api/profiles/profile', {
			body: { profileKey, tags: ['cafe'] },
		});
		expect(put.status).toBe(200);
		expect(await profile()).toMatchObject({
			title: 'Harbour Cafe',
			topHeader: 'Link your cafe',
			tags: ['cafe'],
		});
	});

	it('refuses every wrong field at once and writes none of the right ones', async () => {
		const bad = await t.api('PATCH', '/api/profiles', {
			body: { title: 'Harbour Cafe North', disableSocial: ['myspace'], hideTopHeader: 'yes' },
			profileKey,
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
			'disableSocial[0]',
			'hideTopHeader',
		]);
		expect((await profile()).title).toBe('Harbour Cafe');
	});
});
