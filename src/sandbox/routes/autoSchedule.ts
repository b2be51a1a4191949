import { ValidationError } from '../../engine/core/errors';
import {
	autoScheduleDeleteEndpoint,
	autoScheduleListEndpoint,
	autoScheduleSetEndpoint,
} from '../../engine/contract/autoSchedule';
import {
	DEFAULT_AUTO_SCHEDULE_TITLE,
	type AutoScheduleSetRequest,
} from '../../engine/resources/autoSchedules';
import { compileAutoSchedule, formatUtcTimestamp } from '../../engine/scheduling';
import { actingProfile, requirePlan } from '../http/auth';
import { PREMIUM_PLANS } from '../limits/plans';
import type { SandboxContext } from '../context';
import { ErrorCode, SandboxError, validationFailed } from '../errors';
import {
	contractRoute,
	type ContractRequest,
	type Reply,
	type Route,
	type SandboxRequest,
} from '../router';
import type { StoredAutoSchedule } from '../store/schedules';

const ACTION = 'autoSchedule';

/**
 * Auto-schedules are for Premium, Business or Enterprise ("Premium or Business Plan required":
 * https://www.ayrshare.com/docs/apis/auto-schedule/set-schedule), checked before the fields.
 */
function requireSchedulePlan(req: SandboxRequest): void {
	requirePlan(req.account, PREMIUM_PLANS, ACTION, 'Auto-schedules');
}

/**
 * Auto-schedules (docs: apis/auto-schedule/*), each declared by its contract
 * (`src/engine/contract/autoSchedule.ts`), which parses the request before the handler runs; the
 * plan is the routes' `before`.
 */
const options = { action: ACTION, before: requireSchedulePlan };
export const autoScheduleRoutes: Route[] = [
	...contractRoute(autoScheduleSetEndpoint, { ...options, handler: setSchedule }),
	...contractRoute(autoScheduleListEndpoint, { ...options, handler: listSchedules }),
	...contractRoute(autoScheduleDeleteEndpoint, { ...options, handler: deleteSchedule }),
];

/**
 * `POST /api/auto-schedule/set` (and `/api/set-auto-schedule`): creates or replaces a named
 * schedule. Fields left out keep their stored values; slots already given stay taken.
 */
function setSchedule(
	req: ContractRequest<typeof autoScheduleSetEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	// Typed as the set schema's output, which the compiler does not carry through ContractInput here.
	const request: AutoScheduleSetRequest = req.input.body as AutoScheduleSetRequest;
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
function listSchedules(
	req: ContractRequest<typeof autoScheduleListEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { query: true });
	const schedules: Record<string, unknown> = {};
	for (const schedule of ctx.schedules.list(profile.id))
		schedules[schedule.title] = listEntry(schedule);
	return { status: 200, body: { status: 'success', schedules } };
}

/** `DELETE /api/auto-schedule/delete {title}`. Posts already given a slot keep it. */
function deleteSchedule(
	req: ContractRequest<typeof autoScheduleDeleteEndpoint>,
	ctx: SandboxContext,
): Reply {
	const profile = actingProfile(ctx, req, ACTION, { body: true });
	const { title } = req.input.body;
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
