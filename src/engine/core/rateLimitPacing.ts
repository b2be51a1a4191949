/** How long the rate-limit gate (./rateLimit) waits before a profile's next request, from its log. */
import {
	PACING_MARGIN_MS,
	WINDOW_SLACK_MS,
	overdueSince,
	type ProfileWindow,
} from './rateLimitWindow';

/** 0: go now (a probe if `probe`); -1: only answers in flight can free a slot; else the wait, ms. */
export interface PacedWait {
	wait: number;
	frees: number;
	probe: boolean;
}

/**
 * With the window's length known: 0 when a request may go now; the wait until the slot it needs
 * frees (or until something may change that: an answer turns overdue, a probe may go); -1 when
 * only answers in flight can free one.
 */
export function pacedWait(
	window: ProfileWindow,
	max: number,
	windowMs: number,
	windowLowMs: number,
	now: number,
): PacedWait {
	let expired = 0;
	while (expired < window.counted.length && window.counted[expired].answered + windowMs <= now)
		expired++;
	if (expired > 0) window.counted.splice(0, expired);
	// Each counted request has surely left once the window passed after its answer, whatever
	// order they arrived in (requests slow on their way leave late; they hold no one else).
	const leaving = window.counted
		.map((entry) => entry.answered + windowMs)
		.filter((at) => at > now)
		.sort((x, y) => x - y);
	// An answer long overdue (held on its way back) is taken as counted when it was due, as its
	// late answer would be: it must not hold a slot past the window it most likely counts in.
	let inFlight = window.inFlight;
	const guessed: number[] = [];
	// An answer turning overdue may free the way for a probe: the wait ends then at the latest.
	let nextDue = Infinity;
	for (const sentAt of window.outstanding.values()) {
		const due = overdueSince(window, sentAt);
		if (due > now) {
			nextDue = Math.min(nextDue, due);
			continue;
		}
		inFlight--;
		if (due + windowMs > now) guessed.push(due + windowMs);
	}
	const all = [...leaving, ...guessed].sort((x, y) => x - y);
	const over = all.length + inFlight - max;
	if (over < 0) return { wait: 0, frees: now, probe: false };
	// Full only by answers overdue, which may have been refused (then they hold no slot): one
	// request at a time asks; an accepted one's count tells the rest, a 429 its Retry-After.
	const probeOut = window.probing && !probeOverdue(window, now);
	const overSure = leaving.length + inFlight - max;
	if (guessed.length > 0 && overSure < 0 && !probeOut) return { wait: 0, frees: now, probe: true };
	const mayAsk =
		guessed.length > 0 && overSure >= 0 && overSure < leaving.length
			? leaving[overSure] + PACING_MARGIN_MS
			: Infinity;
	if (over >= all.length) return { wait: -1, frees: now, probe: false };
	const frees = all[over] + PACING_MARGIN_MS;
	const wake = Math.min(frees, nextDue, mayAsk);
	if (windowLowMs > 0 && windowMs - windowLowMs > WINDOW_SLACK_MS && !probeOut) {
		// The length is uncertain: one request tries when the slot frees by the lower bound.
		const mayFree = all[over] - windowMs + windowLowMs + PACING_MARGIN_MS;
		if (mayFree <= now) return { wait: 0, frees: now, probe: true };
		return { wait: Math.max(1, Math.min(wake, mayFree) - now), frees, probe: false };
	}
	return { wait: Math.max(1, wake - now), frees, probe: false };
}

/**
 * When the oldest unanswered request counts as stalled (while a probe is out: when the probe does):
 * after three times the longest round trip among the latest answers (at least OVERDUE_MIN_MS).
 * Undefined while no answer came yet.
 */
export function stalledAt(window: ProfileWindow): number | undefined {
	if (!window.heard || window.outstanding.size === 0) return undefined;
	// A probe held on its way back must not hold the window either: another one goes.
	const probeSentAt = window.probing ? window.outstanding.get(window.probeSeq) : undefined;
	if (window.probing && probeSentAt === undefined) return undefined;
	return overdueSince(window, probeSentAt ?? Math.min(...window.outstanding.values()));
}

/** The latest probe's answer is overdue (held on its way back): it must not stop the next probe. */
export function probeOverdue(window: ProfileWindow, now: number): boolean {
	const sentAt = window.outstanding.get(window.probeSeq);
	return sentAt !== undefined && overdueSince(window, sentAt) <= now;
}
