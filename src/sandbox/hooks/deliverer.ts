import { request } from 'undici';
import { parseRetryAfter } from '../../engine/core/request';
import { webhookSignatureHeaders } from '../../engine/webhooks';
import type { SandboxContext } from '../context';
import { describeNetworkError } from '../feeds/fetcher';
import type { DeliveryAttempt } from './attemptLog';
import type {
	AttemptRecord,
	DeliveryQueue,
	DeliveryStatus,
	QueuedDelivery,
} from './queue';

/**
 * Signed webhook deliveries, for every kind the sandbox sends (feed articles; message, scheduled
 * and account events): a POST of the stored JSON body, signed when the subscription has a secret
 * (https://www.ayrshare.com/docs/apis/webhooks/register). At least once: a delivery stays `pending` in
 * SQLite until the receiver answers 2xx, so a restart resumes it, and every attempt carries the
 * same body (the same id).
 * Timeouts, connection errors, 408, 429 and 5xx are retried with growing delays; other answers
 * fail the delivery at once.
 */

/** Wait before attempt 2, 3, 4 and 5; there is no attempt 6. */
export const DELIVERY_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;
export const MAX_DELIVERY_ATTEMPTS = DELIVERY_RETRY_DELAYS_MS.length + 1;
/** The receiver's time to answer, as the service allows (reference: 10 seconds). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The longest `Retry-After` honoured; a longer one waits the normal delay instead. */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Attempts made per run, so one run never holds its timer for long. */
const DELIVERIES_PER_RUN = 100;

/** How one kind of delivery introduces itself and logs. */
export interface DeliveryKind {
	/** `feed webhook`, `/hook/webhook subscription`: in the User-Agent and in messages. */
	name: string;
	/** Prefix of log lines: `feeds`, `hooks`. */
	logPrefix: string;
}

export interface DeliveryRunReport {
	delivered: number;
	retrying: number;
	failed: number;
	cancelled: number;
}

type AttemptOutcome =
	| { kind: 'answered'; status: number; retryAfterMs?: number }
	| { kind: 'no-answer'; timeout: boolean; text: string };

function isRetryable(outcome: AttemptOutcome): boolean {
	if (outcome.kind === 'no-answer') return true;
	return outcome.status === 408 || outcome.status === 429 || outcome.status >= 500;
}

async function post(
	url: string,
	body: string,
	headers: Record<string, string>,
	signal: AbortSignal,
	now: number,
): Promise<AttemptOutcome> {
	const deadline = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
	try {
		const response = await request(url, {
			method: 'POST',
			body,
			headers,
			headersTimeout: DELIVERY_TIMEOUT_MS,
			bodyTimeout: DELIVERY_TIMEOUT_MS,
			signal: AbortSignal.any([deadline, signal]),
		});
		await response.body.dump().catch(() => undefined);
		const flat: Record<string, string | undefined> = {};
		for (const [name, value] of Object.entries(response.headers))
			flat[name] = Array.isArray(value) ? value[0] : value;
		return {
			kind: 'answered',
			status: response.statusCode,
			retryAfterMs: parseRetryAfter(flat, now),
		};
	} catch (error) {
		if (deadline.aborted)
			return {
				kind: 'no-answer',
				timeout: true,
				text: `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`,
			};
		return { kind: 'no-answer', ...describeNetworkError(error) };
	}
}

/**
 * The headers of one attempt: JSON, who sends it, and the signature with each of `secrets` (the
 * subscription's or profile's, both during a rotation; the one place a delivery is signed;
 * `signature` is what the attempt log keeps of it).
 */
function deliveryHeaders(
	body: string,
	secrets: string[],
	sentAt: number,
	userAgent: string,
): { headers: Record<string, string>; signature: string | null } {
	const headers: Record<string, string> = {
		'content-type': 'application/json',
		'user-agent': userAgent,
	};
	if (secrets.length === 0) return { headers, signature: null };
	const signed = webhookSignatureHeaders(body, secrets, Math.floor(sentAt / 1000));
	return {
		headers: { ...headers, ...signed },
		signature: signed['X-Authorization-Content-SHA256'],
	};
}

export class SignedDeliverer<D extends QueuedDelivery> {
	private readonly userAgent: string;

	constructor(
		private readonly ctx: SandboxContext,
		private readonly queue: DeliveryQueue<D>,
		private readonly kind: DeliveryKind,
	) {
		this.userAgent = `SocialPublishingSandbox/1.0 (${kind.name})`;
	}

