import type { IHookFunctions } from 'n8n-workflow';

import { WEBHOOK_SECRET_MIN_LENGTH } from '../../../../src/engine/webhooks';
import { toNodeError } from '../../transport';
import {
	isGone,
	recordSubscription,
	registeredTarget,
	releaseRegistration,
	subscriptionTarget,
	type SubscriptionTarget,
	type TargetOptions,
	type WebhookTriggerState,
} from '../webhookRegistration';

/** What the node keeps in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface FeedTriggerState extends WebhookTriggerState {
	/** Delivery ids already emitted, oldest first (see delivery.ts). */
	deliveredIds?: string[];
}

/** The service's shortest accepted secret; fingerprints have no scope. */
const OPTIONS: TargetOptions = { minSecretLength: WEBHOOK_SECRET_MIN_LENGTH };

/**
 * True when this trigger subscribed the current URL, profile and secret, and the profile still
 * answers. The service has no read of the subscription itself (interface 4.13), so listing the
 * profile's feeds is the check that key, plan and profile are still there.
 */
export async function feedWebhookExists(this: IHookFunctions): Promise<boolean> {
	const registered = await registeredTarget.call(this, OPTIONS);
	if (!registered) return false;
	const { target } = registered;
	let failure: unknown;
	try {
		await target.client.feeds.list({ profileKey: target.profileKey });
	} catch (error) {
		failure = error;
	}
	if (failure === undefined) return true;
	if (isGone(failure)) return false;
	throw toNodeError.call(this, failure, 0, target.secrets);
}

async function subscribe(target: SubscriptionTarget, url: string): Promise<void> {
	await target.client.feeds.subscribeWebhook(
		target.secret ? { url, secret: target.secret } : { url },
		{
			profileKey: target.profileKey,
		},
	);
}

/** Subscribes this node's URL (with the secret, when set) as the profile's feed webhook. */
export async function createFeedWebhook(this: IHookFunctions): Promise<boolean> {
	const target = await subscriptionTarget.call(this, OPTIONS);
	let failure: unknown;
	try {
		await subscribe(target, target.url);
	} catch (error) {
		failure = error;
	}
	if (failure !== undefined) throw toNodeError.call(this, failure, 0, target.secrets);
	recordSubscription.call(this, target);
	return true;
}

/**
 * Deactivates the profile's feed webhook (empty URL) if this trigger subscribed it. Never throws:
 * a subscription that is already gone, or a service that cannot be reached, must not keep the
 * workflow from being deactivated. Delivered ids are kept, so a redelivery after a later
 * reactivation is still recognised.
 *
 * The end of a "Listen for test event" hands the profile's one webhook back to this workflow's
 * production URL when it held it before, with the same profile and secret; else it is emptied.
 */
export async function deleteFeedWebhook(this: IHookFunctions): Promise<boolean> {
	return await releaseRegistration.call(this, OPTIONS.scope, async ({ restore }) => {
		const target = await subscriptionTarget.call(this, OPTIONS);
		const production = restore(target);
		if (production !== undefined) await subscribe(target, production);
		else await target.client.feeds.subscribeWebhook({ url: '' }, { profileKey: target.profileKey });
		return true;
	});
}
