import type { SandboxContext } from './context';
import type { Publisher } from './publisher';

/** Posts claimed and sent per transaction: big enough to be fast, small enough not to stall requests. */
const BATCH_SIZE = 500;

/**
 * Sends scheduled posts when they fall due. A timer wakes at the next due time (and at least every
 * `intervalMs`), claims due posts in a transaction (pending -> processing, so none is sent twice),
 * then sends them. On start it finishes posts a crash left in `processing`.
 */
export class Scheduler {
	private timer: NodeJS.Timeout | undefined;
	private running = false;
	private stopped = true;

	constructor(
		private readonly ctx: SandboxContext,
		private readonly publisher: Publisher,
		private readonly intervalMs = 250,
	) {}

	start(): void {
		this.stopped = false;
		this.recover();
		this.arm(0);
	}

	stop(): void {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		this.timer = undefined;
	}

	/** Re-plans the next wake-up, e.g. after a post was scheduled earlier than anything else. */
	wake(): void {
		if (!this.stopped && !this.running) this.arm(this.delayUntilNextDue());
	}

	private recover(): void {
		const seen = new Set<string>();
		for (;;) {
			// A post still processing after its resend could not be finished; stop rather than loop on it.
			const stuck = this.ctx.posts.processing(BATCH_SIZE).filter((post) => !seen.has(post.id));
			if (stuck.length === 0) return;
			for (const post of stuck) seen.add(post.id);
			this.ctx.log(`scheduler: resuming ${stuck.length} post(s) left in processing`);
			this.publisher.sendBatch(stuck);
		}
	}

	private tick(): void {
		this.timer = undefined;
		if (this.stopped) return;
		this.running = true;
		let full = false;
		try {
			const claimed = this.ctx.db.transaction(() =>
				this.ctx.posts.claimDue(this.ctx.now(), BATCH_SIZE),
			)();
			if (claimed.length > 0) this.publisher.sendBatch(claimed);
			full = claimed.length === BATCH_SIZE;
		} catch (error) {
			this.ctx.log(`scheduler: ${(error as Error).message}`);
		} finally {
			this.running = false;
		}
		// A full batch means more are due: continue at once, after letting waiting requests in.
		this.arm(full ? 0 : this.delayUntilNextDue());
	}

	private delayUntilNextDue(): number {
		const next = this.ctx.posts.nextDueAt();
		if (next === null) return this.intervalMs;
		return Math.max(0, Math.min(this.intervalMs, next - this.ctx.now()));
	}

	private arm(delayMs: number): void {
		if (this.stopped) return;
		if (this.timer) clearTimeout(this.timer);
		this.timer = setTimeout(() => this.tick(), delayMs);
		this.timer.unref();
	}
}
