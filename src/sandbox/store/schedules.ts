import type { SqlStatement as Statement } from '../sqlite';
import type { SandboxDatabase } from '../db';

/** A named auto-schedule of one profile (https://www.ayrshare.com/docs/apis/auto-schedule/set-auto-schedule). */
export interface StoredAutoSchedule {
	title: string;
	/** Daily UTC times, `HH:MMZ`, sorted, no duplicates. */
	times: string[];
	daysOfWeek: number[] | null;
	excludeDates: string[] | null;
	/** `YYYY-MM-DDThh:mm:ssZ`: no slot before it. */
	startDate: string | null;
	/** The last slot given to a post (epoch ms): the next post goes strictly after it. */
	lastAssigned: number | null;
}

interface ScheduleRow {
	title: string;
	times: string;
	days_of_week: string | null;
	exclude_dates: string | null;
	start_date: string | null;
	last_assigned: number | null;
}

const parseList = <T>(text: string | null): T[] | null =>
	text === null ? null : (JSON.parse(text) as T[]);

const toSchedule = (r: ScheduleRow): StoredAutoSchedule => ({
	title: r.title,
	times: JSON.parse(r.times) as string[],
	daysOfWeek: parseList<number>(r.days_of_week),
	excludeDates: parseList<string>(r.exclude_dates),
	startDate: r.start_date,
	lastAssigned: r.last_assigned,
});

export class ScheduleStore {
	private readonly q: Record<string, Statement>;

	constructor(db: SandboxDatabase) {
		this.q = {
			get: db.prepare('SELECT * FROM auto_schedules WHERE profile_id = ? AND title = ?'),
			list: db.prepare('SELECT * FROM auto_schedules WHERE profile_id = ? ORDER BY title'),
			upsert: db.prepare(
				`INSERT INTO auto_schedules (profile_id, title, times, days_of_week, exclude_dates, start_date, created_at, updated_at)
				 VALUES (@profileId, @title, @times, @daysOfWeek, @excludeDates, @startDate, @now, @now)
				 ON CONFLICT (profile_id, title) DO UPDATE SET times = excluded.times, days_of_week = excluded.days_of_week,
				   exclude_dates = excluded.exclude_dates, start_date = excluded.start_date, updated_at = excluded.updated_at`,
			),
			assign: db.prepare(
				'UPDATE auto_schedules SET last_assigned = ? WHERE profile_id = ? AND title = ?',
			),
			remove: db.prepare('DELETE FROM auto_schedules WHERE profile_id = ? AND title = ?'),
		};
	}

	get(profileId: number, title: string): StoredAutoSchedule | undefined {
		const row = this.q.get.get(profileId, title) as ScheduleRow | undefined;
		return row && toSchedule(row);
	}

	list(profileId: number): StoredAutoSchedule[] {
		return (this.q.list.all(profileId) as ScheduleRow[]).map(toSchedule);
	}

	/** Creates or replaces a schedule's rules; the slots already handed out stay taken. */
	save(profileId: number, schedule: Omit<StoredAutoSchedule, 'lastAssigned'>, now: number): void {
		this.q.upsert.run({
			profileId,
			title: schedule.title,
			times: JSON.stringify(schedule.times),
			daysOfWeek: schedule.daysOfWeek && JSON.stringify(schedule.daysOfWeek),
			excludeDates: schedule.excludeDates && JSON.stringify(schedule.excludeDates),
			startDate: schedule.startDate,
			now,
		});
	}

	assign(profileId: number, title: string, slot: number): void {
		this.q.assign.run(slot, profileId, title);
	}

	remove(profileId: number, title: string): boolean {
		return this.q.remove.run(profileId, title).changes > 0;
	}
}
