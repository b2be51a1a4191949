import type { INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { DEFAULT_AUTO_SCHEDULE_TITLE } from '../../../../src/engine';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';
import { scheduleTitleProperty } from './shared';

const properties: INodeProperties[] = [
	{
		...scheduleTitleProperty('Name of the schedule to delete; posts it already scheduled stay'),
		displayName: 'Schedule Name or ID',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getAutoScheduleTitles',
			loadOptionsDependsOn: ['actAs', 'profile.value', 'profileKey'],
		},
		description:
			'Name of the schedule to delete; posts it already scheduled stay. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
];

const displayOptions = { show: { resource: ['autoSchedule'], operation: ['delete'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const title = (this.getNodeParameter('title', itemIndex, '') as string).trim();
	return toItems(
		await client.autoSchedules.delete(title || DEFAULT_AUTO_SCHEDULE_TITLE, { profileKey }),
		itemIndex,
	);
};
