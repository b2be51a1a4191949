import { ValidationError, type ValidationIssue } from '../../engine/core/errors';
import { toValidationIssues } from '../../engine/core/zodIssues';
import {
	AutoScheduleDeleteSchema,
	AutoScheduleSetSchema,
	DEFAULT_AUTO_SCHEDULE_TITLE,
	type AutoScheduleSetRequest,
} from '../../engine/resources/autoSchedules';
import { compileAutoSchedule, formatUtcTimestamp } from '../../engine/scheduling';
import { actingProfile } from '../http/auth';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, validationFailed } from '../errors';
import type { Reply, Route, SandboxRequest } from '../router';
import type { StoredAutoSchedule } from '../store/schedules';
import { parseRequest, withoutProfileKey } from '../posts/echoIssues';

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

/** Problems are listed in the order a caller reads the request: which schedule first, then its rules. */
const FIELD_ORDER = ['title', 'schedule', 'daysOfWeek', 'excludeDates', 'setStartDate'];

function fieldRank(issue: ValidationIssue): number {
	const root = /^[^.[]*/.exec(issue.field)?.[0] ?? '';
	const rank = FIELD_ORDER.indexOf(root);
	return rank === -1 ? FIELD_ORDER.length : rank;
}

/** The body checked with the engine's AutoScheduleSetSchema. */
function readSetRequest(body: Record<string, unknown> | undefined): AutoScheduleSetRequest {
	const input = withoutProfileKey(body);
	const result = AutoScheduleSetSchema.safeParse(input);
	if (result.success) return result.data;
	const issues = toValidationIssues(result.error.issues, input);
	throw validationFailed(
		ACTION,
		issues
			.map((issue, index) => ({ issue, index }))
			.sort((a, b) => fieldRank(a.issue) - fieldRank(b.issue) || a.index - b.index)
			.map(({ issue }) => issue),
	);
}

/**
 * `POST /api/set-auto-schedule` (and `/api/auto-schedule/set`): creates or replaces a named
 * schedule. Fields left out keep their stored values; slots already given stay taken.
 */
function setSchedule(req: SandboxRequest, ctx: SandboxContext): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const request = readSetRequest(req.body);
	const title = request.title ?? DEFAULT_AUTO_SCHEDULE_TITLE;
	const existing = ctx.schedules.get(profile.id, title);
	if (request.schedule === undefined && !existing) {
		throw validationFailed(ACTION, [
			{
				field: 'schedule',
				value: undefined,
				message: `is required: auto-schedule "${title}" does not exist yet, so setStartDate alone cannot update it; send daily UTC times like ["09:00Z", "17:30Z"]`,
			},
		]);
	}
	const times = request.schedule ?? (existing as StoredAutoSchedule).times;
	const startDate = request.setStartDate ?? existing?.startDate ?? null;
	const daysOfWeek = request.daysOfWeek
		? [...new Set(request.daysOfWeek)].sort((a, b) => a - b)
		: (existing?.daysOfWeek ?? null);
	const excludeDates = request.excludeDates
		? [...new Set(request.excludeDates)].sort()
		: (existing?.excludeDates ?? null);
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
		throw validationFailed(
			ACTION,
			error.issues.map((i) => (i.field === 'times' ? { ...i, field: 'schedule' } : i)),
		);
	}
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
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const { title } = parseRequest(AutoScheduleDeleteSchema, withoutProfileKey(req.body), ACTION);
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
