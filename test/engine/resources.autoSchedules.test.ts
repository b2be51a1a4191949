import nock from 'nock';
import {
	AUTO_SCHEDULE_SET_INTERFACE_PATH,
	AUTO_SCHEDULE_SET_PATH,
	AutoScheduleSetSchema,
} from '../../src/engine';
import { BASE, rejection, setup, useNock } from '../helpers/engineClient';

useNock();

describe('autoSchedules.set', () => {
	it('posts to /auto-schedule/set with times upper-cased, de-duplicated and sorted', async () => {
		const { client, sent } = setup();
		const answer = { status: 'success', message: 'created', title: 'mornings' };
		nock(BASE)
			.post('/auto-schedule/set', {
				schedule: ['09:00Z', '17:30Z'],
				title: 'mornings',
				daysOfWeek: [1, 2, 3, 4, 5],
				excludeDates: ['2026-12-25'],
				setStartDate: '2026-06-01T07:00:00Z',
			})
			.matchHeader('profile-key', 'pk_1')
			.reply(200, answer);
		const res = await client.autoSchedules.set(
			{
				schedule: ['17:30z', '09:00Z', '09:00z'],
				title: 'mornings',
				daysOfWeek: [1, 2, 3, 4, 5],
				excludeDates: ['2026-12-25'],
				setStartDate: new Date('2026-06-01T09:00:00+02:00'),
			},
			{ profileKey: 'pk_1' },
		);
		expect(res).toEqual(answer);
		expect(sent[0]).toMatchObject({ method: 'POST', url: `${BASE}${AUTO_SCHEDULE_SET_PATH}` });
	});

	it('posts to the interface path /set-auto-schedule when asked', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.post('/set-auto-schedule', { schedule: ['12:00Z'] })
			.reply(200, { status: 'success', title: 'default' });
		await client.autoSchedules.set(
			{ schedule: ['12:00Z'] },
			{ path: AUTO_SCHEDULE_SET_INTERFACE_PATH },
		);
		expect(sent[0].url).toBe(`${BASE}/set-auto-schedule`);
	});

	it('accepts a start date alone, sent as a UTC timestamp', async () => {
		const { client } = setup();
		nock(BASE)
			.post('/auto-schedule/set', { title: 'default', setStartDate: '2026-07-01T00:00:00Z' })
			.reply(200, { status: 'success', title: 'default' });
		await expect(
			client.autoSchedules.set({ title: 'default', setStartDate: '2026-07-01T02:00:00+02:00' }),
		).resolves.toMatchObject({ status: 'success' });
	});

	it('sends again after a 502, as setting the same schedule twice changes nothing', async () => {
		const { client, sent } = setup();
		nock(BASE).post('/auto-schedule/set').reply(502, { status: 'error' });
		nock(BASE).post('/auto-schedule/set').reply(200, { status: 'success', title: 'default' });
		await client.autoSchedules.set({ schedule: ['08:00Z'] });
		expect(sent).toHaveLength(2);
	});

	it('names every bad time by its index, before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(
			client.autoSchedules.set({ schedule: ['25:00Z', '9:00Z', '09:00', '10:00Z', 930] as never }),
		);
		expect(error.issues.map((issue) => [issue.field, issue.value])).toEqual([
			['schedule[0]', '25:00Z'],
			['schedule[1]', '9:00Z'],
			['schedule[2]', '09:00'],
			['schedule[4]', 930],
		]);
		expect(error.issues[0].message).toMatch(/HH:MMZ/);
		expect(sent).toHaveLength(0);
	});

	it.each([
		[{}, 'schedule', /unless setStartDate is sent/],
		[{ schedule: [] }, 'schedule', /at least one daily UTC time/],
		[{ schedule: '09:00Z' }, 'schedule', /list of daily UTC times/],
		[{ schedule: ['09:00Z'], title: 'my schedule' }, 'title', /letters and digits/],
		[{ schedule: ['09:00Z'], daysOfWeek: [7] }, 'daysOfWeek[0]', /0 \(Sunday\) to 6/],
		[{ schedule: ['09:00Z'], daysOfWeek: [] }, 'daysOfWeek', /at least one weekday/],
		[
			{ schedule: ['09:00Z'], excludeDates: ['2026-02-30'] },
			'excludeDates[0]',
			/real calendar date/,
		],
		[{ schedule: ['09:00Z'], excludeDates: ['25/12/2026'] }, 'excludeDates[0]', /YYYY-MM-DD/],
		[{ setStartDate: 'tomorrow' }, 'setStartDate', /date-time with a zone/],
		[{ setStartDate: '2026-07-01T00:00:00' }, 'setStartDate', /date-time with a zone/],
	])('rejects %j before sending, naming %s', async (params, field, message) => {
		const { client, sent } = setup();
		const error = await rejection(client.autoSchedules.set(params as never));
		expect(error.issues[0].field).toBe(field);
		expect(error.issues[0].message).toMatch(message);
		expect(sent).toHaveLength(0);
	});

	it('is the schema the service validates with: it answers the normalised body', () => {
		expect(
			AutoScheduleSetSchema.parse({
				schedule: ['10:00z', '08:00Z'],
				setStartDate: '2026-07-01T00:00:00Z',
			}),
		).toEqual({ schedule: ['08:00Z', '10:00Z'], setStartDate: '2026-07-01T00:00:00Z' });
	});
});

describe('autoSchedules.list and delete', () => {
	it('gets /auto-schedule/list and answers the schedules by title', async () => {
		const { client } = setup();
		const answer = {
			status: 'success',
			schedules: {
				default: {
					schedule: ['09:00Z'],
					daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
					excludeDates: [],
					lastScheduleDate: null,
				},
			},
		};
		nock(BASE).get('/auto-schedule/list').matchHeader('profile-key', 'pk_2').reply(200, answer);
		await expect(client.autoSchedules.list({ profileKey: 'pk_2' })).resolves.toEqual(answer);
	});

	it('deletes by title with DELETE /auto-schedule/delete {title}', async () => {
		const { client, sent } = setup();
		nock(BASE)
			.delete('/auto-schedule/delete', { title: 'mornings' })
			.reply(200, { status: 'success', title: 'mornings' });
		await expect(client.autoSchedules.delete('mornings')).resolves.toMatchObject({
			title: 'mornings',
		});
		nock(BASE)
			.delete('/auto-schedule/delete', { title: 'default' })
			.reply(200, { status: 'success', title: 'default' });
		await client.autoSchedules.delete();
		expect(sent.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
	});

	it('rejects a title that is not letters and digits before sending', async () => {
		const { client, sent } = setup();
		const error = await rejection(client.autoSchedules.delete('../x'));
		expect(error.issues[0]).toMatchObject({ field: 'title', value: '../x' });
		expect(sent).toHaveLength(0);
	});
});
