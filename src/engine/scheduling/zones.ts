const ZONELESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** How far `timeZone` is ahead of UTC at `instant`, in ms (Intl only; no date library). */
function zoneOffsetMs(instant: number, timeZone: string): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(instant));
	const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
	const wallClock = Date.UTC(
		part('year'),
		part('month') - 1,
		part('day'),
		part('hour'),
		part('minute'),
		part('second'),
	);
	return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * Epoch ms of a wall-clock date-time without a zone (what n8n's date picker stores), read in
 * `timeZone`; undefined when the value is not such a date-time or the zone is unknown.
 */
export function zonelessDateTimeToEpochMs(value: string, timeZone: string): number | undefined {
	const match = ZONELESS_DATE_TIME.exec(value.trim());
	if (!match) return undefined;
	const [, y, mo, d, h, mi, s] = match.map(Number);
	const wallClock = Date.UTC(y, mo - 1, d, h, mi, s || 0);
	const check = new Date(wallClock);
	if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) {
		return undefined;
	}
	try {
		// Two passes settle the offset on the right side of a DST change.
		const firstGuess = wallClock - zoneOffsetMs(wallClock, timeZone);
		return wallClock - zoneOffsetMs(firstGuess, timeZone);
	} catch {
		return undefined;
	}
}
