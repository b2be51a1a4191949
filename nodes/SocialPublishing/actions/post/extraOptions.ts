import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	AUTO_REPOST_MAX_REPEAT,
	AUTO_REPOST_MIN_DAYS,
	toUtcTimestamp,
} from '../../../../src/engine';
import { inWorkflowZone } from './shared';

/** Post › Publish options for the post fields of 2026 (spread into its Options). */
export const postExtraOptions: INodeProperties[] = [
	{
		displayName: 'Auto Repost Times',
		name: 'autoRepostRepeat',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: AUTO_REPOST_MAX_REPEAT },
		default: 0,
		description: `How many times the service posts this again after the first time (1-${AUTO_REPOST_MAX_REPEAT}; 0 for none). Each repost is a scheduled post of its own. Ignored when Schedule Date is set: use Auto Repost Start Date instead.`,
	},
	{
		displayName: 'Auto Repost Every (Days)',
		name: 'autoRepostDays',
		type: 'number',
		typeOptions: { minValue: AUTO_REPOST_MIN_DAYS },
		default: 7,
		displayOptions: { hide: { autoRepostRepeat: [0] } },
		description: `Days between the first post and each repost (at least ${AUTO_REPOST_MIN_DAYS})`,
	},
	{
		displayName: 'Auto Repost Start Date',
		name: 'autoRepostStartDate',
		type: 'dateTime',
		default: '',
		displayOptions: { hide: { autoRepostRepeat: [0] } },
		description: 'When the first of the series goes out (converted to UTC); empty sends it now',
	},
	{
		displayName: 'Random Image',
		name: 'randomMediaUrl',
		type: 'boolean',
		default: false,
		description:
			'Whether the service adds a random image to the post. For testing; the image is chosen when the post is sent.',
	},
	{
		displayName: 'Random Text',
		name: 'randomPost',
		type: 'boolean',
		default: false,
		description:
			'Whether the service writes a random text for the post instead of Text. For testing; Text may then be empty.',
	},
	{
		displayName: 'Unsplash Image',
		name: 'unsplash',
		type: 'string',
		default: '',
		placeholder: 'e.g. random, coffee, or an Unsplash image ID',
		description:
			'Adds an Unsplash image to the post: "random", a search term, or the ID of an Unsplash image',
	},
	{
		displayName: 'Validate When Scheduled',
		name: 'validateScheduled',
		type: 'boolean',
		default: true,
		description:
			'Whether the service checks a scheduled post (media, lengths, required fields) when it is created. Off: it is taken as is and fails when due if a network refuses it.',
	},
];

/** The request fields these options make (none when left at their defaults). */
export function postExtraRequestFields(options: IDataObject, timezone: string): IDataObject {
	const fields: IDataObject = {};
	const repeat = Number(options.autoRepostRepeat ?? 0);
	if (repeat > 0) {
		const autoRepost: IDataObject = { repeat, days: Number(options.autoRepostDays ?? 7) };
		const start = options.autoRepostStartDate;
		if (start !== undefined && start !== '')
			autoRepost.startDate = utcOrAsGiven(inWorkflowZone(start, timezone));
		fields.autoRepost = autoRepost;
	}
	if (options.randomPost === true) fields.randomPost = true;
	if (options.randomMediaUrl === true) fields.randomMediaUrl = true;
	if (typeof options.unsplash === 'string' && options.unsplash.trim() !== '')
		fields.unsplash = options.unsplash.trim();
	if (options.validateScheduled === false) fields.validateScheduled = false;
	return fields;
}

/** The service's UTC form of a date; a value that is no date is kept for validation to name. */
function utcOrAsGiven(value: unknown): string {
	try {
		return toUtcTimestamp(value);
	} catch {
		return String(value);
	}
}
