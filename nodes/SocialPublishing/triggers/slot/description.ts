import type { INodeProperties } from 'n8n-workflow';

import { MAX_SLOTS_PER_POLL } from './slots';

const WEEKDAY_NAMES = [
	'Sunday',
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
];

/** The canvas subtitle: "Slots at 09:00Z, 17:30Z" (the times as typed, one space after each comma). */
export const SLOT_TRIGGER_SUBTITLE =
	'={{ String($parameter["times"] || "").trim() ? "Slots at " + String($parameter["times"]).trim().split(/\\s*,\\s*/).join(", ") : "No slot times yet" }}';

/** The Slot trigger's fields; n8n adds Poll Times in front of them (the node is `polling`). */
export const slotTriggerProperties: INodeProperties[] = [
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		default: 'default',
		placeholder: 'e.g. mornings',
		description:
			'A name for this schedule, copied to every item (use the auto-schedule title it mirrors)',
	},
	{
		displayName: 'Times',
		name: 'times',
		type: 'string',
		default: '09:00Z, 17:00Z',
		required: true,
		placeholder: 'e.g. 09:00Z, 17:30Z',
		description: 'Daily slot times in UTC as HH:MMZ, separated by commas',
	},
	{
		displayName: 'Days of Week',
		name: 'daysOfWeek',
		type: 'multiOptions',
		options: WEEKDAY_NAMES.map((name, value) => ({ name, value })),
		default: [0, 1, 2, 3, 4, 5, 6],
		description: 'Slots fall only on these weekdays (UTC)',
	},
	{
		displayName: 'Exclude Dates',
		name: 'excludeDates',
		type: 'string',
		default: '',
		placeholder: 'e.g. 2026-12-25, 2027-01-01',
		description: 'Calendar dates (YYYY-MM-DD, UTC) with no slots, separated by commas',
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'dateTime',
		default: '',
		description: 'No slot fires before this time; leave empty to start right away',
	},
	{
		displayName: 'Missed Slots',
		name: 'missedSlots',
		type: 'options',
		options: [
			{
				name: 'Catch Up',
				value: 'catchUp',
				description: `Emit every slot that passed while n8n was down or the workflow was inactive, oldest first (at most ${MAX_SLOTS_PER_POLL} per poll; the rest follow on the next polls)`,
			},
			{
				name: 'Skip',
				value: 'skip',
				description:
					'Emit only the newest slot that is due; older ones since the last poll are dropped',
			},
		],
		default: 'catchUp',
		description: 'What to do with slots whose time passed without a poll',
	},
	{
		displayName:
			'Changing Times, Days of Week, Exclude Dates or Start Date restarts the trigger from now: slots already past are not fired',
		name: 'scheduleChangeNotice',
		type: 'notice',
		default: '',
	},
];
