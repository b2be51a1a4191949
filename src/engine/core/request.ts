import {
	APIError,
	ConnectionError,
	RateLimitError,
	bodySignalsError,
	makeAPIError,
} from './errors';
import { RateLimitGate, RateLimitHold, type RateLimitTicket } from './rateLimit';
import { buildQuery } from './query';
import { stoppingError } from './quota';
import { inSeconds, parseRetryAfter, readRateLimit, readRefusal } from './rateLimitHeaders';
import type { Clock, HttpMethod, Sleep, Transport, TransportResponse } from './transport';
import { xAppKeyHeaders, type XAppKeys } from './xAppKeys';

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

/** A 429 answered with no wait at all is not sent again sooner than this. */
const MIN_RATE_LIMIT_WAIT_MS = 100;

export { buildQuery, parseRetryAfter };

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

function trimSlash(url: string): string {
	return url.replace(/\/+$/, '');
}

export function isRetryableStatus(status: number): boolean {
	return status === 408 || status === 429 || status >= 500;
}

/** Sends requests with retries, backoff and error mapping. One per client. */
export class RequestSender {
	private readonly baseUrl: string;
	private readonly aiBaseUrl: string;
	private readonly policy: RetryPolicy;
	private readonly now: Clock;
	private readonly random: () => number;
	readonly gate: RateLimitGate;

	constructor(private readonly options: RequestSenderOptions) {
		this.baseUrl = trimSlash(options.baseUrl);
		this.aiBaseUrl = trimSlash(options.aiBaseUrl || options.baseUrl);
		this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
		this.now = options.now ?? (() => Date.now());
		this.random = options.random ?? Math.random;
		this.gate = options.rateLimitGate ?? new RateLimitGate(this.now, options.sleep);
	}

	/** Exponential backoff with full jitter in [delay/2, delay], capped. */
	backoffDelay(retryNumber: number): number {
		const base = Math.min(
			this.policy.maxDelayMs,
			this.policy.initialDelayMs * 2 ** (retryNumber - 1),
		);
		return Math.round(base / 2 + (base / 2) * this.random());
	}

	async send<T>(spec: RequestSpec): Promise<T> {
		return (await this.sendWithOutcome<T>(spec)).data;
	}

