import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhook deliveries (https://www.ayrshare.com/docs/apis/webhooks/register): a delivery signed with
 * the subscriber's secret carries `X-Authorization-Timestamp` (unix seconds) and
 * `X-Authorization-Content-SHA256`, the hex HMAC-SHA256 of the raw body keyed by the secret.
 * As in the deployed service, the MAC covers the body alone; the timestamp is checked for freshness.
 */

/** Header names in lower case, as node:http and n8n hand them over. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-authorization-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-authorization-content-sha256';

/** Shortest and longest signing secret a webhook subscription (feed or messages) accepts. */
export const WEBHOOK_SECRET_MIN_LENGTH = 8;
export const WEBHOOK_SECRET_MAX_LENGTH = 256;

/** How far a delivery's timestamp may be from the receiver's clock, either way. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/;
/** Digests one signature header may carry: the new and the previous secret's during a rotation. */
const MAX_DIGESTS = 2;
const UNIX_SECONDS = /^\d{1,12}$/;

export type WebhookBody = string | Uint8Array;

function checkTimestamp(timestampSeconds: number): void {
	if (!Number.isInteger(timestampSeconds) || timestampSeconds < 0) {
		throw new RangeError(
			`signWebhookBody: timestampSeconds must be whole unix seconds (got ${String(timestampSeconds)})`,
		);
	}
}

/**
 * The `X-Authorization-Content-SHA256` value for a delivery: hex HMAC-SHA256 of the exact body
 * bytes, keyed by the secret. `timestampSeconds` is the `X-Authorization-Timestamp` sent with it;
 * it must be whole unix seconds, and it is not part of the MAC (the service signs the body alone).
 */
export function signWebhookBody(
	rawBody: WebhookBody,
	secret: string,
	timestampSeconds: number,
): string {
	if (secret === '') throw new TypeError('signWebhookBody: the secret must not be empty');
	checkTimestamp(timestampSeconds);
	return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Both signing headers for a delivery, ready to send. With several secrets (the service's 24-hour
 * grace window after a rotation signs with the new and the previous one: apis/webhooks/
 * rotate-signing-secret) the signature header carries one digest per secret, comma-separated,
 * newest first; the docs do not say how the two travel, this is our choice.
 */
export function webhookSignatureHeaders(
	rawBody: WebhookBody,
	secret: string | readonly string[],
	timestampSeconds: number,
): Record<string, string> {
	const secrets = typeof secret === 'string' ? [secret] : secret;
	return {
		'X-Authorization-Timestamp': String(timestampSeconds),
		'X-Authorization-Content-SHA256': secrets
			.map((one) => signWebhookBody(rawBody, one, timestampSeconds))
			.join(','),
	};
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface VerifyWebhookSignatureInput {
	/** The body exactly as received, before any JSON parsing. */
	rawBody: WebhookBody;
	/** The request headers; names are matched case-insensitively. */
	headers: WebhookHeaders;
	secret: string;
	/** The receiver's clock: epoch milliseconds (as `Date.now()` gives) or a Date. */
	now: number | Date;
	/** Largest accepted distance between the delivery's timestamp and `now` (default 300 s). */
	toleranceSeconds?: number;
}

export type WebhookVerification = { ok: true } | { ok: false; reason: string };

function header(headers: WebhookHeaders, name: string): string | undefined {
	for (const [key, value] of Object.entries(headers)) {
		if (key.toLowerCase() !== name) continue;
		const first = Array.isArray(value) ? value[0] : value;
		return first === undefined ? undefined : first.trim();
	}
	return undefined;
}

/** Compares two hex digests in constant time (both are 64 ASCII characters by then). */
function sameDigest(expected: string, received: string): boolean {
	const encoder = new TextEncoder();
	return timingSafeEqual(encoder.encode(expected), encoder.encode(received));
}

/**
 * Checks a delivery's signature and timestamp. Answers `{ok: true}`, or `{ok: false, reason}`
 * saying what was wrong (missing header, stale timestamp, signature mismatch); the reason never
 * repeats the secret or the expected signature.
 */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): WebhookVerification {
	const tolerance = input.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
	if (input.secret === '') {
		return { ok: false, reason: 'No webhook secret is configured to verify the signature with.' };
	}
	const timestamp = header(input.headers, WEBHOOK_TIMESTAMP_HEADER);
	const signature = header(input.headers, WEBHOOK_SIGNATURE_HEADER)?.toLowerCase();
	if (signature === undefined || signature === '') {
		return {
			ok: false,
			reason: 'The X-Authorization-Content-SHA256 header is missing: the delivery is not signed.',
		};
	}
	if (timestamp === undefined || timestamp === '') {
		return { ok: false, reason: 'The X-Authorization-Timestamp header is missing.' };
	}
	if (!UNIX_SECONDS.test(timestamp)) {
		return {
			ok: false,
			reason: `The X-Authorization-Timestamp header must be unix seconds (got ${JSON.stringify(timestamp.slice(0, 40))}).`,
		};
	}
	const nowMs = input.now instanceof Date ? input.now.getTime() : input.now;
	const skew = Math.abs(Math.floor(nowMs / 1000) - Number(timestamp));
	if (skew > tolerance) {
		return {
			ok: false,
			reason:
				`The delivery's timestamp is ${skew} seconds away from this clock; at most ${tolerance} ` +
				'are accepted (a replayed delivery, or a clock that is off).',
		};
	}
	// During a rotation's grace window the header carries a digest per secret: any may match.
	const digests = signature.split(',').map((one) => one.trim());
	if (digests.length > MAX_DIGESTS || !digests.every((one) => HEX_SHA256.test(one))) {
		return {
			ok: false,
			reason:
				'The X-Authorization-Content-SHA256 header is not a hex SHA-256 digest (64 hex digits; ' +
				`during a secret rotation, at most ${MAX_DIGESTS} separated by commas).`,
		};
	}
	const expected = signWebhookBody(input.rawBody, input.secret, Number(timestamp));
	// Every digest is compared, so the time taken does not tell which one matched.
	const matches = digests.map((one) => sameDigest(expected, one));
	if (!matches.includes(true)) {
		return {
			ok: false,
			reason:
				'The signature does not match the body: the secret differs, or the body was changed ' +
				'(verify the raw body, before any JSON parsing).',
		};
	}
	return { ok: true };
}