	/** Attempts every pending delivery that is due; `signal` ends the run early (sandbox closing). */
	async deliverDue(signal: AbortSignal): Promise<DeliveryRunReport> {
		const report: DeliveryRunReport = { delivered: 0, retrying: 0, failed: 0, cancelled: 0 };
		const due = this.queue.dueDeliveries(this.ctx.now(), DELIVERIES_PER_RUN);
		for (const delivery of due) {
			if (signal.aborted) break;
			const status = await this.attempt(delivery, signal);
			if (status === 'delivered') report.delivered++;
			else if (status === 'pending') report.retrying++;
			else if (status === 'failed') report.failed++;
			else if (status === 'cancelled') report.cancelled++;
		}
		return report;
	}

	/** One attempt at one delivery, to the subscription as it is now, recorded before it returns. */
	async attempt(delivery: D, signal: AbortSignal): Promise<DeliveryStatus | 'stopped'> {
		const target = this.queue.targetOf(delivery);
		if (!target) {
			this.queue.recordAttempt({
				...delivery,
				status: 'cancelled',
				lastError: `The ${this.kind.name} was deactivated before this delivery went out.`,
			});
			return 'cancelled';
		}
		const sentAt = this.ctx.now();
		const secrets = this.ctx.signingSecrets.deliverySecrets(
			delivery.profileId,
			target.secret,
			sentAt,
		);
		const { headers, signature } = deliveryHeaders(delivery.body, secrets, sentAt, this.userAgent);
		const outcome = await post(target.url, delivery.body, headers, signal, sentAt);
		// The sandbox is closing: leave the delivery pending for the next start.
		if (signal.aborted) return 'stopped';
		const attempts = delivery.attempts + 1;
		const now = this.ctx.now();
		const sent = {
			deliveryId: delivery.id,
			attempt: attempts,
			sentAt,
			tookMs: now - sentAt,
			httpStatus: outcome.kind === 'answered' ? outcome.status : null,
			signature,
		};
		if (outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300) {
			this.record(
				{ ...sent, error: null, outcome: 'delivered' },
				{
					...delivery,
					status: 'delivered',
					attempts,
					lastStatus: outcome.status,
					lastError: null,
					deliveredAt: now,
				},
			);
			return 'delivered';
		}
		const problem =
			outcome.kind === 'answered'
				? `${target.url} answered HTTP ${outcome.status}`
				: `${target.url}: ${outcome.text}`;
		const lastStatus = outcome.kind === 'answered' ? outcome.status : null;
		if (isRetryable(outcome) && attempts < MAX_DELIVERY_ATTEMPTS) {
			const retryAfter = outcome.kind === 'answered' ? outcome.retryAfterMs : undefined;
			const delay =
				retryAfter !== undefined && retryAfter <= MAX_RETRY_AFTER_MS
					? Math.max(retryAfter, 1000)
					: DELIVERY_RETRY_DELAYS_MS[attempts - 1];
			this.record(
				{ ...sent, error: problem, outcome: 'retrying' },
				{
					...delivery,
					status: 'pending',
					attempts,
					nextAttemptAt: now + delay,
					lastStatus,
					lastError: `${problem}; attempt ${attempts + 1} of ${MAX_DELIVERY_ATTEMPTS} in ${Math.round(delay / 1000)} s.`,
				},
			);
			return 'pending';
		}
		const why = isRetryable(outcome)
			? `gave up after ${attempts} attempts`
			: 'not retried: only timeouts, connection errors, 408, 429 and 5xx are';
		this.record(
			{ ...sent, error: `${problem}; ${why}`, outcome: 'failed' },
			{
				...delivery,
				status: 'failed',
				attempts,
				lastStatus,
				lastError: `${problem}; ${why}.`,
			},
		);
		this.ctx.log(
			`${this.kind.logPrefix}: webhook delivery ${delivery.id} failed: ${problem}; ${why}`,
		);
		return 'failed';
	}

	/** The attempt in the log and the delivery's new state, together or not at all. */
	private record(attempt: DeliveryAttempt, state: AttemptRecord): void {
		const log = this.ctx.deliveryAttempts;
		this.ctx.db.transaction(() => {
			log.add(attempt);
			this.queue.recordAttempt(state);
		})();
	}
}
