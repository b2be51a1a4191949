import type { IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { HookAction, HookList } from '../../../../src/engine';
import { WEBHOOK_SECRET_MIN_LENGTH } from '../../../../src/engine/webhooks';
import { toNodeError } from '../../transport';
import {
	fingerprintOf,
	isGone,
	recordSubscription,
	registeredTarget,
	releaseRegistration,
	subscriptionTarget,
	type Release,
	type SubscriptionTarget,
	type TargetOptions,
} from './registration';
import { hooksFor, TRIGGER_EVENTS, type ServiceHook } from './events';

/**
 * The Social Publishing Trigger's webhook lifecycle: activation subscribes n8n's URL to each
 * service webhook the chosen events need (the profile's feed webhook through `/feed/webhook`, its
 * `messages`, `scheduled` and `social` webhooks through `/hook/webhook`), checkExists asks the
 * service whether it still holds them, deactivation releases exactly those it subscribed.
 */

/** The webhooks the node's current Events need. */
function chosenHooks(this: IHookFunctions): ServiceHook[] {
	const chosen = this.getNodeParameter('events', []) as unknown;
	return hooksFor(Array.isArray(chosen) ? chosen.map(String) : []);
}

/** The fingerprint scope of a subscription of these webhooks: other webhooks, other subscription. */
function scopeOf(hooks: readonly string[]): string {
	return `trigger:${hooks.join(',')}`;
}

/** Fails activation when Events has nothing chosen: the trigger could never fire. */
function requireEvents(this: IHookFunctions): void {
	const chosen = this.getNodeParameter('events', []) as unknown;
	const valid =
		Array.isArray(chosen) && chosen.some((value) => TRIGGER_EVENTS.includes(value as never));
	if (valid) return;
	throw new NodeOperationError(this.getNode(), 'Events has nothing chosen', {
		description: `Choose at least one of ${TRIGGER_EVENTS.join(', ')} in "Events" (got ${JSON.stringify(chosen)})`,
	});
}

function targetOptions(hooks: readonly string[], checked: boolean): TargetOptions {
	return {
		scope: scopeOf(hooks),
		minSecretLength: WEBHOOK_SECRET_MIN_LENGTH,
		checked,
		validate: requireEvents,
	};
}

const isHookAction = (hook: string): hook is HookAction => hook !== 'feed';

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
	try {
		return { ok: true, value: await call() };
	} catch (error) {
		return { ok: false, error };
	}
}

async function listHooks(target: SubscriptionTarget): Promise<Attempt<HookList>> {
	return await attempt(() => target.client.hooks.list({}, { profileKey: target.profileKey }));
}

/** The URL the service has subscribed to the profile's `action` webhook, if any. */
function listed(list: HookList, action: string): { url: string; signed?: boolean } | undefined {
	return (list.webhooks ?? []).find((hook) => hook.action === action);
}

/** Subscribes `url` (with the secret, when set) to one of the profile's webhooks. */
async function subscribe(
	target: SubscriptionTarget,
	hook: ServiceHook,
	url: string,
): Promise<Attempt<unknown>> {
	const secret = target.secret ? { secret: target.secret } : {};
	const options = { profileKey: target.profileKey };
	if (hook === 'feed') {
		return await attempt(() => target.client.feeds.subscribeWebhook({ url, ...secret }, options));
	}
	return await attempt(() =>
		target.client.hooks.subscribe({ action: hook, url, ...secret }, options),
	);
}

/** Takes one of the profile's webhooks away: the feed webhook gets an empty URL (articles post again). */
async function unsubscribe(target: SubscriptionTarget, hook: ServiceHook): Promise<boolean> {
	const options = { profileKey: target.profileKey };
	const outcome =
		hook === 'feed'
			? await attempt(() => target.client.feeds.subscribeWebhook({ url: '' }, options))
			: await attempt(() => target.client.hooks.unsubscribe(hook, options));
	return outcome.ok;
}

