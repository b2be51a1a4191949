import type { INodeProperties } from 'n8n-workflow';

import * as del from './delete.operation';
import * as getAll from './getAll.operation';
import * as set from './set.operation';

export { del as delete, getAll, set };

/** The resource's name in the Resource picker. */
export const displayName = 'Auto Schedule';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['autoSchedule'] } },
		options: [
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete a named auto-schedule; posts already given a slot keep it',
				action: 'Delete an auto schedule',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get every auto-schedule of the profile',
				action: 'Get many auto schedules',
			},
			{
				name: 'Set',
				value: 'set',
				description: 'Create or replace a named auto-schedule of daily posting times',
				action: 'Set an auto schedule',
			},
		],
		default: 'set',
	},
	...set.description,
	...getAll.description,
	...del.description,
];
