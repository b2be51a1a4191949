/**
 * `scheduled` and `social` webhooks (`/api/hook/webhook`) and the planted faults that drive them
 * (`/api/admin/faults`): every fault kind ends a post in `error` with the network's entry, an
 * expired token unlinks the account, retry works once the fault is gone, each event reaches only
 * its own profile's subscription, and a pending delivery survives a restart.
 */
import { verifyWebhookSignature } from '../../src/engine';
import { startReceiver, type HookReceiver } from './feedTestServers';
import {
	manualClock,
	startTestSandbox,
	tempDir,
	utc,
	waitFor,
	type ManualClock,
	type TestSandbox,
} from './helpers';

const SECRET = 'whsec_events_hook_secret';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function subscribe(
	t: TestSandbox,
	profileKey: string,
	action: string,
	url: string,
	secret?: string,
) {
	return t.api('POST', '/api/hook/webhook', {
		profileKey,
		body: { action, url, ...(secret ? { secret } : {}) },
	});
}

/** Schedules a post one minute ahead and moves the clock past it; answers the post id. */
async function scheduledPost(
	t: TestSandbox,
	clock: ManualClock,
	profileKey: string,
	platforms: string[],
	post = 'Weekend opening hours: 9 to 5.',
): Promise<string> {
	const created = await t.api('POST', '/api/post', {
		profileKey,
		body: { post, platforms, scheduleDate: utc(clock.now() + 60_000) },
	});
	expect(created.status).toBe(200);
	expect(created.body.status).toBe('scheduled');
	clock.advance(61_000);
	return created.body.id;
}

async function history(t: TestSandbox, profileKey: string, id: string): Promise<any> {
	const res = await t.api('GET', `/api/history/${id}`, { profileKey });
	expect(res.status).toBe(200);
	return res.body;
}

function hooksFor(receiver: HookReceiver, action: string): any[] {
	return receiver.received.filter((hook) => hook.body.action === action).map((hook) => hook.body);
}

