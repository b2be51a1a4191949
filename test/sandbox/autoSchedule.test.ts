import { manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// A Monday.
const clock = manualClock(Date.parse('2026-03-02T10:00:00Z'));
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
});
afterAll(() => t.close());

const setSchedule = (body: Record<string, unknown>, profileKey?: string) =>
	t.api('POST', '/api/auto-schedule/set', { body, profileKey });

async function slotFor(title: string, profileKey?: string): Promise<string> {
	const res = await t.api('POST', '/api/post', {
		body: {
			post: `slot ${Math.random()}`,
			platforms: ['twitter'],
			autoSchedule: true,
			autoScheduleTitle: title,
		},
		profileKey,
	});
	expect(res.status).toBe(200);
	return res.body.scheduleDate as string;
}

describe('auto-schedules against the engine AutoScheduleSetSchema', () => {
	it.each([
		['a weekday out of range', { schedule: ['09:00Z'], daysOfWeek: [7] }, 'daysOfWeek[0]'],
		['no weekday at all', { schedule: ['09:00Z'], daysOfWeek: [] }, 'daysOfWeek'],
		[
			'a weekday that is not a number',
			{ schedule: ['09:00Z'], daysOfWeek: ['monday'] },
			'daysOfWeek[0]',
		],
		[
			'a date that does not exist',
			{ schedule: ['09:00Z'], excludeDates: ['2026-02-30'] },
			'excludeDates[0]',
		],
		[
			'a start date without a zone',
			{ schedule: ['09:00Z'], setStartDate: '2026-03-10T09:00:00' },
			'setStartDate',
		],
		['an empty schedule', { schedule: [] }, 'schedule'],
		[
			'an empty schedule next to an unknown field',
			{ schedule: [], timezone: 'Europe/Paris' },
			'schedule',
		],
	])('rejects %s with 400 code 101 naming the field', async (_name, body, field) => {
		const res = await setSchedule(body);
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'autoSchedule', status: 'error', code: 101 });
		expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
	});

	it('places slots only on daysOfWeek, never on excludeDates, and not before setStartDate', async () => {
		const set = await setSchedule({
			title: 'midweek',
			schedule: ['09:00z'],
			daysOfWeek: [3, 1, 3],
			excludeDates: ['2026-03-04', '2026-03-04'],
			setStartDate: '2026-03-10T02:00:00+02:00',
		});
		expect(set.status).toBe(200);
		const list = await t.api('GET', '/api/auto-schedule/list');
		expect(list.body.schedules.midweek).toMatchObject({
			schedule: ['09:00Z'],
			daysOfWeek: [1, 3],
			excludeDates: ['2026-03-04'],
			startDate: '2026-03-10T00:00:00Z',
		});
		// Monday 9 March is before the start date; Wednesday 11 March is the first slot.
		expect([await slotFor('midweek'), await slotFor('midweek'), await slotFor('midweek')]).toEqual([
			'2026-03-11T09:00:00Z',
			'2026-03-16T09:00:00Z',
			'2026-03-18T09:00:00Z',
		]);
	});

	it('updates only the start date with setStartDate alone, keeping the times and days', async () => {
		await setSchedule({ title: 'later', schedule: ['08:00Z', '18:00Z'], daysOfWeek: [1] });
		const res = await setSchedule({ title: 'later', setStartDate: '2026-04-01T00:00:00Z' });
		expect(res.status).toBe(200);
		const list = await t.api('GET', '/api/auto-schedule/list');
		expect(list.body.schedules.later).toMatchObject({
			schedule: ['08:00Z', '18:00Z'],
			daysOfWeek: [1],
			startDate: '2026-04-01T00:00:00Z',
		});
		// 1 April 2026 is a Wednesday: the first Monday slot after it is 6 April.
		expect(await slotFor('later')).toBe('2026-04-06T08:00:00Z');
	});

	it('refuses setStartDate alone for a schedule that does not exist', async () => {
		const res = await setSchedule({ title: 'nothing', setStartDate: '2026-04-01T00:00:00Z' });
		expect(res.status).toBe(400);
		expect(res.body.errors[0].field).toBe('schedule');
		expect(res.body.message).toMatch(/does not exist yet/);
	});

	it('takes profileKey in the body for the profile, not as a schedule field', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const res = await t.api('POST', '/api/set-auto-schedule', {
			body: { title: 'bakery', schedule: ['06:00Z'], profileKey: bakery },
		});
		expect(res.status).toBe(200);
		const own = await t.api('GET', '/api/auto-schedule/list', { profileKey: bakery });
		expect(Object.keys(own.body.schedules)).toEqual(['bakery']);
		const primary = await t.api('GET', '/api/auto-schedule/list');
		expect(primary.body.schedules.bakery).toBeUndefined();
		const del = await t.api('DELETE', '/api/auto-schedule/delete', {
			body: { title: 'bakery', profileKey: bakery },
		});
		expect(del.status).toBe(200);
	});

	it('validates the delete request with AutoScheduleDeleteSchema', async () => {
		const bad = await t.api('DELETE', '/api/auto-schedule/delete', {
			body: { title: 'no spaces!' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors[0].field).toBe('title');
		// Unknown fields are not bad input; the known ones are checked next to them.
		const unknown = await t.api('DELETE', '/api/auto-schedule/delete', {
			body: { title: 'no spaces!', name: 'x' },
		});
		expect(unknown.status).toBe(400);
		expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['title']);
	});
});

describe('the plan (docs: apis/auto-schedule/set-schedule, Premium or Business)', () => {
	it('refuses a Basic account with 403 code 103 on every operation, before its body is read', async () => {
		const basic = await t.api('POST', '/api/admin/accounts', { body: { plan: 'basic' } });
		const apiKey = basic.body.apiKey;
		for (const [method, path, body] of [
			['POST', '/api/auto-schedule/set', { schedule: ['09:00Z'] }],
			['POST', '/api/set-auto-schedule', { daysOfWeek: [9] }],
			['GET', '/api/auto-schedule/list', undefined],
			['DELETE', '/api/auto-schedule/delete', { title: 'no/such' }],
		] as const) {
			const res = await t.api(method, path, { apiKey, body });
			expect({ path, status: res.status, code: res.body.code }).toEqual({
				path,
				status: 403,
				code: 103,
			});
			expect(res.body.message).toMatch(
				/Auto-schedules needs the Premium, Business or Enterprise plan/,
			);
		}
		const premium = await t.api('POST', '/api/admin/accounts', { body: { plan: 'premium' } });
		const set = await t.api('POST', '/api/auto-schedule/set', {
			apiKey: premium.body.apiKey,
			body: { schedule: ['09:00Z'] },
		});
		expect(set.status).toBe(200);
	});
});
