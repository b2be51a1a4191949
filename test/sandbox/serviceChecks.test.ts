import { NETWORK_IDS } from '../../src/engine';
import { ErrorCode } from '../../src/sandbox/errors';
import { RATE_LIMIT_CODE } from '../../src/sandbox/limits/rateLimit';
import { PROFILE_SUSPENDED_CODE } from '../../src/sandbox/limits/suspension';
import { FAR_FUTURE, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox();
});
afterAll(() => t.close());

async function newProfile(title: string): Promise<{ profileKey: string }> {
	const res = await t.api('POST', '/api/profiles/create-profile', { body: { title } });
	expect(res.status).toBe(200);
	return res.body;
}

async function postCount(profileKey?: string): Promise<number> {
	const res = await t.api('GET', '/api/history', { profileKey, query: { lastRecords: 500 } });
	return Array.isArray(res.body) ? res.body.length : (res.body.history?.length ?? 0);
}

describe('POST /api/validate/post', () => {
	it('answers success for a good post and stores, schedules and sends nothing', async () => {
		const before = await postCount();
		const res = await t.api('POST', '/api/validate/post', {
			body: { post: 'Fine text', platforms: ['twitter', 'facebook'], scheduleDate: FAR_FUTURE },
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ status: 'success', message: expect.any(String) });
		expect(res.body.warnings).toBeUndefined();
		expect(await postCount()).toBe(before);
		await t.api('POST', '/api/post', { body: { post: 'Real one', platforms: ['twitter'] } });
		expect(await postCount()).toBe(before + 1);
	});

	it('lists every problem at once, as /post would, with field and network', async () => {
		const body = {
			post: 'x'.repeat(400),
			platforms: ['twitter', 'instagram', 'youtube'],
			mediaUrls: ['not a url'],
		};
		const res = await t.api('POST', '/api/validate/post', { body });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'post', status: 'error', code: 101 });
		const fields = res.body.errors.map((e: { field: string }) => e.field);
		expect(fields).toEqual(expect.arrayContaining(['mediaUrls[0]', 'youTubeOptions.title']));
		const networks = res.body.errors.map((e: { platform?: string }) => e.platform);
		expect(networks).toContain('twitter');
		const real = await t.api('POST', '/api/post', { body });
		expect(real.status).toBe(400);
		expect(real.body.errors.length).toBe(res.body.errors.length);
	});

	it('reports a used idempotencyKey and an unknown auto-schedule without using the key', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Keyed', platforms: ['twitter'], idempotencyKey: 'dry-run-key' },
		});
		expect(sent.status).toBe(200);
		const res = await t.api('POST', '/api/validate/post', {
			body: {
				post: 'Keyed again',
				platforms: ['twitter'],
				idempotencyKey: 'dry-run-key',
				autoSchedule: true,
				autoScheduleTitle: 'nosuchschedule',
			},
		});
		expect(res.status).toBe(400);
		const byField = Object.fromEntries(
			res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
		);
		expect(byField.idempotencyKey).toContain(`post ${sent.body.id}`);
		expect(byField.autoScheduleTitle).toContain('names no auto-schedule');
		const fresh = { post: 'Fresh', platforms: ['twitter'], idempotencyKey: 'dry-run-fresh' };
		expect((await t.api('POST', '/api/validate/post', { body: fresh })).status).toBe(200);
		expect((await t.api('POST', '/api/post', { body: fresh })).status).toBe(200);
	});

	it('warns with code 156 for a network the profile has not linked', async () => {
		const profileKey = t.profileKey('Acme Books');
		await t.api('POST', '/api/admin/unlink', { body: { platform: 'linkedin' }, profileKey });
		const res = await t.api('POST', '/api/validate/post', {
			body: { post: 'Hello', platforms: ['linkedin', 'twitter'] },
			profileKey,
		});
		expect(res.status).toBe(200);
		expect(res.body.warnings).toEqual([
			expect.objectContaining({ code: 156, platform: 'linkedin', status: 'error' }),
		]);
	});

	it('checks the text with its auto-hashtags added, as /post sends it', async () => {
		// Fits X as written (270 characters); the hashtags the service adds push it past 280.
		const post = 'Fresh sourdough bread from our bakery every morning. '.repeat(6).slice(0, 270);
		const plain = await t.api('POST', '/api/validate/post', {
			body: { post, platforms: ['twitter'] },
		});
		expect(plain.status).toBe(200);
		const tagged = await t.api('POST', '/api/validate/post', {
			body: { post, platforms: ['twitter'], autoHashtag: true },
		});
		expect(tagged.status).toBe(400);
		expect(tagged.body.errors).toEqual([
			expect.objectContaining({ field: 'post', platform: 'twitter' }),
		]);
		const real = await t.api('POST', '/api/post', {
			body: { post, platforms: ['twitter'], autoHashtag: true },
		});
		expect([real.status, real.body.errors.length]).toEqual([400, tagged.body.errors.length]);
	});

	it('checks "all" against the networks the profile has linked', async () => {
		const post = 'x'.repeat(300);
		const primary = await t.api('POST', '/api/validate/post', {
			body: { post, platforms: ['all'] },
		});
		expect(primary.status).toBe(400);
		expect(primary.body.errors).toEqual(
			expect.arrayContaining([expect.objectContaining({ field: 'post', platform: 'twitter' })]),
		);
		const { profileKey } = await newProfile('Nothing Linked Yet');
		for (const network of NETWORK_IDS)
			await t.api('POST', '/api/admin/unlink', { body: { platform: network }, profileKey });
		const bare = await t.api('POST', '/api/validate/post', {
			body: { post: 'Short', platforms: ['all'] },
			profileKey,
		});
		expect(bare.status).toBe(400);
		expect(bare.body.errors).toEqual([
			expect.objectContaining({
				field: 'platforms',
				message: expect.stringContaining('has no linked network'),
			}),
		]);
		await t.api('POST', '/api/admin/link', { body: { platform: 'linkedin' }, profileKey });
		const linkedIn = await t.api('POST', '/api/validate/post', {
			body: { post, platforms: ['all'] },
			profileKey,
		});
		expect(linkedIn.status).toBe(200);
	});

	it('is refused on the Basic plan, naming the plans that include it', async () => {
		const basic = await startTestSandbox({ plan: 'basic' });
		try {
			const res = await basic.api('POST', '/api/validate/post', {
				body: { post: 'Hi', platforms: ['twitter'] },
			});
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ code: 103 });
			expect(res.body.message).toContain('Premium');
		} finally {
			await basic.close();
		}
	});
});

