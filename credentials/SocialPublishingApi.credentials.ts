import type {
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { xAppKeyProperties } from './xAppKeyProperties';

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
				'Address of the service API, ending in /api. The default is the local sandbox started with "npm run sandbox".',
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

	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl}}',
			url: '/user',
			method: 'GET',
		},
	};
}
