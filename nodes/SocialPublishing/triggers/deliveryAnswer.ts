import type { INodeExecutionData, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { checkDeliverySignature } from './webhook/signature';

/** What a webhook trigger made of one delivery: refused, not for it, or the items it yields. */
export type DeliveryReading =
	| { kind: 'invalid'; reason: string }
	| { kind: 'ignored'; reason: string }
	| { kind: 'items'; items: INodeExecutionData[]; repeated: number; filtered: number };

/**
 * The signature check of a webhook trigger with a "secret" parameter: undefined when there is no
 * secret or the delivery is signed correctly, else the 401 answer `webhook()` returns as it is.
 */
export function refusedDelivery(this: IWebhookFunctions): IWebhookResponseData | undefined {
	const secret = String(this.getNodeParameter('secret', '') ?? '');
	if (secret === '') return undefined;
	const check = checkDeliverySignature.call(this, secret);
	return check.ok ? undefined : check.response;
}

/**
 * The answer to a delivery (`what` names it in the 400 message): 400 for a body the trigger cannot
 * read (the service does not retry a 400; such a body will not improve), 2xx with the reason for
 * one meant for another trigger, 2xx with counts when nothing is new or wanted (so the service
 * stops redelivering), else the items start the workflow.
 */
export function answerDelivery(
	this: IWebhookFunctions,
	reading: DeliveryReading,
	what: string,
): IWebhookResponseData {
	if (reading.kind === 'invalid') {
		this.getResponseObject()
			.status(400)
			.json({
				status: 'error',
				message: `Not a ${what} delivery this node can read: ${reading.reason}`,
			});
		return { noWebhookResponse: true };
	}
	if (reading.kind === 'ignored') {
		return { webhookResponse: { status: 'success', ignored: reading.reason } };
	}
	if (reading.items.length === 0) {
		return {
			webhookResponse: {
				status: 'success',
				emitted: 0,
				repeated: reading.repeated,
				filtered: reading.filtered,
			},
		};
	}
	return { workflowData: [reading.items] };
}