describe('scheduled and social events (manual clock)', () => {
	let clock: ManualClock;
	let t: TestSandbox;
	let receiver: HookReceiver;
	let pk: string;
	let refId: string;
	beforeAll(async () => {
		clock = manualClock();
		t = await startTestSandbox({ now: clock.now, schedulerIntervalMs: 20 });
		receiver = await startReceiver();
		pk = t.profileKey('Acme Bakery');
		const profiles = (await t.api('GET', '/api/profiles')).body.profiles;
		refId = profiles.find((p: any) => p.title === 'Acme Bakery').refId;
		expect((await subscribe(t, pk, 'scheduled', receiver.url, SECRET)).status).toBe(200);
		expect((await subscribe(t, pk, 'social', receiver.url, SECRET)).status).toBe(200);
	});
	afterAll(async () => {
		await t.close();
		await receiver.close();
	});
	beforeEach(() => {
		receiver.received.length = 0;
	});

	it('lists both subscriptions, signed, without the secret', async () => {
		const listed = await t.api('GET', '/api/hook/webhook', { profileKey: pk });
		expect(listed.body.webhooks.map((w: any) => [w.action, w.signed])).toEqual([
			['scheduled', true],
			['social', true],
		]);
		expect(JSON.stringify(listed.body)).not.toContain(SECRET);
	});

	it('delivers one signed scheduled event per processed post, as GET /history/:id shows it', async () => {
		const id = await scheduledPost(t, clock, pk, ['twitter', 'facebook']);
		const hook = await waitFor(async () => receiver.received[0]);
		expect(
			verifyWebhookSignature({
				rawBody: hook.rawBody,
				headers: hook.headers,
				secret: SECRET,
				now: clock.now(),
			}),
		).toEqual({ ok: true });
		const record = await history(t, pk, id);
		expect(hook.body).toEqual({
			action: 'scheduled',
			id,
			status: 'success',
			postIds: record.postIds,
			errors: [],
			scheduleDate: record.scheduleDate,
			post: 'Weekend opening hours: 9 to 5.',
			platforms: ['twitter', 'facebook'],
			refId,
			title: 'Acme Bakery',
			created: expect.stringMatching(ISO),
			deliveryId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
		});
		expect(record.postIds).toHaveLength(2);
		await t.api('POST', '/api/admin/hooks/deliver');
		expect(receiver.received).toHaveLength(1);
	});

	it('sends no scheduled event for a post sent at once on create', async () => {
		const sent = await t.api('POST', '/api/post', {
			profileKey: pk,
			body: { post: 'Right now', platforms: ['twitter'] },
		});
		expect(sent.body.status).toBe('success');
		await t.api('POST', '/api/admin/hooks/deliver');
		expect(receiver.received).toEqual([]);
	});

	it.each([
		['failure', 156, /simulated upstream failure/],
		['duplicateContent', 137, /duplicate/],
		['mediaRejected', 138, /rejected the post's media/],
		['networkDown', 152, /not answering/],
	])(
		'a %s fault ends the post in error with code %d, and retry works once it is gone',
		async (reason, code, message) => {
			const planted = await t.api('POST', '/api/admin/faults', {
				body: { platform: 'linkedin', reason, count: 1 },
			});
			expect(planted.body).toEqual({
				status: 'success',
				platform: 'linkedin',
				reason,
				code,
				remaining: 1,
			});
			const id = await scheduledPost(t, clock, pk, ['twitter', 'linkedin']);
			const failed = await waitFor(async () => hooksFor(receiver, 'scheduled')[0]);
			const record = await history(t, pk, id);
			expect(record.status).toBe('error');
			const entry = { action: 'post', status: 'error', code, platform: 'linkedin' };
			expect(record.errors).toEqual([{ ...entry, message: expect.stringMatching(message) }]);
			expect(failed).toMatchObject({
				id,
				status: 'error',
				errors: record.errors,
				postIds: record.postIds,
			});
			expect(record.postIds.map((p: any) => p.platform)).toEqual(['twitter']);

			expect((await t.api('PUT', '/api/post/retry', { profileKey: pk, body: { id } })).status).toBe(
				200,
			);
			const retried = await waitFor(async () => hooksFor(receiver, 'scheduled')[1]);
			const after = await history(t, pk, id);
			expect(after.status).toBe('success');
			expect(retried).toMatchObject({ id, status: 'success', errors: [], postIds: after.postIds });
			expect(after.postIds.map((p: any) => p.platform).sort()).toEqual(['linkedin', 'twitter']);
		},
	);

	it('an outage fails every send for its seconds, then ends by itself', async () => {
		const planted = await t.api('POST', '/api/admin/faults', {
			body: { platform: 'facebook', reason: 'networkDown', for: 300 },
		});
		expect(planted.body).toMatchObject({
			reason: 'networkDown',
			code: 152,
			until: utc(clock.now() + 300_000).replace('Z', '.000Z'),
		});
		const first = await scheduledPost(t, clock, pk, ['facebook']);
		const second = await scheduledPost(t, clock, pk, ['facebook']);
		await waitFor(async () => hooksFor(receiver, 'scheduled')[1]);
		for (const id of [first, second]) {
			expect((await history(t, pk, id)).errors).toEqual([
				expect.objectContaining({ code: 152, platform: 'facebook' }),
			]);
		}
		expect((await t.api('GET', '/api/admin/faults')).body.faults).toEqual([
			expect.objectContaining({ platform: 'facebook', reason: 'networkDown' }),
		]);
		clock.advance(300_000);
		expect((await t.api('GET', '/api/admin/faults')).body.faults).toEqual([]);
		await t.api('PUT', '/api/post/retry', { profileKey: pk, body: { id: first } });
		const retried = await waitFor(async () => hooksFor(receiver, 'scheduled')[2]);
		expect(retried).toMatchObject({ id: first, status: 'success' });
	});

	it('an expired token fails the post with 161, unlinks the account and fires social', async () => {
		await t.api('POST', '/api/admin/faults', {
			body: { platform: 'telegram', reason: 'expiredToken' },
		});
		const id = await scheduledPost(t, clock, pk, ['telegram', 'twitter'], 'New loaf!');
		const unlinked = await waitFor(async () => hooksFor(receiver, 'social')[0]);
		expect(unlinked).toEqual({
			action: 'social',
			type: 'unlink',
			platform: 'telegram',
			refId,
			title: 'Acme Bakery',
			reason: expect.stringMatching(/expired token/),
			created: expect.stringMatching(ISO),
			deliveryId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
		});
		const failed = await waitFor(async () => hooksFor(receiver, 'scheduled')[0]);
		expect(failed.errors).toEqual([
			expect.objectContaining({
				code: 161,
				platform: 'telegram',
				message: expect.stringMatching(/unlinked/),
			}),
		]);
		const user = await t.api('GET', '/api/user', { profileKey: pk });
		expect(user.body.activeSocialAccounts).not.toContain('telegram');
		expect((await history(t, pk, id)).errors).toEqual(failed.errors);

		// Linking again fires social, and the retry then goes out.
		const relinked = await t.api('POST', '/api/admin/link', {
			profileKey: pk,
			body: { platform: 'telegram' },
		});
		expect(relinked.body).toMatchObject({ linked: true, changed: true });
		const linkEvent = await waitFor(async () => hooksFor(receiver, 'social')[1]);
		expect(linkEvent).toMatchObject({ type: 'link', platform: 'telegram', title: 'Acme Bakery' });
		expect(linkEvent.reason).toBeUndefined();
		await t.api('PUT', '/api/post/retry', { profileKey: pk, body: { id } });
		const retried = await waitFor(async () => hooksFor(receiver, 'scheduled')[1]);
		expect(retried).toMatchObject({ id, status: 'success', errors: [] });
	});

	it('admin unlink (with its reason) and DELETE /profiles/social fire social; no change, no event', async () => {
		await t.api('POST', '/api/admin/unlink', {
			profileKey: pk,
			body: { platform: 'pinterest', reason: 'Client left the agency.' },
		});
		const first = await waitFor(async () => hooksFor(receiver, 'social')[0]);
		expect(first).toMatchObject({
			type: 'unlink',
			platform: 'pinterest',
			reason: 'Client left the agency.',
		});
		const again = await t.api('POST', '/api/admin/unlink', {
			profileKey: pk,
			body: { platform: 'pinterest' },
		});
		expect(again.body.changed).toBe(false);
		const api = await t.api('DELETE', '/api/profiles/social', {
			profileKey: pk,
			body: { platform: 'reddit' },
		});
		expect(api.status).toBe(200);
		const second = await waitFor(async () => hooksFor(receiver, 'social')[1]);
		expect(second).toMatchObject({
			type: 'unlink',
			platform: 'reddit',
			reason: expect.stringMatching(/API/),
		});
		await t.api('POST', '/api/admin/hooks/deliver');
		expect(hooksFor(receiver, 'social')).toHaveLength(2);
	});

	it("never sends a profile's events to another profile's webhook", async () => {
		const other = await startReceiver();
		try {
			const books = t.profileKey('Acme Books');
			await subscribe(t, books, 'scheduled', other.url);
			await subscribe(t, books, 'social', other.url);
			await scheduledPost(t, clock, pk, ['twitter'], 'Bakery only');
			await t.api('POST', '/api/admin/unlink', { profileKey: pk, body: { platform: 'youtube' } });
			await scheduledPost(t, clock, books, ['twitter'], 'Books only');
			await waitFor(async () => hooksFor(receiver, 'social')[0]);
			await waitFor(async () => hooksFor(receiver, 'scheduled')[0]);
			await waitFor(async () => other.received[0]);
			await t.api('POST', '/api/admin/hooks/deliver');
			expect(other.received.map((h) => [h.body.action, h.body.post])).toEqual([
				['scheduled', 'Books only'],
			]);
			expect(other.received[0].body.title).toBe('Acme Books');
			expect(hooksFor(receiver, 'scheduled').map((b) => b.post)).toEqual(['Bakery only']);
			expect(receiver.received.every((h) => h.body.title === 'Acme Bakery')).toBe(true);
		} finally {
			await other.close();
		}
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

describe('a restart', () => {
	it('resumes a pending scheduled delivery with the same body', async () => {
		const data = tempDir();
		const clock = manualClock();
		const receiver = await startReceiver();
		try {
			receiver.answers.push(503);
			let t = await startTestSandbox({
				dataDir: data.dir,
				now: clock.now,
				schedulerIntervalMs: 20,
			});
			const pk = t.profileKey('Acme Bakery');
			await subscribe(t, pk, 'scheduled', receiver.url, SECRET);
			await t.api('POST', '/api/admin/faults', {
				body: { platform: 'twitter', reason: 'networkDown' },
			});
			const id = await scheduledPost(t, clock, pk, ['twitter']);
			await waitFor(async () => {
				const [latest] = (await t.api('GET', '/api/admin/hooks/deliveries')).body.deliveries;
				return latest?.status === 'pending' && latest.attempts === 1 ? latest : undefined;
			});
			await t.close();

			clock.advance(10_000);
			t = await startTestSandbox({ dataDir: data.dir, now: clock.now, schedulerIntervalMs: 20 });
			try {
				await waitFor(async () => receiver.received[1]);
				expect(receiver.received[1].rawBody).toBe(receiver.received[0].rawBody);
				expect(receiver.received[1].body).toMatchObject({
					action: 'scheduled',
					id,
					status: 'error',
				});
				const done = await waitFor(async () => {
					const [latest] = (await t.api('GET', '/api/admin/hooks/deliveries')).body.deliveries;
					return latest.status === 'delivered' ? latest : undefined;
				});
				expect(done).toMatchObject({ action: 'scheduled', subAction: 'error', attempts: 2 });
			} finally {
				await t.close();
			}
		} finally {
			await receiver.close();
			data.cleanup();
		}
	});
});
