import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();

function scheduleStep(name: string, operation: string, parameters: INodeParameters = {}): Step {
	return { name, parameters: { resource: 'autoSchedule', operation, ...parameters } };
}

async function runOne(
	operation: string,
	parameters: INodeParameters = {},
	timezone?: string,
): Promise<{ items: IDataObject[]; error?: string }> {
	const run = await sp.run([scheduleStep('Schedule', operation, parameters)], { timezone });
	return { items: run.outputOf('Schedule'), error: run.errorOf('Schedule')?.message };
}

describe('Auto Schedule › Set, Get Many, Delete', () => {
	test('Set sends times, weekdays, excluded dates and a start date in the workflow zone', async () => {
		const set = await runOne(
			'set',
			{
				title: 'mornings',
				times: '17:30z, 09:00Z',
				options: {
					daysOfWeek: [5, 1, 3],
					excludeDates: '2026-12-25,\n2027-01-01',
					startDate: '2030-01-01T09:00:00',
				},
			},
			'Europe/Berlin',
		);
		expect(set.error).toBeUndefined();
		expect(set.items).toEqual([expect.objectContaining({ status: 'success', title: 'mornings' })]);

		const list = await runOne('getAll');
		expect(list.items).toEqual([
			expect.objectContaining({
				title: 'mornings',
				schedule: ['09:00Z', '17:30Z'],
				daysOfWeek: [1, 3, 5],
				excludeDates: ['2026-12-25', '2027-01-01'],
				startDate: '2030-01-01T08:00:00Z',
			}),
		]);
	});

	test('Set with only a title and times makes a schedule for every day', async () => {
		expect((await runOne('set', { title: 'evenings', times: '20:00Z' })).error).toBeUndefined();
		const { items } = await runOne('getAll');
		expect(items.map((s) => s.title).sort()).toEqual(['evenings', 'mornings']);
		expect(items.find((s) => s.title === 'evenings')).toMatchObject({
			schedule: ['20:00Z'],
			daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
		});
	});

	test('Set names a bad time, and asks for times when there are none', async () => {
		expect((await runOne('set', { title: 'bad', times: '09:00Z, 9am' })).error).toMatch(
			/^Invalid auto-schedule, 1 problem: Times\[1\] must be a UTC time of day HH:MMZ.*got "9am"/,
		);
		expect((await runOne('set', { title: 'bad', times: ' , ' })).error).toBe(
			'Times is empty and no Start Date is set',
		);
	});

	test('Delete removes one schedule by title; an unknown title fails', async () => {
		const deleted = await runOne('delete', { title: 'evenings' });
		expect(deleted.items).toEqual([
			expect.objectContaining({ status: 'success', title: 'evenings' }),
		]);
		expect((await runOne('getAll')).items.map((s) => s.title)).toEqual(['mornings']);
		expect((await runOne('delete', { title: 'evenings' })).error).toMatch(
			/No auto-schedule titled "evenings".*HTTP 404/,
		);
	});
});
