import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { queryBoolean } from './queryFields';

/**
 * The webhook actions the service delivers and the sandbox can subscribe (docs: apis/webhooks/register
 * lists more: feed, batch, accountActivity; feeds subscribe with `POST /feed/webhook`).
 */
export const HOOK_ACTIONS = ['messages', 'scheduled', 'social'] as const;
export type HookAction = (typeof HOOK_ACTIONS)[number];

const allowedActions = HOOK_ACTIONS.map((action) => JSON.stringify(action)).join(', ');

export const HookActionSchema = z.enum(HOOK_ACTIONS, {
	errorMap: (issue, ctx) => ({
		message:
			issue.code === 'invalid_type' && ctx.data === undefined
				? `is required: the kind of event to deliver, one of ${allowedActions}`
				: `must be one of ${allowedActions}: the webhook actions the service delivers`,
	}),
});

export const HookUnsubscribeSchema = z.object({ action: HookActionSchema }).passthrough();
export type HookUnsubscribeRequest = z.infer<typeof HookUnsubscribeSchema>;

/** `DELETE /hook/webhook {action}`: ends the acting profile's subscription of one action. */
export const UnregisterWebhook = endpoint({
	method: 'DELETE',
	path: '/hook/webhook',
	doc: `${DOCS}/apis/webhooks/unregister`,
	summary: "Ends the acting profile's subscription of one webhook action.",
	body: HookUnsubscribeSchema,
	errors: [101, 103],
});

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
