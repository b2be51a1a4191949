import { generateKeyPairSync, randomBytes } from 'node:crypto';

import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { runWorkflow, type TestCredentials, type WorkflowRun } from '../helpers/n8nHarness';
import { spStep } from '../helpers/socialPublishingSteps';
import { chainWorkflow, type Step } from '../helpers/workflowBuilder';
import {
	rssDocument,
	startFeedSite,
	startReceiver,
	type FeedSite,
	type HookReceiver,
	type TestArticle,
} from '../helpers/feedTestServers';
import { callApi, waitFor, type ApiResponse, type CallOptions } from '../helpers/testSandbox';
import { X_APP_CREDENTIAL_FIELDS } from '../helpers/sandboxXApp';

/**
 * Runs workflows and direct calls, failures included, with every log line of the sandbox
 * captured; then no log line, error message, error description or node output may hold the API
 * key, a profile key, the webhook secret or the private key text.
 */

const logLines: string[] = [];
/** Everything the user or an operator could see: [where, text]. */
const seen: Array<[string, string]> = [];
const secrets = new Map<string, string>();

let sandbox: RunningSandbox;
let site: FeedSite;
let receiver: HookReceiver;
let other: { apiKey: string; profiles: Array<{ profileKey: string; title: string }> };

const WEBHOOK_SECRET = `whsec-${randomBytes(12).toString('hex')}`;
const SHORT_SECRET = `s${randomBytes(3).toString('hex')}`; // 7 characters: too short, refused
const WRONG_API_KEY = `wrong-${randomBytes(16).toString('hex')}`;
const PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
	.privateKey.export({ type: 'pkcs8', format: 'pem' })
	.toString();
/** Long enough to reach the service, but not a key: the body's middle is scrambled. */
const BAD_PRIVATE_KEY = PRIVATE_KEY.replace(
	/(\n[A-Za-z0-9+/]{64}\n)([A-Za-z0-9+/]{64})/,
	(_, a: string, b: string) => `${a}${b.split('').reverse().join('')}`,
).replace(/MII/, 'XYZ');
const SHORT_BAD_KEY = `-----BEGIN PRIVATE KEY-----\n${randomBytes(30).toString('base64')}\n-----END PRIVATE KEY-----`;

function addSecret(name: string, value: string): void {
	secrets.set(name, value);
}

/** The PEM text and every line of its body (a leak of one line is a leak). */
function addPem(name: string, pem: string): void {
	addSecret(name, pem);
	const body = pem.split('\n').filter((line) => line && !line.startsWith('-----'));
	body.forEach((line, i) => {
		if (line.length >= 16) addSecret(`${name} line ${i + 1}`, line);
	});
	addSecret(`${name} without line breaks`, body.join(''));
}

function see(where: string, value: unknown): void {
	seen.push([where, typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))]);
}

async function direct(
	where: string,
	method: string,
	path: string,
	options: CallOptions = {},
): Promise<ApiResponse> {
	const res = await callApi(sandbox, method, path, options);
	see(`${where}: body`, res.body);
	see(`${where}: headers`, [...res.headers.entries()]);
	return res;
}

function credentials(apiKey = sandbox.apiKey, profileKey?: string): TestCredentials {
	return {
		socialPublishingApi: { apiKey, baseUrl: sandbox.baseUrl, ...X_APP_CREDENTIAL_FIELDS },
		...(profileKey ? { socialPublishingProfileApi: { profileKey, label: 'profile key' } } : {}),
	};
}

/** Runs Manual Trigger → steps; records every node's output items and error. */
async function run(label: string, steps: Step[], creds = credentials()): Promise<WorkflowRun> {
	const result = await runWorkflow(chainWorkflow(steps), { credentials: creds });
	for (const step of steps) {
		see(`${label}/${step.name}: output`, result.itemsOf(step.name));
		const error = result.errorOf(step.name);
		if (!error) continue;
		see(`${label}/${step.name}: error message`, error.message);
		see(`${label}/${step.name}: error description`, String(error.description ?? ''));
		see(`${label}/${step.name}: error stack`, String(error.stack ?? ''));
		// The error as n8n stores it, without the node (its parameters are the workflow the user wrote).
		const { node: _node, ...rest } = error as Record<string, unknown>;
		see(`${label}/${step.name}: error`, rest);
	}
	const runError = result.run.data.resultData.error;
	if (runError)
		see(`${label}: run error`, { message: runError.message, description: runError.description });
	return result;
}

