/**
 * The node's dropdowns (load options and list search), called the way the n8n server calls them:
 * through n8n-core's LoadOptionsContext with the real credential and transport, over HTTP to a
 * sandbox (through a counting proxy, so every call is seen on the wire).
 */
import { LoadOptionsContext } from 'n8n-core';
import {
	Workflow,
	type ILoadOptionsFunctions,
	type INodeType,
	type INode,
	type INodeListSearchResult,
	type INodeParameters,
	type INodePropertyOptions,
	type IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { NETWORK_IDS } from '../../src/engine';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { startCountingProxy, type CountingProxy } from '../helpers/countingProxy';
import { COMMUNITY_TYPE, NodeTypeRegistry, TestCredentialsHelper } from '../helpers/n8nHarness';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { API_CREDENTIAL_REF } from '../helpers/workflowBuilder';

const sp = useSandbox();
const methods = new SocialPublishing().methods as unknown as {
	loadOptions: NonNullable<NonNullable<INodeType['methods']>['loadOptions']>;
	listSearch: NonNullable<NonNullable<INodeType['methods']>['listSearch']>;
};
let proxy: CountingProxy;

beforeAll(async () => {
	proxy = await startCountingProxy(sp.sandbox.baseUrl);
});
afterAll(async () => {
	await proxy?.close();
});

function profile(title: string) {
	const found = sp.sandbox.profiles.find((p) => p.title === title);
	if (!found) throw new Error(`the sandbox has no profile "${title}"`);
	return found;
}

interface ContextOptions {
	profileCredentialKey?: string;
	apiKey?: string;
	/** As the editor asks for a node just added from the panel: before it fills in the credential. */
	noCredential?: boolean;
}

/** What the n8n server builds for a dropdown request: the node as edited, its credentials. */
function editorContext(
	parameters: INodeParameters,
	options: ContextOptions = {},
): ILoadOptionsFunctions {
	const node: INode = {
		id: 'node-1',
		name: 'Social Publishing',
		type: COMMUNITY_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: options.noCredential
			? undefined
			: {
					socialPublishingApi: API_CREDENTIAL_REF,
					...(options.profileCredentialKey
						? { socialPublishingProfileApi: { id: 'profileKey', name: 'A profile key' } }
						: {}),
				},
	};
	if (!node.credentials) delete node.credentials;
	const workflow = new Workflow({
		id: 'load-options',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: new NodeTypeRegistry(),
	});
	const credentials = sp.credentials(proxy.baseUrl, options.profileCredentialKey);
	if (options.apiKey) credentials.socialPublishingApi.apiKey = options.apiKey;
	const additionalData = {
		credentialsHelper: new TestCredentialsHelper(credentials),
		currentNodeParameters: parameters,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		variables: {},
	} as unknown as IWorkflowExecuteAdditionalData;
	return new LoadOptionsContext(workflow, node, additionalData, 'parameters.x');
}

async function loadOptions(
	method: string,
	parameters: INodeParameters,
	options?: ContextOptions,
): Promise<INodePropertyOptions[]> {
	return await methods.loadOptions[method].call(editorContext(parameters, options));
}

async function listSearch(
	method: string,
	parameters: INodeParameters,
	filter?: string,
): Promise<INodeListSearchResult> {
	return await methods.listSearch[method].call(editorContext(parameters), filter);
}

/** Requests the proxy saw from `since` on: "METHOD /path", with the Profile-Key they carried. */
function wireSince(since: number): Array<{ call: string; profileKey?: string }> {
	return proxy.requests.slice(since).map((r) => ({
		call: `${r.method} ${r.path.replace(/\?.*$/, '')}`,
		profileKey: r.headers['profile-key'] as string | undefined,
	}));
}

/** Act As › Profile Key: the dropdowns read for that profile (the service lists no keys). */
const byKey = (profileKey: string) => ({ actAs: 'profileKey', profileKey });

describe('Platforms (Post › Publish)', () => {
	test("the acting profile's linked networks come first, the others marked not linked", async () => {
		const books = profile('Acme Books');
		await sp.api('POST', '/admin/unlink', { platform: 'tiktok' }, books.profileKey);
		await sp.api('POST', '/admin/unlink', { platform: 'reddit' }, books.profileKey);
		const start = proxy.requests.length;
		const options = await loadOptions('getLinkedPlatforms', byKey(books.profileKey));
		expect(options.map((o) => o.value)).toEqual([
			'all',
			...NETWORK_IDS.filter((p) => p !== 'tiktok' && p !== 'reddit'),
			'reddit',
			'tiktok',
		]);
		expect(options[0]).toMatchObject({ name: 'All Linked Networks' });
		expect(options.find((o) => o.value === 'instagram')).toMatchObject({
			name: 'Instagram',
			description: 'Linked: @acme_books',
		});
		expect(options.find((o) => o.value === 'tiktok')).toMatchObject({
			name: 'TikTok (Not Linked)',
		});
		expect(wireSince(start)).toEqual([{ call: 'GET /api/user', profileKey: books.profileKey }]);
	});

	test("Profile › Unlink Network lists the profile's linked networks first, with no 'all' choice", async () => {
		const books = profile('Acme Books');
		await sp.api('POST', '/admin/unlink', { platform: 'pinterest' }, books.profileKey);
		const { activeSocialAccounts: linked } = await sp.api(
			'GET',
			'/user',
			undefined,
			books.profileKey,
		);
		const options = await loadOptions('getLinkedNetworks', byKey(books.profileKey));
		expect(options.map((o) => o.value)).toEqual([
			...NETWORK_IDS.filter((p) => linked.includes(p)),
			...NETWORK_IDS.filter((p) => !linked.includes(p)),
		]);
		expect(linked).not.toContain('pinterest');
		expect(options.find((o) => o.value === 'pinterest')).toMatchObject({
			name: 'Pinterest (Not Linked)',
			description: expect.stringMatching(/unlinking it changes nothing/),
		});
	});

	test('Act As › Profile Credential lists for the key in that credential', async () => {
		const books = profile('Acme Books');
		const options = await loadOptions(
			'getLinkedPlatforms',
			{ actAs: 'profileCredential' },
			{ profileCredentialKey: books.profileKey },
		);
		expect(options.find((o) => o.value === 'tiktok')?.name).toBe('TikTok (Not Linked)');
		const primary = await loadOptions('getLinkedPlatforms', {});
		expect(primary.every((o) => !String(o.name).includes('Not Linked'))).toBe(true);
	});

	test('when the accounts cannot be read, every network is offered and the reason shown', async () => {
		const options = await loadOptions('getLinkedPlatforms', {}, { apiKey: 'sk_wrong_key_123' });
		expect(options.map((o) => o.value)).toEqual(['all', ...NETWORK_IDS]);
		expect(options[1].description).toMatch(/^Linked accounts could not be read \(.+\)/);
		expect(JSON.stringify(options)).not.toContain('sk_wrong_key_123');
	});

	test('with no credential selected yet, every network is offered without an error notice', async () => {
		const start = proxy.requests.length;
		const options = await loadOptions('getLinkedPlatforms', {}, { noCredential: true });
		expect(options.map((o) => o.value)).toEqual([...NETWORK_IDS]);
		expect(options.map((o) => o.name)).toContain('X (Twitter)');
		expect(options.filter((o) => o.description)).toEqual([]);
		expect(proxy.requests.length).toBe(start);
	});

	test('Publish still takes platforms from an expression', async () => {
		const run = await sp.run([
			spStep('Publish', 'post', 'create', {
				text: 'from an expression',
				platforms: "={{ ['twitter', 'linkedin'] }}",
			}),
		]);
		expect(run.errorOf('Publish')).toBeUndefined();
		expect(run.outputOf('Publish')[0]).toMatchObject({ status: 'success' });
		expect((run.outputOf('Publish')[0].postIds as unknown[]).length).toBe(2);
	});

	test('a Profile Key given as an expression is said to be unlistable', async () => {
		await expect(
			loadOptions('getLinkedPlatforms', { actAs: 'profileKey', profileKey: '={{ $json.key }}' }),
		).resolves.toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					description: expect.stringMatching(/"Profile Key" is an expression/),
				}),
			]),
		);
		await expect(
			loadOptions('getAutoScheduleTitles', { actAs: 'profileKey', profileKey: '={{ $json.k }}' }),
		).rejects.toThrow(/"Profile Key" is an expression/);
	});
});

