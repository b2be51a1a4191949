import { ConflictError } from '../core/errors';
import { DUPLICATE_IDEMPOTENCY_KEY_CODE } from '../core/idempotency';
import type { RequestSender, RequestSpec } from '../core/request';

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
 * Sends a create (message, review reply, profile) under an idempotency key, made here when the
 * caller gives none and reused on every retry of this request. A duplicate-key conflict answers
 * with the first answer (`replayed: true`) when an earlier attempt of this request, or an earlier
 * run the caller says may have used the key, made it; otherwise it is the caller's own reuse: thrown.
 */
export async function sendIdempotentCreate<T>(
	client: ClientCore,
	spec: Omit<RequestSpec, 'idempotencyKey' | 'profileKey'>,
	options: RequestOptions,
): Promise<T> {
	const idempotencyKey = options.idempotencyKey ?? client.newIdempotencyKey();
	const outcome = await client.sender
		.send<T>({ ...spec, profileKey: options.profileKey, idempotencyKey })
		.then(
			(result) => ({ result }),
			(error: unknown) => ({ error }),
		);
	if ('result' in outcome) return outcome.result;
	const original = replayedAnswer(outcome.error, options.replayOnConflict === true);
	if (original === undefined) throw outcome.error;
	return { ...original, replayed: true } as T;
}

/** The first answer a duplicate-key conflict carries, when this caller may replay it. */
function replayedAnswer(error: unknown, keyMayBeReused: boolean): object | undefined {
	if (!(error instanceof ConflictError) || error.code !== DUPLICATE_IDEMPOTENCY_KEY_CODE)
		return undefined;
	const retried = ((error as { attempts?: number }).attempts ?? 1) > 1;
	const original = (error.body as { original?: unknown } | undefined)?.original;
	if (!(retried || keyMayBeReused) || typeof original !== 'object' || original === null)
		return undefined;
	return original;
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
