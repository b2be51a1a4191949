import { createHash } from 'node:crypto';
import type { IExecuteFunctions } from 'n8n-workflow';

/** This run's index and execution lineage, per execution context; gone with the run. */
const seedOfRun = new WeakMap<object, { runIndex: number; lineage: string }>();

/** The execution custom-data key that carries the lineage (shown in n8n's execution list). */
export const LINEAGE_KEY = 'socialPublishingRun';

interface ExecutionCustomData {
	get(key: string): unknown;
	set(key: string, value: string): void;
}

/**
 * The id of the execution that first ran this workflow's data: n8n's execution retry ("Retry" in
 * the executions list, from the original or the current workflow) starts a new execution that
 * inherits the failed one's run data, custom data included, so the first execution's id, kept in
 * custom data, is the same in every retry of it and new in every separate execution.
 * Falls back to this execution's id when custom data cannot be written (e.g. its 10 keys are used).
 */
function executionLineage(context: IExecuteFunctions, executionId: string): string {
	try {
		const proxy = context.getWorkflowDataProxy(0) as {
			$execution?: { customData?: ExecutionCustomData };
		};
		const customData = proxy.$execution?.customData;
		if (!customData) return executionId;
		const inherited = customData.get(LINEAGE_KEY);
		if (typeof inherited === 'string' && inherited !== '') return inherited;
		customData.set(LINEAGE_KEY, executionId);
		return executionId;
	} catch {
		return executionId;
	}
}

/**
 * The idempotency key of a create for one item: the same across n8n's "Retry On Fail" re-runs of
 * this node, a worker's re-run of the same job, and n8n's retries of a failed execution (same
 * lineage, node, run and item); different for any other create, including a new execution.
 */
export function deriveIdempotencyKey(
	this: IExecuteFunctions,
	itemIndex: number,
	/** A second create for the same item (a file it uploads first) gets a key of its own. */
	purpose?: string,
): string | undefined {
	const executionId = this.getExecutionId();
	if (!executionId) return undefined;
	// The same for every item of this run: one data proxy and one custom-data read, not one per item.
	let seed = seedOfRun.get(this);
	if (seed === undefined) {
		seed = {
			runIndex: this.getWorkflowDataProxy(itemIndex).$thisRunIndex ?? 0,
			lineage: executionLineage(this, executionId),
		};
		seedOfRun.set(this, seed);
	}
	const parts = [seed.lineage, this.getNode().id, seed.runIndex, itemIndex];
	if (purpose !== undefined) parts.push(purpose);
	return keyOf(parts.join(':'));
}

const keyOf = (text: string) =>
	`n8n-${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;

/** The key of one file a create uploads first: from the create's own key, or derived per item. */
export function uploadKeyFor(
	context: IExecuteFunctions,
	itemIndex: number,
	ownKey: string | undefined,
	field: string,
): string | undefined {
	const purpose = `upload:${field}`;
	return ownKey
		? keyOf(`${ownKey}:${purpose}`)
		: deriveIdempotencyKey.call(context, itemIndex, purpose);
}

/**
 * Request options that make a create happen once per item across n8n's retries: the derived key,
 * and a conflict on it answered with what the earlier run created (`replayed: true`).
 */
export function onceAcrossRetries(
	context: IExecuteFunctions,
	itemIndex: number,
): { idempotencyKey?: string; replayOnConflict: true } {
	return { idempotencyKey: deriveIdempotencyKey.call(context, itemIndex), replayOnConflict: true };
}
