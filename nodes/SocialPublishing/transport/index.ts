import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { cancellableSleep } from './cancellableSleep';

import {
	APIError,
	checkXAppKeys,
	ConnectionError,
	createClient,
	X_APP_HEADER_NAMES,
	X_CREDENTIALS_REQUIRED_CODE,
	type XAppKeys,
	ValidationError,
	type ProfileSummary,
	type SocialPublishingClient,
	type Transport,
} from '../../../src/engine';

import { describeFix, describeIssue } from './issues';
import { EXPLAINED_FIX } from './errorExplainer';

export { describeIssue } from './issues';
export { errorFixFinder } from './errorExplainer';
export { deriveIdempotencyKey, LINEAGE_KEY, onceAcrossRetries, uploadKeyFor } from './idempotency';

export const API_CREDENTIAL = 'socialPublishingApi';
export const PROFILE_CREDENTIAL = 'socialPublishingProfileApi';

type RequestContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IPollFunctions
	| IWebhookFunctions;

export interface ServiceClient {
	client: SocialPublishingClient;
	/** Values that must never appear in a message or an output item. */
	secrets: string[];
}

function lowerCaseHeaders(headers: unknown): Record<string, string | undefined> {
	const out: Record<string, string | undefined> = {};
	if (!headers || typeof headers !== 'object') return out;
	for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
		if (value === undefined || value === null) continue;
		out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
	}
	return out;
}

/** The engine's transport over n8n's authenticated request helper: the one place that sends HTTP. */
function n8nTransport(context: RequestContext): Transport {
	return async (request) => {
		const response = (await context.helpers.httpRequestWithAuthentication.call(
			context,
			API_CREDENTIAL,
			{
				method: request.method as IHttpRequestMethods,
				url: request.url,
				headers: request.headers,
				body: request.body as IDataObject | undefined,
				json: true,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
			},
		)) as { statusCode: number; headers?: unknown; body?: unknown };
		const body = response.body === '' ? undefined : response.body;
		return { status: response.statusCode, headers: lowerCaseHeaders(response.headers), body };
	};
}

/** A client bound to this node's API credential (base URLs from it, Authorization added by n8n). */
export async function createServiceClient(
	this: RequestContext,
	generateIdempotencyKey?: () => string,
): Promise<ServiceClient> {
	const credentials = await this.getCredentials(API_CREDENTIAL);
	const baseUrl = String(credentials.baseUrl ?? '').trim();
	if (!baseUrl) {
		throw new NodeOperationError(
			this.getNode(),
			'The Social Publishing API credential has no Base URL',
			{
				description: 'Open the credential and set Base URL, e.g. http://127.0.0.1:8787/api',
			},
		);
	}
	const aiBaseUrl = String(credentials.aiBaseUrl ?? '').trim() || undefined;
	const xAppKeys = xAppKeysOfCredential.call(this, credentials, 'Social Publishing API');
	const client = createClient({
		baseUrl,
		aiBaseUrl,
		transport: n8nTransport(this),
		sleep: cancellableSleep(this),
		generateIdempotencyKey,
		xAppKeys,
	});
	const apiKey = typeof credentials.apiKey === 'string' ? credentials.apiKey : '';
	return { client, secrets: [...(apiKey ? [apiKey] : []), ...xAppKeySecrets(xAppKeys)] };
}

/** The X API Key and X API Secret fields of a credential; both or neither, else a clear error. */
function xAppKeysOfCredential(
	this: RequestContext,
	credentials: ICredentialDataDecryptedObject,
	credentialName: string,
	itemIndex?: number,
): XAppKeys | undefined {
	const text = (value: unknown): string => (typeof value === 'string' ? value : '');
	try {
		return checkXAppKeys({
			apiKey: text(credentials.xApiKey),
			apiSecret: text(credentials.xApiSecret),
		});
	} catch {
		const missing = text(credentials.xApiKey).trim() ? 'X API Secret' : 'X API Key';
		throw new NodeOperationError(
			this.getNode(),
			`The ${credentialName} credential has "${missing}" empty while the other X key is filled in`,
			{
				itemIndex,
				description: `Open the ${credentialName} credential and fill in "${missing}" from the same X app (X developer console, console.x.com › Apps › Keys and tokens), or clear both X fields.`,
			},
		);
	}
}

export function xAppKeySecrets(keys: XAppKeys | undefined): string[] {
	return keys ? [keys.apiKey, keys.apiSecret] : [];
}

/** A profile credential's own X keys, which win over the API credential's for that profile. */
async function xAppKeysOfActAs(
	this: RequestContext,
	fields: ActAsFields,
): Promise<XAppKeys | undefined> {
	if (fields.param('actAs', 'primary') !== 'profileCredential') return undefined;
	return xAppKeysOfCredential.call(
		this,
		await fields.profileCredential(),
		'Social Publishing Profile Key',
		fields.itemIndex,
	);
}

