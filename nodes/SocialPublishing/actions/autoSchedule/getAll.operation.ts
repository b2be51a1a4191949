import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [];

const displayOptions = { show: { resource: ['autoSchedule'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const list = await client.autoSchedules.list({ profileKey });
	// The service keys schedules by title; one item per schedule, its title a field.
	return toItems(
		Object.entries(list.schedules ?? {}).map(([title, schedule]) => ({ title, ...schedule })),
		itemIndex,
	);
};
