import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { queryBoolean } from './queryFields';

/** `GET /hook/webhook`'s query (docs: apis/webhooks/list; the MCP repo's list_webhooks). */
export const WebhookListQuerySchema = z
	.object({
		allWebhooks: queryBoolean()
			.optional()
			.describe(
				"true: every profile's subscriptions (the primary's and each user profile's), each with its refId.",
			),
	})
	.passthrough();
export type WebhookListQuery = z.input<typeof WebhookListQuerySchema>;

/** `GET /hook/webhook`: the webhook subscriptions, never their secrets. */
export const ListWebhooks = endpoint({
	method: 'GET',
	path: '/hook/webhook',
	doc: `${DOCS}/apis/webhooks/list`,
	summary: "Lists the acting profile's webhook subscriptions, or with allWebhooks every profile's.",
	query: WebhookListQuerySchema,
	errors: [103],
});