/** Where the "Act As" fields are read from: one item of the action node, or a trigger's fixed fields. */
interface ActAsFields {
	param(name: string, fallback: string, options?: { extractValue: boolean }): unknown;
	profileCredential(): Promise<ICredentialDataDecryptedObject>;
	/** The item the fields belong to (action node); errors name it. */
	itemIndex?: number;
}

/** The Profile-Key the "Act As" fields choose; undefined = the primary profile. */
async function profileKeyOfActAs(
	this: RequestContext,
	fields: ActAsFields,
): Promise<string | undefined> {
	const { itemIndex } = fields;
	const actAs = fields.param('actAs', 'primary') as string;
	let key: unknown;
	if (actAs === 'profileCredential') {
		key = (await fields.profileCredential()).profileKey;
	} else if (actAs === 'profileKey') {
		key = fields.param('profileKey', '');
	} else if (actAs === 'profileFromList') {
		const refId = fields.param('profile', '', { extractValue: true });
		return await profileKeyOfRefId.call(this, typeof refId === 'string' ? refId : '', itemIndex);
	} else {
		return undefined;
	}
	const text = typeof key === 'string' ? key.trim() : '';
	if (!text) {
		const expressionHint = itemIndex === undefined ? '' : ' (an expression works)';
		throw new NodeOperationError(this.getNode(), 'Act As needs a profile key, and it is empty', {
			itemIndex,
			description:
				actAs === 'profileKey'
					? `Fill in "Profile Key"${expressionHint}, or choose Act As "Primary Profile"`
					: 'Open the Social Publishing Profile Key credential and fill in its key',
		});
	}
	return text;
}

/** The Profile-Key to send for this item of the action node; undefined = the primary profile. */
export async function resolveProfileKey(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<string | undefined> {
	return await profileKeyOfActAs.call(this, {
		param: (name, fallback, options) => this.getNodeParameter(name, itemIndex, fallback, options),
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL, itemIndex),
		itemIndex,
	});
}

/** The X keys of the profile credential this item acts as, if it has its own; else undefined. */
export async function resolveProfileXAppKeys(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<XAppKeys | undefined> {
	return await xAppKeysOfActAs.call(this, {
		param: (name, fallback, options) => this.getNodeParameter(name, itemIndex, fallback, options),
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL, itemIndex),
		itemIndex,
	});
}

/** The X keys of the profile credential a trigger acts as, if it has its own; else undefined. */
export async function triggerProfileXAppKeys(
	this: IPollFunctions | IHookFunctions,
): Promise<XAppKeys | undefined> {
	return await xAppKeysOfActAs.call(this, {
		param: (name, fallback, options) => this.getNodeParameter(name, fallback, options),
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL),
	});
}

/** The Profile-Key a trigger acts for, from its "Act As" fields; undefined = the primary profile. */
export async function triggerProfileKey(
	this: IPollFunctions | IHookFunctions,
): Promise<string | undefined> {
	return await profileKeyOfActAs.call(this, {
		param: (name, fallback, options) => this.getNodeParameter(name, fallback, options),
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL),
	});
}

/** Profile lists read during one run of the node, so many items cost one call; gone with the run. */
const profileListsOfRun = new WeakMap<object, Promise<ProfileSummary[]>>();

/**
 * The key of the user profile a dropdown picked by reference ID. The workflow stores only the
 * refId (the key is a secret); the key is looked up in the account's profile list when it is used.
 */
export async function profileKeyOfRefId(
	this: RequestContext,
	refId: string,
	itemIndex?: number,
): Promise<string> {
	const wanted = refId.trim();
	if (!wanted) {
		throw new NodeOperationError(
			this.getNode(),
			'Act As "Profile (From List)" has no profile chosen',
			{
				itemIndex,
				description: 'Pick a user profile in "Profile", or choose Act As "Primary Profile"',
			},
		);
	}
	let profiles = profileListsOfRun.get(this);
	if (!profiles) {
		profiles = createServiceClient
			.call(this)
			.then(async ({ client }) => (await client.profiles.list()).profiles ?? []);
		profileListsOfRun.set(this, profiles);
		profiles.catch(() => profileListsOfRun.delete(this));
	}
	const found = (await profiles).find((profile) => profile.refId === wanted);
	if (!found) {
		throw new NodeOperationError(
			this.getNode(),
			`No user profile has the reference ID "${wanted}"`,
			{
				itemIndex,
				description:
					'The profile may have been deleted. Pick it again in "Profile" (Profile › Get Many lists them all).',
			},
		);
	}
	if (typeof found.profileKey !== 'string' || !found.profileKey.trim()) {
		throw new NodeOperationError(
			this.getNode(),
			`The service lists profile "${found.title}" without its key, so it cannot be acted for by reference`,
			{
				itemIndex,
				description: 'Use Act As "Profile Credential" with the key the profile was created with',
			},
		);
	}
	return found.profileKey.trim();
}

