import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { verifyWebhookSignature } from '../../../../src/engine/webhooks';

/** A signed delivery that checked out, or the 401 already written to the caller and why. */
export type DeliverySignatureCheck =
	| { ok: true }
	| { ok: false; reason: string; response: IWebhookResponseData };

/** The body exactly as n8n received it: its body parser keeps the bytes in `rawBody`. */
function rawBodyOf(request: { rawBody?: unknown }): Buffer | string | undefined {
	const raw = request.rawBody;
	if (Buffer.isBuffer(raw) || typeof raw === 'string') return raw;
	return undefined;
}

function refuse(this: IWebhookFunctions, reason: string): DeliverySignatureCheck {
	const response = this.getResponseObject();
	response.status(401).json({ status: 'error', message: `Signature check failed: ${reason}` });
	// The answer is written here; n8n must not write its own "Workflow was started" too.
	return { ok: false, reason, response: { noWebhookResponse: true } };
}

/**
 * Checks the `X-Authorization-Timestamp` and `X-Authorization-Content-SHA256` headers of the
 * request this webhook is handling against `secret` (HMAC-SHA256 of the raw body, timestamp
 * within `toleranceSeconds`, default 300). On failure it answers the caller 401 and returns
 * `{ok: false}` with the `IWebhookResponseData` for `webhook()` to return as is.
 */
export function checkDeliverySignature(
	this: IWebhookFunctions,
	secret: string,
	now: number = Date.now(),
	toleranceSeconds?: number,
): DeliverySignatureCheck {
	const request = this.getRequestObject() as unknown as { rawBody?: unknown };
	const rawBody = rawBodyOf(request);
	if (rawBody === undefined) {
		return refuse.call(
			this,
			'the request has no raw body to verify (was it sent with Content-Type: application/json?)',
		);
	}
	const verification = verifyWebhookSignature({
		rawBody,
		headers: this.getHeaderData() as Record<string, string | string[] | undefined>,
		secret,
		now,
		toleranceSeconds,
	});
	if (!verification.ok) return refuse.call(this, verification.reason);
	return { ok: true };
}
