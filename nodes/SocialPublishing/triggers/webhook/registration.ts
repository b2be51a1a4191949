import { createHash } from 'node:crypto';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { APIError, isLocalAddress, type SocialPublishingClient } from '../../../../src/engine';
import { isRecord } from '../../../../src/engine/core/isRecord';
import { actAsOfTrigger, actAsSecrets, actingClient, createServiceClient } from '../../transport';

/**
 * The bookkeeping of a webhook trigger's subscription: what it subscribed, kept in its static
 * data, and the checks around subscribing and releasing it. The calls to the service are the
 * trigger's own (webhook/subscription.ts).
 */

/** A subscription this trigger made. */
export interface WebhookRegistration extends IDataObject {
	/** The URL subscribed, while this trigger holds it. */
	webhookUrl?: string;
	/** When it was subscribed, ISO 8601. */
	subscribedAt?: string;
	/** A hash of URL, profile, secret and webhooks: a changed one means the subscription is stale. */
	subscription?: string;
	/** The service webhooks subscribed (`feed`, `messages`, ...): exactly those are released. */
	hooks?: string[];
}

/** The registrations in `getWorkflowStaticData('node')`; JSON only, as n8n saves it. */
export interface WebhookTriggerState extends WebhookRegistration {
	/** The editor's "Execute step" (test webhook) subscription, kept apart from the production one. */
	test?: WebhookRegistration;
}

/** Statuses that say the subscription cannot be there any more (key, plan or profile gone). */
const GONE_STATUSES = new Set([401, 403, 404]);

/** True for a service answer saying the subscription cannot be there any more. */
export function isGone(error: unknown): boolean {
	return error instanceof APIError && GONE_STATUSES.has(error.status);
}

export interface SubscriptionTarget {
	client: SocialPublishingClient;
	/** Values never to show: API key, profile key, secret. */
	secrets: string[];
	profileKey?: string;
	url: string;
	secret: string;
	fingerprint: string;
}

export interface TargetOptions {
	/** Prefix of the fingerprint: what is subscribed (the webhooks the events need). */
	scope: string;
	/** The service's shortest accepted secret. */
	minSecretLength: number;
	/** Check that the parameters make a trigger that can fire (for subscribing); default true. */
	checked?: boolean;
	/** Further checks of the parameters, run (when `checked`) before the secret's. */
	validate?: (this: IHookFunctions) => void;
}

/** Identifies a subscription (URL, profile, secret) without keeping the key or secret. */
export function fingerprintOf(
	scope: string,
	url: string,
	profileKey: string | undefined,
	secret: string,
): string {
	return createHash('sha256')
		.update([scope, url, profileKey ?? '(primary)', secret].join('\n'))
		.digest('hex')
		.slice(0, 32);
}

/**
 * What to tell the user when n8n's webhook URL is plain http and the service is not on this machine
 * or a private network: the service calls https URLs only (docs: apis/webhooks/register), so it
 * will refuse the subscription or never reach n8n. Undefined when there is nothing to say.
 */
export function insecureWebhookWarning(
	webhookUrl: string,
	serviceBaseUrl: string,
): string | undefined {
	if (!webhookUrl.toLowerCase().startsWith('http:') || isLocalAddress(serviceBaseUrl))
		return undefined;
	return (
		`Social Publishing Trigger: n8n's webhook URL ${new URL(webhookUrl).origin} is http, but the service ` +
		`at ${new URL(serviceBaseUrl).host} accepts only https webhook URLs. Set n8n's WEBHOOK_URL to an https ` +
		'address (a tunnel or a proxy with a certificate); only a local service such as the sandbox calls http.'
	);
}

