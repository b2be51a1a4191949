import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishingProfileApi } from '../../credentials/SocialPublishingProfileApi.credentials';
import { profileKeyFormat } from '../../nodes/SocialPublishing/methods/credentialTest';
import { NodeTypeRegistry, TestCredentialsHelper } from '../helpers/n8nHarness';
import { chainWorkflow } from '../helpers/workflowBuilder';
import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();
const api = new SocialPublishingApi();

/** Resolves the credential's test request and authentication as n8n's server does, then sends it. */
async function credentialTest(data: ICredentialDataDecryptedObject): Promise<number> {
	const definition = chainWorkflow([]);
	const workflow = new Workflow({
		...definition,
		active: false,
		nodeTypes: new NodeTypeRegistry(),
	});
	const node = definition.nodes[0];
	const resolve = (value: string) =>
		String(
			workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: data }),
		);
	const request = api.test.request;
	const options: IHttpRequestOptions = {
		url: `${resolve(String(request.baseURL))}${request.url}`,
		method: request.method,
	};
	const helper = new TestCredentialsHelper({ [api.name]: data });
	const authenticated = await helper.authenticate(data, api.name, options, workflow, node);
	const response = await fetch(authenticated.url, {
		method: authenticated.method,
		headers: authenticated.headers as Record<string, string>,
	});
	return response.status;
}

test('the API credential: defaults, Bearer authentication and a working test request', async () => {
	const defaults = Object.fromEntries(api.properties.map((p) => [p.name, p.default]));
	expect(defaults).toEqual({
		apiKey: '',
		baseUrl: 'http://127.0.0.1:8787/api',
		aiBaseUrl: '',
		xApiKey: '',
		xApiSecret: '',
	});
	for (const name of ['apiKey', 'xApiKey', 'xApiSecret'])
		expect(api.properties.find((p) => p.name === name)?.typeOptions?.password).toBe(true);
	expect(await credentialTest({ apiKey: sp.sandbox.apiKey, baseUrl: sp.sandbox.baseUrl })).toBe(
		200,
	);
	expect(await credentialTest({ apiKey: 'not-the-key-123', baseUrl: sp.sandbox.baseUrl })).toBe(
		401,
	);
	// What n8n shows for that 401: how to get the sandbox's key back, not only "check the key".
	const rule = api.test.rules?.find((r) => r.type === 'responseCode' && r.properties.value === 401);
	expect(rule?.properties.message).toMatch(/npx social-publishing-sandbox --show-key/);
});

test('the profile credential is masked and its test checks the key form', async () => {
	const profile = new SocialPublishingProfileApi();
	expect(profile.properties.map((p) => [p.name, p.typeOptions?.password ?? false])).toEqual([
		['profileKey', true],
		['label', false],
		['xApiKey', true],
		['xApiSecret', true],
	]);
	const check = (profileKey: string) =>
		profileKeyFormat.call({} as never, {
			id: '1',
			name: 'x',
			type: profile.name,
			data: { profileKey },
		});
	expect((await check(sp.sandbox.profiles[1].profileKey)).status).toBe('OK');
	expect((await check('')).status).toBe('Error');
	expect((await check('has spaces in it')).status).toBe('Error');
});

test('the API credential adds the Bearer header and keeps the request and its other headers', async () => {
	const request: IHttpRequestOptions = {
		url: 'http://127.0.0.1:1/api/post',
		method: 'POST',
		headers: { 'Idempotency-Key': 'k-1', 'Profile-Key': 'pk' },
		body: { post: 'x' },
	};
	const authenticated = await api.authenticate({ apiKey: ' sk_live_123 ' }, request);
	expect(authenticated).toEqual({
		...request,
		headers: { 'Idempotency-Key': 'k-1', 'Profile-Key': 'pk', Authorization: 'Bearer sk_live_123' },
	});
	// The caller's options are not changed in place.
	expect(request.headers).toEqual({ 'Idempotency-Key': 'k-1', 'Profile-Key': 'pk' });
});