const publish = (name: string, text: string, extra: Record<string, unknown> = {}) =>
	spStep(name, 'post', 'create', { text, platforms: ['facebook'], ...extra });

beforeAll(async () => {
	sandbox = await startSandbox({
		port: 0,
		quiet: false,
		log: (line) => logLines.push(line),
		schedulerIntervalMs: 50,
	});
	site = await startFeedSite();
	receiver = await startReceiver();
	addSecret('API key', sandbox.apiKey);
	for (const p of sandbox.profiles) addSecret(`profile key of ${p.title}`, p.profileKey);
	const res = await callApi(sandbox, 'POST', '/api/admin/accounts', { body: {} });
	other = res.body;
	addSecret('API key of the other account', other.apiKey);
	for (const p of other.profiles)
		addSecret(`other account's profile key of ${p.title}`, p.profileKey);
	addSecret('wrong API key', WRONG_API_KEY);
	addSecret('webhook secret', WEBHOOK_SECRET);
	addSecret('too-short webhook secret', SHORT_SECRET);
	addPem('private key', PRIVATE_KEY);
	addPem('bad private key', BAD_PRIVATE_KEY);
	addPem('short bad private key', SHORT_BAD_KEY);
});

afterAll(async () => {
	await sandbox?.close();
	await site?.close();
	await receiver?.close();
});

const bakery = () => sandbox.profiles.find((p) => p.title === 'Acme Bakery')!.profileKey;
const foreign = () => other.profiles[1].profileKey;

describe('workflows', () => {
	it('publish and read as the primary profile, a profile key and a profile credential', async () => {
		const primary = await run('primary', [
			publish('Publish', 'secrets: primary'),
			spStep('Read', 'history', 'get', { postId: '={{ $json.id }}' }),
		]);
		expect(primary.outputOf('Read')[0]).toMatchObject({ status: 'success' });
		const byKey = await run('by key', [
			publish('Publish', 'secrets: by key', { actAs: 'profileKey', profileKey: bakery() }),
		]);
		expect(byKey.outputOf('Publish')[0]).toMatchObject({ status: 'success' });
		const byCredential = await run(
			'by credential',
			[
				{
					...publish('Publish', 'secrets: by credential', { actAs: 'profileCredential' }),
					credentials: { socialPublishingProfileApi: { id: 'bakery', name: 'Bakery key' } },
				},
			],
			credentials(undefined, bakery()),
		);
		expect(byCredential.outputOf('Publish')[0]).toMatchObject({ status: 'success' });
		const profiles = await run('profiles', [
			spStep('Profiles', 'profile', 'getAll', { returnAll: true }),
		]);
		expect(profiles.outputOf('Profiles').length).toBeGreaterThanOrEqual(3);
	});

	it('fail with a bad API key, a foreign profile key, bad private keys, and say so without the secrets', async () => {
		const badKey = await run(
			'bad API key',
			[publish('Publish', 'secrets: bad key')],
			credentials(WRONG_API_KEY),
		);
		expect(badKey.errorOf('Publish')?.message).toMatch(/API key|authori[sz]/i);
		const badKeyContinue = await run(
			'bad API key, continue',
			[{ ...publish('Publish', 'secrets: bad key'), continueOnFail: true }],
			credentials(WRONG_API_KEY),
		);
		expect(badKeyContinue.outputOf('Publish')[0].error).toBeDefined();

		const foreignKey = await run('foreign profile key', [
			publish('Publish', 'secrets: foreign', { actAs: 'profileKey', profileKey: foreign() }),
		]);
		expect(foreignKey.errorOf('Publish')).toBeDefined();
		await run('foreign profile key, continue', [
			{
				...publish('Publish', 'secrets: foreign', { actAs: 'profileKey', profileKey: foreign() }),
				continueOnFail: true,
			},
		]);

		const jwt = (
			name: string,
			privateKey: string,
			targetProfileKey: string,
			extra: Partial<Step> = {},
		) => ({
			...spStep(name, 'profile', 'generateJwt', { domain: 'acme', privateKey, targetProfileKey }),
			...extra,
		});
		const good = await run('good JWT', [jwt('Token', PRIVATE_KEY, bakery())]);
		expect(good.outputOf('Token')[0]).toMatchObject({
			status: 'success',
			token: expect.any(String),
		});
		const bad = await run('bad JWT', [jwt('Token', BAD_PRIVATE_KEY, bakery())]);
		expect(bad.errorOf('Token')).toBeDefined();
		await run('bad JWT, continue', [
			jwt('Token', BAD_PRIVATE_KEY, bakery(), { continueOnFail: true }),
		]);
		const short = await run('short bad JWT', [jwt('Token', SHORT_BAD_KEY, bakery())]);
		expect(short.errorOf('Token')).toBeDefined();
		const foreignTarget = await run('JWT for a foreign profile', [
			jwt('Token', PRIVATE_KEY, foreign()),
		]);
		expect(foreignTarget.errorOf('Token')).toBeDefined();
	});

	it('set a signed feed webhook, and refuse a bad one', async () => {
		const set = await run('webhook', [
			spStep('Hook', 'feed', 'setWebhook', {
				url: receiver.url,
				options: { secret: WEBHOOK_SECRET },
			}),
		]);
		expect(set.outputOf('Hook')[0]).toMatchObject({ status: 'success', signed: true });
		const bad = await run('bad webhook', [
			spStep('Hook', 'feed', 'setWebhook', {
				url: 'not a url',
				options: { secret: WEBHOOK_SECRET },
			}),
		]);
		expect(bad.errorOf('Hook')).toBeDefined();
		const short = await run('short secret', [
			spStep('Hook', 'feed', 'setWebhook', {
				url: receiver.url,
				options: { secret: SHORT_SECRET },
			}),
		]);
		expect(short.errorOf('Hook')).toBeDefined();
	});
});