/** The subscription this node's parameters describe. */
export async function subscriptionTarget(
	this: IHookFunctions,
	options: TargetOptions,
): Promise<SubscriptionTarget> {
	const url = this.getNodeWebhookUrl('default');
	if (!url) {
		throw new NodeOperationError(this.getNode(), 'n8n gave this trigger no webhook URL', {
			description: 'Check the WEBHOOK_URL setting of the n8n instance',
		});
	}
	const checked = options.checked ?? true;
	if (checked) options.validate?.call(this);
	const secret = String(this.getNodeParameter('secret', '') ?? '');
	if (checked && secret !== '' && secret.length < options.minSecretLength) {
		throw new NodeOperationError(
			this.getNode(),
			`Secret is too short: ${secret.length} characters, at least ${options.minSecretLength} are needed`,
			{
				description:
					'It keys the HMAC that signs each delivery. Use a longer one, or leave it empty.',
			},
		);
	}
	const service = await createServiceClient.call(this);
	const warning = checked ? insecureWebhookWarning(url, service.baseUrl) : undefined;
	// Activation has no other channel to the user than n8n's log and the error it may cause.
	if (warning) this.logger.warn(warning);
	const actAs = await actAsOfTrigger.call(this);
	const { profileKey } = actAs;
	const fingerprint = fingerprintOf(options.scope, url, profileKey, secret);
	const hidden = [...service.secrets, ...actAsSecrets(actAs), ...(secret ? [secret] : [])];
	const client = actingClient(service.client, actAs);
	return { client, secrets: hidden, profileKey, url, secret, fingerprint };
}

function triggerState(this: IHookFunctions): WebhookTriggerState {
	return this.getWorkflowStaticData('node') as WebhookTriggerState;
}

function isRegistration(value: unknown): value is WebhookRegistration {
	return isRecord(value);
}

/** Where a registration is kept: the production webhook's at the top, the test webhook's apart. */
function registrationOf(this: IHookFunctions, state: WebhookTriggerState): WebhookRegistration {
	if (this.getMode() !== 'manual') return state;
	return isRegistration(state.test) ? state.test : {};
}

/**
 * The target of this trigger's registration when it still matches the current URL, profile and
 * secret (the trigger may then ask the service whether it still holds it); undefined when not.
 */
export async function registeredTarget(
	this: IHookFunctions,
	options: TargetOptions,
): Promise<{ target: SubscriptionTarget; url: string } | undefined> {
	const registration = registrationOf.call(this, triggerState.call(this));
	const url = registration.webhookUrl;
	if (!url || url !== this.getNodeWebhookUrl('default')) return undefined;
	const target = await subscriptionTarget.call(this, options);
	if (registration.subscription !== target.fingerprint) return undefined;
	return { target, url };
}

/** Records a subscription the service confirmed, as production's or the test webhook's. */
export function recordSubscription(
	this: IHookFunctions,
	target: SubscriptionTarget,
	hooks: string[],
): void {
	const state = triggerState.call(this);
	const registration = registrationOf.call(this, state);
	if (registration !== state) state.test = registration;
	registration.webhookUrl = target.url;
	registration.subscribedAt = new Date().toISOString();
	registration.subscription = target.fingerprint;
	registration.hooks = [...hooks];
}

export interface Release {
	/** The URL this trigger's registration holds. */
	url: string;
	/** The webhooks it holds. */
	hooks: string[];
	/**
	 * At the end of an "Execute step" listen: the production registration of this workflow, which
	 * may have held some of these webhooks before the test took them.
	 */
	production?: WebhookRegistration;
}

/**
 * Releases this trigger's registration with `release` (which answers whether the service was
 * told) and forgets it. Never throws: a subscription already gone, or a service that cannot be
 * reached, must not keep the workflow from being deactivated. True when there was nothing to do.
 */
export async function releaseRegistration(
	this: IHookFunctions,
	release: (held: Release) => Promise<boolean>,
): Promise<boolean> {
	const state = triggerState.call(this);
	const registration = registrationOf.call(this, state);
	const url = registration.webhookUrl;
	if (!url) return true;
	const hooks = Array.isArray(registration.hooks) ? registration.hooks.map(String) : [];
	const production = registration !== state && state.webhookUrl ? state : undefined;
	let done: boolean;
	try {
		done = await release({ url, hooks, production });
	} catch {
		done = false;
	}
	delete registration.webhookUrl;
	delete registration.subscribedAt;
	delete registration.subscription;
	delete registration.hooks;
	if (registration !== state) delete state.test;
	return done;
}
