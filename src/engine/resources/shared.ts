import { ConflictError } from '../core/errors';
import { DUPLICATE_IDEMPOTENCY_KEY_CODE } from '../core/idempotency';
import type { RequestSender } from '../core/request';
import type { RequestSpec } from '../core/requestSpec';

/** Per-call options every resource method accepts. */
export interface RequestOptions {
	/** Act for this user profile instead of the client's default (the primary profile when none). */
	profileKey?: string;
	/** Idempotency key for a create; one is generated when absent. */
	idempotencyKey?: string;
	/**
	 * The key may have been sent by an earlier run of the same logical create (n8n's execution
	 * retry derives the same key): a duplicate-key conflict then answers with what that create
	 * answered, `replayed: true`, instead of failing.
	 */
	replayOnConflict?: boolean;
}

/**
 * The duplicate-key conflict of a create that an earlier attempt of this request, or an earlier run
 * the caller says may have used the key, already made: its answer can be replayed. Any other error,
 * or a conflict on the first attempt of a key the caller chose, is undefined (the caller's own reuse).
 */
export function replayableConflict(
	error: unknown,
	keyMayBeReused: boolean,
): ConflictError | undefined {
	if (!(error instanceof ConflictError) || error.code !== DUPLICATE_IDEMPOTENCY_KEY_CODE)
		return undefined;
	const retried = ((error as { attempts?: number }).attempts ?? 1) > 1;
	return retried || keyMayBeReused ? error : undefined;
}

/**
 * Sends a create (message, review reply, profile, media, comment) under the caller's idempotency
 * key, reused on every retry of this request; a replayable conflict answers with the first answer,
 * `replayed: true`.
 */
export async function sendIdempotentCreate<T>(
	client: ClientCore,
	spec: Omit<RequestSpec, 'idempotencyKey' | 'profileKey'>,
	options: RequestOptions,
	idempotencyKey: string,
): Promise<T> {
	const outcome = await client.sender
		.send<T>({ ...spec, profileKey: options.profileKey, idempotencyKey })
		.then(
			(result) => ({ result }),
			(error: unknown) => ({ error }),
		);
	if ('result' in outcome) return outcome.result;
	const conflict = replayableConflict(outcome.error, options.replayOnConflict === true);
	const original = (conflict?.body as { original?: unknown } | undefined)?.original;
	if (typeof original !== 'object' || original === null) throw outcome.error;
	return { ...original, replayed: true } as T;
}

/** What a resource needs from the client. */
export interface ClientCore {
	readonly sender: RequestSender;
	newIdempotencyKey(): string;
}

/** An absolute http or https URL with a host, as the service accepts for links it calls or shows. */
export function isWebUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}
