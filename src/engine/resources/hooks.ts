import {
	HOOK_ACTIONS,
	HookActionSchema,
	HookSecretRotateSchema,
	HookSubscribeSchema,
	HookUnsubscribeSchema,
	WebhookListQuerySchema,
	type HookAction,
	type HookSecretRotateRequest,
	type HookSubscribeRequest,
	type HookUnsubscribeRequest,
	type WebhookListQuery,
} from '../contract/hooks';

export {
	HOOK_ACTIONS,
	HookActionSchema,
	HookSecretRotateSchema,
	HookSubscribeSchema,
	HookUnsubscribeSchema,
};
export type { HookAction, HookSecretRotateRequest, HookSubscribeRequest, HookUnsubscribeRequest };
import { parseOrThrow } from '../core/zodIssues';
import type { MessagingNetwork } from './messageRules';
import type { ClientCore, RequestOptions } from './shared';
import { parseWebhookSubscription } from './webhookSubscription';

/**
 * Webhook subscriptions per user profile and action (`/hook/webhook`; https://www.ayrshare.com/docs/apis/webhooks/register):
 * `messages` (direct messages), `scheduled` (a scheduled post was
 * processed) and `social` (an account was linked or unlinked; bodies in hookEvents.ts). Only
 * the actions listed here are delivered, so only they can be subscribed (anything else would
 * never fire). Feeds subscribe with `POST /feed/webhook` (feeds.ts); both take the URL and
 * secret of webhookSubscription.ts.
 */
/** What a `messages` delivery reports: a message written (either way), read, or reacted to. */
export const MESSAGE_HOOK_SUB_ACTIONS = [
	'messageCreated',
	'messageRead',
	'reactionCreated',
] as const;
export type MessageHookSubAction = (typeof MESSAGE_HOOK_SUB_ACTIONS)[number];

/** What a rotation answers: the profile's `refId`; the sandbox adds when the grace window ends. */
export interface HookSecretRotateResult {
	status: string;
	action?: string;
	refId?: string;
	/** Until when deliveries carry the previous secret's signature too (ISO time); sandbox only. */
	previousSecretValidUntil?: string;
	[key: string]: unknown;
}

/** A subscription as listed: never its secret, only whether it has one. */
export interface HookSubscription {
	action: HookAction;
	url: string;
	/** ISO 8601: when this URL was subscribed. */
	created: string;
	/** Whether deliveries are signed (the subscription has a secret). */
	signed?: boolean;
	[key: string]: unknown;
}

export interface HookSubscribeResult {
	status: string;
	action: HookAction;
	url: string;
	[key: string]: unknown;
}

export interface HookUnsubscribeResult {
	status: string;
	action: HookAction;
	[key: string]: unknown;
}

export interface HookList {
	status: string;
	webhooks: HookSubscription[];
	[key: string]: unknown;
}

/**
 * The body of a `messages` delivery. `messageCreated`: a message the profile received or sent
 * (`type`), `id` its id. `messageRead`: the correspondent (`readerId`) read message `id`.
 * `reactionCreated`: `reactorId` reacted to message `id` with `reaction`. For read and reaction
 * events, `type`, `senderId`, `recipientId` and `message` describe the message acted on, and
 * `created` is when the read or reaction happened. `deliveryId` is the same on every redelivery.
 */
export interface MessageHookEvent {
	action: 'messages';
	subAction: MessageHookSubAction;
	type: 'received' | 'sent';
	platform: MessagingNetwork;
	/** The profile's `refId` (user-details read). */
	refId: string;
	/** The profile's title, when available. */
	title?: string;
	id: string;
	conversationId: string;
	senderId: string;
	recipientId: string;
	message: string;
	attachments?: Array<{ type: string; url: string }>;
	created: string;
	readerId?: string;
	reactorId?: string;
	reaction?: string;
	deliveryId: string;
	[key: string]: unknown;
}

/** Checks a subscription; a problem with the secret says its length, never the secret itself. */
export function parseHookSubscription(params: unknown): HookSubscribeRequest {
	return parseWebhookSubscription(HookSubscribeSchema, params, 'Invalid webhook subscription');
}

/** Checks a rotation's new secret, saying its length only. */
export function parseHookSecretRotation(params: unknown): HookSecretRotateRequest {
	return parseWebhookSubscription(HookSecretRotateSchema, params, 'Invalid webhook signing secret');
}

/** Webhook subscriptions of a profile, by action (`/hook/webhook`). */
export class Hooks {
	constructor(private readonly client: ClientCore) {}

	/**
	 * Subscribes `url` to the profile's `action` events, replacing the URL and secret subscribed
	 * before (`POST /hook/webhook`). With a `secret`, deliveries are signed (`verifyWebhookSignature`).
	 */
	async subscribe(
		params: HookSubscribeRequest,
		options: RequestOptions = {},
	): Promise<HookSubscribeResult> {
		const body = parseHookSubscription(params);
		return this.client.sender.send<HookSubscribeResult>({
			method: 'POST',
			path: '/hook/webhook',
			body,
			profileKey: options.profileKey,
			// It sets the profile's one subscription for the action: sending it twice is one state.
			idempotent: true,
		});
	}

	/** Ends the profile's `action` subscription; its pending deliveries are dropped (`DELETE /hook/webhook`). */
	async unsubscribe(
		action: HookAction,
		options: RequestOptions = {},
	): Promise<HookUnsubscribeResult> {
		const body = parseOrThrow(HookUnsubscribeSchema, { action }, 'Invalid webhook action');
		return this.client.sender.send<HookUnsubscribeResult>({
			method: 'DELETE',
			path: '/hook/webhook',
			body,
			profileKey: options.profileKey,
		});
	}

	/**
	 * Rotates the profile's signing secret (`POST /hook/webhook/secret`): one secret signs every
	 * webhook action of the profile; for 24 hours deliveries carry the new and the previous
	 * secret's signatures, so receivers move to the new one without losing a delivery.
	 */
	async rotateSecret(
		params: HookSecretRotateRequest,
		options: RequestOptions = {},
	): Promise<HookSecretRotateResult> {
		const body = parseHookSecretRotation(params);
		return this.client.sender.send<HookSecretRotateResult>({
			method: 'POST',
			path: '/hook/webhook/secret',
			body,
			profileKey: options.profileKey,
			// Setting the same secret again changes nothing: safe to send again.
			idempotent: true,
		});
	}

	/** The profile's subscriptions, without their secrets (`GET /hook/webhook`). */
	async list(query: WebhookListQuery = {}, options: RequestOptions = {}): Promise<HookList> {
		const q = parseOrThrow(WebhookListQuerySchema, query, 'Invalid webhook list query');
		return this.client.sender.send<HookList>({
			method: 'GET',
			path: '/hook/webhook',
			query: q,
			profileKey: options.profileKey,
		});
	}
}
