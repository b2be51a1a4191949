import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// GET /user/batch (docs: apis/user/batch-all-users), PATCH /user/:platform (apis/user/update-user,
// only gbp documented) and DELETE /profiles/social (apis/profiles/unlink-social-network).
describe('all users, account updates per network, unlinking', () => {
	let t: TestSandbox;
	let clock: number;

	beforeAll(async () => {
		clock = Date.parse('2026-11-27T10:00:00Z');
		t = await startTestSandbox({ now: () => clock });
	});
	afterAll(async () => {
		await t.close();
	});

	it("GET /user/batch answers a URL whose file holds every profile's /user data; the same file for 3 hours", async () => {
		const first = await t.api('GET', '/api/user/batch');
		expect(first.status).toBe(200);
		expect(first.body).toMatchObject({
			success: true,
			url: expect.stringMatching(/\/batch\/users\/\w+\/users-batch-.+\.json$/),
			urlAvailable: '2026-11-27T10:00:00Z',
			urlExpires: '2026-12-04T10:00:00Z',
			nextUpdate: '2026-11-27T13:00:00.000Z',
		});
		const file = await fetch(first.body.url);
		expect(file.status).toBe(200);
		const users = (await file.json()) as { refId: string; title?: string }[];
		const user = await t.api('GET', '/api/user', { profileKey: t.profileKey('Acme Bakery') });
		expect(users).toHaveLength(3);
		expect(users.find((u) => u.refId === user.body.refId)).toEqual(user.body);
		for (const p of t.sandbox.profiles) expect(JSON.stringify(users)).not.toContain(p.profileKey);

		clock += 2 * 3600_000;
		expect((await t.api('GET', '/api/user/batch')).body.url).toBe(first.body.url);
		clock += 3600_000;
		const newer = await t.api('GET', '/api/user/batch');
		expect(newer.body.url).not.toBe(first.body.url);
		expect((await fetch(first.body.url)).status).toBe(404);
		expect((await fetch(newer.body.url)).status).toBe(200);
	});

	it('PATCH /user/gbp updates the listing; a network without a documented update is refused naming gbp', async () => {
		const ok = await t.api('PATCH', '/api/user/gbp', { body: { title: 'Acme Bakery Downtown' } });
		expect(ok.status).toBe(200);
		expect(ok.body).toMatchObject({
			gmb: { status: 'success', data: { title: 'Acme Bakery Downtown' } },
		});
		for (const network of ['gmb', 'facebook', 'nosuch']) {
			const refused = await t.api('PATCH', `/api/user/${network}`, { body: { title: 'x' } });
			expect(refused.status).toBe(400);
			expect(refused.body.message).toMatch(
				new RegExp(`platform must be "gbp".*\\(got "${network}"\\)`),
			);
		}
	});

	it('DELETE /profiles/social unlinks and answers the refId; 200 also when it was not linked', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const user = await t.api('GET', '/api/user', { profileKey: bakery });
		const first = await t.api('DELETE', '/api/profiles/social', {
			profileKey: bakery,
			body: { platform: 'reddit' },
		});
		expect(first.status).toBe(200);
		expect(first.body).toEqual({ status: 'success', platform: 'reddit', refId: user.body.refId });
		const again = await t.api('DELETE', '/api/profiles/social', {
			profileKey: bakery,
			body: { platform: 'reddit' },
		});
		expect(again.status).toBe(200);
		expect(again.body).toMatchObject({ status: 'success', platform: 'reddit', linked: false });
		const after = await t.api('GET', '/api/user', { profileKey: bakery });
		expect(after.body.activeSocialAccounts).not.toContain('reddit');
	});
});
