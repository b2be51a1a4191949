import { APIError, ConnectionError, RateLimitError, bodySignalsError, makeAPIError } from './errors';
import { RateLimitGate, RateLimitHold, readRateLimit } from './rateLimit';
import type { Clock, HttpMethod, Sleep, Transport, TransportResponse } from './transport';

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

const seconds = (ms: number) => `${Math.ceil(ms / 1000)} s`;

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

function queryText(value: unknown): string {
	return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function buildQuery(query: Record<string, unknown> | undefined): string {
	if (!query) return '';
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null) continue;
		if (Array.isArray(value)) {
			for (const item of value) params.append(key, queryText(item));
		} else {
			params.append(key, queryText(value));
		}
	}
	const text = params.toString();
	return text ? `?${text}` : '';
}

/** Parses `Retry-After` (seconds or an HTTP date) and `retry-after-ms`; undefined when absent or unreadable. */
export function parseRetryAfter(
	headers: Record<string, string | undefined>,
	now: number,
): number | undefined {
	const ms = headers['retry-after-ms'];
	if (ms !== undefined && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
	const value = headers['retry-after'];
	if (value === undefined) return undefined;
	const trimmed = value.trim();
	if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
	const date = Date.parse(trimmed);
	if (Number.isNaN(date)) return undefined;
	return Math.max(0, date - now);
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
	private readonly gate: RateLimitGate;

	constructor(private readonly options: RequestSenderOptions) {
		this.baseUrl = trimSlash(options.baseUrl);
		this.aiBaseUrl = trimSlash(options.aiBaseUrl || options.baseUrl);
		this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
		this.now = options.now ?? (() => Date.now());
		this.random = options.random ?? Math.random;
		this.gate = new RateLimitGate(this.now, options.sleep);
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
		let waitedMs = 0;
		let failures = 0; // attempts that failed for anything but a rate limit

		for (let attempt = 1; ; attempt++) {
			const retriesLeft = this.policy.maxRetries - failures;
			if (waitForWindows) {
				const waited = await this.gate.acquire(windowKey, this.policy.maxWaitMs - waitedMs);
				if (waited instanceof RateLimitHold) throw this.heldTooLong(spec, waited, waitedMs);
				waitedMs += waited;
			}
			const response = await this.options
				.transport({ method: spec.method, url, headers, body: spec.body })
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
				if (waitForWindows) this.gate.abandoned(windowKey);
				if (retriesLeft > 0 && mayResend) {
					failures++;
					await this.options.sleep(this.backoffDelay(failures));
					continue;
				}
				throw response;
			}
			const retryAfter =
				response.status === 429 ? parseRetryAfter(response.headers, this.now()) : undefined;
			if (waitForWindows)
				this.gate.answered(
					windowKey,
					response.status,
					readRateLimit(response.headers, this.now()),
					retryAfter,
				);

			if (response.status >= 200 && response.status < 300 && !bodySignalsError(response.body)) {
				return {
					data: response.body as T,
					status: response.status,
					headers: response.headers,
					attempts: attempt,
				};
			}

			// 429 means the request was not processed, so it is always safe to send again: it waits
			// (the gate holds this profile until the window frees) within the wait budget.
			if (response.status === 429 && waitForWindows) {
				const wait = Math.max(
					MIN_RATE_LIMIT_WAIT_MS,
					retryAfter ?? this.backoffDelay(Math.min(attempt, 10)),
				);
				if (waitedMs + wait > this.policy.maxWaitMs)
					throw this.toError(response, spec, attempt, this.tooLongMessage(response, wait, waitedMs));
				if (retryAfter === undefined || retryAfter < MIN_RATE_LIMIT_WAIT_MS) {
					await this.options.sleep(wait);
					waitedMs += wait;
				}
				continue;
			}
			if (isRetryableStatus(response.status) && response.status !== 429 && mayResend && retriesLeft > 0) {
				failures++;
				await this.options.sleep(this.backoffDelay(failures));
				continue;
			}
			throw this.toError(response, spec, attempt);
		}
	}

	/** The 429's own message, and how long the service asked to wait against how long we may. */
	private tooLongMessage(response: TransportResponse, askedMs: number, waitedMs: number): string {
		const own = makeAPIError({ status: response.status, body: response.body }).message;
		return `${own} The service asked to wait ${seconds(askedMs)}${waitedMs > 0 ? ` more (after ${seconds(waitedMs)} of waiting)` : ''}, longer than the maximum wait of ${seconds(this.policy.maxWaitMs)}; not sent again.`;
	}

	/** The profile's window is held (an earlier 429 of this client) past what this request may wait. */
	private heldTooLong(spec: RequestSpec, hold: RateLimitHold, waitedMs: number): RateLimitError {
		const error = new RateLimitError(
			{ status: 429, body: undefined, method: spec.method, path: spec.path.split('?')[0] },
			`Rate limit reached for this profile: the service asked to wait ${seconds(hold.askedMs)} (Retry-After), ${seconds(hold.waitMs)} from now${waitedMs > 0 ? ` after ${seconds(waitedMs)} of waiting` : ''}, longer than the maximum wait of ${seconds(this.policy.maxWaitMs)}; not sent.`,
		);
		(error as { attempts?: number }).attempts = 0;
		return error;
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
