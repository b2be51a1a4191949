/**
 * Webhook subscriptions of the messaging service (`/api/hook/webhook`, action `messages`) and
 * their deliveries: signed, retried on 5xx with the same deliveryId, cancelled by unsubscribing,
 * resumed after a restart, and only ever sent to the profile's own subscription.
 */
import { verifyWebhookSignature, type MessageHookEvent } from '../../src/engine';
import { startReceiver, type HookReceiver } from '../helpers/feedTestServers';
import {
	manualClock,
	startTestSandbox,
	tempDir,
	waitFor,
	type ManualClock,
	type TestSandbox,
} from '../helpers/testSandbox';

const SECRET = 'whsec_messages_hook_secret';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DELIVERY_ID = /^[A-Za-z0-9]{20}$/;

/** A messaging-enabled profile of its own. */
async function messagingProfile(t: TestSandbox, title: string): Promise<string> {
	const res = await t.api('POST', '/api/profiles/create-profile', {
		body: { title, messagingActive: true },
	});
	expect(res.status).toBe(200);
	return res.body.profileKey;
}

function incoming(t: TestSandbox, profileKey: string, body: Record<string, unknown>) {
	return t.api('POST', '/api/admin/messages/incoming', {
		profileKey,
		body: { platform: 'facebook', message: 'Hello?', ...body },
	});
}

function subscribe(t: TestSandbox, profileKey: string, body: Record<string, unknown>) {
	return t.api('POST', '/api/hook/webhook', { profileKey, body: { action: 'messages', ...body } });
}

async function deliveries(t: TestSandbox): Promise<any[]> {
	return (await t.api('GET', '/api/admin/hooks/deliveries')).body.deliveries;
}

function signatureOk(hook: { rawBody: string; headers: any }, now: number, secret = SECRET) {
	return verifyWebhookSignature({ rawBody: hook.rawBody, headers: hook.headers, secret, now });
}

describe('POST/GET/DELETE /api/hook/webhook', () => {
	let t: TestSandbox;
	let pk: string;
	beforeAll(async () => {
		t = await startTestSandbox();
		pk = await messagingProfile(t, 'Hook routes');
	});
	afterAll(() => t.close());

	it('subscribes, lists without the secret, replaces, and unsubscribes (twice is fine)', async () => {
		const first = await subscribe(t, pk, { url: 'https://hooks.example/one', secret: SECRET });
		expect(first.status).toBe(200);
		expect(first.body).toEqual({
			status: 'success',
			action: 'messages',
			url: 'https://hooks.example/one',
			created: expect.stringMatching(ISO),
			signed: true,
		});
		expect(JSON.stringify(first.body)).not.toContain(SECRET);

		const listed = await t.api('GET', '/api/hook/webhook', { profileKey: pk });
		expect(listed.status).toBe(200);
		expect(listed.body).toEqual({
			status: 'success',
			webhooks: [
				{
					action: 'messages',
					url: 'https://hooks.example/one',
					created: first.body.created,
					signed: true,
				},
			],
		});
		expect(JSON.stringify(listed.body)).not.toContain(SECRET);

		// Subscribing again replaces URL and secret (none: unsigned).
		await subscribe(t, pk, { url: 'http://127.0.0.1:9/two' });
		const replaced = await t.api('GET', '/api/hook/webhook', { profileKey: pk });
		expect(replaced.body.webhooks).toEqual([
			expect.objectContaining({ url: 'http://127.0.0.1:9/two', signed: false }),
		]);
		// The primary profile has no subscription of its own.
		expect((await t.api('GET', '/api/hook/webhook')).body.webhooks).toEqual([]);

		const removed = await t.api('DELETE', '/api/hook/webhook', {
			profileKey: pk,
			body: { action: 'messages' },
		});
		expect(removed.status).toBe(200);
		expect(removed.body).toEqual({
			status: 'success',
			action: 'messages',
			removed: true,
			cancelled: 0,
		});
		expect((await t.api('GET', '/api/hook/webhook', { profileKey: pk })).body.webhooks).toEqual([]);
		const again = await t.api('DELETE', '/api/hook/webhook', {
			profileKey: pk,
			body: { action: 'messages' },
		});
		expect(again.body).toMatchObject({ status: 'success', removed: false });
	});

	it.each([
		[
			'an unknown action, naming the allowed ones',
			{ action: 'sociall', url: 'https://hooks.example/h' },
			'action',
			/action must be one of "messages", "scheduled", "social".*\(got "sociall"\)/,
		],
		['no action', { url: 'https://hooks.example/h' }, 'action', /action is required/],
		[
			'a URL that is not http(s)',
			{ action: 'messages', url: 'ftp://hooks.example/h' },
			'url',
			/url must be an https URL.*\(got "ftp:\/\/hooks\.example\/h"\)/,
		],
		['no URL', { action: 'messages' }, 'url', /url is required/],
		[
			'no URL, next to an unknown field (unknown fields are not bad input)',
			{ action: 'messages', source: 'npm' },
			'url',
			/url is required/,
		],
	])('answers 400 code 101 for %s', async (_what, body, field, message) => {
		const res = await t.api('POST', '/api/hook/webhook', { profileKey: pk, body });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({
			action: 'webhook',
			status: 'error',
			code: 101,
			message: expect.stringMatching(message),
		});
		expect(res.body.errors[0]).toMatchObject({ field });
	});

	it('refuses a short secret by its length, never echoing it, and an unknown action on DELETE', async () => {
		const res = await subscribe(t, pk, { url: 'https://hooks.example/h', secret: 'tiny-1' });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/secret must be at least 8 characters long/);
		expect(JSON.stringify(res.body)).not.toContain('tiny-1');
		const del = await t.api('DELETE', '/api/hook/webhook', {
			profileKey: pk,
			body: { action: 'feed' },
		});
		expect(del.status).toBe(400);
		expect(del.body.message).toMatch(/action must be one of "messages", "scheduled", "social"/);
		const empty = await t.api('DELETE', '/api/hook/webhook', { profileKey: pk });
		expect(empty.status).toBe(400);
		expect(empty.body.message).toMatch(/action is required/);
	});
});

