import { z } from 'zod';
import { DOCS, endpoint } from './endpoint';
import { queryBoolean } from './queryFields';
import { WebhookSecretSchema, webhookUrlSchema } from '../resources/webhookSubscription';

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

export const HookSubscribeSchema = z
	.object({
		action: HookActionSchema,
		url: webhookUrlSchema('https://example.com/hooks/messages'),
		secret: WebhookSecretSchema.optional(),
	})
	.passthrough();
export type HookSubscribeRequest = z.infer<typeof HookSubscribeSchema>;

/** `POST /hook/webhook/secret` (apis/webhooks/rotate-signing-secret): the profile's new secret. */
export const HookSecretRotateSchema = z
	.object({ secret: HookSubscribeSchema.shape.secret.unwrap() })
	.passthrough();
export type HookSecretRotateRequest = z.infer<typeof HookSecretRotateSchema>;

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

/**
 * `POST /hook/webhook {action, url, secret?}`: subscribes the acting profile to one action, or
 * replaces its subscription whole (no secret: unsigned deliveries).
 */
export const RegisterWebhook = endpoint({
	method: 'POST',
	path: '/hook/webhook',
	doc: `${DOCS}/apis/webhooks/register`,
	summary: 'Subscribes the acting profile to one webhook action, or replaces that subscription.',
	body: HookSubscribeSchema,
	errors: [101, 103],
});

/** `POST /hook/webhook/secret {secret}`: sets or rotates the acting profile's signing secret. */
export const RotateWebhookSecret = endpoint({
	method: 'POST',
	path: '/hook/webhook/secret',
	doc: `${DOCS}/apis/webhooks/rotate-signing-secret`,
	summary: "Sets or rotates the acting profile's webhook signing secret.",
	body: HookSecretRotateSchema,
	errors: [101, 103],
});
