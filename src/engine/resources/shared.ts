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

/** An absolute http or https URL with a host, as the service accepts for links it calls or shows. */
export function isWebUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
	} catch {
		return false;
	}
}
