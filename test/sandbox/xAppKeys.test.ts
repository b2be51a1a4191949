import { SANDBOX_X_APP } from '../helpers/sandboxXApp';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

/**
 * Since 2026-03-31 the service refuses every request that targets X unless it carries the user's
 * own X app keys (X-Twitter-OAuth1-Api-Key and -Secret); the sandbox does the same by default.
 */
describe('X app keys (sandbox default: required)', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	const historyIds = async (): Promise<string[]> =>
		((await t.api('GET', '/api/history', { query: { lastDays: 0 } })).body.history ?? []).map(
			(h: { id: string }) => h.id,
		);

	it('refuses an X post without the keys (400, code 419, both headers named) and stores nothing, not even for facebook', async () => {
		const before = await historyIds();
		const tweetsBefore = (await t.api('GET', '/api/history/twitter')).body.posts.length;
		const refused = await t.api('POST', '/api/post', {
			xAppKeys: false,
			body: { post: 'No keys, no tweet', platforms: ['facebook', 'twitter'] },
		});
		expect(refused.status).toBe(400);
		expect(refused.body).toMatchObject({ status: 'error', code: 419, action: 'post' });
		expect(refused.body.message).toContain('X-Twitter-OAuth1-Api-Key');
		expect(refused.body.message).toContain('X-Twitter-OAuth1-Api-Secret');
		// A sandbox user needs no X developer account: the answer says any values do here.
		expect(refused.body.message).toContain('console.x.com');
		expect(refused.body.message).toMatch(/In this sandbox any values do \(e\.g\. x and x\)/);
		expect(await historyIds()).toEqual(before);
		expect((await t.api('GET', '/api/history/twitter')).body.posts.length).toBe(tweetsBefore);
		const page = await (await fetch(`${t.sandbox.url}/`)).text();
		expect(page).not.toContain('No keys, no tweet');
	});

	it('takes x and x as the keys, as its refusal says', async () => {
		const sent = await t.api('POST', '/api/post', {
			xAppKeys: false,
			headers: { 'x-twitter-oauth1-api-key': 'x', 'x-twitter-oauth1-api-secret': 'x' },
			body: { post: 'Any values do', platforms: ['twitter'] },
		});
		expect(sent.status).toBe(200);
		expect(sent.body.status).toBe('success');
	});

	it('refuses with only one of the two headers, naming the missing one', async () => {
		const refused = await t.api('POST', '/api/post', {
			xAppKeys: false,
			headers: { 'x-twitter-oauth1-api-key': SANDBOX_X_APP.apiKey },
			body: { post: 'Half the keys', platforms: ['twitter'] },
		});
		expect(refused.body.code).toBe(419);
		expect(refused.body.message).toMatch(/missing: X-Twitter-OAuth1-Api-Secret\)/);
	});

	it('sends an X post that carries the keys, and the page shows which X app (masked) but never the key or secret', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Keys in the headers', platforms: ['twitter', 'facebook'] },
		});
		expect(sent.status).toBe(200);
		expect(sent.body.status).toBe('success');
		expect(JSON.stringify(sent.body)).not.toContain(SANDBOX_X_APP.apiKey);
		const page = await (await fetch(`${t.sandbox.url}/?post=${sent.body.id}`)).text();
		expect(page).toContain('Keys in the headers');
		expect(page).toContain(`${SANDBOX_X_APP.apiKey.slice(0, 4)}••••`);
		expect(page).not.toContain(SANDBOX_X_APP.apiKey);
		expect(page).not.toContain(SANDBOX_X_APP.apiSecret);
		const record = await t.api('GET', `/api/post/${sent.body.id}`);
		expect(JSON.stringify(record.body)).not.toContain(SANDBOX_X_APP.apiKey.slice(0, 4));
	});

	it('lets a request that does not target X through without keys', async () => {
		const sent = await t.api('POST', '/api/post', {
			xAppKeys: false,
			body: { post: 'Facebook only', platforms: ['facebook'] },
		});
		expect(sent.body.status).toBe('success');
		expect((await t.api('GET', '/api/history/facebook', { xAppKeys: false })).status).toBe(200);
	});

	it('refuses the other X operations without keys: history, analytics, comments, messages, linking X', async () => {
		const tweet = await t.api('POST', '/api/post', {
			body: { post: 'A tweet to ask about', platforms: ['twitter'] },
		});
		const calls: Array<[string, string, Record<string, unknown>]> = [
			['GET', '/api/history/twitter', {}],
			['GET', '/api/history', { query: { platforms: 'twitter' } }],
			['POST', '/api/analytics/post', { body: { id: tweet.body.id, platforms: ['twitter'] } }],
			['POST', '/api/analytics/social', { body: { platforms: ['twitter'] } }],
			[
				'POST',
				'/api/comments',
				{ body: { id: tweet.body.id, platforms: ['twitter'], comment: 'Hi' } },
			],
			['GET', `/api/comments/${tweet.body.id}`, {}],
			['GET', '/api/messages/twitter', {}],
			['POST', '/api/admin/link', { body: { platform: 'twitter' } }],
			['DELETE', '/api/post', { body: { id: tweet.body.id } }],
		];
		for (const [method, path, options] of calls) {
			const answer = await t.api(method, path, { ...options, xAppKeys: false });
			expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({
				method,
				path,
				status: 400,
				code: 419,
			});
		}
		// The refused delete deleted nothing.
		expect((await t.api('GET', `/api/post/${tweet.body.id}`)).body.status).toBe('success');
	});

	it('counts platforms ["all"] as X when the profile has X linked', async () => {
		const refused = await t.api('POST', '/api/post', {
			xAppKeys: false,
			body: { post: 'To everything', platforms: ['all'] },
		});
		expect(refused.body.code).toBe(419);
	});
});

describe('X app keys off (--x-app-keys off)', () => {
	it('lets an X post through without keys', async () => {
		const t = await startTestSandbox({ xAppKeys: 'off' });
		try {
			const sent = await t.api('POST', '/api/post', {
				xAppKeys: false,
				body: { post: 'Relaxed sandbox', platforms: ['twitter'] },
			});
			expect(sent.body.status).toBe('success');
		} finally {
			await t.close();
		}
	});
});

describe('the CLI flag', () => {
	it('parses --x-app-keys required|off, defaults to required, and refuses anything else', async () => {
		const { parseArgs } = await import('../../src/sandbox/cli');
		expect(parseArgs([]).xAppKeys).toBe('required');
		expect(parseArgs(['--x-app-keys', 'off']).xAppKeys).toBe('off');
		expect(parseArgs(['--x-app-keys=required']).xAppKeys).toBe('required');
		expect(() => parseArgs(['--x-app-keys', 'maybe'])).toThrow(
			/--x-app-keys must be required or off/,
		);
	});
});
