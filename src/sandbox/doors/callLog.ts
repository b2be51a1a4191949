import type { SandboxContext } from '../context';

/** One call at a door as the page lists it: never its arguments, which may hold keys and text. */
export interface DoorCall {
	/** The caller's account; none when the key was missing or wrong. */
	accountId?: number;
	at: number;
	ok: boolean;
	/** The service's error code of a refusal. */
	code?: number;
	ms: number;
}

const KEPT = 20;

/** The latest calls at one door of each running sandbox, newest first (in memory, 20 at most). */
export class DoorCallLog<C extends DoorCall> {
	private readonly logs = new WeakMap<SandboxContext, C[]>();

	calls(ctx: SandboxContext): readonly C[] {
		return this.logs.get(ctx) ?? [];
	}

	record(ctx: SandboxContext, call: C): void {
		const calls = this.logs.get(ctx) ?? [];
		calls.unshift(call);
		if (calls.length > KEPT) calls.length = KEPT;
		this.logs.set(ctx, calls);
	}
}