	async sendWithOutcome<T>(spec: RequestSpec): Promise<RequestOutcome<T>> {
		const base = spec.base === 'ai' ? this.aiBaseUrl : this.baseUrl;
		const url = `${base}${spec.path}${buildQuery(spec.query)}`;
		const headers: Record<string, string> = {
			Accept: 'application/json',
			...this.options.headers,
			...xAppKeyHeaders(this.options.xAppKeys),
		};
		if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
		if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
		const profileKey = spec.profileKey ?? this.options.profileKey;
		if (profileKey) headers['Profile-Key'] = profileKey;
		if (spec.idempotencyKey) headers['Idempotency-Key'] = spec.idempotencyKey;

		const mayResend =
			spec.idempotent ?? (spec.method !== 'POST' || spec.idempotencyKey !== undefined);
		// The window a request counts against: its profile's (the API key's own profile without one).
		const windowKey = profileKey ?? '';
		const waitForWindows = this.policy.onRateLimit === 'wait';
		let waitedMs = 0; // every rate-limit wait of this request, against maxWaitMs
		let failures = 0; // attempts that failed for anything but a rate limit

		for (let attempt = 1; ; attempt++) {
			const retriesLeft = this.policy.maxRetries - failures;
			let ticket: RateLimitTicket | undefined;
			if (waitForWindows) {
				const place = await this.gate.acquire(windowKey, this.policy.maxWaitMs - waitedMs);
				if (place instanceof RateLimitHold) throw this.heldTooLong(spec, place, attempt - 1);
				ticket = place;
				waitedMs += place.waitedMs;
			}
			const response = await Promise.resolve()
				.then(() => this.options.transport({ method: spec.method, url, headers, body: spec.body }))
				.catch(
					(cause: unknown) =>
						new ConnectionError(
							`No response from ${spec.method} ${spec.path} after ${attempt} attempt(s): ${
								cause instanceof Error ? cause.message : String(cause)
							}`,
							{ cause },
						),
				);
			if (response instanceof ConnectionError) {
				if (ticket) this.gate.abandoned(ticket);
				if (retriesLeft > 0 && mayResend) {
					failures++;
					await this.options.sleep(this.backoffDelay(failures));
					continue;
				}
				throw response;
			}
			const now = this.now();
			const reading = readRateLimit(response.headers, now);
			// A spent monthly quota or a suspended profile: no wait helps, so it holds nothing and ends here.
			const stop = stoppingError(
				{ ...response, method: spec.method, path: spec.path.split('?')[0] },
				now,
				profileKey !== undefined,
			);
			// A 429 was not processed, so it is always safe to send again.
			const refusal =
				response.status === 429 && !stop ? readRefusal(response.headers, reading, now) : undefined;
			// How long this request waits before its next attempt: what the 429 asked; a full window
			// that named no wait is tried again with backoff (a quota that named none: retries below).
			let holdMs: number | undefined;
			if (refusal && waitForWindows && (refusal.askedMs !== undefined || refusal.windowFull))
				holdMs = Math.max(
					MIN_RATE_LIMIT_WAIT_MS,
					refusal.askedMs ?? this.backoffDelay(Math.min(attempt, 10)),
				);
			if (ticket) {
				const full = refusal?.windowFull === true;
				this.gate.answered(
					ticket,
					full,
					reading,
					full ? holdMs : undefined,
					response.body,
					full ? refusal.retryAfterMs : undefined,
				);
			}

			if (response.status >= 200 && response.status < 300 && !bodySignalsError(response.body)) {
				return {
					data: response.body as T,
					status: response.status,
					headers: response.headers,
					attempts: attempt,
				};
			}
			if (stop) {
				(stop as { attempts?: number }).attempts = attempt;
				throw stop;
			}
			if (holdMs !== undefined) {
				if (waitedMs + holdMs > this.policy.maxWaitMs)
					throw this.toError(
						response,
						spec,
						attempt,
						this.tooLong(response.body, holdMs, waitedMs),
					);
				if (refusal?.windowFull) continue; // the gate sleeps out the hold before the next attempt
				await this.options.sleep(holdMs);
				waitedMs += holdMs;
				continue;
			}
			if (refusal && waitForWindows && retriesLeft > 0) {
				failures++;
				await this.options.sleep(this.backoffDelay(failures));
				continue;
			}
			if (
				response.status !== 429 &&
				isRetryableStatus(response.status) &&
				mayResend &&
				retriesLeft > 0
			) {
				failures++;
				await this.options.sleep(this.backoffDelay(failures));
				continue;
			}
			throw this.toError(response, spec, attempt);
		}
	}

	/** The 429's own message, then how long the service asked to wait against how long we may. */
	private tooLong(refusal: unknown, askedMs: number, waitedMs: number): string {
		const own = makeAPIError({ status: 429, body: refusal }).message;
		const after = waitedMs >= 1000 ? ` more (after ${inSeconds(waitedMs)} of waiting)` : '';
		return `${own} The service asked to wait ${inSeconds(askedMs)}${after}, longer than the maximum wait of ${inSeconds(this.policy.maxWaitMs)}; not sent again.`;
	}

	/** The profile's window is held (by an earlier 429 to this client) past what this request may wait. */
	private heldTooLong(spec: RequestSpec, hold: RateLimitHold, attempts: number): APIError {
		const response = { status: 429, headers: {}, body: hold.refusal };
		const own = makeAPIError(response).message;
		const why = hold.paced
			? `This profile's window is spent (${inSeconds(hold.waitMs)} until a request leaves it, from the service's rate-limit headers)`
			: `The service asked to wait ${inSeconds(hold.askedMs)} for this profile (its window frees in ${inSeconds(hold.waitMs)})`;
		const message = `${hold.paced ? '' : `${own} `}${why}, longer than the maximum wait of ${inSeconds(this.policy.maxWaitMs)}; not sent.`;
		return this.toError(response, spec, attempts, message);
	}

	private toError(
		response: TransportResponse,
		spec: RequestSpec,
		attempts: number,
		message?: string,
	): APIError {
		const init = {
			status: response.status,
			body: response.body,
			headers: response.headers,
			method: spec.method,
			path: spec.path.split('?')[0],
		};
		const error = message === undefined ? makeAPIError(init) : new RateLimitError(init, message);
		(error as { attempts?: number }).attempts = attempts;
		return error;
	}
}
