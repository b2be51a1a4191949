import type { RequestSender } from '../core/request';

/** Per-call options every resource method accepts. */
export interface RequestOptions {
	/** Act for this user profile instead of the client's default (the primary profile when none). */
	profileKey?: string;
	/** Idempotency key for a create; one is generated when absent. */
	idempotencyKey?: string;
}

/** What a resource needs from the client. */
export interface ClientCore {
	readonly sender: RequestSender;
	newIdempotencyKey(): string;
}
