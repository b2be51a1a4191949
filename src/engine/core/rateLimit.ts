import type { RateLimitReading } from './rateLimitHeaders';
import type { Clock, Sleep } from './transport';

/** Sent this long after a slot frees by the learned window: requests' own delays differ a little. */
const PACING_MARGIN_MS = 50;

/** One profile's window as this client has seen it. */
interface ProfileWindow {
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

/**
 * Paces one client's requests per profile key: once a profile's window is spent, its next requests
 * wait for the window to free instead of meeting 429s; other profiles go on. While the window's
 * length is unknown, one request goes out into a full window to learn when it frees (its 429
 * carries Retry-After); once known, each profile's log of counted requests paces it with no 429.
 * Needs no timers of its own: it sleeps with the caller's sleep.
 */
export class RateLimitGate {
	private readonly windows = new Map<string, ProfileWindow>();
	/**
	 * How long the service keeps a request in a window: an upper bound, from a 429 (its Retry-After
	 * ends no sooner than the oldest counted request leaves) and narrowed by accepted answers' counts.
	 */
	private windowMs?: number;

	constructor(
		private readonly now: Clock,
		private readonly sleep: Sleep,
	) {}

	private window(key: string): ProfileWindow {
		let window = this.windows.get(key);
		if (!window) {
			window = {
				countSeq: 0,
				sent: 0,
				counted: [],
				inFlight: 0,
				heard: false,
				heldUntil: 0,
				askedMs: 0,
				probing: false,
			};
			this.windows.set(key, window);
		}
		return window;
	}

	/**
	 * Waits until a request for `key` may go out, for at most `budgetMs`; resolves with a ticket, or
	 * with a RateLimitHold when the wait would pass the budget (nothing is reserved then).
	 */
	async acquire(key: string, budgetMs: number): Promise<RateLimitTicket | RateLimitHold> {
		const window = this.window(key);
		let waitedMs = 0;
		for (;;) {
			const now = this.now();
			if (window.heldUntil > now) {
				const wait = window.heldUntil - now;
				if (waitedMs + wait > budgetMs)
					return new RateLimitHold(wait, window.askedMs || wait, window.refusal);
				const hold = window.heldUntil;
				await this.sleep(wait);
				waitedMs += wait;
				// Slept it out: the window freed (unless a newer 429 moved the hold meanwhile).
				if (window.heldUntil === hold) this.release(window);
				continue;
			}
			const paced = this.paced(window, now);
			if (paced !== undefined) {
				if (paced.wait === 0) {
					window.inFlight++;
					return { key, seq: ++window.sent, probe: false, sentAt: now, waitedMs };
				}
				if (paced.wait > 0) {
					if (waitedMs + paced.wait > budgetMs)
						return new RateLimitHold(paced.wait, paced.wait, window.refusal, true);
					await this.sleep(paced.wait);
					waitedMs += paced.wait;
					// A clock that did not move (tests) must not spin: the slot waited for is free now.
					if (this.now() < paced.frees) window.counted.shift();
					continue;
				}
			}
			const full =
				paced !== undefined ||
				(window.max !== undefined &&
					window.count !== undefined &&
					window.count + window.inFlight >= window.max);
			if ((full || !window.heard) && (window.probing || window.inFlight > 0)) {
				// An answer in flight tells how full the window is, or when it frees.
				window.answered ??= deferred();
				const before = this.now();
				await window.answered.promise;
				waitedMs += Math.max(0, this.now() - before);
				continue;
			}
			if (full) window.probing = true;
			window.inFlight++;
			return { key, seq: ++window.sent, probe: full, sentAt: now, waitedMs };
		}
	}

	/**
	 * With the window's length known: 0 when a request may go now; the wait until the slot it needs
	 * frees; -1 when only answers in flight can free one. Undefined while the length is unknown.
	 */
	private paced(window: ProfileWindow, now: number): { wait: number; frees: number } | undefined {
		if (this.windowMs === undefined || window.max === undefined || !window.heard) return undefined;
		const windowMs = this.windowMs;
		let expired = 0;
		while (expired < window.counted.length && window.counted[expired].answered + windowMs <= now)
			expired++;
		if (expired > 0) window.counted.splice(0, expired);
		const over = window.counted.length + window.inFlight - window.max;
		if (over < 0) return { wait: 0, frees: now };
		if (over >= window.counted.length) return { wait: -1, frees: now };
		// The first over + 1 must all leave; answers may have come back out of send order.
		let leaves = 0;
		for (let i = 0; i <= over; i++) leaves = Math.max(leaves, window.counted[i].answered);
		const frees = leaves + windowMs + PACING_MARGIN_MS;
		return { wait: Math.max(1, frees - now), frees };
	}

