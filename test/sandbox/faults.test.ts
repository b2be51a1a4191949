/**
 * Planted faults (`POST /api/admin/faults`): every kind ends a scheduled post in `error` with the
 * network's entry and fires `scheduled`; an outage lasts its seconds; an expired token unlinks the
 * account and fires `social`; retry works once the fault is gone; bad requests plant nothing.
 */
import { ISO, history, hooksFor, scheduledPost, useEventSandbox } from '../helpers/eventSandbox';
import { startTestSandbox, utc, waitFor, type TestSandbox } from '../helpers/testSandbox';

describe('faults end posts in error with what the network answers (manual clock)', () => {
	const env = useEventSandbox();
	// An outage is what the docs' "Retry Available" describes: only its entry carries retryAvailable.
	it.each([
		['failure', 156, /simulated upstream failure/, {}],
		['duplicateContent', 137, /duplicate/, {}],
		['mediaRejected', 138, /rejected the post's media/, {}],
		['networkDown', 152, /not answering/, { retryAvailable: true }],
	])(
		'a %s fault ends the post in error with code %d, and retry works once it is gone',
		async (reason, code, message, retry) => {
			const planted = await env.t.api('POST', '/api/admin/faults', {
				body: { platform: 'linkedin', reason, count: 1 },
			});
			expect(planted.body).toEqual({
				status: 'success',
				platform: 'linkedin',
				reason,
				code,
				remaining: 1,
			});
			const id = await scheduledPost(env.t, env.clock, env.pk, ['twitter', 'linkedin']);
			const failed = await waitFor(async () => hooksFor(env.receiver, 'scheduled')[0]);
			const record = await history(env.t, env.pk, id);
			expect(record.status).toBe('error');
			const entry = { action: 'post', status: 'error', code, platform: 'linkedin', ...retry };
			expect(record.errors).toEqual([{ ...entry, message: expect.stringMatching(message) }]);
			expect(failed).toMatchObject({
				id,
				status: 'error',
				errors: record.errors,
				postIds: record.postIds,
			});
			expect(record.postIds.map((p: any) => p.platform)).toEqual(['twitter']);

			expect(
				(await env.t.api('PUT', '/api/post/retry', { profileKey: env.pk, body: { id } })).status,
			).toBe(200);
			const retried = await waitFor(async () => hooksFor(env.receiver, 'scheduled')[1]);
			const after = await history(env.t, env.pk, id);
			expect(after.status).toBe('success');
			expect(retried).toMatchObject({ id, status: 'success', errors: [], postIds: after.postIds });
			expect(after.postIds.map((p: any) => p.platform).sort()).toEqual(['linkedin', 'twitter']);
		},
	);

	it('an outage fails every send for its seconds, then ends by itself', async () => {
		const planted = await env.t.api('POST', '/api/admin/faults', {
			body: { platform: 'facebook', reason: 'networkDown', for: 300 },
		});
		expect(planted.body).toMatchObject({
			reason: 'networkDown',
			code: 152,
			until: utc(env.clock.now() + 300_000).replace('Z', '.000Z'),
		});
		const first = await scheduledPost(env.t, env.clock, env.pk, ['facebook']);
		const second = await scheduledPost(env.t, env.clock, env.pk, ['facebook']);
		await waitFor(async () => hooksFor(env.receiver, 'scheduled')[1]);
		for (const id of [first, second]) {
			expect((await history(env.t, env.pk, id)).errors).toEqual([
				expect.objectContaining({ code: 152, platform: 'facebook' }),
			]);
		}
		expect((await env.t.api('GET', '/api/admin/faults')).body.faults).toEqual([
			expect.objectContaining({ platform: 'facebook', reason: 'networkDown' }),
		]);
		env.clock.advance(300_000);
		expect((await env.t.api('GET', '/api/admin/faults')).body.faults).toEqual([]);
		await env.t.api('PUT', '/api/post/retry', { profileKey: env.pk, body: { id: first } });
		const retried = await waitFor(async () => hooksFor(env.receiver, 'scheduled')[2]);
		expect(retried).toMatchObject({ id: first, status: 'success' });
	});

	it('an expired token fails the post with 161, unlinks the account and fires social', async () => {
		await env.t.api('POST', '/api/admin/faults', {
			body: { platform: 'telegram', reason: 'expiredToken' },
		});
		const id = await scheduledPost(env.t, env.clock, env.pk, ['telegram', 'twitter'], 'New loaf!');
		const unlinked = await waitFor(async () => hooksFor(env.receiver, 'social')[0]);
		expect(unlinked).toEqual({
			action: 'social',
			type: 'unlink',
			platform: 'telegram',
			refId: env.refId,
			title: 'Acme Bakery',
			reason: expect.stringMatching(/expired token/),
			created: expect.stringMatching(ISO),
			deliveryId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
		});
		const failed = await waitFor(async () => hooksFor(env.receiver, 'scheduled')[0]);
		expect(failed.errors).toEqual([
			expect.objectContaining({
				code: 161,
				platform: 'telegram',
				message: expect.stringMatching(/unlinked/),
			}),
		]);
		const user = await env.t.api('GET', '/api/user', { profileKey: env.pk });
		expect(user.body.activeSocialAccounts).not.toContain('telegram');
		expect((await history(env.t, env.pk, id)).errors).toEqual(failed.errors);

		// Linking again fires social, and the retry then goes out.
		const relinked = await env.t.api('POST', '/api/admin/link', {
			profileKey: env.pk,
			body: { platform: 'telegram' },
		});
		expect(relinked.body).toMatchObject({ linked: true, changed: true });
		const linkEvent = await waitFor(async () => hooksFor(env.receiver, 'social')[1]);
		expect(linkEvent).toMatchObject({ type: 'link', platform: 'telegram', title: 'Acme Bakery' });
		expect(linkEvent.reason).toBeUndefined();
		await env.t.api('PUT', '/api/post/retry', { profileKey: env.pk, body: { id } });
		const retried = await waitFor(async () => hooksFor(env.receiver, 'scheduled')[1]);
		expect(retried).toMatchObject({ id, status: 'success', errors: [] });
	});
});

describe('bad fault requests', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	it.each([
		[
			{ platform: 'twitter', reason: 'solarFlare' },
			/reason must be one of failure, expiredToken.*\(got "solarFlare"\)/,
		],
		[{ platform: 'twitter', count: 2, for: 10 }, /count .* or for .*not both/],
		[{ platform: 'twitter', for: -1 }, /for must be a number of seconds .*\(got -1\)/],
		[{ platform: 'twitter', count: 1.5 }, /count must be a whole number .*\(got 1.5\)/],
		[{ platform: 'myspace' }, /platform must be one of .*\(got "myspace"\)/],
	])('answers 400 code 101 for %j and plants nothing', async (body, message) => {
		const res = await t.api('POST', '/api/admin/faults', { body });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({
			status: 'error',
			code: 101,
			message: expect.stringMatching(message),
		});
		expect((await t.api('GET', '/api/admin/faults')).body.faults).toEqual([]);
	});
});

describe('a fault planted after posts went out', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	it('fails the next post sent at once, then is used up', async () => {
		const post = (text: string) =>
			t.api('POST', '/api/post', { body: { post: text, platforms: ['linkedin'] } });
		expect((await post('before any fault')).body.status).toBe('success');
		const planted = await t.api('POST', '/api/admin/faults', {
			body: { platform: 'linkedin', reason: 'failure', count: 1 },
		});
		expect(planted.status).toBe(200);
		const failed = await post('after the fault');
		expect(failed.status).toBe(400);
		expect(failed.body).toMatchObject({
			status: 'error',
			errors: [expect.objectContaining({ code: 156, platform: 'linkedin' })],
		});
		expect((await post('once the fault is used up')).body.status).toBe('success');
	});
});
