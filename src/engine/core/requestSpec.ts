import type { RateLimitGate } from './rateLimit';
import type { Clock, HttpMethod, Sleep, Transport } from './transport';
import type { XAppKeys } from './xAppKeys';

// What a caller gives the request sender and gets back; the sending itself is in ./request.

export type QueryValue =
	| string
	| number
	| boolean
	| undefined
	| null
	| ReadonlyArray<string | number>;

export interface RetryPolicy {
	/** Retries after the first attempt. */
	maxRetries: number;
	/** First backoff delay; doubles each retry. */
	initialDelayMs: number;
	/** Cap on a computed backoff delay. */
	maxDelayMs: number;
	/**
	 * `wait`: a rate-limited request (429, or a profile whose window is spent) waits for the window
	 * and is sent again, for up to `maxWaitMs` in all; `fail`: a 429 is thrown at once.
	 */
	onRateLimit: 'wait' | 'fail';
	/** The longest one request waits for rate limits, all its waits counted. */
	maxWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
	maxRetries: 3,
	initialDelayMs: 500,
	maxDelayMs: 8_000,
	onRateLimit: 'wait',
	maxWaitMs: 10 * 60_000,
};

export interface RequestSpec {
	method: HttpMethod;
	/** Path below the base URL, already encoded (see `path` in ./path). */
	path: string;
	/** Unknown keys a caller passes through (schemas let them) are sent as they are. */
	query?: Record<string, unknown>;
	body?: unknown;
	/** Acts for this user profile (`Profile-Key` header). */
	profileKey?: string;
	/** Sent as `Idempotency-Key` header too, so a retried create is recognised as the same create. */
	idempotencyKey?: string;
	/** `ai` sends to the AI base URL (interface `{api_url}`). */
	base?: 'api' | 'ai';
	/**
	 * Whether a request that may have reached the service can be sent again. GET, PUT, PATCH and
	 * DELETE are; a POST is only with an idempotency key or when the caller says so.
	 */
	idempotent?: boolean;
}

export interface RequestSenderOptions {
	baseUrl: string;
	aiBaseUrl?: string;
	apiKey?: string;
	profileKey?: string;
	transport: Transport;
	sleep: Sleep;
	now?: Clock;
	random?: () => number;
	retry?: Partial<RetryPolicy>;
	headers?: Record<string, string>;
	/**
	 * The user's own X app, sent as its two headers on every request (as the service's SDK does):
	 * requests that target X are refused without them, the others ignore them.
	 */
	xAppKeys?: XAppKeys;
	/** What this client knows of each profile's window; senders sharing one pace together. */
	rateLimitGate?: RateLimitGate;
}

/** What every attempt of one logical request saw, for callers that react to a retried create. */
export interface RequestOutcome<T> {
	data: T;
	status: number;
	headers: Record<string, string | undefined>;
	attempts: number;
}