/** Replaces every secret (API key, profile keys) in a text with a mask. */
export function redact(text: string, secrets: readonly string[]): string {
	let out = text;
	for (const secret of secrets) {
		if (secret && secret.length >= 4) out = out.split(secret).join('***');
	}
	return out.replace(/Bearer\s+[^\s"',;]+/gi, 'Bearer ***');
}

function describeDetails(details: unknown): string | undefined {
	if (details === undefined || details === null || details === '') return undefined;
	return typeof details === 'string' ? details : JSON.stringify(details);
}

/** What to do when the service refuses an X request for want of the user's own X app keys. */
const X_KEYS_HINT =
	`The service needs your own X app's keys (${X_APP_HEADER_NAMES.apiKey} and ${X_APP_HEADER_NAMES.apiSecret}) for anything that targets X. ` +
	'Open the Social Publishing API credential (or the Social Publishing Profile Key credential this item acts as) ' +
	'and fill in "X API Key" and "X API Secret" from your app in the X developer console (console.x.com › Apps › Keys and tokens).';

/** Turns anything the engine threw into the n8n error a user sees: what was wrong, where, what to do. */
export function toNodeError(
	this: RequestContext,
	error: unknown,
	itemIndex: number,
	secrets: readonly string[],
): NodeApiError | NodeOperationError {
	const node = this.getNode();
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	if (error instanceof ValidationError) {
		const lines = error.issues.map((issue) => redact(describeIssue(issue), secrets));
		const context = error.message.split(':', 1)[0];
		const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
		// The message names every problem; the description says what to do, without repeating them.
		const fixes = [...new Set(error.issues.map(describeFix).filter(Boolean))];
		const todo =
			lines.length === 1 ? 'Fix the parameter named above' : 'Fix each parameter named above';
		return new NodeOperationError(node, `${context}, ${count}: ${lines.join('; ')}`, {
			itemIndex,
			description: [`Nothing was sent. ${todo}.`, ...fixes].join('\n'),
		});
	}
	if (error instanceof APIError) {
		const lines = (error.errors.length ? error.errors : [{ message: error.message }]).map((e) =>
			[
				e.platform ? `${e.platform}:` : undefined,
				e.code !== undefined ? `code ${e.code}` : undefined,
				e.message,
				describeDetails(e.details),
			]
				.filter(Boolean)
				.join(' '),
		);
		if (error.code === X_CREDENTIALS_REQUIRED_CODE) lines.push(X_KEYS_HINT);
		const fix = (error as unknown as Record<string, unknown>)[EXPLAINED_FIX];
		if (typeof fix === 'string') lines.push(`Fix (the service's error explainer): ${fix}`);
		const response: JsonObject = {
			status: error.status,
			code: error.code ?? null,
			action: error.action ?? null,
			platform: error.platform ?? null,
			message: redact(error.message, secrets),
		};
		const apiError = new NodeApiError(node, response, {
			message: redact(`${error.message} (HTTP ${error.status})`, secrets),
			description: redact(`HTTP ${error.status}. ${lines.join('\n')}`, secrets),
			httpCode: String(error.status),
			itemIndex,
		});
		// A send that failed on a network still made a post; its id lets Post › Retry pick it up.
		const body = error.body as { id?: unknown } | undefined;
		const postId = typeof body?.id === 'string' ? body.id : undefined;
		Object.assign(apiError, { serviceCode: error.code, platform: error.platform, postId, fix });
		return apiError;
	}
	if (error instanceof ConnectionError) {
		return new NodeApiError(
			node,
			{ message: 'No response from the Social Publishing service' },
			{
				message: 'No response from the Social Publishing service',
				description: redact(
					`${error.message}. Check the Base URL of the credential and that the service is running.`,
					secrets,
				),
				itemIndex,
			},
		);
	}
	const message = error instanceof Error ? error.message : String(error);
	return new NodeOperationError(node, redact(message, secrets), { itemIndex });
}

/** What continueOnFail puts in the item of a failed call. */
export function errorItemJson(error: NodeApiError | NodeOperationError): IDataObject {
	const extra = error as unknown as {
		serviceCode?: number;
		platform?: string;
		postId?: string;
		fix?: unknown;
	};
	const httpStatus =
		error instanceof NodeApiError && error.httpCode ? Number(error.httpCode) : null;
	const json: IDataObject = {
		error: error.message,
		code: extra.serviceCode ?? null,
		platform: extra.platform ?? null,
		httpStatus,
	};
	if (extra.postId) json.id = extra.postId;
	if (typeof extra.fix === 'string') json.fix = extra.fix;
	return json;
}
