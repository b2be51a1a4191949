import type { IDataObject } from 'n8n-workflow';

import type { CompiledAutoSchedule } from '../../../../src/engine/scheduling';
import { formatUtcTimestamp, nextFreeSlot, slotsBetween } from '../../../../src/engine/scheduling';
import type { SlotSchedule, SlotScheduleDefinition } from './schedule';

/** Catch Up emits at most this many slots per poll; the rest follow, oldest first, on the next polls. */
export const MAX_SLOTS_PER_POLL = 100;

export type MissedSlots = 'catchUp' | 'skip';

const DAY_MS = 86_400_000;
// At most one day's slots: times are whole minutes, so 1,440 of them.
const SLOTS_PER_DAY = 1440;

/** The newest slot in (fromExclusive, toInclusive], walking back a day at a time. */
export function latestSlotBetween(
	compiled: CompiledAutoSchedule,
	fromExclusive: number,
	toInclusive: number,
): number | undefined {
	// An allowed weekday recurs every 7 days; each excluded date can push it one week further.
	const maxDays = 7 * (compiled.excludedDays.size + 2);
	const lastDay = Math.floor(toInclusive / DAY_MS);
	for (let day = lastDay; day > lastDay - maxDays; day--) {
		const dayStart = day * DAY_MS;
		if (dayStart + DAY_MS - 1 <= fromExclusive || dayStart + DAY_MS - 1 < compiled.startMs) break;
		const from = Math.max(fromExclusive, dayStart - 1);
		const to = Math.min(toInclusive, dayStart + DAY_MS - 1);
		const slots = slotsBetween(compiled, from, to, SLOTS_PER_DAY);
		if (slots.length > 0) return slots[slots.length - 1];
	}
	return undefined;
}

/** The slots a poll fires: every due one (Catch Up, capped) or the newest due one (Skip). */
export function dueSlots(
	compiled: CompiledAutoSchedule,
	cursorMs: number,
	nowMs: number,
	missed: MissedSlots,
): number[] {
	if (missed === 'skip') {
		const latest = latestSlotBetween(compiled, cursorMs, nowMs);
		return latest === undefined ? [] : [latest];
	}
	return slotsBetween(compiled, cursorMs, nowMs, MAX_SLOTS_PER_POLL);
}

export interface SlotItem extends IDataObject {
	slot: string;
	slotEpochMs: number;
	title: string;
	schedule: SlotScheduleDefinition;
	late: boolean;
	/** The slot after this one. */
	nextSlot: string;
	preview?: boolean;
}

/** One output item per slot. */
export function slotItem(
	schedule: SlotSchedule,
	slotMs: number,
	extra: { late: boolean; preview?: boolean },
): SlotItem {
	const item: SlotItem = {
		slot: formatUtcTimestamp(slotMs),
		slotEpochMs: slotMs,
		title: schedule.title,
		schedule: schedule.definition,
		late: extra.late,
		nextSlot: formatUtcTimestamp(nextFreeSlot(schedule.compiled, { now: slotMs })),
	};
	if (extra.preview) item.preview = true;
	return item;
}