describe('Pinterest boards (Post › Publish › Pinterest Board)', () => {
	test("lists the acting profile's boards by name, with their IDs as values", async () => {
		const bakery = profile('Acme Bakery');
		const direct = await sp.api('GET', '/user/details/pinterest', undefined, bakery.profileKey);
		const { results } = await listSearch('searchPinterestBoards', byKey(bakery.profileKey));
		expect(results.map((r) => r.value)).toEqual(direct.pinterest.map((b: any) => b.id));
		expect(results.map((r) => r.name)).toEqual([
			'Acme Bakery Ideas',
			'Acme Bakery Our Work',
			'Acme Bakery Drafts (secret)',
		]);
		const filtered = await listSearch('searchPinterestBoards', {}, 'work');
		expect(filtered.results.map((r) => r.name)).toEqual(['Primary Profile Our Work']);
	});

	test('a board picked from the list is sent as the pin board', async () => {
		const { results } = await listSearch('searchPinterestBoards', {});
		const board = results[1];
		const start = proxy.requests.length;
		const run = await sp.run(
			[
				spStep('Publish', 'post', 'create', {
					text: 'a pin',
					platforms: ['pinterest'],
					options: {
						mediaUrls: 'https://example.com/pin.jpg',
						pinterestBoardId: { __rl: true, mode: 'list', value: board.value },
					},
				}),
			],
			{ baseUrl: proxy.baseUrl },
		);
		expect(run.errorOf('Publish')).toBeUndefined();
		const body = JSON.parse(proxy.requests[start].body);
		expect(body.pinterestOptions).toEqual({ boardId: board.value });
	});
});

