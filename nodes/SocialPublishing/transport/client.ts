import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { createClient, type SocialPublishingClient, type Transport } from '../../../src/engine';
import { cancellableSleep } from './cancellableSleep';
import type { RequestContext } from './context';
import { API_CREDENTIAL } from './credentials';
import { xAppKeySecrets, xAppKeysOfCredential } from './xAppKeys';

export interface ServiceClient {
	client: SocialPublishingClient;
	/** Values that must never appear in a message or an output item. */
	secrets: string[];
	/** The credential's base URL (the service the client talks to). */
	baseUrl: string;
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
	return {
		client,
		secrets: [...(apiKey ? [apiKey] : []), ...xAppKeySecrets(xAppKeys)],
		baseUrl,
	};
}
