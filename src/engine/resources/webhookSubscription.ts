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

/**
 * The address deliveries go to. `example` shows one in the message; `emptyDeactivates` lets `""`
 * through, meaning "stop delivering" (the feed webhook's way to unsubscribe).
 */
export function webhookUrlSchema(example: string, emptyDeactivates = false) {
	const deactivate = emptyDeactivates ? ', or "" to deactivate' : '';
	return z
		.string({
			required_error: `is required: the http or https URL deliveries are POSTed to${deactivate}`,
		})
		.trim()
		.max(2048, 'must be at most 2048 characters long')
		.refine(
			(url) => (emptyDeactivates && url === '') || isWebUrl(url),
			`must be an http or https URL like ${example}${deactivate}`,
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