/**
 * True when this trigger subscribed the current URL, profile, secret and webhooks and the service
 * still holds them: `/hook/webhook` lists the URL (signed or not, as the secret says) for each
 * action; the feed webhook has no read (https://www.ayrshare.com/docs/apis/feeds/overview), so listing the profile's feeds checks
 * that key, plan and profile are still there.
 */
export async function triggerWebhookExists(this: IHookFunctions): Promise<boolean> {
	const hooks = chosenHooks.call(this);
	const registered = await registeredTarget.call(this, targetOptions(hooks, true));
	if (!registered) return false;
	const { target, url } = registered;
	if (hooks.includes('feed')) {
		const feeds = await attempt(() => target.client.feeds.list({ profileKey: target.profileKey }));
		if (!feeds.ok) {
			if (isGone(feeds.error)) return false;
			throw toNodeError.call(this, feeds.error, 0, target.secrets);
		}
	}
	const actions = hooks.filter(isHookAction);
	if (actions.length === 0) return true;
	const listing = await listHooks(target);
	if (!listing.ok) {
		if (isGone(listing.error)) return false;
		throw toNodeError.call(this, listing.error, 0, target.secrets);
	}
	return actions.every((action) => {
		const current = listed(listing.value, action);
		if (!current || current.url !== url) return false;
		return current.signed === undefined || current.signed === (target.secret !== '');
	});
}

/** Subscribes this node's URL (with the secret, when set) to each webhook the events need. */
export async function createTriggerWebhook(this: IHookFunctions): Promise<boolean> {
	const hooks = chosenHooks.call(this);
	const target = await subscriptionTarget.call(this, targetOptions(hooks, true));
	for (const hook of hooks) {
		const outcome = await subscribe(target, hook, target.url);
		if (!outcome.ok) throw toNodeError.call(this, outcome.error, 0, target.secrets);
	}
	recordSubscription.call(this, target, hooks);
	return true;
}

/**
 * The production URL to hand `hook` back to at the end of a test: when this workflow's production
 * registration held it with the same profile and secret.
 */
function productionUrlFor(
	held: Release,
	target: SubscriptionTarget,
	hook: string,
): string | undefined {
	const production = held.production;
	const url = production?.webhookUrl;
	const hooks = Array.isArray(production?.hooks) ? production.hooks : [];
	if (!url || !hooks.includes(hook)) return undefined;
	const same =
		production?.subscription ===
		fingerprintOf(scopeOf(hooks), url, target.profileKey, target.secret);
	return same ? url : undefined;
}

/** Hands each webhook this trigger holds back to production, or unsubscribes it. */
async function release(this: IHookFunctions, held: Release): Promise<boolean> {
	const target = await subscriptionTarget.call(this, targetOptions(held.hooks, false));
	const hooks = held.hooks as ServiceHook[];
	let listing: HookList | undefined;
	if (hooks.some(isHookAction)) {
		const answer = await listHooks(target);
		if (!answer.ok) return false;
		listing = answer.value;
	}
	let done = true;
	for (const hook of hooks) {
		// Another trigger (or someone else) took this webhook over since: leave it to them.
		if (listing && isHookAction(hook) && listed(listing, hook)?.url !== held.url) continue;
		const production = productionUrlFor(held, target, hook);
		const ok =
			production !== undefined
				? (await subscribe(target, hook, production)).ok
				: await unsubscribe(target, hook);
		done = ok && done;
	}
	return done;
}

/**
 * Releases the webhooks this trigger subscribed, exactly those. Never throws: a subscription
 * already gone, or a service that cannot be reached, must not keep the workflow from being
 * deactivated. The end of an "Execute step" listen hands them back to this workflow's production
 * URL when it held them before with the same profile and secret. Remembered deliveries are kept,
 * so a redelivery after a later reactivation is still recognised.
 */
export async function deleteTriggerWebhook(this: IHookFunctions): Promise<boolean> {
	return await releaseRegistration.call(this, async (held) => await release.call(this, held));
}
