import type { IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { HookAction, HookList } from '../../../src/engine';
import { WEBHOOK_SECRET_MIN_LENGTH } from '../../../src/engine/webhooks';
import { toNodeError } from '../transport';
import {
	isGone,
	recordSubscription,
	registeredTarget,
	releaseRegistration,
	subscriptionTarget,
	type Release,
	type SubscriptionTarget,
	type TargetOptions,
} from './webhookRegistration';

/**
 * The lifecycle of a trigger subscribed through `/hook/webhook` (the message webhook trigger, the
 * event trigger): activation subscribes n8n's URL to each action the node needs, checkExists asks
 * the service whether it still lists that URL for each, deactivation hands each action back or
 * unsubscribes it. One registration in static data covers all of the node's actions.
 */
export interface HookTriggerConfig {
	/** Fingerprint scope of the registration (`messages`, `events`). */
	scope: string;
	/** Every action this kind of trigger may hold: deactivation releases those still on its URL. */
	allActions: readonly HookAction[];
	/** The actions the node's current parameters need. */
	actions(this: IHookFunctions): HookAction[];
	/** Checks the parameters make a trigger that can fire (subscribing only). */
	validate?(this: IHookFunctions): void;
}

/** Fails activation when a multi-option field has nothing chosen: the trigger could never fire. */
export function requireChoice(
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

function targetOptions(config: HookTriggerConfig, checked: boolean): TargetOptions {
	return {
		scope: config.scope,
		minSecretLength: WEBHOOK_SECRET_MIN_LENGTH,
		checked,
		validate: config.validate,
	};
}

type Listing = { ok: true; list: HookList } | { ok: false; error: unknown };

async function listHooks(target: SubscriptionTarget): Promise<Listing> {
	try {
		return { ok: true, list: await target.client.hooks.list({ profileKey: target.profileKey }) };
	} catch (error) {
		return { ok: false, error };
	}
}

/** The URL the service has subscribed to the profile's `action` webhook, if any. */
function subscribedUrl(
	list: HookList,
	action: HookAction,
): { url: string; signed?: boolean } | undefined {
	return (list.webhooks ?? []).find((hook) => hook.action === action);
}

/**
 * True when this trigger subscribed the current URL, profile and secret and the service still
 * lists that URL (signed or not, as the secret says) for every action the node needs.
 */
export async function hookWebhookExists(
	this: IHookFunctions,
	config: HookTriggerConfig,
): Promise<boolean> {
	const registered = await registeredTarget.call(this, targetOptions(config, true));
	if (!registered) return false;
	const { target, url } = registered;
	const listing = await listHooks(target);
	if (!listing.ok) {
		if (isGone(listing.error)) return false;
		throw toNodeError.call(this, listing.error, 0, target.secrets);
	}
	return config.actions.call(this).every((action) => {
		const current = subscribedUrl(listing.list, action);
		if (!current || current.url !== url) return false;
		return current.signed === undefined || current.signed === (target.secret !== '');
	});
}

type Outcome = { ok: true } | { ok: false; error: unknown };

async function subscribe(
	target: SubscriptionTarget,
	action: HookAction,
	url: string,
): Promise<Outcome> {
	try {
		await target.client.hooks.subscribe(
			{ action, url, ...(target.secret ? { secret: target.secret } : {}) },
			{ profileKey: target.profileKey },
		);
		return { ok: true };
	} catch (error) {
		return { ok: false, error };
	}
}

/** Subscribes this node's URL (with the secret, when set) to each action the node needs. */
export async function createHookWebhook(
	this: IHookFunctions,
	config: HookTriggerConfig,
): Promise<boolean> {
	const target = await subscriptionTarget.call(this, targetOptions(config, true));
	for (const action of config.actions.call(this)) {
		const outcome = await subscribe(target, action, target.url);
		if (!outcome.ok) throw toNodeError.call(this, outcome.error, 0, target.secrets);
	}
	recordSubscription.call(this, target);
	return true;
}

/** Hands each action still on this trigger's URL back to production, or unsubscribes it. */
async function release(
	this: IHookFunctions,
	config: HookTriggerConfig,
	held: Release,
): Promise<boolean> {
	const target = await subscriptionTarget.call(this, targetOptions(config, false));
	const listing = await listHooks(target);
	if (!listing.ok) return false;
	const production = held.restore(target);
	let done = true;
	for (const action of config.allActions) {
		// Another trigger (or someone else) took this webhook over since: leave it to them.
		if (subscribedUrl(listing.list, action)?.url !== held.url) continue;
		if (production !== undefined) {
			done = (await subscribe(target, action, production)).ok && done;
			continue;
		}
		try {
			await target.client.hooks.unsubscribe(action, { profileKey: target.profileKey });
		} catch {
			done = false;
		}
	}
	return done;
}

/**
 * Unsubscribes the profile's webhooks this trigger holds. Never throws: a subscription already
 * gone, or a service that cannot be reached, must not keep the workflow from being deactivated.
 * The end of a "Listen for test event" hands them back to this workflow's production URL when it
 * held them before, with the same profile and secret.
 */
export async function deleteHookWebhook(
	this: IHookFunctions,
	config: HookTriggerConfig,
): Promise<boolean> {
	return await releaseRegistration.call(
		this,
		config.scope,
		async (held) => await release.call(this, config, held),
	);
}
