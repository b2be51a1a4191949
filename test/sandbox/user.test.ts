import { NETWORK_IDS } from '../../src/engine/networks';
import { callApi, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

describe('GET /api/user', () => {
	it('answers the 2.7 shape for the primary profile', async () => {
		const res = await t.api('GET', '/api/user');
		expect(res.status).toBe(200);
		const user = res.body;
		expect(user.activeSocialAccounts).toEqual([...NETWORK_IDS]);
		expect(user).toMatchObject({
			biolinkUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
			created: {
				_seconds: expect.any(Number),
				_nanoseconds: expect.any(Number),
				utc: expect.any(String),
			},
			email: expect.stringContaining('@'),
			monthlyApiCalls: 0,
			refId: expect.stringMatching(/^[0-9a-f]{40}$/),
			title: 'Primary Profile',
			lastUpdated: expect.any(String),
			nextUpdate: expect.any(String),
		});
		expect(user.created._seconds).toBe(Math.floor(Date.parse(user.created.utc) / 1000));
		// Business plans have no monthly quota, so the field is absent (interface 2.7).
		expect('monthlyApiCallsQuota' in user).toBe(false);
		// Every network of the registry, each once.
		expect(user.displayNames.map((entry: { platform: string }) => entry.platform).sort()).toEqual(
			[...NETWORK_IDS].sort(),
		);
		for (const entry of user.displayNames) {
			expect(entry).toMatchObject({
				created: expect.any(String),
				displayName: 'Primary Profile',
				platform: expect.any(String),
				profileUrl: expect.stringContaining(`/networks/${entry.platform}/`),
				userImage: expect.any(String),
				username: expect.any(String),
			});
		}
		const by = Object.fromEntries(
			user.displayNames.map((d: { platform: string }) => [d.platform, d]),
		);
		expect(by.linkedin).toMatchObject({
			type: 'personal',
			refreshDaysRemaining: expect.any(Number),
			refreshRequired: expect.any(String),
		});
		expect(by.telegram).toMatchObject({ type: 'channel', id: expect.any(Number) });
		expect(by.gmb).toMatchObject({
			mapsUrl: expect.any(String),
			placeId: expect.any(String),
			reviewUrl: expect.any(String),
		});
		expect(by.twitter.twitterUsage).toMatchObject({
			monthlyUsage: 0,
			monthlyLimit: expect.any(Number),
			monthlyReset: expect.stringMatching(/^\d{4}-\d{2}-01$/),
		});
		expect(by.instagram.usedQuota).toBeUndefined();
	});

	it('answers for a user profile: its own title and refId, email null, no twitterUsage', async () => {
		const res = await t.api('GET', '/api/user', { profileKey: t.profileKey('Acme Bakery') });
		expect(res.body).toMatchObject({ title: 'Acme Bakery', email: null });
		const primary = await t.api('GET', '/api/user');
		expect(res.body.refId).not.toBe(primary.body.refId);
		const twitter = res.body.displayNames.find(
			(d: { platform: string }) => d.platform === 'twitter',
		);
		expect(twitter.twitterUsage).toBeUndefined();
	});

	it('counts monthly API post calls per profile and twitter usage', async () => {
		const books = t.profileKey('Acme Books');
		for (let i = 0; i < 3; i++) {
			await t.api('POST', '/api/post', {
				body: { post: `Call ${i}`, platforms: ['twitter'] },
				profileKey: books,
			});
		}
		await t.api('POST', '/api/post', { body: { post: 'Primary call', platforms: ['twitter'] } });
		expect((await t.api('GET', '/api/user', { profileKey: books })).body.monthlyApiCalls).toBe(3);
		const primary = (await t.api('GET', '/api/user')).body;
		expect(primary.monthlyApiCalls).toBe(1);
		const twitter = primary.displayNames.find(
			(d: { platform: string }) => d.platform === 'twitter',
		);
		expect(twitter.twitterUsage.monthlyUsage).toBe(1);
	});

	it('omits activeSocialAccounts when nothing is linked', async () => {
		const other = await t.api('POST', '/api/admin/accounts', { body: { plan: 'basic' } });
		const as = { url: t.sandbox.url, apiKey: other.body.apiKey as string };
		for (const network of NETWORK_IDS)
			await callApi(as, 'POST', '/api/admin/unlink', { body: { platform: network } });
		const res = await callApi(as, 'GET', '/api/user');
		expect(res.body.activeSocialAccounts).toBeUndefined();
		expect(res.body.displayNames).toEqual([]);
		// Below Business: a quota is reported and there is no profile title.
		expect(res.body.monthlyApiCallsQuota).toEqual(expect.any(Number));
		expect(res.body.title).toBeUndefined();
	});

	it('enforces the monthly quota of plans that have one with HTTP 429', async () => {
		const basic = await t.api('POST', '/api/admin/accounts', { body: { plan: 'basic' } });
		const as = { url: t.sandbox.url, apiKey: basic.body.apiKey as string };
		const quota = (await callApi(as, 'GET', '/api/user')).body.monthlyApiCallsQuota as number;
		for (let i = 0; i < quota; i++) {
			const res = await callApi(as, 'POST', '/api/post', {
				body: { post: `n${i}`, platforms: ['twitter'] },
			});
			expect(res.status).toBe(200);
		}
		const over = await callApi(as, 'POST', '/api/post', {
			body: { post: 'one too many', platforms: ['twitter'] },
		});
		expect(over.status).toBe(429);
		expect(over.body).toMatchObject({ action: 'post', status: 'error', code: 106 });
	});
});

describe('auto-schedules', () => {
	const now = Date.now();

	it('sets, lists and deletes schedules, on both paths', async () => {
		const set = await t.api('POST', '/api/set-auto-schedule', {
			body: { schedule: ['17:30Z', '09:00z', '09:00Z'] },
		});
		expect(set.status).toBe(200);
		expect(set.body).toMatchObject({
			status: 'success',
			title: 'default',
			message: expect.any(String),
		});
		const other = await t.api('POST', '/api/auto-schedule/set', {
			body: {
				title: 'weekends',
				schedule: ['10:00Z'],
				daysOfWeek: [0, 6],
				excludeDates: ['2099-12-25'],
			},
		});
		expect(other.status).toBe(200);
		const list = await t.api('GET', '/api/auto-schedule/list');
		expect(list.body.schedules).toEqual({
			default: expect.objectContaining({ schedule: ['09:00Z', '17:30Z'], lastScheduleDate: null }),
			weekends: expect.objectContaining({
				schedule: ['10:00Z'],
				daysOfWeek: [0, 6],
				excludeDates: ['2099-12-25'],
			}),
		});
		const del = await t.api('DELETE', '/api/auto-schedule/delete', { body: { title: 'weekends' } });
		expect(del.status).toBe(200);
		expect(Object.keys((await t.api('GET', '/api/auto-schedule/list')).body.schedules)).toEqual([
			'default',
		]);
		const again = await t.api('DELETE', '/api/auto-schedule/delete', {
			body: { title: 'weekends' },
		});
		expect(again.status).toBe(404);
	});

	it('rejects bad schedules naming each problem', async () => {
		const res = await t.api('POST', '/api/set-auto-schedule', {
			body: { title: 'bad title!', schedule: ['25:00Z', 'noon'] },
		});
		expect(res.status).toBe(400);
		expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
			'title',
			'schedule[0]',
			'schedule[1]',
		]);
	});

	it('gives autoSchedule posts one slot each, strictly after now and the last slot; deleting does not free it', async () => {
		const bakery = t.profileKey('Acme Bakery');
		await t.api('POST', '/api/set-auto-schedule', {
			body: { title: 'shop', schedule: ['08:00Z', '20:00Z'] },
			profileKey: bakery,
		});
		const body = {
			post: 'Slot me',
			platforms: ['twitter'],
			autoSchedule: true,
			autoScheduleTitle: 'shop',
		};
		const slots: number[] = [];
		for (let i = 0; i < 3; i++) {
			const res = await t.api('POST', '/api/post', { body, profileKey: bakery });
			expect(res.status).toBe(200);
			expect(res.body.status).toBe('scheduled');
			slots.push(Date.parse(res.body.scheduleDate));
			if (i === 0)
				await t.api('DELETE', '/api/post', { body: { id: res.body.id }, profileKey: bakery });
		}
		expect(slots[0]).toBeGreaterThan(now);
		for (const slot of slots)
			expect(new Date(slot).toISOString().slice(11, 16)).toMatch(/^(08|20):00$/);
		expect(slots[1] - slots[0]).toBe(12 * 3_600_000);
		expect(slots[2] - slots[1]).toBe(12 * 3_600_000);
		const list = await t.api('GET', '/api/auto-schedule/list', { profileKey: bakery });
		expect(Date.parse(list.body.schedules.shop.lastScheduleDate)).toBe(slots[2]);
	});

	it('answers 400 naming an unknown schedule title', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: 'x', platforms: ['twitter'], autoSchedule: true, autoScheduleTitle: 'nosuch' },
		});
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(101);
		expect(res.body.message).toContain('"nosuch"');
	});
});
