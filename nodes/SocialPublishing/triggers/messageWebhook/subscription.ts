import type { IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { HookList } from '../../../../src/engine';
import { WEBHOOK_SECRET_MIN_LENGTH } from '../../../../src/engine/webhooks';
import { MESSAGING_PLATFORMS } from '../../../../src/engine/resources/messages';
import { toNodeError } from '../../transport';
import {
	isGone,
	recordSubscription,
	registeredTarget,
	releaseRegistration,
	subscriptionTarget,
	type Release,
	type SubscriptionTarget,
	type TargetOptions,
	type WebhookTriggerState,
} from '../webhookRegistration';
import { MESSAGE_EVENTS } from './description';

/** What the node keeps in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface MessageWebhookTriggerState extends WebhookTriggerState {
	/** Delivery ids and event keys already received, oldest first (see delivery.ts). */
	seenEvents?: string[];
}

const ACTION = 'messages';

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
 * The subscription this node's parameters describe. Subscribing also needs parameters that make
 * a trigger that can fire; unsubscribing (`UNCHECKED`) needs only credentials and profile.
 */
const OPTIONS: TargetOptions = {
	scope: ACTION,
	minSecretLength: WEBHOOK_SECRET_MIN_LENGTH,
	validate() {
		requireChoice.call(this, 'platforms', 'Networks', MESSAGING_PLATFORMS);
		requireChoice.call(this, 'events', 'Events', MESSAGE_EVENTS);
	},
};
const UNCHECKED: TargetOptions = { ...OPTIONS, checked: false };

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
	const registered = await registeredTarget.call(this, OPTIONS);
	if (!registered) return false;
	const { target, url } = registered;
	const listing = await listHooks(target);
	if (!listing.ok) {
		if (isGone(listing.error)) return false;
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
	const target = await subscriptionTarget.call(this, OPTIONS);
	const outcome = await subscribe(target, target.url);
	if (!outcome.ok) throw toNodeError.call(this, outcome.error, 0, target.secrets);
	recordSubscription.call(this, target);
	return true;
}

/** Hands the webhook back to production, or unsubscribes; false when the service could not be told. */
async function release(this: IHookFunctions, held: Release): Promise<boolean> {
	const target = await subscriptionTarget.call(this, UNCHECKED);
	const listing = await listHooks(target);
	if (!listing.ok) return false;
	// Another trigger (or someone else) took the profile's webhook over since: leave it to them.
	if (subscribedUrl(listing.list)?.url !== held.url) return true;
	const production = held.restore(target);
	if (production !== undefined) return (await subscribe(target, production)).ok;
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
	return await releaseRegistration.call(
		this,
		OPTIONS.scope,
		async (held) => await release.call(this, held),
	);
}
