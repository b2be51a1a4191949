import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import {
	ValidationError,
	parseScheduleTimes,
	type AutoScheduleSetInput,
} from '../../../../src/engine';
import { toList } from '../parameterValues';
import type { OperationExecute } from '../node.type';
import { inWorkflowZone } from '../post/shared';
import { toItems } from '../items';
import { scheduleTitleProperty } from './shared';
import { additionalFieldsProperty, withAdditionalFields } from '../additionalFields';
import { optionsProperty } from '../common.descriptions';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const properties: INodeProperties[] = [
	scheduleTitleProperty('Name of the schedule to create or replace (letters and digits)'),
	{
		displayName: 'Times',
		name: 'times',
		type: 'string',
		default: '',
		placeholder: 'e.g. 09:00Z, 17:30Z',
		description:
			'Daily posting times in UTC as HH:MMZ, separated by commas; leave empty to keep the times of an existing schedule and change only its Start Date',
	},
	optionsProperty([
		{
			displayName: 'Days of Week',
			name: 'daysOfWeek',
			type: 'multiOptions',
			options: WEEKDAYS.map((name, value) => ({ name, value })),
			default: [],
			description: 'Post only on these weekdays; none chosen means every day',
		},
		{
			displayName: 'Exclude Dates',
			name: 'excludeDates',
			type: 'string',
			default: '',
			placeholder: 'e.g. 2026-12-25, 2027-01-01',
			description: 'Calendar dates (YYYY-MM-DD, UTC) with no posting, separated by commas',
		},
		{
			displayName: 'Start Date',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description: 'New posts get slots from this time on',
		},
	]),
];

const displayOptions = { show: { resource: ['autoSchedule'], operation: ['set'] } };

export const description = updateDisplayOptions(displayOptions, [
	...properties,
	additionalFieldsProperty,
]);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const title = this.getNodeParameter('title', itemIndex, '') as string;
	const times = toList(this.getNodeParameter('times', itemIndex, ''));
	const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const request: AutoScheduleSetInput = {};
	if (title.trim()) request.title = title.trim();
	if (times.length) {
		// Checked here so a bad time is named after this node's field, "Times[1]", not the wire's.
		const parsed = parseScheduleTimes(times, 'Times');
		if (parsed.issues.length) throw new ValidationError(parsed.issues, 'Invalid auto-schedule');
		request.schedule = parsed.times;
	}
	const days = options.daysOfWeek as number[] | undefined;
	if (days?.length) request.daysOfWeek = days.map(Number);
	const excludeDates = toList(options.excludeDates);
	if (excludeDates.length) request.excludeDates = excludeDates;
	if (options.startDate) {
		request.setStartDate = inWorkflowZone(options.startDate, this.getTimezone()) as string;
	}
	if (!request.schedule && !request.setStartDate) {
		throw new NodeOperationError(this.getNode(), 'Times is empty and no Start Date is set', {
			itemIndex,
			description:
				'Enter daily UTC times like "09:00Z, 17:30Z" in Times, or add Options › Start Date to move an existing schedule',
		});
	}
	return toItems(
		await client.autoSchedules.set(withAdditionalFields(this, itemIndex, request), { profileKey }),
		itemIndex,
	);
};
