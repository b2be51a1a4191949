import type { RateLimitReading } from './rateLimitHeaders';
import type { Clock, Sleep } from './transport';
import {
	RETRY_AFTER_GRAIN_MS,
	RateLimitHold,
	deferred,
	insertBySendTime,
	knownInWindow,
	newProfileWindow,
	recordForeign,
	overdueSince,
	type ProfileWindow,
	type RateLimitTicket,
} from './rateLimitWindow';
import { stalledAt, pacedWait, type PacedWait } from './rateLimitPacing';

export { RateLimitHold, type RateLimitTicket } from './rateLimitWindow';

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
	/**
	 * How long it is at least (from the same 429, counted from the answer of the request that left).
	 * Far below the upper bound (a request slow on its way made the upper bound long), one request
	 * goes out when a slot frees by this one, so that its answer narrows the upper bound: pacing by
	 * the upper bound alone would never send early enough to learn it was too long.
	 */
	private windowLowMs = 0;

	constructor(
		private readonly now: Clock,
		private readonly sleep: Sleep,
	) {}

	private window(key: string): ProfileWindow {
		let window = this.windows.get(key);
		if (!window) {
			window = newProfileWindow();
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
					if (paced.probe) window.probing = true;
					return this.ticket(window, key, paced.probe, now, waitedMs);
				}
				if (paced.wait > 0 && window.probing && window.inFlight > 0) {
					// A probe is out to narrow the window's length: its answer may free a slot sooner
					// (or the slot frees by the known length first, if that answer is slow).
					window.answered ??= deferred();
					await Promise.race([window.answered.promise, this.sleep(paced.wait)]);
					waitedMs += Math.max(0, this.now() - now);
					continue;
				}
				if (paced.wait > 0) {
					if (waitedMs + paced.wait > budgetMs)
						return new RateLimitHold(paced.wait, paced.wait, window.refusal, true);
					await this.sleep(paced.wait);
					waitedMs += paced.wait;
					// A clock that did not move at all (tests) must not spin: the slot waited for is free
					// now. (A timer that fired a little early just waits the rest on the next turn.)
					if (this.now() === now) window.counted.shift();
					continue;
				}
			}
			const full =
				paced !== undefined ||
				(window.max !== undefined &&
					window.count !== undefined &&
					window.count + window.inFlight >= window.max);
			if ((full || !window.heard) && (window.probing || window.inFlight > 0)) {
				// An answer in flight tells how full the window is, or when it frees; but one long
				// overdue (a stalled request) must not hold the window: a probe asks the service instead.
				const overdueAt = stalledAt(window);
				if (overdueAt !== undefined && overdueAt <= now) {
					window.probing = true;
					return this.ticket(window, key, true, now, waitedMs);
				}
				window.answered ??= deferred();
				const answer = window.answered.promise;
				await (overdueAt === undefined
					? answer
					: Promise.race([answer, this.sleep(overdueAt - now)]));
				waitedMs += Math.max(0, this.now() - now);
				continue;
			}
			if (full) window.probing = true;
			return this.ticket(window, key, full, now, waitedMs);
		}
	}

	private ticket(
		window: ProfileWindow,
		key: string,
		probe: boolean,
		now: number,
		waitedMs: number,
	): RateLimitTicket {
		const knownAtSend = knownInWindow(window, this.windowMs, now);
		window.inFlight++;
		const seq = ++window.sent;
		window.outstanding.set(seq, now);
		if (probe) window.probeSeq = seq;
		return { key, seq, probe, sentAt: now, waitedMs, knownAtSend };
	}

	/** See pacedWait (./rateLimitPacing); undefined while the window's length is unknown. */
	private paced(window: ProfileWindow, now: number): PacedWait | undefined {
		if (this.windowMs === undefined || window.max === undefined || !window.heard) return undefined;
		return pacedWait(window, window.max, this.windowMs, this.windowLowMs, now);
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
		// A window length the answer states is known, not learned: no 429 needed to pace by it.
		if (reading.windowMs !== undefined && this.windowMs === undefined) {
			this.windowMs = reading.windowMs;
			this.windowLowMs = reading.windowMs;
		}
		const now = this.now();
		if (refused) {
			// A 429 whose answer was overdue (stalled on its way back) speaks of the window as it was
			// when it was sent: its wait counts from then, and it says nothing sure of the length.
			const stale = now > overdueSince(window, ticket.sentAt);
			if (retryAfterMs !== undefined && !stale) this.learnWindow(window, ticket, now, retryAfterMs);
			const holdUntil = (stale ? ticket.sentAt : now) + (holdMs ?? 0);
			if (holdMs !== undefined && holdMs > 0 && holdUntil > window.heldUntil && holdUntil > now) {
				window.heldUntil = holdUntil;
				window.askedMs = holdMs;
				window.refusal = body;
			}
			if (ticket.seq > window.countSeq) {
				if (window.max !== undefined) window.count = window.max;
				window.countSeq = ticket.seq;
			}
		} else {
			if (reading.count !== undefined) this.narrowWindow(window, ticket, reading.count, now);
			// An answer stalled on its way back would hold its slot a whole window too long: take it
			// as answered when it was due (if it was slow on its way there instead, a 429 says so).
			const due = overdueSince(window, ticket.sentAt);
			insertBySendTime(window.counted, {
				sent: ticket.sentAt,
				answered: Math.min(now, due),
				late: now > due,
			});
			if (reading.count !== undefined) recordForeign(window, ticket, reading.count, now);
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

	/**
	 * A 429 told when the oldest counted request leaves: the window is at most that long after it
	 * was sent, and at least that long (less the Retry-After's rounding, counted from when the 429
	 * was sent) after it was answered.
	 */
	private learnWindow(
		window: ProfileWindow,
		ticket: RateLimitTicket,
		now: number,
		retryAfterMs: number,
	): void {
		if (window.max === undefined || window.counted.length < window.max) return;
		// The window holds the latest `max` of this client's requests: counted ones and unanswered
		// ones (which may have arrived); an older one whose answer came late has left already.
		// Other clients' requests (found by counts) have no send time of their own: leave them out.
		const own = window.counted.filter((entry) => entry.foreign === undefined);
		const sends = [...own.map((entry) => entry.sent), ...window.outstanding.values()];
		sends.sort((x, y) => y - x);
		const estimate = now + retryAfterMs - sends[window.max - 1];
		// Refused although paced by the learned length: that length was too short.
		const tooShort = this.windowMs !== undefined && !ticket.probe;
		if (estimate > 0)
			this.windowMs = tooShort
				? Math.max(this.windowMs!, estimate)
				: Math.min(this.windowMs ?? Infinity, estimate);
		const last = window.counted.slice(-window.max);
		// With none unanswered, the window holds only answered ones: its oldest arrived before the
		// latest answer came back.
		if (window.inFlight > 0 || this.windowMs === undefined) return;
		const latestAnswer = Math.max(...last.map((entry) => entry.answered));
		const least = ticket.sentAt + retryAfterMs - RETRY_AFTER_GRAIN_MS - latestAnswer;
		this.windowLowMs = Math.min(this.windowMs, Math.max(this.windowLowMs, least));
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
			if (earlier.answered >= ticket.sentAt || earlier.foreign) continue;
			if (++seen < count) continue;
			if (now > earlier.sent) {
				this.windowMs = Math.min(this.windowMs ?? Infinity, now - earlier.sent);
				this.windowLowMs = Math.min(this.windowLowMs, this.windowMs);
			}
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
		window.outstanding.delete(ticket.seq);
		if (ticket.probe && ticket.seq === window.probeSeq) window.probing = false;
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
