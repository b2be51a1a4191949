import { z } from 'zod';
import { parseOrThrow } from '../core/zodIssues';
import { WEBHOOK_SECRET_MAX_LENGTH, WEBHOOK_SECRET_MIN_LENGTH } from '../webhooks';
import { describeSecret } from './profiles';
import { isWebUrl } from './shared';

/**
 * What every webhook subscription (`POST /feed/webhook`, `POST /hook/webhook`) sends: the URL
 * deliveries are POSTed to and the optional secret that signs them (`verifyWebhookSignature`).
 */

/** The signing secret: long enough to key the HMAC, never echoed (parseWebhookSubscription). */
export const WebhookSecretSchema = z
	.string()
	.min(
		WEBHOOK_SECRET_MIN_LENGTH,
		`must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters long: it keys the HMAC that signs each delivery`,
	)
	.max(WEBHOOK_SECRET_MAX_LENGTH, `must be at most ${WEBHOOK_SECRET_MAX_LENGTH} characters long`);

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/** A private IPv4 address: 10/8, 172.16/12, 192.168/16, loopback 127/8, link-local 169.254/16. */
function isPrivateIpv4(host: string): boolean {
	const match = IPV4.exec(host);
	if (!match) return false;
	const [a, b] = [Number(match[1]), Number(match[2])];
	return (
		a === 10 ||
		a === 127 ||
		(a === 172 && b >= 16 && b <= 31) ||
		(a === 192 && b === 168) ||
		(a === 169 && b === 254)
	);
}

/**
 * Whether a URL names this machine or a private network (loopback, private IPv4 and IPv6 ranges,
 * `localhost`, a one-label name such as a Docker service, `.local`/`.internal`): no public
 * service can reach it, and no certificate authority signs it, so plain http is the norm there.
 */
export function isLocalAddress(value: string): boolean {
	let host: string;
	try {
		host = new URL(value).hostname.toLowerCase();
	} catch {
		return false;
	}
	if (host.startsWith('[')) {
		const ip = host.slice(1, -1);
		return ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip);
	}
	if (isPrivateIpv4(host)) return true;
	if (IPV4.test(host)) return false;
	return host === 'localhost' || !host.includes('.') || /\.(localhost|local|internal)$/.test(host);
}

/**
 * The service calls only https webhook URLs (docs: apis/webhooks/register, "must begin with
 * https://"); http is let through to a local or private address, which only a local service such
 * as the sandbox can reach (it says so in its answer).
 */
export function isAcceptedWebhookUrl(url: string): boolean {
	if (!isWebUrl(url)) return false;
	return url.toLowerCase().startsWith('https:') || isLocalAddress(url);
}

/**
 * The address deliveries go to. `example` shows one in the message; `emptyDeactivates` lets `""`
 * through, meaning "stop delivering" (the feed webhook's way to unsubscribe).
 */
export function webhookUrlSchema(example: string, emptyDeactivates = false) {
	const deactivate = emptyDeactivates ? ', or "" to deactivate' : '';
	return z
		.string({
			required_error: `is required: the https URL deliveries are POSTed to${deactivate}`,
		})
		.trim()
		.max(2048, 'must be at most 2048 characters long')
		.refine(
			(url) => (emptyDeactivates && url === '') || isAcceptedWebhookUrl(url),
			`must be an https URL like ${example} (http only to a local or private address)${deactivate}`,
		);
}

/** Checks a subscription; a problem with the secret says its length, never the secret itself. */
export function parseWebhookSubscription<S extends z.ZodTypeAny>(
	schema: S,
	params: unknown,
	context: string,
): z.output<S> {
	return parseOrThrow(schema, params, context, redactSecretIssues);
}

/** Issues as an answer may repeat them: a secret's value becomes its description. */
export function redactSecretIssues<I extends { field: string; value?: unknown }>(issues: I[]): I[] {
	return issues.map((issue) =>
		issue.field === 'secret' ? { ...issue, value: describeSecret(issue.value) } : issue,
	);
}
