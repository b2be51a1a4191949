import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { HISTORY_MAX_RECORDS, POST_STATUSES, type HistoryListQuery } from '../../../../src/engine';
import { filtersProperty, networkOptions } from '../common.descriptions';
import { returnAllOrLimitAtMost } from '../limit';
import type { OperationExecute } from '../node.type';
import { toItems } from '../items';

const properties: INodeProperties[] = [
	...returnAllOrLimitAtMost(HISTORY_MAX_RECORDS),
	filtersProperty({
		options: [
			{
				displayName: 'Auto Repost ID',
				name: 'autoRepostId',
				type: 'string',
				default: '',
				placeholder: 'e.g. ar_RkQ8uXg2jT7bNd1Wq0Ya',
				description:
					'Only the posts of this auto-repost series (Publish answers its ID); "all" for every series',
			},
			{
				displayName: 'End Date',
				name: 'endDate',
				type: 'dateTime',
				default: '',
				description:
					'Only posts published up to this date (UTC); with Start Date too, Last Days is ignored',
			},
			{
				displayName: 'Last Days',
				name: 'lastDays',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 30,
				description: 'How many days back to look; 0 means all time',
			},
			{
				displayName: 'Networks',
				name: 'platforms',
				type: 'multiOptions',
				options: networkOptions,
				default: [],
				description: 'Only posts sent to any of these networks',
			},
			{
				displayName: 'Start Date',
				name: 'startDate',
				type: 'dateTime',
				default: '',
				description:
					'Only posts published from this date on (UTC); with End Date too, Last Days is ignored',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: POST_STATUSES.map((value) => ({
					name: value.replace(/^\w/, (c) => c.toUpperCase()),
					value,
				})),
				default: 'success',
				description: 'Only posts in this status ("Deleted" lists deleted posts)',
			},
			{
				displayName: 'Type',
				name: 'type',
				type: 'options',
				options: [
					{ name: 'Immediate', value: 'immediate' },
					{ name: 'Scheduled', value: 'scheduled' },
				],
				default: 'immediate',
				description: 'Only posts sent at once, or only scheduled ones',
			},
		],
	}),
];

const displayOptions = { show: { resource: ['history'], operation: ['getAll'] } };

export const description = updateDisplayOptions(displayOptions, properties);

export const execute: OperationExecute = async function (itemIndex, { client, profileKey }) {
	const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	// The service has no cursor: "all" is its largest page.
	const limit = returnAll
		? HISTORY_MAX_RECORDS
		: (this.getNodeParameter('limit', itemIndex, 50) as number);
	const query: HistoryListQuery = { limit };
	if (filters.lastDays !== undefined) query.lastDays = filters.lastDays as number;
	if (filters.status) query.status = filters.status as HistoryListQuery['status'];
	if (filters.type) query.type = filters.type as HistoryListQuery['type'];
	for (const key of ['startDate', 'endDate', 'autoRepostId'] as const) {
		const value = typeof filters[key] === 'string' ? (filters[key] as string).trim() : '';
		if (value !== '') query[key] = value;
	}
	const networks = filters.platforms as HistoryListQuery['platforms'];
	if (networks?.length) query.platforms = networks;
	const list = await client.history.list(query, { profileKey });
	return toItems(list.history ?? [], itemIndex);
};
