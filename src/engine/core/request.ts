import { ConnectionError, bodySignalsError } from './errors';
import { RateLimitGate, RateLimitHold, type RateLimitTicket } from './rateLimit';
import { buildQuery } from './query';
import { stoppingError, type StoppingError } from './quota';
import { heldTooLong, requestError, waitTooLong } from './requestErrors';
import { parseRetryAfter, readRateLimit, readRefusal, type Refusal } from './rateLimitHeaders';
import {
	DEFAULT_RETRY_POLICY,
	type RequestOutcome,
	type RequestSenderOptions,
	type RequestSpec,
	type RetryPolicy,
} from './requestSpec';
import type { Clock, TransportResponse } from './transport';
import { xAppKeyHeaders } from './xAppKeys';

/** A 429 answered with no wait at all is not sent again sooner than this. */
const MIN_RATE_LIMIT_WAIT_MS = 100;

export { buildQuery, parseRetryAfter };

/** What every attempt of one request sends, and whether it may be sent again. */
interface PreparedRequest {
	spec: RequestSpec;
	url: string;
	headers: Record<string, string>;
	/** The window it counts against: its profile's (the API key's own profile without one). */
	windowKey: string;
	/** Whether an attempt that may have reached the service can be sent again. */
	mayResend: boolean;
}

/** How far one request has got. */
interface AttemptState {
	attempt: number;
	/** Every rate-limit wait of this request, against maxWaitMs. */
	waitedMs: number;
	/** Attempts that failed for anything but a rate limit, against maxRetries. */
	failures: number;
}

/** What an answer said of the rate limit: the 429's refusal, and how long to hold before resending. */
interface AnswerReading {
	refusal?: Refusal;
	holdMs?: number;
	/** A spent monthly quota or a suspended profile: no wait or retry helps (./quota). */
	stop?: StoppingError;
}

function isSuccess(response: TransportResponse): boolean {
	return response.status >= 200 && response.status < 300 && !bodySignalsError(response.body);
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
	/** The clock the client was given (scheduling rules that depend on "now" read it too). */
	readonly now: Clock;
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

	/**
	 * One logical request: each attempt enters the profile's rate-limit window, goes out, and its
	 * answer is read; then it is returned, or waited on and sent again, or thrown.
	 */
	async sendWithOutcome<T>(spec: RequestSpec): Promise<RequestOutcome<T>> {
		const request = this.prepare(spec);
		const state: AttemptState = { attempt: 0, waitedMs: 0, failures: 0 };
		for (;;) {
			state.attempt++;
			const ticket = await this.enterWindow(request, state);
			const response = await this.transmit(request, state.attempt);
			if (response instanceof ConnectionError) {
				if (ticket) this.gate.abandoned(ticket);
				if (!request.mayResend || !this.mayRetry(state)) throw response;
				await this.backOff(state);
				continue;
			}
			const answer = this.readAnswer(request, response, ticket, state.attempt);
			if (isSuccess(response)) {
				return {
					data: response.body as T,
					status: response.status,
					headers: response.headers,
					attempts: state.attempt,
				};
			}
			await this.waitBeforeResending(request, response, answer, state);
		}
	}

	/** The URL and headers every attempt sends, and whether the request may be sent twice. */
	private prepare(spec: RequestSpec): PreparedRequest {
		const base = spec.base === 'ai' ? this.aiBaseUrl : this.baseUrl;
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
		return {
			spec,
			url: `${base}${spec.path}${buildQuery(spec.query)}`,
			headers,
			windowKey: profileKey ?? '',
			mayResend: spec.idempotent ?? (spec.method !== 'POST' || spec.idempotencyKey !== undefined),
		};
	}

	/** Waits for room in the profile's window (when rate limits are waited for); throws past maxWaitMs. */
	private async enterWindow(
		request: PreparedRequest,
		state: AttemptState,
	): Promise<RateLimitTicket | undefined> {
		if (this.policy.onRateLimit !== 'wait') return undefined;
		const place = await this.gate.acquire(
			request.windowKey,
			this.policy.maxWaitMs - state.waitedMs,
		);
		if (place instanceof RateLimitHold)
			throw heldTooLong(request.spec, place, state.attempt - 1, this.policy.maxWaitMs);
		state.waitedMs += place.waitedMs;
		return place;
	}

	/** One attempt through the transport; no answer at all becomes a ConnectionError. */
	private async transmit(
		request: PreparedRequest,
		attempt: number,
	): Promise<TransportResponse | ConnectionError> {
		const { spec, url, headers } = request;
		return await Promise.resolve()
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
	}

	/**
	 * Reads the answer's rate-limit headers and, for a 429, how long to hold before the next
	 * attempt; tells the gate what the window looks like now.
	 */
	private readAnswer(
		request: PreparedRequest,
		response: TransportResponse,
		ticket: RateLimitTicket | undefined,
		attempt: number,
	): AnswerReading {
		const now = this.now();
		const reading = readRateLimit(response.headers, now);
		// A spent monthly quota or a suspended profile holds no window: it ends the request instead.
		const { method, path } = request.spec;
		const answered = { ...response, method, path: path.split('?')[0] };
		const stop = stoppingError(answered, now, request.windowKey !== '');
		// A 429 was not processed, so it is always safe to send again.
		const refusal =
			response.status === 429 && !stop ? readRefusal(response.headers, reading, now) : undefined;
		// What the 429 asked; a full window that named no wait is tried again with backoff (a quota
		// that named none: retries in waitBeforeResending).
		let holdMs: number | undefined;
		if (
			refusal &&
			this.policy.onRateLimit === 'wait' &&
			(refusal.askedMs !== undefined || refusal.windowFull)
		)
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
		return { refusal, holdMs, stop };
	}

	/**
	 * After an answer that is not a success: returns once the request may be sent again (having
	 * waited what the 429 asked, or backed off), or throws the answer as an error.
	 */
	private async waitBeforeResending(
		request: PreparedRequest,
		response: TransportResponse,
		{ refusal, holdMs, stop }: AnswerReading,
		state: AttemptState,
	): Promise<void> {
		const { spec } = request;
		if (stop) {
			stop.attempts = state.attempt;
			throw stop;
		}
		if (holdMs !== undefined) {
			if (state.waitedMs + holdMs > this.policy.maxWaitMs) {
				const { maxWaitMs } = this.policy;
				const message = waitTooLong(response.body, holdMs, state.waitedMs, maxWaitMs);
				throw requestError(response, spec, state.attempt, message);
			}
			if (refusal?.windowFull) return; // the gate sleeps out the hold before the next attempt
			await this.options.sleep(holdMs);
			state.waitedMs += holdMs;
			return;
		}
		const waits = this.policy.onRateLimit === 'wait';
		if (refusal && waits && this.mayRetry(state)) return await this.backOff(state);
		const retryable = response.status !== 429 && isRetryableStatus(response.status);
		if (retryable && request.mayResend && this.mayRetry(state)) return await this.backOff(state);
		throw requestError(response, spec, state.attempt);
	}

	/** Whether the request has retries left for attempts that failed for anything but a rate limit. */
	private mayRetry(state: AttemptState): boolean {
		return this.policy.maxRetries - state.failures > 0;
	}

	/** Counts a failed attempt and sleeps its exponential backoff. */
	private async backOff(state: AttemptState): Promise<void> {
		state.failures++;
		await this.options.sleep(this.backoffDelay(state.failures));
	}
}