	/**
	 * Records the answer to a ticket's request: its rate-limit headers; `refused` when a full window
	 * refused it (429), and `holdMs` then holds the profile's next requests (the Retry-After, or a
	 * backoff when the service named none). Any other answer was counted in the window.
	 */
	answered(
		ticket: RateLimitTicket,
		refused: boolean,
		reading: RateLimitReading,
		holdMs?: number,
		body?: unknown,
		retryAfterMs?: number,
	): void {
		const window = this.giveBack(ticket);
		window.heard = true;
		if (reading.max !== undefined) window.max = reading.max;
		const now = this.now();
		if (refused) {
			if (retryAfterMs !== undefined) this.learnWindow(window, now + retryAfterMs);
			if (holdMs !== undefined && holdMs > 0 && now + holdMs > window.heldUntil) {
				window.heldUntil = now + holdMs;
				window.askedMs = holdMs;
				window.refusal = body;
			}
			if (window.max !== undefined) window.count = window.max;
			window.countSeq = Math.max(window.countSeq, ticket.seq);
		} else {
			if (reading.count !== undefined) this.narrowWindow(window, ticket, reading.count, now);
			insertBySendTime(window.counted, { sent: ticket.sentAt, answered: now });
			if (window.max !== undefined && window.counted.length > 2 * window.max)
				window.counted.splice(0, window.counted.length - window.max);
		}
		if (!refused && reading.count !== undefined && ticket.seq > window.countSeq) {
			window.count = reading.count;
			window.countSeq = ticket.seq;
			if (reading.resetAt !== undefined && window.max !== undefined && reading.count >= window.max)
				window.heldUntil = Math.max(window.heldUntil, reading.resetAt);
		}
		this.wake(window);
	}

	/** A 429 told when the oldest counted request leaves: the window is at most that long after it. */
	private learnWindow(window: ProfileWindow, leavesAt: number): void {
		if (window.max === undefined || window.counted.length < window.max) return;
		const oldest = window.counted[window.counted.length - window.max].sent;
		const estimate = leavesAt - oldest;
		if (estimate > 0) this.windowMs = Math.min(this.windowMs ?? Infinity, estimate);
	}

	/**
	 * An accepted request's count says at most `count - 1` requests that arrived before it are still
	 * in the window. Of those answered before it was sent (surely arrived before it), the count-th
	 * latest has left: the window is no longer than from that one's send to this answer.
	 */
	private narrowWindow(
		window: ProfileWindow,
		ticket: RateLimitTicket,
		count: number,
		now: number,
	): void {
		let seen = 0;
		for (let i = window.counted.length - 1; i >= 0; i--) {
			const earlier = window.counted[i];
			if (earlier.answered >= ticket.sentAt) continue;
			if (++seen < count) continue;
			if (now > earlier.sent)
				this.windowMs = Math.min(this.windowMs ?? Infinity, now - earlier.sent);
			return;
		}
	}

	/** A ticket whose request got no answer (connection error): frees its place. */
	abandoned(ticket: RateLimitTicket): void {
		this.wake(this.giveBack(ticket));
	}

	private giveBack(ticket: RateLimitTicket): ProfileWindow {
		const window = this.window(ticket.key);
		window.inFlight = Math.max(0, window.inFlight - 1);
		if (ticket.probe) window.probing = false;
		return window;
	}

	/** The hold is over: the window starts empty; the next answers say how full it really is. */
	private release(window: ProfileWindow): void {
		window.heldUntil = 0;
		window.count = 0;
		window.countSeq = window.sent;
		this.wake(window);
	}

	private wake(window: ProfileWindow): void {
		const waiting = window.answered;
		window.answered = undefined;
		waiting?.resolve();
	}
}

interface CountedRequest {
	sent: number;
	answered: number;
}

/** Keeps the log in send order: answers arrive out of it. */
function insertBySendTime(log: CountedRequest[], entry: CountedRequest): void {
	let at = log.length;
	while (at > 0 && log[at - 1].sent > entry.sent) at--;
	log.splice(at, 0, entry);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
	let resolve!: () => void;
	const promise = new Promise<void>((r) => {
		resolve = r;
	});
	return { promise, resolve };
}
