import { z } from 'zod';
import { parseOrThrow } from '../core/zodIssues';
import { AUTO_SCHEDULE_TITLE_PATTERN, parseScheduleTimes, parseUtcTimestamp } from '../scheduling';
import type { ClientCore, RequestOptions } from './shared';
import { UtcDateTimeInputSchema } from './links';

/** The set path of the reference service; the client's default. */
export const AUTO_SCHEDULE_SET_PATH = '/auto-schedule/set';
/** The set path the interface names (4.8); the service answers both the same way. */
export const AUTO_SCHEDULE_SET_INTERFACE_PATH = '/set-auto-schedule';
export const AUTO_SCHEDULE_LIST_PATH = '/auto-schedule/list';
export const AUTO_SCHEDULE_DELETE_PATH = '/auto-schedule/delete';
export type AutoScheduleSetPath =
	| typeof AUTO_SCHEDULE_SET_PATH
	| typeof AUTO_SCHEDULE_SET_INTERFACE_PATH;

import { DEFAULT_AUTO_SCHEDULE_TITLE } from '../scheduling/autoSchedule';

export { DEFAULT_AUTO_SCHEDULE_TITLE };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const AutoScheduleTitleSchema = z
	.string({ invalid_type_error: 'must be a schedule title of letters and digits, like "default"' })
	.regex(
		AUTO_SCHEDULE_TITLE_PATTERN,
		'must be letters and digits only, like "default" or "mornings"',
	);

/** `HH:MMZ` daily times, checked by the scheduling module; sent upper-cased, unique, sorted. */
const ScheduleTimesSchema = z
	.array(z.unknown(), { invalid_type_error: 'must be a list of daily UTC times like ["09:00Z"]' })
	.transform((times, ctx) => {
		const parsed = parseScheduleTimes(times);
		parsed.issues.forEach((issue) => {
			const index = Number(/\[(\d+)\]$/.exec(issue.field)?.[1]);
			ctx.addIssue({ code: 'custom', path: [index], message: issue.message });
		});
		if (parsed.issues.length === 0 && parsed.times.length === 0) {
			const message = 'must list at least one daily UTC time like "09:00Z", or be left out';
			ctx.addIssue({ code: 'custom', message });
		}
		return parsed.times;
	});

const WeekdaySchema = z
	.number({ invalid_type_error: 'must be a weekday number from 0 (Sunday) to 6 (Saturday)' })
	.int('must be a weekday number from 0 (Sunday) to 6 (Saturday)')
	.min(0, 'must be a weekday number from 0 (Sunday) to 6 (Saturday)')
	.max(6, 'must be a weekday number from 0 (Sunday) to 6 (Saturday)');

const ExcludeDateSchema = z
	.string({ invalid_type_error: 'must be a calendar date YYYY-MM-DD, like 2026-12-25' })
	.refine(
		(date) => CALENDAR_DATE.test(date) && parseUtcTimestamp(`${date}T00:00:00Z`) !== undefined,
		'must be a real calendar date YYYY-MM-DD, like 2026-12-25',
	);

/** Creates or replaces a named schedule (interface 4.8, reference "Auto-schedules"). */
export const AutoScheduleSetSchema = z
	.object({
		schedule: ScheduleTimesSchema.optional(),
		title: AutoScheduleTitleSchema.optional(),
		daysOfWeek: z
			.array(WeekdaySchema)
			.min(1, 'must allow at least one weekday (0 = Sunday ... 6 = Saturday), or be left out')
			.optional(),
		excludeDates: z.array(ExcludeDateSchema).optional(),
		/** New posts go out from this date on; sent as `YYYY-MM-DDThh:mm:ssZ`. */
		setStartDate: UtcDateTimeInputSchema.optional(),
	})
	.passthrough()
	.superRefine((request, ctx) => {
		if (request.schedule === undefined && request.setStartDate === undefined) {
			const message =
				'is required (daily UTC times like ["09:00Z", "17:30Z"]) unless setStartDate is sent';
			ctx.addIssue({ code: 'custom', path: ['schedule'], message });
		}
	});
export type AutoScheduleSetInput = z.input<typeof AutoScheduleSetSchema>;
export type AutoScheduleSetRequest = z.output<typeof AutoScheduleSetSchema>;

export const AutoScheduleDeleteSchema = z
	.object({ title: AutoScheduleTitleSchema.default(DEFAULT_AUTO_SCHEDULE_TITLE) })
	.passthrough();
export type AutoScheduleDeleteRequest = z.infer<typeof AutoScheduleDeleteSchema>;

export interface AutoScheduleSetResult {
	status: string;
	message?: string;
	title: string;
	[key: string]: unknown;
}

/** One named schedule as the list shows it. */
export interface AutoScheduleListEntry {
	schedule: string[];
	daysOfWeek: number[];
	excludeDates?: string[];
	startDate?: string;
	/** The last slot handed to a post; the next one comes strictly after it. */
	lastScheduleDate: string | null;
	[key: string]: unknown;
}

export interface AutoScheduleList {
	status: string;
	/** Keyed by schedule title. */
	schedules: Record<string, AutoScheduleListEntry>;
	[key: string]: unknown;
}

export interface AutoScheduleDeleteResult {
	status: string;
	title?: string;
	message?: string;
	[key: string]: unknown;
}

export class AutoSchedules {
	constructor(private readonly client: ClientCore) {}

	/** Creates or replaces a named schedule; posts already given a slot keep it. */
	async set(
		params: AutoScheduleSetInput,
		options: RequestOptions & { path?: AutoScheduleSetPath } = {},
	): Promise<AutoScheduleSetResult> {
		const body = parseOrThrow(AutoScheduleSetSchema, params, 'Invalid auto-schedule');
		return this.client.sender.send<AutoScheduleSetResult>({
			method: 'POST',
			path: options.path ?? AUTO_SCHEDULE_SET_PATH,
			body,
			profileKey: options.profileKey,
			// Setting a schedule to the same times twice leaves the same schedule.
			idempotent: true,
		});
	}

	/** Every named schedule of the profile (`GET /auto-schedule/list`). */
	async list(options: RequestOptions = {}): Promise<AutoScheduleList> {
		return this.client.sender.send<AutoScheduleList>({
			method: 'GET',
			path: AUTO_SCHEDULE_LIST_PATH,
			profileKey: options.profileKey,
		});
	}

	/** Removes a named schedule (`DELETE /auto-schedule/delete`); posts already scheduled stay. */
	async delete(
		title: string = DEFAULT_AUTO_SCHEDULE_TITLE,
		options: RequestOptions = {},
	): Promise<AutoScheduleDeleteResult> {
		const body = parseOrThrow(AutoScheduleDeleteSchema, { title }, 'Invalid auto-schedule title');
		return this.client.sender.send<AutoScheduleDeleteResult>({
			method: 'DELETE',
			path: AUTO_SCHEDULE_DELETE_PATH,
			body,
			profileKey: options.profileKey,
		});
	}
}