describe('Auto-schedule titles (Publish › Auto Schedule, Auto Schedule › Delete)', () => {
	test("lists the acting profile's schedules with their times", async () => {
		const bakery = profile('Acme Bakery');
		await sp.api('POST', '/auto-schedule/set', { title: 'mornings', schedule: ['09:00Z'] });
		await sp.api(
			'POST',
			'/auto-schedule/set',
			{ title: 'evenings', schedule: ['18:00Z', '20:30Z'] },
			bakery.profileKey,
		);
		const primary = await loadOptions('getAutoScheduleTitles', {});
		expect(primary).toEqual([
			{ name: 'mornings', value: 'mornings', description: 'Daily at 09:00Z' },
		]);
		const forBakery = await loadOptions('getAutoScheduleTitles', byKey(bakery.profileKey));
		expect(forBakery).toEqual([
			{ name: 'evenings', value: 'evenings', description: 'Daily at 18:00Z, 20:30Z' },
		]);
	});

	test('the fields that use them are dropdowns wired to the methods', () => {
		const { description } = new SocialPublishing();
		const field = (name: string, resource: string, operation: string) =>
			description.properties.find(
				(p) =>
					p.name === name &&
					p.displayOptions?.show?.resource?.includes(resource) &&
					p.displayOptions?.show?.operation?.includes(operation),
			);
		expect(field('title', 'autoSchedule', 'set')?.type).toBe('string');
		expect(field('title', 'autoSchedule', 'delete')?.typeOptions?.loadOptionsMethod).toBe(
			'getAutoScheduleTitles',
		);
		const options = field('options', 'post', 'create');
		const publishOptions = (options?.options ?? []) as Array<{
			name: string;
			typeOptions?: any;
			modes?: any[];
		}>;
		expect(publishOptions.find((o) => o.name === 'autoScheduleTitle')?.typeOptions).toMatchObject({
			loadOptionsMethod: 'getAutoScheduleTitles',
		});
		expect(
			publishOptions.find((o) => o.name === 'pinterestBoardId')?.modes?.[0].typeOptions,
		).toMatchObject({ searchListMethod: 'searchPinterestBoards' });
		expect(field('platforms', 'post', 'create')?.typeOptions?.loadOptionsMethod).toBe(
			'getLinkedPlatforms',
		);
		for (const method of ['getLinkedPlatforms', 'getAutoScheduleTitles'])
			expect(typeof methods.loadOptions[method]).toBe('function');
		expect(Object.keys(methods.listSearch).sort()).toEqual([
			'searchAdInterests',
			'searchPinterestBoards',
		]);
	});
});

describe('a rate-limited service', () => {
	test('a dropdown fails at once with the 429 instead of waiting out its Retry-After', async () => {
		const shared = proxy;
		proxy = await startCountingProxy(sp.sandbox.baseUrl, () => ({
			status: 429,
			headers: { 'retry-after': '600' },
			body: { status: 'error', code: 429, message: 'Rate limit reached; send it again in 600 s.' },
		}));
		try {
			await expect(listSearch('searchPinterestBoards', { resource: 'post' })).rejects.toThrow(
				'Rate limit reached; send it again in 600 s.',
			);
			expect(proxy.requests).toHaveLength(1);
		} finally {
			await proxy.close();
			proxy = shared;
		}
	});
});

describe('Ad › ad accounts and interests', () => {
	test('lists the acting profile’s ad accounts on the chosen network, with billing', async () => {
		const options = await loadOptions('getAdAccounts', { resource: 'ad', platform: 'instagram' });
		expect(options).toEqual([
			expect.objectContaining({
				name: expect.stringMatching(/\(USD\)$/),
				description: 'Billing set up',
			}),
		]);
		const again = await loadOptions('getAdAccounts', { resource: 'ad', platform: 'instagram' });
		expect(again[0].value).toBe(options[0].value);
	});

	test('searches interests by name, each with its id as the value', async () => {
		const { results } = await listSearch(
			'searchAdInterests',
			{ resource: 'ad', platform: 'facebook' },
			'run',
		);
		expect(results).toEqual([{ name: 'Running', value: '6003512615894' }]);
		expect((await listSearch('searchAdInterests', { resource: 'ad' }, '')).results).toEqual([]);
	});
});
