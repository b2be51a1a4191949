import { NodeOperationError, type IDataObject, type INodeParameters } from 'n8n-workflow';

import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';
import { longestPollGapMs } from '../../nodes/SocialPublishing/triggers/slot/pollInterval';
import { MAX_SLOTS_PER_POLL } from '../../nodes/SocialPublishing/triggers/slot/slots';
import { asLoadedByN8n, PollingTriggerHarness, type PollOutcome } from '../helpers/triggerHarness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

// Only Date is faked: n8n-core's own timers and promises keep running normally.
beforeEach(() => {
	jest.useFakeTimers({
		now: at('2026-03-02T08:00:00Z'), // a Monday
		doNotFake: [
			'hrtime',
			'nextTick',
			'performance',
			'queueMicrotask',
			'requestAnimationFrame',
			'cancelAnimationFrame',
			'requestIdleCallback',
			'cancelIdleCallback',
			'setImmediate',
			'clearImmediate',
			'setInterval',
			'clearInterval',
			'setTimeout',
			'clearTimeout',
		],
	});
});
afterEach(() => jest.useRealTimers());

const setNow = (iso: string) => jest.setSystemTime(at(iso));

function slotTrigger(parameters: INodeParameters, options: { timezone?: string } = {}) {
	return new PollingTriggerHarness({
		createNode: () => new SocialPublishingSlotTrigger(),
		parameters: { times: '09:00Z, 17:30Z', ...parameters },
		...options,
	});
}

function slotsOf(outcome: PollOutcome): string[] {
	return (outcome?.[0] ?? []).map((item) => item.json.slot as string);
}

function cursorOf(harness: PollingTriggerHarness): number | undefined {
	return harness.savedNodeStaticData?.cursorMs as number | undefined;
}

describe('node description', () => {
	const { description } = new SocialPublishingSlotTrigger();

	test('is a polling trigger with one main output and no credentials', () => {
		expect(description).toMatchObject({
			name: 'socialPublishingSlotTrigger',
			displayName: 'Social Publishing Slot Trigger',
			group: ['trigger'],
			version: 1,
			polling: true,
			inputs: [],
			outputs: ['main'],
			icon: {
				light: 'file:socialPublishingSlotTrigger.svg',
				dark: 'file:socialPublishingSlotTrigger.dark.svg',
			},
		});
		expect(description.credentials).toBeUndefined();
		expect(description.usableAsTool).toBeUndefined();
		expect(description.properties.map((p) => [p.name, p.type, p.default])).toEqual([
			['title', 'string', 'default'],
			['times', 'string', '09:00Z, 17:00Z'],
			['daysOfWeek', 'multiOptions', [0, 1, 2, 3, 4, 5, 6]],
			['excludeDates', 'string', ''],
			['startDate', 'dateTime', ''],
			['missedSlots', 'options', 'catchUp'],
			['scheduleChangeNotice', 'notice', ''],
		]);
	});

	test('n8n puts its Poll Times parameter in front, defaulting to every minute', () => {
		const loaded = asLoadedByN8n(new SocialPublishingSlotTrigger());
		expect(loaded.description.properties[0]).toMatchObject({
			name: 'pollTimes',
			default: { item: [{ mode: 'everyMinute' }] },
		});
		expect(typeof loaded.poll).toBe('function');
	});
});

