import { createHash } from 'node:crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { APIError, type HookList, type SocialPublishingClient } from '../../../../src/engine';
import { HOOK_SECRET_MIN_LENGTH } from '../../../../src/engine/resources/hooks';
import { MESSAGING_PLATFORMS } from '../../../../src/engine/resources/messages';
import { createServiceClient, toNodeError } from '../../transport';
import { watchedProfileKey } from '../message/profile';
import { MESSAGE_EVENTS } from './description';

/** A subscription this trigger made. */
export interface MessageWebhookRegistration extends IDataObject {
	/** The URL subscribed to the profile's messages webhook, while this trigger holds it. */
	webhookUrl?: string;
	/** When it was subscribed, ISO 8601. */
	subscribedAt?: string;
	/** A hash of URL, profile and secret: a changed one means the subscription is stale. */
	subscription?: string;
}

/** What the node keeps in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface MessageWebhookTriggerState extends MessageWebhookRegistration {
	/** The editor's "Listen for test event" subscription, kept apart from the production one. */
	test?: MessageWebhookRegistration;
	/** Delivery ids and event keys already received, oldest first (see delivery.ts). */
	seenEvents?: string[];
}

const ACTION = 'messages';
/** Statuses that say the subscription cannot be there any more (key, plan or profile gone). */
const GONE_STATUSES = new Set([401, 403, 404]);

export function messageWebhookState(this: IHookFunctions): MessageWebhookTriggerState {
	return this.getWorkflowStaticData('node') as MessageWebhookTriggerState;
}

/** Identifies a subscription (URL, profile, secret) without keeping the key or secret. */
function fingerprintOf(url: string, profileKey: string | undefined, secret: string): string {
	return createHash('sha256')
		.update([ACTION, url, profileKey ?? '(primary)', secret].join('\n'))
		.digest('hex')
		.slice(0, 32);
}

interface SubscriptionTarget {
	client: SocialPublishingClient;
	/** Values never to show: API key, profile key, secret. */
	secrets: string[];
	profileKey?: string;
	url: string;
	secret: string;
	fingerprint: string;
}

/** Fails activation when a multi-option field has nothing chosen: the trigger could never fire. */
function requireChoice(
	this: IHookFunctions,
	name: string,
	label: string,
	allowed: readonly string[],
): void {
	const chosen = this.getNodeParameter(name, []) as unknown;
	const valid = Array.isArray(chosen) && chosen.some((value) => allowed.includes(value as string));
	if (valid) return;
	throw new NodeOperationError(this.getNode(), `${label} has nothing chosen`, {
		description: `Choose at least one of ${allowed.join(', ')} in "${label}" (got ${JSON.stringify(chosen)})`,
	});
}

/**
 * The subscription this node's parameters describe. `checked`: the parameters must also make a
 * trigger that can fire (for subscribing); unsubscribing needs only credentials and profile.
 */
async function subscriptionTarget(
	this: IHookFunctions,
	checked = true,
): Promise<SubscriptionTarget> {
	const url = this.getNodeWebhookUrl('default');
	if (!url) {
		throw new NodeOperationError(this.getNode(), 'n8n gave this trigger no webhook URL', {
			description: 'Check the WEBHOOK_URL setting of the n8n instance',
		});
	}
	if (checked) {
		requireChoice.call(this, 'platforms', 'Networks', MESSAGING_PLATFORMS);
		requireChoice.call(this, 'events', 'Events', MESSAGE_EVENTS);
	}
	const secret = String(this.getNodeParameter('secret', '') ?? '');
	if (checked && secret !== '' && secret.length < HOOK_SECRET_MIN_LENGTH) {
		throw new NodeOperationError(
			this.getNode(),
			`Secret is too short: ${secret.length} characters, at least ${HOOK_SECRET_MIN_LENGTH} are needed`,
			{
				description:
					'It keys the HMAC that signs each delivery. Use a longer one, or leave it empty.',
			},
		);
	}
	const { client, secrets } = await createServiceClient.call(this);
	const profileKey = await watchedProfileKey.call(this);
	const fingerprint = fingerprintOf(url, profileKey, secret);
	const hidden = [...secrets, ...(profileKey ? [profileKey] : []), ...(secret ? [secret] : [])];
	return { client, secrets: hidden, profileKey, url, secret, fingerprint };
}

