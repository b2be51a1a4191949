import { parseOrThrow } from '../core/zodIssues';
import {
	AutoScheduleDeleteSchema,
	AutoScheduleSetSchema,
	DEFAULT_AUTO_SCHEDULE_TITLE,
	type AutoScheduleSetInput,
} from '../contract/autoSchedule';
import type { ClientCore, RequestOptions } from './shared';

// The requests are the contracts' (src/engine/contract/autoSchedule.ts).
export * from '../contract/autoSchedule';

/** The set path of the reference service; the client's default. */
export const AUTO_SCHEDULE_SET_PATH = '/auto-schedule/set';
/** The older set path (docs: apis/auto-schedule/set-schedule); the service answers both the same way. */
export const AUTO_SCHEDULE_SET_INTERFACE_PATH = '/set-auto-schedule';
export const AUTO_SCHEDULE_LIST_PATH = '/auto-schedule/list';
export const AUTO_SCHEDULE_DELETE_PATH = '/auto-schedule/delete';
export type AutoScheduleSetPath =
	| typeof AUTO_SCHEDULE_SET_PATH
	| typeof AUTO_SCHEDULE_SET_INTERFACE_PATH;

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
