import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as shorten from './shorten.operation';
import * as update from './update.operation';

export { create, get, getAll, shorten, update };

/** The resource's name in the Resource picker. */
export const displayName = 'Link';

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['link'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create a short link for an https URL, with UTM parameters and click tracking',
				action: 'Create a tracked short link',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get a tracked short link with its clicks',
				action: 'Get a short link',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'Get tracked short links with their clicks',
				action: 'Get many short links',
			},
			{
				name: 'Shorten',
				value: 'shorten',
				description: 'Shorten any http or https link',
				action: 'Shorten a link',
			},
			{
				name: 'Update',
				value: 'update',
				description: 'Point a short link at a new https URL; its short URL stays',
				action: 'Update a short link',
			},
		],
		default: 'shorten',
	},
	...shorten.description,
	...create.description,
	...get.description,
	...getAll.description,
	...update.description,
];
