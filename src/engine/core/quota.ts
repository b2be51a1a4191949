import {
	PermissionDeniedError,
	RateLimitError,
	extractServiceErrors,
	type APIErrorInit,
	type ServiceErrorBody,
} from './errors';

/**
 * The service's code for a profile whose monthly post quota is spent (help center, "How many posts
 * and API calls can I make?"), answered with HTTP 429. Waiting minutes cannot help: it resets on the
 * 1st of the month.
 */
export const MONTHLY_QUOTA_CODE = 106;

/** The quota resets on the 1st of each month from 00:07 UTC (same help-center page). */
const RESET_MINUTE_MS = 7 * 60_000;

/** When a quota spent at `now` is next reset: the coming 1st of a month, 00:07 UTC. */
export function nextQuotaReset(now: number): number {
	const date = new Date(now);
	const thisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) + RESET_MINUTE_MS;
	if (now < thisMonth) return thisMonth;
	return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) + RESET_MINUTE_MS;
}

function quotaEntry(body: unknown): ServiceErrorBody | undefined {
	return extractServiceErrors(body).find((entry) => entry.code === MONTHLY_QUOTA_CODE);
}

/** True for the service's "monthly post quota spent" answer: HTTP 429 with code 106. */
export function isQuotaRefusal(status: number, body: unknown): boolean {
	return status === 429 && quotaEntry(body) !== undefined;
}

/** The profile as the answer or the request names it; never the profile key itself (a secret). */
export function profileLabel(body: unknown, sentProfileKey: boolean): string {
	const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
	const title = typeof record.title === 'string' ? record.title : undefined;
	const refId = typeof record.refId === 'string' ? record.refId : undefined;
	if (title && refId) return `profile "${title}" (refId ${refId})`;
	if (title || refId) return `profile ${title ? `"${title}"` : `refId ${refId}`}`;
	return sentProfileKey
		? 'the profile of the Profile-Key sent'
		: "the API key's own profile (the Primary Profile)";
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function wholeNumber(value: unknown): number | undefined {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * A profile's monthly post quota is spent (HTTP 429, code 106). Never waited on or sent again: the
 * request was not processed and will be refused until `resetsAt`.
 */
export class QuotaExceededError extends RateLimitError {
	override name = 'QuotaExceededError';
	/** Epoch ms of the next reset (1st of the month, 00:07 UTC). */
	readonly resetsAt: number;
	/** Posts the profile sent this month, when the answer said. */
	readonly monthlyPostCount?: number;
	/** The profile's monthly post quota, when the answer said. */
	readonly monthlyPostQuota?: number;

	constructor(init: APIErrorInit, options: { now: number; sentProfileKey: boolean }) {
		const record =
			typeof init.body === 'object' && init.body !== null
				? (init.body as Record<string, unknown>)
				: {};
		const count = wholeNumber(record.monthlyPostCount);
		const quota = wholeNumber(record.monthlyPostQuota);
		const resetsAt = nextQuotaReset(options.now);
		const own = quotaEntry(init.body)?.message;
		const used =
			count !== undefined
				? ` It has sent ${count}${quota !== undefined ? ` of ${quota}` : ''} posts this month.`
				: '';
		super(
			init,
			`Monthly post quota used up for ${profileLabel(init.body, options.sentProfileKey)} (code ${MONTHLY_QUOTA_CODE}).${used} ` +
				`It resets on ${new Date(resetsAt).toISOString().replace('.000Z', 'Z')} (the 1st of the month, 00:07 UTC); ` +
				`waiting or retrying before then cannot help, so this request was not sent again.` +
				(own ? ` The service said: ${own}` : ''),
		);
		this.resetsAt = resetsAt;
		this.monthlyPostCount = count;
		this.monthlyPostQuota = quota;
	}
}

/** The service's 403 for a suspended profile (errors-http: "if the User Profile is suspended"). */
export function isSuspension(status: number, body: unknown): boolean {
	if (status !== 403) return false;
	const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
	if (record.suspended === true) return true;
	return extractServiceErrors(body).some((entry) => /suspend/i.test(entry.message ?? ''));
}

/**
 * The profile is suspended (HTTP 403): the service suspends a profile that keeps sending into its
 * rate limit. Nothing for it is sent until the profile is reactivated.
 */
export class ProfileSuspendedError extends PermissionDeniedError {
	override name = 'ProfileSuspendedError';

	constructor(init: APIErrorInit, options: { sentProfileKey: boolean }) {
		const own = extractServiceErrors(init.body)[0]?.message;
		super(
			init,
			`${capitalised(profileLabel(init.body, options.sentProfileKey))} is suspended (HTTP 403), so the service refuses its requests; ` +
				'nothing more is sent for it. A profile is suspended after too many rate-limited (429) requests: ' +
				'reactivate it (the service\'s "reactivate a suspended User Profile"), then keep under its rate limit.' +
				(own ? ` The service said: ${own}` : ''),
		);
	}
}

/** An answer no wait or retry can change, with the attempts it took (as every request error). */
export type StoppingError = (QuotaExceededError | ProfileSuspendedError) & { attempts?: number };

/** The answers no wait or retry can change: a spent monthly quota, a suspended profile. */
export function stoppingError(
	init: APIErrorInit,
	now: number,
	sentProfileKey: boolean,
): StoppingError | undefined {
	if (isQuotaRefusal(init.status, init.body))
		return new QuotaExceededError(init, { now, sentProfileKey });
	if (isSuspension(init.status, init.body))
		return new ProfileSuspendedError(init, { sentProfileKey });
	return undefined;
}
