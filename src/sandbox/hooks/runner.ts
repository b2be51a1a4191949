import type { SandboxContext } from '../context';
import { SignedDeliverer, type DeliveryRunReport } from './deliverer';
import type { HookDelivery, HookStore } from './store';

/**
 * Sends the deliveries of `/hook/webhook` subscriptions while the sandbox runs: checks for due
 * ones every `intervalMs` (sooner when one falls due before), and at once on `deliverNow()`.
 * Runs never overlap, so no delivery is attempted twice at the same time. Deliveries left
 * pending when the sandbox stops are resumed by the next start.
 */
export class HookDeliveryRunner {
	private readonly store: HookStore;
	private readonly deliverer: SignedDeliverer<HookDelivery>;
	private timer: NodeJS.Timeout | undefined;
	private stopped = true;
	private queue: Promise<unknown> = Promise.resolve();
	private readonly closing = new AbortController();

	constructor(
		private readonly ctx: SandboxContext,
		private readonly intervalMs = 250,
	) {
		this.store = ctx.hooks;
		this.deliverer = new SignedDeliverer(ctx, this.store, {
			name: '/hook/webhook subscription',
			logPrefix: 'hooks',
		});
	}

	start(): void {
		this.stopped = false;
		this.arm(0);
	}

	/** Stops the timer and cuts any delivery in flight; it stays pending for the next start. */
	stop(): void {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		this.timer = undefined;
		this.closing.abort();
	}

	/** Sends every due delivery now, after any run already going. */
	deliverNow(): Promise<DeliveryRunReport> {
		const run = this.queue.then(() => this.run());
		this.queue = run.catch(() => undefined);
		return run;
	}

	private arm(delay?: number): void {
		if (this.stopped) return;
		if (this.timer) clearTimeout(this.timer);
		let wait = delay;
		if (wait === undefined) {
			const next = this.store.nextDeliveryAt();
			wait = next === null ? this.intervalMs : next - this.ctx.now();
		}
		this.timer = setTimeout(
			() => {
				this.timer = undefined;
				void this.deliverNow();
			},
			Math.max(0, Math.min(this.intervalMs, wait)),
		);
		this.timer.unref();
	}

	private async run(): Promise<DeliveryRunReport> {
		const report: DeliveryRunReport = { delivered: 0, retrying: 0, failed: 0, cancelled: 0 };
		if (this.closing.signal.aborted) return report;
		try {
			Object.assign(report, await this.deliverer.deliverDue(this.closing.signal));
		} catch (error) {
			if (!this.closing.signal.aborted)
				this.ctx.log(`hooks: delivery run failed: ${(error as Error).message}`);
		} finally {
			this.arm();
		}
		return report;
	}
}
