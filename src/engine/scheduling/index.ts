export {
	AUTO_SCHEDULE_TITLE_PATTERN,
	compileAutoSchedule,
	nextFreeSlot,
	parseScheduleTimes,
	slotsBetween,
} from './autoSchedule';
export type { AutoSchedule, CompiledAutoSchedule } from './autoSchedule';
export {
	formatUtcTimestamp,
	isUtcTimestamp,
	parseUtcTimestamp,
	toUtcTimestamp,
	UTC_TIMESTAMP_EXAMPLE,
} from './dates';
export { zonelessDateTimeToEpochMs } from './zones';
