/**
 * A spent monthly post quota (HTTP 429, code 106) and a suspended profile (HTTP 403) are not rate
 * limits: no wait helps, so the engine sends such a request once and throws a typed error at once.
 */
import nock from 'nock';
import {
	MONTHLY_QUOTA_CODE,
	PermissionDeniedError,
	ProfileSuspendedError,
	QuotaExceededError,
	RateLimitError,
	createClient,
	nextQuotaReset,
} from '../../src/engine';
import { fetchTransport } from '../helpers/transport';
import { useNock } from '../helpers/engineClient';

const BASE = 'http://sp.test/api';
const NOW = Date.parse('2026-11-26T01:15:00Z');
const PROFILE_KEY = 'PK-SECRET-0123456789';

function makeClient(onRateLimit: 'wait' | 'fail' = 'wait') {
	const sleeps: number[] = [];
	const client = createClient({
		baseUrl: BASE,
		apiKey: 'sk_test',
		transport: fetchTransport(),
		sleep: async (ms) => {
			sleeps.push(ms);
		},
		now: () => NOW,
		random: () => 0.5,
		retry: { onRateLimit, maxWaitMs: 60 * 60_000 },
	});
	return { client, sleeps };
}

const quotaBody = {
	action: 'post',
	status: 'error',
	code: MONTHLY_QUOTA_CODE,
	message: 'Monthly post quota reached.',
	title: 'Acme Bakery',
	refId: 'ref-123',
	monthlyPostCount: 20,
	monthlyPostQuota: 20,
};

useNock();

describe('a spent monthly post quota (429, code 106)', () => {
	it.each(['wait', 'fail'] as const)(
		'is sent once and thrown as QuotaExceededError with On Rate Limit %s, even with Retry-After',
		async (onRateLimit) => {
			const { client, sleeps } = makeClient(onRateLimit);
			let requests = 0;
			nock(BASE)
				.post('/post')
				.times(10)
				.reply(() => {
					requests++;
					return [
						429,
						quotaBody,
						{ 'Retry-After': '5', 'x-ratelimit-max': '300', 'x-ratelimit-count': '3' },
					];
				});
			const error = await client.posts
				.create({ post: 'Hello', platforms: ['twitter'] }, { profileKey: PROFILE_KEY })
				.catch((e: unknown) => e);
			expect(requests).toBe(1);
			expect(sleeps).toEqual([]);
			expect(error).toBeInstanceOf(QuotaExceededError);
			expect(error).toBeInstanceOf(RateLimitError);
			const quota = error as QuotaExceededError;
			expect(quota.code).toBe(106);
			expect(quota.status).toBe(429);
			expect(quota.resetsAt).toBe(Date.parse('2026-12-01T00:07:00Z'));
			expect(quota.monthlyPostCount).toBe(20);
			expect(quota.message).toContain('profile "Acme Bakery" (refId ref-123)');
			expect(quota.message).toContain('2026-12-01T00:07:00Z');
			expect(quota.message).toContain('sent 20 of 20 posts this month');
			expect(quota.message).not.toContain(PROFILE_KEY);
			// The spare answers were there to catch a retry; none was sent.
			nock.cleanAll();
		},
	);

	it('names the profile by what was sent when the answer does not, and holds no other request', async () => {
		const { client, sleeps } = makeClient('wait');
		nock(BASE)
			.post('/post')
			.reply(429, { status: 'error', code: 106, message: 'Monthly post quota reached.' });
		nock(BASE).get('/history').reply(200, { status: 'success', history: [] });
		const error = (await client.posts
			.create({ post: 'Hello', platforms: ['twitter'] })
			.catch((e: unknown) => e)) as QuotaExceededError;
		expect(error).toBeInstanceOf(QuotaExceededError);
		expect(error.message).toContain("the API key's own profile");
		expect(error.monthlyPostCount).toBeUndefined();
		// The quota is not a full window: the profile's next request goes out at once.
		await client.history.list();
		expect(sleeps).toEqual([]);
	});

	it('resets on the 1st at 00:07 UTC: before that minute on the 1st it is the same day', () => {
		expect(nextQuotaReset(Date.parse('2026-12-31T23:59:00Z'))).toBe(
			Date.parse('2027-01-01T00:07:00Z'),
		);
		expect(nextQuotaReset(Date.parse('2027-01-01T00:03:00Z'))).toBe(
			Date.parse('2027-01-01T00:07:00Z'),
		);
		expect(nextQuotaReset(Date.parse('2027-01-01T00:07:00Z'))).toBe(
			Date.parse('2027-02-01T00:07:00Z'),
		);
	});

	it('other 429s are still waited out (a rate limit is not a quota)', async () => {
		const { client, sleeps } = makeClient('wait');
		nock(BASE)
			.get('/history')
			.reply(429, { status: 'error', code: 429, message: 'Rate limit' }, { 'Retry-After': '2' });
		nock(BASE).get('/history').reply(200, { status: 'success', history: [] });
		await client.history.list();
		expect(sleeps).toEqual([2000]);
	});
});

describe('a suspended profile (403)', () => {
	it('is thrown once as ProfileSuspendedError, saying why and what to do', async () => {
		const { client } = makeClient('wait');
		let requests = 0;
		nock(BASE)
			.get('/history')
			.times(5)
			.reply(() => {
				requests++;
				return [
					403,
					{ status: 'error', code: 403, message: 'User Profile suspended.', suspended: true },
				];
			});
		const error = await client.history
			.list({}, { profileKey: PROFILE_KEY })
			.catch((e: unknown) => e);
		expect(requests).toBe(1);
		expect(error).toBeInstanceOf(ProfileSuspendedError);
		expect(error).toBeInstanceOf(PermissionDeniedError);
		const message = (error as Error).message;
		expect(message).toMatch(/^The profile of the Profile-Key sent is suspended \(HTTP 403\)/);
		expect(message).toContain('reactivate');
		expect(message).not.toContain(PROFILE_KEY);
		nock.cleanAll();
	});

	it('a 403 for a plan is not a suspension', async () => {
		const { client } = makeClient('wait');
		nock(BASE)
			.get('/history')
			.reply(403, { status: 'error', code: 103, message: 'Business plan required.' });
		const error = await client.history.list().catch((e: unknown) => e);
		expect(error).toBeInstanceOf(PermissionDeniedError);
		expect(error).not.toBeInstanceOf(ProfileSuspendedError);
	});
});
