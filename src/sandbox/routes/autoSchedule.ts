import { ValidationError, type ValidationIssue } from '../../engine/core/errors';
import {
	AUTO_SCHEDULE_TITLE_PATTERN,
	compileAutoSchedule,
	formatUtcTimestamp,
	parseScheduleTimes,
	toUtcTimestamp,
} from '../../engine/scheduling';
import { actingProfile } from '../auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, validationFailed } from '../errors';
import type { Reply, Route, SandboxRequest } from '../router';
import type { StoredAutoSchedule } from '../store/schedules';

const ACTION = 'autoSchedule';

export const autoScheduleRoutes: Route[] = [
	{ method: 'POST', pattern: '/api/set-auto-schedule', action: ACTION, handler: setSchedule },
	{ method: 'POST', pattern: '/api/auto-schedule/set', action: ACTION, handler: setSchedule },
	{ method: 'GET', pattern: '/api/auto-schedule/list', action: ACTION, handler: listSchedules },
	{
		method: 'DELETE',
		pattern: '/api/auto-schedule/delete',
		action: ACTION,
		handler: deleteSchedule,
	},
];

function readTitle(body: Record<string, unknown>, issues: ValidationIssue[]): string {
	const title = body.title ?? 'default';
	if (typeof title === 'string' && AUTO_SCHEDULE_TITLE_PATTERN.test(title)) return title;
	issues.push({
		field: 'title',
		value: title,
		message: 'must be letters and digits only, like "default" or "mornings"',
	});
	return '';
}

/** `POST /api/set-auto-schedule`: creates or replaces a named schedule; slots already given stay taken. */
function setSchedule(req: SandboxRequest, ctx: SandboxContext): Reply {
	const body = req.body ?? {};
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const issues: ValidationIssue[] = [];
	const title = readTitle(body, issues);
	const existing = title ? ctx.schedules.get(profile.id, title) : undefined;
	let times = existing?.times ?? [];
	if (body.schedule !== undefined) {
		const parsed = parseScheduleTimes(body.schedule as unknown[], 'schedule');
		issues.push(...parsed.issues);
		times = parsed.times;
	} else if (body.setStartDate === undefined || !existing) {
		issues.push({
			field: 'schedule',
			value: undefined,
			message:
				'is required (a list of daily UTC times like ["09:00Z", "17:30Z"]) unless setStartDate updates an existing schedule',
		});
	}
	let startDate = existing?.startDate ?? null;
	if (body.setStartDate !== undefined) {
		try {
			startDate = toUtcTimestamp(body.setStartDate, 'setStartDate');
		} catch (error) {
			if (!(error instanceof ValidationError)) throw error;
			issues.push(...error.issues);
		}
	}
	const daysOfWeek =
		body.daysOfWeek === undefined ? (existing?.daysOfWeek ?? null) : (body.daysOfWeek as number[]);
	const excludeDates =
		body.excludeDates === undefined
			? (existing?.excludeDates ?? null)
			: (body.excludeDates as string[]);
	if (issues.length === 0) {
		try {
			compileAutoSchedule({
				title,
				times,
				daysOfWeek: daysOfWeek ?? undefined,
				excludeDates: excludeDates ?? undefined,
				startDate: startDate ?? undefined,
			});
		} catch (error) {
			if (!(error instanceof ValidationError)) throw error;
			issues.push(
				...error.issues.map((i) => (i.field === 'times' ? { ...i, field: 'schedule' } : i)),
			);
		}
	}
	if (issues.length > 0) throw validationFailed(ACTION, issues);
	ctx.schedules.save(profile.id, { title, times, daysOfWeek, excludeDates, startDate }, ctx.now());
	const message = `Auto-schedule "${title}" ${existing ? 'updated' : 'created'} with ${times.length} daily time(s): ${times.join(', ')}.`;
	return { status: 200, body: { status: 'success', message, title } };
}

function listEntry(schedule: StoredAutoSchedule): Record<string, unknown> {
	return {
		schedule: schedule.times,
		daysOfWeek: schedule.daysOfWeek ?? [0, 1, 2, 3, 4, 5, 6],
		excludeDates: schedule.excludeDates ?? [],
		startDate: schedule.startDate ?? undefined,
		lastScheduleDate:
			schedule.lastAssigned === null ? null : formatUtcTimestamp(schedule.lastAssigned),
	};
}

/** `GET /api/auto-schedule/list`: `{status, schedules: {<title>: {...}}}`. */
function listSchedules(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const schedules: Record<string, unknown> = {};
	for (const schedule of ctx.schedules.list(profile.id))
		schedules[schedule.title] = listEntry(schedule);
	return { status: 200, body: { status: 'success', schedules } };
}

/** `DELETE /api/auto-schedule/delete {title}`. Posts already given a slot keep it. */
function deleteSchedule(req: SandboxRequest, ctx: SandboxContext): Reply {
	const body = req.body ?? {};
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const issues: ValidationIssue[] = [];
	const title = readTitle(body, issues);
	if (issues.length > 0) throw validationFailed(ACTION, issues);
	if (!ctx.schedules.remove(profile.id, title)) {
		throw new SandboxError(
			404,
			ErrorCode.notFound,
			ACTION,
			`No auto-schedule titled "${title}" in profile "${profile.title}".`,
		);
	}
	return {
		status: 200,
		body: { status: 'success', message: `Auto-schedule "${title}" deleted.`, title },
	};
}