describe('direct calls', () => {
	it('authentication failures', async () => {
		expect((await direct('wrong key', 'GET', '/api/user', { apiKey: WRONG_API_KEY })).status).toBe(
			401,
		);
		expect((await direct('no key', 'GET', '/api/user', { apiKey: null })).status).toBe(401);
		const mangled = await direct('mangled header', 'GET', '/api/user', {
			apiKey: null,
			headers: { authorization: `Bearer ${sandbox.apiKey} ${bakery()}` },
		});
		expect(mangled.status).toBe(401);
		const raw = await direct('API key as the body', 'POST', '/api/post', {
			rawBody: sandbox.apiKey,
		});
		expect(raw.status).toBe(400);
		// JSON.parse quotes the text around the problem: a short secret would come back whole.
		const rawSecret = await direct('secret as the body', 'POST', '/api/feed/webhook', {
			rawBody: SHORT_SECRET,
		});
		expect(rawSecret.status).toBe(400);
		expect(rawSecret.body.message).toMatch(/not valid JSON/);
		const unquoted = await direct('profile key unquoted', 'POST', '/api/post', {
			rawBody: `{"profileKey": ${bakery()}}`,
		});
		expect(unquoted.status).toBe(400);
	});

	it('foreign and malformed profile keys', async () => {
		expect(
			(await direct('foreign header', 'GET', '/api/history', { profileKey: foreign() })).status,
		).toBe(403);
		expect(
			(await direct('foreign query', 'GET', '/api/media', { query: { profileKey: foreign() } }))
				.status,
		).toBe(403);
		const post = { post: 'secrets: direct', platforms: ['facebook'] };
		expect(
			(
				await direct('foreign body', 'POST', '/api/post', {
					body: { ...post, profileKey: foreign() },
				})
			).status,
		).toBe(403);
		expect(
			(
				await direct('foreign list', 'POST', '/api/post', {
					body: { ...post, profileKeys: [bakery(), foreign()] },
				})
			).status,
		).toBe(403);
		expect(
			(
				await direct('key as a string', 'POST', '/api/post', {
					body: { ...post, profileKeys: bakery() },
				})
			).status,
		).toBe(400);
		expect(
			(
				await direct('key among numbers', 'POST', '/api/post', {
					body: { ...post, profileKeys: [bakery(), 42] },
				})
			).status,
		).toBe(400);
		expect(
			(
				await direct('delete foreign profile', 'DELETE', '/api/profiles/delete-profile', {
					body: { profileKey: foreign() },
				})
			).status,
		).toBeGreaterThanOrEqual(400);
		const primaryKey = sandbox.profiles.find((p) => p.primary)!.profileKey;
		expect(
			(
				await direct('delete primary profile', 'DELETE', '/api/profiles/delete-profile', {
					body: { profileKey: primaryKey },
				})
			).status,
		).toBeGreaterThanOrEqual(400);
		expect(
			(
				await direct('taken API key', 'POST', '/api/admin/accounts', {
					body: { apiKey: sandbox.apiKey },
				})
			).status,
		).toBe(409);
	});

	it('linking tokens with bad keys', async () => {
		const body = { domain: 'acme', profileKey: bakery() };
		for (const [label, privateKey] of [
			['bad key', BAD_PRIVATE_KEY],
			['short bad key', SHORT_BAD_KEY],
			['key without line breaks', PRIVATE_KEY.replace(/\n/g, '').replace('MII', 'XYZ')],
		] as const) {
			const res = await direct(`JWT ${label}`, 'POST', '/api/profiles/generateJWT', {
				body: { ...body, privateKey },
			});
			expect(res.status).toBe(400);
		}
		const extra = await direct('JWT extra field', 'POST', '/api/profiles/generateJWT', {
			body: { ...body, privateKey: PRIVATE_KEY, extra: 1 },
		});
		// Unknown fields are not bad input (the service's SDK sends `source` on every call).
		expect(extra.status).toBe(200);
		const foreignTarget = await direct('JWT foreign profile', 'POST', '/api/profiles/generateJWT', {
			body: { ...body, privateKey: PRIVATE_KEY, profileKey: foreign() },
		});
		expect(foreignTarget.status).toBe(400);
		const good = await direct('JWT good', 'POST', '/api/profiles/generateJWT', {
			body: { ...body, privateKey: PRIVATE_KEY },
		});
		expect(good.status).toBe(200);
	});

	it('webhook secrets, refused and used', async () => {
		for (const [label, payload] of [
			['short secret', { url: receiver.url, secret: SHORT_SECRET }],
			['bad url', { url: 'nope', secret: WEBHOOK_SECRET }],
			['extra field', { url: receiver.url, secret: SHORT_SECRET, x: 1 }],
		] as const) {
			expect(
				(await direct(`webhook ${label}`, 'POST', '/api/feed/webhook', { body: payload })).status,
			).toBe(400);
		}
		const set = await direct('webhook set', 'POST', '/api/feed/webhook', {
			body: { url: receiver.url, secret: WEBHOOK_SECRET },
		});
		expect(set.status).toBe(200);

		// A signed delivery the receiver refuses with 410: not retried, and logged.
		const articles: TestArticle[] = [
			{ guid: 'one', title: 'One', link: 'https://blog.example/one' },
		];
		const feedUrl = site.set('/secrets.xml', rssDocument('Secrets blog', articles));
		expect((await direct('feed add', 'POST', '/api/feed', { body: { url: feedUrl } })).status).toBe(
			200,
		);
		articles.unshift({ guid: 'two', title: 'Two', link: 'https://blog.example/two' });
		site.set('/secrets.xml', rssDocument('Secrets blog', articles));
		receiver.answers.push(410);
		await direct('poll', 'POST', '/api/admin/feeds/poll');
		await waitFor(async () =>
			logLines.some((l) => l.includes('webhook delivery')) ? true : undefined,
		);
		const deliveries = await direct('deliveries', 'GET', '/api/admin/feeds/deliveries');
		expect(deliveries.body.deliveries[0]).toMatchObject({ status: 'failed', lastStatus: 410 });
		for (const hook of receiver.received)
			see('webhook delivery', { headers: hook.headers, body: hook.rawBody });
		expect(receiver.received[0].headers['x-authorization-content-sha256']).toEqual(
			expect.any(String),
		);
	});
});

test('no log line, message, description or output holds a secret', () => {
	expect(logLines.length).toBeGreaterThan(30);
	expect(seen.length).toBeGreaterThan(50);
	const everything: Array<[string, string]> = [
		...logLines.map((l): [string, string] => ['log', l]),
		...seen,
	];
	const leaks: string[] = [];
	for (const [name, secret] of secrets) {
		for (const [where, text] of everything) {
			if (text.includes(secret)) leaks.push(`${name} in ${where}: ${text.slice(0, 300)}`);
		}
	}
	expect(leaks).toEqual([]);
});