describe('plans and activation', () => {
	it('refuses every hook operation on the Premium plan with 403 code 103', async () => {
		const premium = await startTestSandbox({ plan: 'premium' });
		try {
			const calls = [
				premium.api('POST', '/api/hook/webhook', {
					body: { action: 'messages', url: 'https://hooks.example/h' },
				}),
				premium.api('GET', '/api/hook/webhook'),
				premium.api('DELETE', '/api/hook/webhook', { body: { action: 'messages' } }),
			];
			for (const res of await Promise.all(calls)) {
				expect(res.status).toBe(403);
				expect(res.body).toMatchObject({
					status: 'error',
					code: 103,
					message: expect.stringContaining('Business'),
				});
			}
		} finally {
			await premium.close();
		}
	});

	it('refuses a profile without messaging activated', async () => {
		const t = await startTestSandbox();
		try {
			const res = await subscribe(t, t.profileKey('Acme Bakery'), {
				url: 'https://hooks.example/h',
			});
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({
				code: 103,
				message: expect.stringContaining('not activated for profile "Acme Bakery"'),
			});
		} finally {
			await t.close();
		}
	});
});

describe('deliveries (manual clock)', () => {
	let clock: ManualClock;
	let t: TestSandbox;
	let receiver: HookReceiver;
	beforeAll(async () => {
		clock = manualClock();
		t = await startTestSandbox({ now: clock.now, schedulerIntervalMs: 20 });
		receiver = await startReceiver();
	});
	afterAll(async () => {
		await t.close();
		await receiver.close();
	});
	beforeEach(() => {
		receiver.received.length = 0;
		receiver.answers.length = 0;
	});

	it('POSTs a signed messageCreated event for a received and for a sent message', async () => {
		const pk = await messagingProfile(t, 'Signed deliveries');
		const profile = (await t.api('GET', '/api/profiles')).body.profiles.find(
			(p: any) => p.title === 'Signed deliveries',
		);
		expect((await subscribe(t, pk, { url: receiver.url, secret: SECRET })).status).toBe(200);

		const received = await incoming(t, pk, {
			senderId: '8001',
			senderName: 'Ann',
			message: 'Open on Sunday?',
			mediaUrls: ['https://cdn.example/photo.jpg'],
		});
		const hook = await waitFor(async () => receiver.received[0]);
		expect(hook.headers['content-type']).toBe('application/json');
		expect(hook.headers['user-agent']).toMatch(/\(\/hook\/webhook subscription\)/);
		expect(hook.headers['x-authorization-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
		expect(signatureOk(hook, clock.now())).toEqual({ ok: true });
		expect(signatureOk(hook, clock.now(), 'another-secret')).toMatchObject({ ok: false });
		expect(hook.body as MessageHookEvent).toEqual({
			action: 'messages',
			subAction: 'messageCreated',
			type: 'received',
			platform: 'facebook',
			refId: profile.refId,
			title: 'Signed deliveries',
			id: received.body.id,
			conversationId: received.body.conversationId,
			senderId: '8001',
			recipientId: received.body.recipientId,
			message: 'Open on Sunday?',
			attachments: [{ type: 'image', url: 'https://cdn.example/photo.jpg' }],
			created: new Date(clock.now()).toISOString(),
			deliveryId: expect.stringMatching(DELIVERY_ID),
		});

		clock.advance(1_000);
		const reply = await t.api('POST', '/api/messages/facebook', {
			profileKey: pk,
			body: { recipientId: '8001', message: 'Yes, 10 to 4.' },
		});
		expect(reply.status).toBe(200);
		const sent = await waitFor(async () => receiver.received[1]);
		expect(sent.body).toEqual({
			action: 'messages',
			subAction: 'messageCreated',
			type: 'sent',
			platform: 'facebook',
			refId: profile.refId,
			title: 'Signed deliveries',
			id: reply.body.messageId,
			conversationId: received.body.conversationId,
			senderId: received.body.recipientId,
			recipientId: '8001',
			message: 'Yes, 10 to 4.',
			created: new Date(clock.now()).toISOString(),
			deliveryId: expect.stringMatching(DELIVERY_ID),
		});
		expect(sent.body.deliveryId).not.toBe(hook.body.deliveryId);
		const listed = await waitFor(async () => {
			const all = await deliveries(t);
			return all.filter((d) => d.status === 'delivered').length >= 2 ? all : undefined;
		});
		expect(listed[0]).toMatchObject({
			id: sent.body.deliveryId,
			action: 'messages',
			subAction: 'messageCreated',
			status: 'delivered',
			attempts: 1,
			lastStatus: 200,
		});
	});

	it('reports reads and reactions, and shows the reaction on the message', async () => {
		const pk = await messagingProfile(t, 'Reads and reactions');
		await subscribe(t, pk, { url: receiver.url, secret: SECRET });
		const first = await incoming(t, pk, { senderId: '8101', message: 'Hi' });
		const reply = await t.api('POST', '/api/messages/facebook', {
			profileKey: pk,
			body: { recipientId: '8101', message: 'Hello!' },
		});
		await waitFor(async () => receiver.received[1]);

		clock.advance(2_000);
		const read = await t.api('POST', '/api/admin/messages/read', {
			profileKey: pk,
			body: { platform: 'facebook', senderId: '8101' },
		});
		expect(read.status).toBe(200);
		expect(read.body).toMatchObject({
			messageId: reply.body.messageId,
			readerId: '8101',
			webhookQueued: true,
		});
		const readHook = await waitFor(async () => receiver.received[2]);
		expect(readHook.body).toMatchObject({
			subAction: 'messageRead',
			type: 'sent',
			id: reply.body.messageId,
			conversationId: first.body.conversationId,
			message: 'Hello!',
			readerId: '8101',
			created: new Date(clock.now()).toISOString(),
		});
		expect(signatureOk(readHook, clock.now())).toEqual({ ok: true });

		const reaction = await t.api('POST', '/api/admin/messages/reaction', {
			profileKey: pk,
			body: {
				platform: 'facebook',
				senderId: '8101',
				reaction: '❤️',
				messageId: reply.body.messageId,
			},
		});
		expect(reaction.status).toBe(200);
		expect(reaction.body).toMatchObject({ id: reply.body.messageId, reactions: { '8101': '❤️' } });
		const reactionHook = await waitFor(async () => receiver.received[3]);
		expect(reactionHook.body).toMatchObject({
			subAction: 'reactionCreated',
			id: reply.body.messageId,
			reactorId: '8101',
			reaction: '❤️',
		});
		const listed = await t.api('GET', '/api/messages/facebook', {
			profileKey: pk,
			query: { conversationId: first.body.conversationId },
		});
		expect(listed.body.messages[0].reactions).toEqual({ '8101': '❤️' });

		const nothingToRead = await t.api('POST', '/api/admin/messages/read', {
			profileKey: pk,
			body: { platform: 'facebook', senderId: '8101', messageId: first.body.id },
		});
		expect(nothingToRead.status).toBe(400);
		expect(nothingToRead.body.message).toMatch(/can only read messages the profile sent/);
		const stranger = await t.api('POST', '/api/admin/messages/reaction', {
			profileKey: pk,
			body: { platform: 'facebook', senderId: 'nobody', reaction: '👍' },
		});
		expect(stranger.status).toBe(404);
	});

	it("sends a profile's events to its own subscription only", async () => {
		const a = await messagingProfile(t, 'Isolation A');
		const b = await messagingProfile(t, 'Isolation B');
		const c = await messagingProfile(t, 'Isolation C (no hook)');
		const otherReceiver = await startReceiver();
		try {
			await subscribe(t, a, { url: receiver.url, secret: SECRET });
			await subscribe(t, b, { url: otherReceiver.url, secret: 'another-secret-b' });
			await incoming(t, c, { senderId: '8201', message: 'to C' });
			await incoming(t, a, { senderId: '8201', message: 'to A' });
			await incoming(t, b, { senderId: '8201', message: 'to B' });
			await waitFor(async () => receiver.received[0]);
			await waitFor(async () => otherReceiver.received[0]);
			await t.api('POST', '/api/admin/hooks/deliver');
			expect(receiver.received.map((h) => h.body.message)).toEqual(['to A']);
			expect(otherReceiver.received.map((h) => h.body.message)).toEqual(['to B']);
			expect(signatureOk(otherReceiver.received[0], clock.now(), 'another-secret-b')).toEqual({
				ok: true,
			});
			expect(signatureOk(otherReceiver.received[0], clock.now())).toMatchObject({ ok: false });
			const bodies = (await deliveries(t)).map((d) => d.body.message);
			expect(bodies).not.toContain('to C');
		} finally {
			await otherReceiver.close();
		}
	});

	it('retries after a 503 with the same body and deliveryId, once the retry is due', async () => {
		const pk = await messagingProfile(t, 'Retries');
		await subscribe(t, pk, { url: receiver.url, secret: SECRET });
		receiver.answers.push(503);
		await incoming(t, pk, { senderId: '8301', message: 'retry me' });
		const pending = await waitFor(async () => {
			const [latest] = await deliveries(t);
			return latest.status === 'pending' && latest.attempts === 1 ? latest : undefined;
		});
		expect(pending).toMatchObject({ lastStatus: 503 });
		expect(pending.lastError).toMatch(/answered HTTP 503; attempt 2 of 5 in 5 s/);
		expect(receiver.received).toHaveLength(1);

		clock.advance(4_000);
		expect((await t.api('POST', '/api/admin/hooks/deliver')).body).toMatchObject({ delivered: 0 });
		expect(receiver.received).toHaveLength(1);
		clock.advance(1_000);
		await waitFor(async () => receiver.received[1]);
		const [first, second] = receiver.received;
		expect(second.rawBody).toBe(first.rawBody);
		expect(second.body.deliveryId).toBe(first.body.deliveryId);
		expect(signatureOk(second, clock.now())).toEqual({ ok: true });
		const done = await waitFor(async () => {
			const [latest] = await deliveries(t);
			return latest.status === 'delivered' ? latest : undefined;
		});
		expect(done).toMatchObject({ id: first.body.deliveryId, attempts: 2, lastStatus: 200 });

		// The page's delivery log lists both attempts: what came back and the signature each carried.
		const inbox = await fetch(`${t.sandbox.url}/inbox`, { headers: { accept: 'text/html' } });
		const html = await inbox.text();
		const start = html.indexOf(`data-delivery-id="${first.body.deliveryId}"`);
		expect(start).toBeGreaterThan(0);
		const row = html.slice(start, html.indexOf('</tr>', start)).replace(/\s+/g, ' ');
		const shown = (hook: { headers: any }) =>
			String(hook.headers['x-authorization-content-sha256']).slice(0, 12);
		expect(row).toMatch(
			new RegExp(
				`HTTP 503 in \\d+ ms, retrying, signed <code>${shown(first)}…</code>.*answered HTTP 503`,
			),
		);
		expect(row).toMatch(
			new RegExp(`HTTP 200 in \\d+ ms, delivered, signed <code>${shown(second)}…</code>`),
		);
		expect(row.indexOf('HTTP 503')).toBeLessThan(row.indexOf('HTTP 200'));
		expect(html).not.toContain(SECRET);
	});

	it('does not retry a 410, and unsubscribing cancels what is still pending', async () => {
		const pk = await messagingProfile(t, 'Cancel');
		await subscribe(t, pk, { url: receiver.url });
		receiver.answers.push(410);
		await incoming(t, pk, { senderId: '8401', message: 'gone' });
		const failed = await waitFor(async () => {
			const [latest] = await deliveries(t);
			return latest.status === 'failed' ? latest : undefined;
		});
		expect(failed).toMatchObject({ attempts: 1, lastStatus: 410 });
		expect(receiver.received[0].headers['x-authorization-content-sha256']).toBeUndefined();

		receiver.answers.push(500);
		await incoming(t, pk, { senderId: '8401', message: 'pending' });
		await waitFor(async () => {
			const [latest] = await deliveries(t);
			return latest.status === 'pending' && latest.attempts === 1 ? latest : undefined;
		});
		const removed = await t.api('DELETE', '/api/hook/webhook', {
			profileKey: pk,
			body: { action: 'messages' },
		});
		expect(removed.body).toMatchObject({ removed: true, cancelled: 1 });
		clock.advance(3_600_000);
		await t.api('POST', '/api/admin/hooks/deliver');
		expect(receiver.received).toHaveLength(2);
		const [latest] = await deliveries(t);
		expect(latest).toMatchObject({
			status: 'cancelled',
			lastError: expect.stringMatching(/Unsubscribed/),
		});
	});
});

describe('a restart', () => {
	it('resumes a pending delivery with the same deliveryId', async () => {
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
			const pk = t.profileKey('Primary Profile');
			await subscribe(t, pk, { url: receiver.url, secret: SECRET });
			await incoming(t, pk, { senderId: '8501', message: 'survives a restart' });
			await waitFor(async () => {
				const [latest] = await deliveries(t);
				return latest?.status === 'pending' && latest.attempts === 1 ? latest : undefined;
			});
			await t.close();

			clock.advance(10_000);
			t = await startTestSandbox({ dataDir: data.dir, now: clock.now, schedulerIntervalMs: 20 });
			try {
				await waitFor(async () => receiver.received[1]);
				expect(receiver.received[1].rawBody).toBe(receiver.received[0].rawBody);
				expect(receiver.received[1].body.deliveryId).toBe(receiver.received[0].body.deliveryId);
				const done = await waitFor(async () => {
					const [latest] = await deliveries(t);
					return latest.status === 'delivered' ? latest : undefined;
				});
				expect(done).toMatchObject({ attempts: 2 });
			} finally {
				await t.close();
			}
		} finally {
			await receiver.close();
			data.cleanup();
		}
	});
});
