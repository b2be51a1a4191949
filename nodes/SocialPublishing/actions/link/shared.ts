import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { LinkAnalyticsQuery } from '../../../../src/engine';
import { inWorkflowZone } from '../post/shared';
import { filtersProperty } from '../common.descriptions';

/** The link to shorten or track. */
export function urlProperty(description: string, placeholder: string): INodeProperties {
	return {
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		required: true,
		placeholder,
		description,
	};
}

const clickDateFilters: INodeProperties[] = [
	{
		displayName: 'Clicked After',
		name: 'fromClickDate',
		type: 'dateTime',
		default: '',
		description: 'Count only clicks from this time on',
	},
	{
		displayName: 'Clicked Before',
		name: 'toClickDate',
		type: 'dateTime',
		default: '',
		description: 'Count only clicks up to this time',
	},
];

const createdDateFilters: INodeProperties[] = [
	{
		displayName: 'Created After',
		name: 'fromCreatedDate',
		type: 'dateTime',
		default: '',
		description: 'Only links created from this time on',
	},
	{
		displayName: 'Created Before',
		name: 'toCreatedDate',
		type: 'dateTime',
		default: '',
		description: 'Only links created up to this time',
	},
];

/** The date filters of the link reads; a single link has no creation range. */
export function linkFiltersProperty(withCreatedDates: boolean): INodeProperties {
	return filtersProperty({
		options: withCreatedDates ? [...clickDateFilters, ...createdDateFilters] : clickDateFilters,
	});
}

/** The filled-in filters as the engine's query; zoneless picker dates are in the workflow's zone. */
export function toLinkQuery(filters: IDataObject, timeZone: string): LinkAnalyticsQuery {
	const query: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(filters)) {
		if (value === '' || value === undefined || value === null) continue;
		query[name] = inWorkflowZone(value, timeZone);
	}
	return query as LinkAnalyticsQuery;
}

/** The short link an operation acts on (Get, Update), by the id Create returns. */
export const linkIdProperty: INodeProperties = {
	displayName: 'Link ID',
	name: 'linkId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. aB3dE9',
	description: 'ID of the short link, as Create returns it',
};