describe('GET /api/error-explainer', () => {
	it('gives cause, class and fix of a code, naming the network when given', async () => {
		const res = await t.api('GET', '/api/error-explainer', {
			query: { code: '156', platform: 'linkedin' },
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			code: 156,
			class: 'developer-fix',
			httpStatus: 400,
			platform: 'linkedin',
			cause: expect.any(String),
		});
		expect(res.body.fix).toContain('Link LinkedIn');
	});

	it('explains every code the sandbox answers with, by the class of its HTTP status', async () => {
		const codes = [...new Set(Object.values(ErrorCode)), 161, 349, 360, 403, 419, 429, 440];
		for (const code of codes) {
			const res = await t.api('GET', '/api/error-explainer', { query: { code } });
			expect([code, res.status]).toEqual([code, 200]);
			expect(res.body.fix.length).toBeGreaterThan(20);
		}
		const explained = async (code: number) =>
			(await t.api('GET', '/api/error-explainer', { query: { code } })).body;
		// The service's classes, by HTTP status (its MCP skill "errors"); each limit its own.
		expect(await explained(ErrorCode.monthlyQuota)).toMatchObject({
			class: 'developer-fix',
			httpStatus: 429,
			retryAvailable: false,
		});
		expect(await explained(RATE_LIMIT_CODE)).toMatchObject({
			class: 'developer-fix',
			httpStatus: 429,
		});
		expect(await explained(PROFILE_SUSPENDED_CODE)).toMatchObject({
			class: 'user-action',
			httpStatus: 403,
		});
		expect(await explained(ErrorCode.internal)).toMatchObject({
			class: 'network',
			httpStatus: 500,
		});
		// retryAvailable says whether the service retries it: not a bad request, yes a network outage.
		expect(await explained(ErrorCode.badRequest)).toMatchObject({ retryAvailable: false });
		expect(await explained(152)).toMatchObject({ retryAvailable: true });
	});

	it('refuses a missing or malformed code with 400 and an unknown one with 404', async () => {
		const missing = await t.api('GET', '/api/error-explainer');
		expect(missing.status).toBe(400);
		expect(missing.body.errors[0]).toMatchObject({ field: 'code' });
		const bad = await t.api('GET', '/api/error-explainer', {
			query: { code: 'abc', platform: 'myspace' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['code', 'platform']);
		const unknown = await t.api('GET', '/api/error-explainer', { query: { code: 99999 } });
		expect(unknown.status).toBe(404);
		expect(unknown.body.message).toContain('Codes explained: 101');
	});
});
