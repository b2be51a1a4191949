import type { IDataObject } from 'n8n-workflow';

/**
 * What the Slot trigger keeps in `getWorkflowStaticData('node')`, n8n's persisted per-node state
 * (saved with the workflow, so it survives restarts and is shared by every main in queue mode).
 */
export interface SlotCursor extends IDataObject {
	/** The newest slot fired (epoch ms), or the moment the trigger (re)started counting. */
	cursorMs?: number;
	/** The schedule the cursor belongs to; a different one restarts counting from now. */
	fingerprint?: string;
}

/** The cursor to poll from, or undefined when it must be (re)initialised to now. */
export function currentCursor(state: SlotCursor, fingerprint: string): number | undefined {
	const cursor = state.cursorMs;
	if (typeof cursor !== 'number' || !Number.isFinite(cursor)) return undefined;
	return state.fingerprint === fingerprint ? cursor : undefined;
}

export function moveCursor(state: SlotCursor, cursorMs: number, fingerprint: string): void {
	state.cursorMs = cursorMs;
	state.fingerprint = fingerprint;
}