describe('firing slots', () => {
	test('the first poll only starts counting; the next slot then fires once, with its details', async () => {
		const trigger = slotTrigger({ title: 'mornings' });
		expect(await trigger.activate()).toBeNull();

		setNow('2026-03-02T08:59:30Z');
		expect(await trigger.poll()).toBeNull();
		expect(cursorOf(trigger)).toBe(at('2026-03-02T08:00:00Z'));

		setNow('2026-03-02T09:00:20Z');
		const outcome = await trigger.poll();
		expect(outcome?.[0].map((item) => item.json)).toEqual([
			{
				slot: '2026-03-02T09:00:00Z',
				slotEpochMs: at('2026-03-02T09:00:00Z'),
				title: 'mornings',
				schedule: {
					times: ['09:00Z', '17:30Z'],
					daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
					excludeDates: [],
					startDate: null,
				},
				late: false,
				nextSlot: '2026-03-02T17:30:00Z',
			},
		]);
		// Saved as the execution starts, so a crash right after cannot fire it again.
		expect(cursorOf(trigger)).toBe(at('2026-03-02T09:00:00Z'));
	});

	test('two polls in the same window fire the slot once', async () => {
		const trigger = slotTrigger({});
		await trigger.activate();
		setNow('2026-03-02T09:00:10Z');
		expect(slotsOf(await trigger.poll())).toEqual(['2026-03-02T09:00:00Z']);
		setNow('2026-03-02T09:00:50Z');
		expect(await trigger.poll()).toBeNull();
		setNow('2026-03-02T09:01:30Z');
		expect(await trigger.poll()).toBeNull();
		expect(trigger.emitted.flat(2).map((item) => item.json.slot)).toEqual(['2026-03-02T09:00:00Z']);
	});

	test('a restart (new workflow, new node instance, same saved static data) neither repeats nor loses a slot', async () => {
		const trigger = slotTrigger({});
		await trigger.activate();
		setNow('2026-03-02T08:30:00Z');
		await trigger.poll(); // the scheduled poll saves the cursor

		setNow('2026-03-02T09:00:05Z');
		expect(slotsOf(await trigger.poll())).toEqual(['2026-03-02T09:00:00Z']);

		// n8n stops right after that execution started and comes back within the same minute.
		setNow('2026-03-02T09:00:40Z');
		expect(await trigger.restart()).toBeNull();

		// Down again over the 17:30 slot: the start-up poll fires it, marked late.
		trigger.deactivate();
		setNow('2026-03-02T18:10:00Z');
		const outcome = await trigger.restart();
		expect(slotsOf(outcome)).toEqual(['2026-03-02T17:30:00Z']);
		expect(outcome?.[0][0].json.late).toBe(true);
		expect(await trigger.poll()).toBeNull();
		expect(trigger.emitted).toHaveLength(2);
	});

	test('down for three days with Catch Up: every missed slot, oldest first, on allowed days only', async () => {
		setNow('2026-03-05T10:00:00Z'); // Thursday
		const trigger = slotTrigger({
			daysOfWeek: [1, 2, 3, 4, 5, 6], // no Sundays
			excludeDates: '2026-03-06', // nor that Friday
		});
		await trigger.activate();
		setNow('2026-03-05T10:01:00Z');
		await trigger.poll();

		setNow('2026-03-08T20:00:00Z'); // Sunday evening
		const outcome = await trigger.restart();
		expect(
			outcome?.[0].map((item) => [item.json.slot, item.json.late, item.json.nextSlot]),
		).toEqual([
			['2026-03-05T17:30:00Z', true, '2026-03-07T09:00:00Z'],
			['2026-03-07T09:00:00Z', true, '2026-03-07T17:30:00Z'],
			['2026-03-07T17:30:00Z', true, '2026-03-09T09:00:00Z'],
		]);
		expect(cursorOf(trigger)).toBe(at('2026-03-07T17:30:00Z'));
		setNow('2026-03-08T20:01:00Z');
		expect(await trigger.poll()).toBeNull();
	});

	test('with Skip, only the newest missed slot fires', async () => {
		setNow('2026-03-05T10:00:00Z');
		const trigger = slotTrigger({
			daysOfWeek: [1, 2, 3, 4, 5, 6],
			excludeDates: '2026-03-06',
			missedSlots: 'skip',
		});
		await trigger.activate();
		setNow('2026-03-05T10:01:00Z');
		await trigger.poll();

		setNow('2026-03-08T20:00:00Z');
		expect(slotsOf(await trigger.restart())).toEqual(['2026-03-07T17:30:00Z']);
		setNow('2026-03-09T09:00:30Z');
		expect(slotsOf(await trigger.poll())).toEqual(['2026-03-09T09:00:00Z']);
	});

	test(`Catch Up hands out at most ${MAX_SLOTS_PER_POLL} slots per poll and the rest on the next polls`, async () => {
		const hourly = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00Z`);
		const trigger = slotTrigger({ times: hourly.join(',') });
		await trigger.activate();
		setNow('2026-03-02T08:00:30Z');
		await trigger.poll();

		setNow('2026-03-07T08:00:30Z'); // five days: 120 hourly slots
		const first = slotsOf(await trigger.restart());
		const second = slotsOf(await trigger.poll());
		expect(first).toHaveLength(MAX_SLOTS_PER_POLL);
		expect(first[0]).toBe('2026-03-02T09:00:00Z');
		expect(second).toHaveLength(120 - MAX_SLOTS_PER_POLL);
		expect(second[second.length - 1]).toBe('2026-03-07T08:00:00Z');
		expect(new Set([...first, ...second]).size).toBe(120);
		expect(await trigger.poll()).toBeNull();
	});

	test('editing the schedule restarts counting from now; editing the title does not', async () => {
		const trigger = slotTrigger({});
		await trigger.activate();
		setNow('2026-03-02T09:00:10Z');
		expect(slotsOf(await trigger.poll())).toEqual(['2026-03-02T09:00:00Z']);
		const fingerprint = trigger.savedNodeStaticData?.fingerprint;

		setNow('2026-03-02T10:00:00Z');
		await trigger.update({ title: 'renamed' });
		setNow('2026-03-02T10:00:30Z');
		expect(await trigger.poll()).toBeNull();
		expect(cursorOf(trigger)).toBe(at('2026-03-02T09:00:00Z'));

		// 09:30 is already past when the new times are saved: it must not fire.
		await trigger.update({ times: '09:30Z, 10:15Z' });
		setNow('2026-03-02T10:01:00Z');
		expect(await trigger.poll()).toBeNull();
		expect(cursorOf(trigger)).toBe(at('2026-03-02T10:00:30Z'));
		expect(trigger.savedNodeStaticData?.fingerprint).not.toBe(fingerprint);

		setNow('2026-03-02T10:15:10Z');
		const outcome = await trigger.poll();
		expect(slotsOf(outcome)).toEqual(['2026-03-02T10:15:00Z']);
		expect(outcome?.[0][0].json.title).toBe('renamed');
	});

	test('a Start Date without a zone is read in the workflow time zone; no slot fires before it', async () => {
		const trigger = slotTrigger(
			{ times: '09:00Z', startDate: '2026-03-04T10:00:00' },
			{ timezone: 'Europe/Berlin' },
		);
		await trigger.activate();
		setNow('2026-03-03T09:00:10Z');
		expect(await trigger.poll()).toBeNull();
		setNow('2026-03-04T09:00:10Z'); // 10:00 in Berlin: exactly the start
		const outcome = await trigger.poll();
		expect(slotsOf(outcome)).toEqual(['2026-03-04T09:00:00Z']);
		expect((outcome?.[0][0].json.schedule as IDataObject).startDate).toBe('2026-03-04T09:00:00Z');
	});

	test('late means fired more than one poll interval after the slot', async () => {
		const hourlyPolls = slotTrigger({ pollTimes: { item: [{ mode: 'everyHour', minute: 40 }] } });
		const minutePolls = slotTrigger({}); // n8n's default Poll Times: every minute
		await hourlyPolls.activate();
		await minutePolls.activate();
		setNow('2026-03-02T09:40:00Z');
		expect((await hourlyPolls.poll())?.[0][0].json.late).toBe(false);
		expect((await minutePolls.poll())?.[0][0].json.late).toBe(true);
		setNow('2026-03-02T17:30:40Z');
		expect((await minutePolls.poll())?.[0][0].json.late).toBe(false);
	});
});

describe('Test step (manual mode)', () => {
	test('previews the next slot and leaves the static data alone', async () => {
		const trigger = slotTrigger({ daysOfWeek: [2] }); // Tuesdays
		const before = await trigger.testStep();
		expect(before.outcome?.[0].map((item) => item.json)).toEqual([
			expect.objectContaining({
				slot: '2026-03-03T09:00:00Z',
				nextSlot: '2026-03-03T17:30:00Z',
				late: false,
				preview: true,
			}),
		]);
		expect(before.staticData).toEqual({});

		await trigger.activate();
		setNow('2026-03-02T08:01:00Z');
		await trigger.poll();
		const saved = JSON.parse(JSON.stringify(trigger.savedStaticData)) as IDataObject;
		setNow('2026-03-03T12:00:00Z');
		const after = await trigger.testStep();
		expect(after.outcome?.[0][0].json).toMatchObject({
			slot: '2026-03-03T17:30:00Z',
			preview: true,
		});
		expect(after.staticData).toEqual(saved);
		expect(trigger.savedStaticData).toEqual(saved);
		expect(trigger.emitted).toHaveLength(0);
	});
});

describe('bad fields', () => {
	test.each([
		[{ times: '09:00Z, 9am' }, /Times\[1\] must be a UTC time of day HH:MMZ.*\(got "9am"\)/],
		[{ times: '' }, /Times must list at least one daily UTC time/],
		[
			{ excludeDates: '2026-02-30' },
			/Exclude Dates\[0\] must be a real calendar date YYYY-MM-DD.*"2026-02-30"/,
		],
		[{ daysOfWeek: [] }, /Days of Week must include at least one weekday/],
		[{ startDate: 'next tuesday' }, /Start Date must be a real date-time.*"next tuesday"/],
	])('%j: a NodeOperationError naming the field, value and format', async (parameters, message) => {
		const trigger = slotTrigger(parameters as INodeParameters);
		const error = await trigger.activate().catch((e: unknown) => e);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as Error).message).toMatch(message);
		await expect(trigger.testStep()).rejects.toThrow(message);
		expect(trigger.savedStaticData).toEqual({});
	});

	test('the field hint says what to enter', async () => {
		const error = (await slotTrigger({ times: '25:00Z' })
			.activate()
			.catch((e: unknown) => e)) as NodeOperationError;
		expect(error.description).toContain('"09:00Z, 17:30Z"');
	});
});

describe('poll interval from Poll Times', () => {
	test.each([
		[[{ mode: 'everyMinute' }], MINUTE],
		[[{ mode: 'everyX', value: 15, unit: 'minutes' }], 15 * MINUTE],
		[[{ mode: 'everyX', value: 5, unit: 'hours' }], 5 * HOUR],
		[[{ mode: 'everyDay', hour: 9, minute: 0 }], DAY],
		[[{ mode: 'everyMonth', dayOfMonth: 31, hour: 9, minute: 0 }], 62 * DAY],
		[
			[
				{ mode: 'everyDay', hour: 9, minute: 0 },
				{ mode: 'everyHour', minute: 5 },
			],
			HOUR,
		],
		[[{ mode: 'custom', cronExpression: '0 */10 * * * *' }], 10 * MINUTE],
		[[{ mode: 'custom', cronExpression: '30 9,17 * * MON-FRI' }], 64 * HOUR], // Fri 17:30 to Mon 09:30
		[[{ mode: 'custom', cronExpression: 'not a cron' }], DAY],
	])('%j -> %d ms', (item, expected) => {
		expect(longestPollGapMs({ item })).toBe(expected);
	});
});