function isRegistration(value: unknown): value is MessageWebhookRegistration {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Where a registration is kept: the production webhook's at the top, the test webhook's apart. */
function registrationOf(
	this: IHookFunctions,
	state: MessageWebhookTriggerState,
): MessageWebhookRegistration {
	if (this.getMode() !== 'manual') return state;
	return isRegistration(state.test) ? state.test : {};
}

function forget(registration: MessageWebhookRegistration): void {
	delete registration.webhookUrl;
	delete registration.subscribedAt;
	delete registration.subscription;
}

type Listing = { ok: true; list: HookList } | { ok: false; error: unknown };

async function listHooks(target: SubscriptionTarget): Promise<Listing> {
	try {
		return { ok: true, list: await target.client.hooks.list({ profileKey: target.profileKey }) };
	} catch (error) {
		return { ok: false, error };
	}
}

/** The URL the service has subscribed to the profile's messages webhook, if any. */
function subscribedUrl(list: HookList): { url: string; signed?: boolean } | undefined {
	return (list.webhooks ?? []).find((hook) => hook.action === ACTION);
}

/**
 * True when this trigger subscribed the current URL, profile and secret and the service still
 * lists that URL (signed or not, as the secret says) for the profile's messages webhook.
 */
export async function messageWebhookExists(this: IHookFunctions): Promise<boolean> {
	const registration = registrationOf.call(this, messageWebhookState.call(this));
	const url = registration.webhookUrl;
	if (!url || url !== this.getNodeWebhookUrl('default')) return false;
	const target = await subscriptionTarget.call(this);
	if (registration.subscription !== target.fingerprint) return false;
	const listing = await listHooks(target);
	if (!listing.ok) {
		const gone = listing.error instanceof APIError && GONE_STATUSES.has(listing.error.status);
		if (gone) return false;
		throw toNodeError.call(this, listing.error, 0, target.secrets);
	}
	const current = subscribedUrl(listing.list);
	if (!current || current.url !== url) return false;
	return current.signed === undefined || current.signed === (target.secret !== '');
}

type Outcome = { ok: true } | { ok: false; error: unknown };

async function subscribe(target: SubscriptionTarget, url: string): Promise<Outcome> {
	try {
		await target.client.hooks.subscribe(
			{ action: ACTION, url, ...(target.secret ? { secret: target.secret } : {}) },
			{ profileKey: target.profileKey },
		);
		return { ok: true };
	} catch (error) {
		return { ok: false, error };
	}
}

/** Subscribes this node's URL (with the secret, when set) to the profile's messages webhook. */
export async function createMessageWebhook(this: IHookFunctions): Promise<boolean> {
	const target = await subscriptionTarget.call(this);
	const outcome = await subscribe(target, target.url);
	if (!outcome.ok) throw toNodeError.call(this, outcome.error, 0, target.secrets);
	const state = messageWebhookState.call(this);
	const registration = registrationOf.call(this, state);
	if (registration !== state) state.test = registration;
	registration.webhookUrl = target.url;
	registration.subscribedAt = new Date().toISOString();
	registration.subscription = target.fingerprint;
	return true;
}

/** Hands the webhook back to production, or unsubscribes; false when the service could not be told. */
async function release(
	this: IHookFunctions,
	state: MessageWebhookTriggerState,
	registration: MessageWebhookRegistration,
): Promise<boolean> {
	const target = await subscriptionTarget.call(this, false);
	const listing = await listHooks(target);
	if (!listing.ok) return false;
	// Another trigger (or someone else) took the profile's webhook over since: leave it to them.
	if (subscribedUrl(listing.list)?.url !== registration.webhookUrl) return true;
	const production = registration === state ? undefined : state.webhookUrl;
	const restore =
		production !== undefined &&
		state.subscription === fingerprintOf(production, target.profileKey, target.secret);
	if (restore) return (await subscribe(target, production)).ok;
	try {
		await target.client.hooks.unsubscribe(ACTION, { profileKey: target.profileKey });
		return true;
	} catch {
		return false;
	}
}

/**
 * Unsubscribes the profile's messages webhook if this trigger holds it. Never throws: a
 * subscription already gone, or a service that cannot be reached, must not keep the workflow from
 * being deactivated. Remembered events are kept, so a redelivery after a later reactivation is
 * still recognised. The end of a "Listen for test event" hands the webhook back to this
 * workflow's production URL when it held it before, with the same profile and secret.
 */
export async function deleteMessageWebhook(this: IHookFunctions): Promise<boolean> {
	const state = messageWebhookState.call(this);
	const registration = registrationOf.call(this, state);
	if (!registration.webhookUrl) return true;
	let done: boolean;
	try {
		done = await release.call(this, state, registration);
	} catch {
		done = false;
	}
	forget(registration);
	if (registration !== state) delete state.test;
	return done;
}
