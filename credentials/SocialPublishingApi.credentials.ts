import type {
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { xAppKeyProperties } from './xAppKeyProperties';

/** Where the base URL answers but is not the API: how to get one that is. */
const SANDBOX_HINT_404 =
	'Nothing at <Base URL>/user (HTTP 404): Base URL must be the API URL of the service, ending in /api. For the local sandbox, run "npx social-publishing-sandbox" (Node 22.13+) where n8n runs and use the base URL and API key it prints';

const SANDBOX_HINT_401 =
	'The service refused the API key (HTTP 401): check the key. The local sandbox prints its key on its first start; to see it again run "npx social-publishing-sandbox --show-key" (in a clone: "npm run sandbox -- --show-key", with the same --data folder)';

export class SocialPublishingApi implements ICredentialType {
	name = 'socialPublishingApi';

	displayName = 'Social Publishing API';

	icon: Icon = {
		light: 'file:socialPublishing.svg',
		dark: 'file:socialPublishing.dark.svg',
	};

	documentationUrl = 'https://github.com/social-publishing/n8n-nodes-social-publishing#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The account API key, sent as a Bearer token on every request',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'http://127.0.0.1:8787/api',
			required: true,
			description:
				'Address of the service API, ending in /api. The default is the local sandbox: start it with "npx social-publishing-sandbox" (Node 22.13+) on the machine n8n runs on; it prints this URL and the API key.',
		},
		{
			displayName: 'AI Base URL',
			name: 'aiBaseUrl',
			type: 'string',
			default: '',
			description: 'Address used by the AI generation endpoints. Leave empty to use the Base URL.',
		},
		...xAppKeyProperties(
			'A Social Publishing Profile Key credential with its own X keys overrides these for its profile.',
		),
	];

	/**
	 * Adds `Authorization: Bearer <API key>`. A function rather than a `={{$credentials.apiKey}}`
	 * template: n8n evaluates a template as a full expression on every request, which costs about as
	 * much CPU as the rest of the request (bench/publish-throughput.ts).
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const apiKey = typeof credentials.apiKey === 'string' ? credentials.apiKey.trim() : '';
		return {
			...requestOptions,
			headers: { ...requestOptions.headers, Authorization: `Bearer ${apiKey}` },
		};
	}

	// Declarative: n8n's scanner refuses the only HTTP helper a test function has (`request`), so when
	// nothing answers n8n shows its error code, and the Base URL description says how to start the sandbox.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl}}',
			url: '/user',
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message: SANDBOX_HINT_401,
				},
			},
			{
				type: 'responseCode',
				properties: { value: 404, message: SANDBOX_HINT_404 },
			},
		],
	};
}
