import { manualClock, startTestSandbox, waitFor, type TestSandbox } from '../helpers/testSandbox';

// WhatsApp as a messaging network: docs/service-twin-requests.md's "WhatsApp messages" gives the rules, ours where the docs are silent.
const HOUR_MS = 3_600_000;
const clock = manualClock(Date.parse('2026-03-02T10:00:00Z'));
let t: TestSandbox;
let pk: string;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now, schedulerIntervalMs: 20 });
	const res = await t.api('POST', '/api/profiles/create-profile', {
		body: { title: 'WhatsApp Shop', messagingActive: true },
	});
	pk = res.body.profileKey;
});
afterAll(() => t.close());

const incoming = (senderId: string, message = 'Is my order ready?') =>
	t.api('POST', '/api/admin/messages/incoming', {
		profileKey: pk,
		body: { platform: 'whatsapp', senderId, senderName: 'Ana', message },
	});

describe('WhatsApp messages', () => {
	it('archives a conversation and makes it active again, as on the other messaging networks', async () => {
		const got = await incoming('34600555666', 'Archive me');
		const id = got.body.conversationId as string;
		const listed = async (query: Record<string, string> = {}) =>
			(
				(await t.api('GET', '/api/messages/whatsapp', { profileKey: pk, query })).body
					.messages as Array<{ conversationId: string }>
			).map((m) => m.conversationId);
		const setStatus = (status: string) =>
			t.api('PUT', `/api/messages/whatsapp/${id}`, { profileKey: pk, body: { status } });
		expect((await setStatus('archived')).body).toEqual({ status: 'success' });
		expect(await listed()).not.toContain(id);
		expect(await listed({ status: 'archived' })).toEqual([id]);
		expect((await setStatus('active')).status).toBe(200);
		expect(await listed()).toContain(id);
		expect(await listed({ status: 'archived' })).toEqual([]);
		const unknown = await t.api('PUT', '/api/messages/whatsapp/nope', {
			profileKey: pk,
			body: { status: 'archived' },
		});
		expect(unknown.body).toMatchObject({ code: 105 });
	});

	it('lists a received message and sends a reply in the conversation', async () => {
		const got = await incoming('34600111222');
		expect(got.status).toBe(200);
		const reply = await t.api('POST', '/api/messages/whatsapp', {
			profileKey: pk,
			body: { recipientId: '34600111222', message: 'Yes, come by at 5.' },
		});
		expect(reply.status).toBe(200);
		const listed = await t.api('GET', '/api/messages/whatsapp', {
			profileKey: pk,
			query: { conversationId: got.body.conversationId },
		});
		const seen = listed.body.messages.map((m: any) => [m.action, m.platform, m.message]);
		expect(seen.sort()).toEqual([
			['received', 'whatsapp', 'Is my order ready?'],
			['sent', 'whatsapp', 'Yes, come by at 5.'],
		]);
		const picture = await fetch(listed.body.messages[0].senderDetails.profileImage);
		expect(picture.status).toBe(200);
	});

	it('refuses a free-form reply 24 hours after the customer last wrote (361), until they write again', async () => {
		await incoming('34600333444');
		clock.advance(24 * HOUR_MS + 1000);
		const late = await t.api('POST', '/api/messages/whatsapp', {
			profileKey: pk,
			body: { recipientId: '34600333444', message: 'Sorry for the wait' },
		});
		expect(late.status).toBe(400);
		expect(late.body).toMatchObject({ code: 361 });
		expect(late.body.message).toContain('24 hours');
		await incoming('34600333444', 'Hello again');
		const again = await t.api('POST', '/api/messages/whatsapp', {
			profileKey: pk,
			body: { recipientId: '34600333444', message: 'Here we are' },
		});
		expect(again.status).toBe(200);
	});

	it('takes the auto-response, and checks text length for WhatsApp (4,096)', async () => {
		await t.api('POST', '/api/messages/autoresponse', {
			profileKey: pk,
			body: {
				autoResponseActive: true,
				autoResponseMessage: 'We answer soon.',
				autoResponseWaitSeconds: 60,
			},
		});
		const got = await incoming('34600555666');
		clock.advance(60_000);
		const sent = await waitFor(async () => {
			const res = await t.api('GET', '/api/messages/whatsapp', {
				profileKey: pk,
				query: { conversationId: got.body.conversationId },
			});
			const mine = res.body.messages.filter((m: any) => m.action === 'sent');
			return mine.length > 0 ? mine : undefined;
		});
		expect(sent[0].message).toBe('We answer soon.');
		const long = await t.api('POST', '/api/messages/whatsapp', {
			profileKey: pk,
			body: { recipientId: '34600555666', message: 'x'.repeat(4097) },
		});
		expect(long.status).toBe(400);
		expect(long.body.errors[0].message).toContain('at most 4096 characters on whatsapp');
	});

	it('is not a network to post to', async () => {
		const res = await t.api('POST', '/api/post', {
			profileKey: pk,
			body: { post: 'Hi', platforms: ['whatsapp'] },
		});
		expect(res.status).toBe(400);
	});
});
