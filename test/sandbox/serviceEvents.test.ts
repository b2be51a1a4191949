/**
 * `scheduled` and `social` webhooks (`/api/hook/webhook`): one signed delivery per processed post
 * as `GET /history/:id` shows it, link and unlink events, each event only to its own profile's
 * subscription, and a pending delivery that survives a restart. Faults: faults.test.ts.
 */
import { verifyWebhookSignature } from '../../src/engine';
import {
	ISO,
	SECRET,
	history,
	hooksFor,
	scheduledPost,
	subscribe,
	useEventSandbox,
} from '../helpers/eventSandbox';
import { startReceiver } from '../helpers/feedTestServers';
import { manualClock, startTestSandbox, tempDir, waitFor } from '../helpers/testSandbox';

describe('scheduled and social events (manual clock)', () => {
	const env = useEventSandbox();
	it('lists both subscriptions, signed, without the secret', async () => {
		const listed = await env.t.api('GET', '/api/hook/webhook', { profileKey: env.pk });
		expect(listed.body.webhooks.map((w: any) => [w.action, w.signed])).toEqual([
			['scheduled', true],
			['social', true],
		]);
		expect(JSON.stringify(listed.body)).not.toContain(SECRET);
	});

	it('delivers one signed scheduled event per processed post, as GET /history/:id shows it', async () => {
		const id = await scheduledPost(env.t, env.clock, env.pk, ['twitter', 'facebook']);
		const hook = await waitFor(async () => env.receiver.received[0]);
		expect(
			verifyWebhookSignature({
				rawBody: hook.rawBody,
				headers: hook.headers,
				secret: SECRET,
				now: env.clock.now(),
			}),
		).toEqual({ ok: true });
		const record = await history(env.t, env.pk, id);
		expect(hook.body).toEqual({
			action: 'scheduled',
			id,
			status: 'success',
			postIds: record.postIds,
			errors: [],
			scheduleDate: record.scheduleDate,
			post: 'Weekend opening hours: 9 to 5.',
			platforms: ['twitter', 'facebook'],
			refId: env.refId,
			title: 'Acme Bakery',
			created: expect.stringMatching(ISO),
			deliveryId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
		});
		expect(record.postIds).toHaveLength(2);
		await env.t.api('POST', '/api/admin/hooks/deliver');
		expect(env.receiver.received).toHaveLength(1);
	});

	it('sends no scheduled event for a post sent at once on create', async () => {
		const sent = await env.t.api('POST', '/api/post', {
			profileKey: env.pk,
			body: { post: 'Right now', platforms: ['twitter'] },
		});
		expect(sent.body.status).toBe('success');
		await env.t.api('POST', '/api/admin/hooks/deliver');
		expect(env.receiver.received).toEqual([]);
	});

	it('reports a post held for approval once it is approved and sent', async () => {
		const held = await env.t.api('POST', '/api/post', {
			profileKey: env.pk,
			body: { post: 'Needs a yes', platforms: ['twitter'], requiresApproval: true },
		});
		expect(held.status).toBe(200);
		await env.t.api('POST', '/api/admin/hooks/deliver');
		expect(env.receiver.received).toEqual([]);
		const approved = await env.t.api('PUT', '/api/post', {
			profileKey: env.pk,
			body: { id: held.body.id, approved: true },
		});
		expect(approved.body.postStatus).toBe('success');
		const hook = await waitFor(async () => hooksFor(env.receiver, 'scheduled')[0]);
		const record = await history(env.t, env.pk, held.body.id);
		expect(hook).toMatchObject({ id: held.body.id, status: 'success', postIds: record.postIds });
	});

	it('admin unlink (with its reason) and DELETE /profiles/social fire social; no change, no event', async () => {
		await env.t.api('POST', '/api/admin/unlink', {
			profileKey: env.pk,
			body: { platform: 'pinterest', reason: 'Client left the agency.' },
		});
		const first = await waitFor(async () => hooksFor(env.receiver, 'social')[0]);
		expect(first).toMatchObject({
			type: 'unlink',
			platform: 'pinterest',
			reason: 'Client left the agency.',
		});
		const again = await env.t.api('POST', '/api/admin/unlink', {
			profileKey: env.pk,
			body: { platform: 'pinterest' },
		});
		expect(again.body.changed).toBe(false);
		const api = await env.t.api('DELETE', '/api/profiles/social', {
			profileKey: env.pk,
			body: { platform: 'reddit' },
		});
		expect(api.status).toBe(200);
		const second = await waitFor(async () => hooksFor(env.receiver, 'social')[1]);
		expect(second).toMatchObject({
			type: 'unlink',
			platform: 'reddit',
			reason: expect.stringMatching(/API/),
		});
		await env.t.api('POST', '/api/admin/hooks/deliver');
		expect(hooksFor(env.receiver, 'social')).toHaveLength(2);
	});

	it("never sends a profile's events to another profile's webhook", async () => {
		const other = await startReceiver();
		try {
			const books = env.t.profileKey('Acme Books');
			await subscribe(env.t, books, 'scheduled', other.url);
			await subscribe(env.t, books, 'social', other.url);
			await scheduledPost(env.t, env.clock, env.pk, ['twitter'], 'Bakery only');
			await env.t.api('POST', '/api/admin/unlink', {
				profileKey: env.pk,
				body: { platform: 'youtube' },
			});
			await scheduledPost(env.t, env.clock, books, ['twitter'], 'Books only');
			await waitFor(async () => hooksFor(env.receiver, 'social')[0]);
			await waitFor(async () => hooksFor(env.receiver, 'scheduled')[0]);
			await waitFor(async () => other.received[0]);
			await env.t.api('POST', '/api/admin/hooks/deliver');
			expect(other.received.map((h) => [h.body.action, h.body.post])).toEqual([
				['scheduled', 'Books only'],
			]);
			expect(other.received[0].body.title).toBe('Acme Books');
			expect(hooksFor(env.receiver, 'scheduled').map((b) => b.post)).toEqual(['Bakery only']);
			expect(env.receiver.received.every((h) => h.body.title === 'Acme Bakery')).toBe(true);
		} finally {
			await other.close();
		}
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
