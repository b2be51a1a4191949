import { createHash } from 'node:crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { APIError, type SocialPublishingClient } from '../../../../src/engine';
import {
	createServiceClient,
	PROFILE_CREDENTIAL,
	profileKeyOfRefId,
	toNodeError,
} from '../../transport';

/** A subscription this trigger made. */
export interface FeedWebhookRegistration extends IDataObject {
	/** The URL subscribed as the profile's feed webhook, while this trigger holds it. */
	webhookUrl?: string;
	/** When it was subscribed, ISO 8601. */
	subscribedAt?: string;
	/** A hash of URL, profile and secret: a changed one means the subscription is stale. */
	subscription?: string;
}

/** What the node keeps in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface FeedTriggerState extends FeedWebhookRegistration {
	/** The editor's "Listen for test event" subscription, kept apart from the production one. */
	test?: FeedWebhookRegistration;
	/** Delivery ids already emitted, oldest first (see delivery.ts). */
	deliveredIds?: string[];
}

/** The service's shortest accepted secret (engine FeedWebhookSchema). */
const SECRET_MIN_LENGTH = 8;

/** Statuses that say the subscription cannot be there any more (key, plan or profile gone). */
const GONE_STATUSES = new Set([401, 403, 404]);

export function feedTriggerState(this: IHookFunctions): FeedTriggerState {
	return this.getWorkflowStaticData('node') as FeedTriggerState;
}

/** The Profile-Key the trigger acts for; undefined = the primary profile. */
async function triggerProfileKey(this: IHookFunctions): Promise<string | undefined> {
	const actAs = this.getNodeParameter('actAs', 'primary') as string;
	let key: unknown;
	if (actAs === 'profileCredential') {
		key = (await this.getCredentials(PROFILE_CREDENTIAL)).profileKey;
	} else if (actAs === 'profileKey') {
		key = this.getNodeParameter('profileKey', '');
	} else if (actAs === 'profileFromList') {
		const refId = this.getNodeParameter('profile', '', { extractValue: true });
		return await profileKeyOfRefId.call(this, typeof refId === 'string' ? refId : '');
	} else {
		return undefined;
	}
	const text = typeof key === 'string' ? key.trim() : '';
	if (!text) {
		throw new NodeOperationError(this.getNode(), 'Act As needs a profile key, and it is empty', {
			description:
				actAs === 'profileKey'
					? 'Fill in "Profile Key", or choose Act As "Primary Profile"'
					: 'Open the Social Publishing Profile Key credential and fill in its key',
		});
	}
	return text;
}

/** Identifies a subscription (URL, profile, secret) without keeping the key or secret. */
function fingerprintOf(url: string, profileKey: string | undefined, secret: string): string {
	return createHash('sha256')
		.update([url, profileKey ?? '(primary)', secret].join('\n'))
		.digest('hex')
		.slice(0, 32);
}

interface SubscriptionTarget {
	client: SocialPublishingClient;
	secrets: string[];
	profileKey?: string;
	url: string;
	secret: string;
	fingerprint: string;
}

async function subscriptionTarget(this: IHookFunctions): Promise<SubscriptionTarget> {
	const url = this.getNodeWebhookUrl('default');
	if (!url) {
		throw new NodeOperationError(this.getNode(), 'n8n gave this trigger no webhook URL', {
			description: 'Check the WEBHOOK_URL setting of the n8n instance',
		});
	}
	const secret = String(this.getNodeParameter('secret', '') ?? '');
	if (secret !== '' && secret.length < SECRET_MIN_LENGTH) {
		throw new NodeOperationError(
			this.getNode(),
			`Secret is too short: ${secret.length} characters, at least ${SECRET_MIN_LENGTH} are needed`,
			{
				description:
					'It keys the HMAC that signs each delivery. Use a longer one, or leave it empty.',
			},
		);
	}
	const { client, secrets } = await createServiceClient.call(this);
	const profileKey = await triggerProfileKey.call(this);
	const fingerprint = fingerprintOf(url, profileKey, secret);
	const hidden = [...secrets, ...(profileKey ? [profileKey] : []), ...(secret ? [secret] : [])];
	return { client, secrets: hidden, profileKey, url, secret, fingerprint };
}

/** Where a registration is kept: the production webhook's at the top, the test webhook's apart. */
function registrationOf(this: IHookFunctions, state: FeedTriggerState): FeedWebhookRegistration {
	if (this.getMode() !== 'manual') return state;
	return isRegistration(state.test) ? state.test : {};
}

function isRegistration(value: unknown): value is FeedWebhookRegistration {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function forget(registration: FeedWebhookRegistration): void {
	delete registration.webhookUrl;
	delete registration.subscribedAt;
	delete registration.subscription;
}

/**
 * True when this trigger subscribed the current URL, profile and secret, and the profile still
 * answers. The service has no read of the subscription itself (interface 4.13), so listing the
 * profile's feeds is the check that key, plan and profile are still there.
 */
export async function feedWebhookExists(this: IHookFunctions): Promise<boolean> {
	const registration = registrationOf.call(this, feedTriggerState.call(this));
	const url = registration.webhookUrl;
	if (!url || url !== this.getNodeWebhookUrl('default')) return false;
	const target = await subscriptionTarget.call(this);
	if (registration.subscription !== target.fingerprint) return false;
	let failure: unknown;
	try {
		await target.client.feeds.list({ profileKey: target.profileKey });
	} catch (error) {
		failure = error;
	}
	if (failure === undefined) return true;
	if (failure instanceof APIError && GONE_STATUSES.has(failure.status)) return false;
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
	const target = await subscriptionTarget.call(this);
	let failure: unknown;
	try {
		await subscribe(target, target.url);
	} catch (error) {
		failure = error;
	}
	if (failure !== undefined) throw toNodeError.call(this, failure, 0, target.secrets);
	const state = feedTriggerState.call(this);
	const registration = registrationOf.call(this, state);
	if (registration !== state) state.test = registration;
	registration.webhookUrl = target.url;
	registration.subscribedAt = new Date().toISOString();
	registration.subscription = target.fingerprint;
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
	const state = feedTriggerState.call(this);
	const registration = registrationOf.call(this, state);
	if (!registration.webhookUrl) return true;
	let done = true;
	try {
		const target = await subscriptionTarget.call(this);
		const production = registration === state ? undefined : state.webhookUrl;
		const restore =
			production !== undefined &&
			state.subscription === fingerprintOf(production, target.profileKey, target.secret);
		if (restore) await subscribe(target, production);
		else await target.client.feeds.subscribeWebhook({ url: '' }, { profileKey: target.profileKey });
	} catch {
		done = false;
	}
	forget(registration);
	if (registration !== state) delete state.test;
	return done;
}
