/** What the rate-limit gate (./rateLimit) keeps per profile key, and the small pieces it is built from. */
/** Sent this long after a slot frees by the learned window: requests' own delays differ a little. */
export const PACING_MARGIN_MS = 50;

/** Retry-After in whole seconds: the wait it names is at most this much longer than the real one. */
export const RETRY_AFTER_GRAIN_MS = 1000;

/**
 * The window's length is known well enough once its bounds lie this close: pacing by the upper
 * bound then loses at most this per window, so no probe goes out earlier.
 */
export const WINDOW_SLACK_MS = 1500;

/** An unanswered request is not taken for stalled sooner than this. */
export const OVERDUE_MIN_MS = 2000;

/** One profile's window as this client has seen it. */
export interface ProfileWindow {
	max?: number;
	/** Requests counted in the window, as the answer to the latest-sent request said. */
	count?: number;
	/** Send number of the request whose answer set `count` (older answers arriving later are stale). */
	countSeq: number;
	/** Send numbers handed out so far. */
	sent: number;
	/**
	 * This client's requests the service counted (answered, not 429), by send time: sent before
	 * they arrived, answered after, so they bound the arrival the service counts from on both sides.
	 */
	counted: CountedRequest[];
	/** Requests sent and not answered yet. */
	inFlight: number;
	/** When each of them was sent, by send number. */
	outstanding: Map<number, number>;
	/** Whether any answer came yet: until one does, the window's size is unknown, so one goes at a time. */
	heard: boolean;
	/** Nothing is sent before this (a 429's Retry-After, or a reset the headers named). */
	heldUntil: number;
	/** How long the service last asked to wait, for the error when a hold is too long to wait out. */
	askedMs: number;
	/** The body of the 429 that set the hold: its code and message name the refusal. */
	refusal?: unknown;
	/** One request is out to learn when a full window frees (it meets the 429 and its Retry-After). */
	probing: boolean;
	/** Send number of the latest probe (an older one held on its way may still be out). */
	probeSeq: number;
	/** Resolved at the next answer, for callers waiting on one. */
	answered?: { promise: Promise<void>; resolve: () => void };
}

/** A place to send one request, handed out by `acquire`; give it back with `answered` or `abandoned`. */
export interface RateLimitTicket {
	key: string;
	seq: number;
	probe: boolean;
	sentAt: number;
	/** Time spent waiting for it. */
	waitedMs: number;
	/** Requests known in the window when it was sent (./rateLimitWindow knownInWindow). */
	knownAtSend: number;
}

/** Why a request was not sent: its profile's window is held longer than the caller may wait. */
export class RateLimitHold {
	constructor(
		/** From now until the window frees. */
		readonly waitMs: number,
		/** What the service asked for (its last Retry-After), or the hold itself. */
		readonly askedMs: number,
		/** The body of the 429 that set the hold. */
		readonly refusal: unknown,
		/** Held by this client's own pacing (a spent window of known length), not by a 429's wait. */
		readonly paced = false,
	) {}
}

export function newProfileWindow(): ProfileWindow {
	return {
		countSeq: 0,
		sent: 0,
		counted: [],
		inFlight: 0,
		outstanding: new Map(),
		heard: false,
		heldUntil: 0,
		askedMs: 0,
		probing: false,
		probeSeq: 0,
	};
}

/**
 * When a request sent at `sentAt` counts as stalled: after three times the longest round trip
 * among the latest answers (at least OVERDUE_MIN_MS).
 */
export function overdueSince(window: ProfileWindow, sentAt: number): number {
	let roundTrip = 0;
	for (const entry of window.counted.slice(-(window.max ?? 1)))
		if (!entry.late) roundTrip = Math.max(roundTrip, entry.answered - entry.sent);
	return sentAt + Math.max(OVERDUE_MIN_MS, 3 * roundTrip);
}

export interface CountedRequest {
	sent: number;
	answered: number;
	/**
	 * Its answer came back overdue and `answered` is when it was due: its round trip says nothing of
	 * the usual one (counted, each late answer would stretch the next one's due time threefold).
	 */
	late?: boolean;
	/**
	 * Another client's request (an answer's count named more than this client had sent): it
	 * arrived before that answer's request, so it leaves a window after that answer at the latest.
	 * `foundAt` is the send number handed out last when it was found.
	 */
	foreign?: { foundAt: number };
}

/**
 * Requests this client knows may be in the window now: counted ones that may not have left (by the
 * window's upper bound; all while it is unknown) and those in flight.
 */
export function knownInWindow(
	window: ProfileWindow,
	windowMs: number | undefined,
	now: number,
): number {
	const live =
		windowMs === undefined
			? window.counted.length
			: window.counted.filter((entry) => entry.answered + windowMs > now).length;
	return live + window.inFlight;
}

/**
 * An accepted answer counted `count` requests in the window, itself included. Beyond the ones this
 * client knew of when it was sent, those it sent after (they may have arrived first) and other
 * clients' requests found since, the rest are other clients' (the profile's other executions, the
 * editor, another app): each holds a slot until it surely left, so this client's pacing leaves room.
 */
export function recordForeign(
	window: ProfileWindow,
	ticket: RateLimitTicket,
	count: number,
	now: number,
): void {
	const sentAfter = window.sent - ticket.seq;
	const foundSince = window.counted.filter(
		(entry) => entry.foreign !== undefined && entry.foreign.foundAt >= ticket.seq,
	).length;
	const unexplained = count - 1 - ticket.knownAtSend - sentAfter - foundSince;
	for (let i = 0; i < unexplained; i++)
		insertBySendTime(window.counted, {
			sent: ticket.sentAt,
			answered: now,
			foreign: { foundAt: window.sent },
		});
}

/** Keeps the log in send order: answers arrive out of it. */
export function insertBySendTime(log: CountedRequest[], entry: CountedRequest): void {
	let at = log.length;
	while (at > 0 && log[at - 1].sent > entry.sent) at--;
	log.splice(at, 0, entry);
}

export function deferred(): { promise: Promise<void>; resolve: () => void } {
	let resolve!: () => void;
	const promise = new Promise<void>((r) => {
		resolve = r;
	});
	return { promise, resolve };
}
