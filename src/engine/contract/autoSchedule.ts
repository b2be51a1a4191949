import { z } from 'zod';
import { AUTO_SCHEDULE_TITLE_PATTERN, parseScheduleTimes, parseUtcTimestamp } from '../scheduling';
import { DEFAULT_AUTO_SCHEDULE_TITLE } from '../scheduling/autoSchedule';
import { UtcDateTimeInputSchema } from '../resources/links';
import { DOCS, endpoint } from './endpoint';

/**
 * The auto-schedule endpoints (docs: apis/auto-schedule/*): named lists of daily UTC times a post
 * with `autoSchedule` takes its slot from. The engine's `AutoSchedules` resource and the sandbox's
 * routes both read these.
 */

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

/**
 * Creates or replaces a named schedule (docs: apis/auto-schedule/set-schedule). Its fields are in
 * the order a caller reads the request, which schedule first, then its rules: the problems are listed so.
 */
export const AutoScheduleSetSchema = z
	.object({
		title: AutoScheduleTitleSchema.optional(),
		schedule: ScheduleTimesSchema.optional(),
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

const AUTO_SCHEDULE = `${DOCS}/apis/auto-schedule`;

/** `POST /auto-schedule/set`: creates or replaces a named schedule. */
export const autoScheduleSetEndpoint = endpoint({
	method: 'POST',
	path: '/auto-schedule/set',
	// The path the service's older docs and SDKs call.
	aliases: ['/set-auto-schedule'],
	doc: `${AUTO_SCHEDULE}/set-schedule`,
	summary: 'Creates or replaces a named auto-schedule of daily UTC times.',
	body: AutoScheduleSetSchema,
	response: z.object({ status: z.string(), message: z.string(), title: z.string() }).passthrough(),
	errors: [101, 102, 103],
});

/** `GET /auto-schedule/list`: every named schedule of the profile. */
export const autoScheduleListEndpoint = endpoint({
	method: 'GET',
	path: '/auto-schedule/list',
	doc: `${AUTO_SCHEDULE}/list-auto-schedule`,
	summary: "Lists the profile's auto-schedules by title.",
	response: z.object({ status: z.string(), schedules: z.record(z.unknown()) }).passthrough(),
	errors: [102, 103],
});

/** `DELETE /auto-schedule/delete {title}`: removes a named schedule. */
export const autoScheduleDeleteEndpoint = endpoint({
	method: 'DELETE',
	path: '/auto-schedule/delete',
	doc: `${AUTO_SCHEDULE}/delete-auto-schedule`,
	summary: 'Deletes a named auto-schedule; posts already given a slot keep it.',
	body: AutoScheduleDeleteSchema,
	response: z.object({ status: z.string(), title: z.string() }).passthrough(),
	errors: [101, 102, 103, 105],
});
