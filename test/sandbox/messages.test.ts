import { createClient, RateLimitError } from '../../src/engine';
import { undiciTransport } from '../helpers/transport';
import {
	DAY_MS,
	manualClock,
	startTestSandbox,
	tempDir,
	waitFor,
	type ManualClock,
	type TestSandbox,
} from '../helpers/testSandbox';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const MESSAGE_ID = /^\d{21}$/;

interface Setup {
	t: TestSandbox;
	clock: ManualClock;
}

async function start(at = '2026-03-02T10:00:00Z'): Promise<Setup> {
	const clock = manualClock(Date.parse(at));
	return { t: await startTestSandbox({ now: clock.now, schedulerIntervalMs: 20 }), clock };
}

/** A messaging-enabled profile of its own, so counts and conversations start from nothing. */
async function messagingProfile(t: TestSandbox, title: string): Promise<string> {
	const res = await t.api('POST', '/api/profiles/create-profile', {
		body: { title, messagingActive: true },
	});
	expect(res.status).toBe(200);
	return res.body.profileKey;
}

function incoming(
	t: TestSandbox,
	profileKey: string,
	body: {
		platform: string;
		senderId: string;
		message?: string;
		senderName?: string;
		mediaUrls?: string[];
	},
) {
	return t.api('POST', '/api/admin/messages/incoming', {
		profileKey,
		body: { message: 'Hello?', ...body },
	});
}

function send(t: TestSandbox, profileKey: string, platform: string, body: Record<string, unknown>) {
	return t.api('POST', `/api/messages/${platform}`, { profileKey, body });
}

function list(
	t: TestSandbox,
	profileKey: string,
	platform: string,
	query: Record<string, string | boolean> = {},
) {
	return t.api('GET', `/api/messages/${platform}`, { profileKey, query });
}

describe('conversations', () => {
	let s: Setup;
	let pk: string;
	beforeAll(async () => {
		s = await start();
		pk = await messagingProfile(s.t, 'Conversations');
	});
	afterAll(() => s.t.close());

	it('takes an incoming message (2.10), lets the profile reply, and lists both newest first', async () => {
		const { t, clock } = s;
		const received = await incoming(t, pk, {
			platform: 'facebook',
			senderId: '7001',
			senderName: 'Ann Visitor',
			message: 'Are you open on Sunday?',
			mediaUrls: ['https://cdn.example/photo.jpg'],
		});
		expect(received.status).toBe(200);
		expect(received.body).toEqual({
			id: expect.stringMatching(MESSAGE_ID),
			conversationId: expect.any(String),
			senderId: '7001',
			recipientId: expect.stringMatching(/^\d+$/),
			senderDetails: {
				name: 'Ann Visitor',
				profileImage: expect.stringContaining('/networks/facebook/accounts/7001/image.png'),
			},
			created: new Date(clock.now()).toISOString(),
			updated: new Date(clock.now()).toISOString(),
			action: 'received',
			message: 'Are you open on Sunday?',
			platform: 'facebook',
			reactions: {},
			attachments: [{ type: 'image', url: 'https://cdn.example/photo.jpg' }],
		});

		clock.advance(60_000);
		const reply = await send(t, pk, 'facebook', { recipientId: '7001', message: 'Yes, 10 to 4.' });
		expect(reply.status).toBe(200);
		expect(reply.body).toEqual({
			status: 'success',
			recipientId: '7001',
			messageId: expect.stringMatching(MESSAGE_ID),
			message: 'Yes, 10 to 4.',
		});
		expect(reply.body.messageId > received.body.id).toBe(true);

		const listed = await list(t, pk, 'facebook');
		expect(listed.status).toBe(200);
		expect(listed.body).toEqual({
			status: 'success',
			messages: [expect.any(Object), received.body],
			lastUpdated: expect.stringMatching(ISO),
			nextUpdate: expect.stringMatching(ISO),
		});
		expect(listed.body.messages[0]).toMatchObject({
			id: reply.body.messageId,
			conversationId: received.body.conversationId,
			senderId: received.body.recipientId,
			recipientId: '7001',
			senderDetails: { name: 'Conversations' },
			action: 'sent',
			message: 'Yes, 10 to 4.',
			created: new Date(clock.now()).toISOString(),
		});
	});

	it('gives ids that sort by time, even when the clock stands still', async () => {
		const { t } = s;
		const ids: string[] = [];
		for (let i = 0; i < 5; i++)
			ids.push((await incoming(t, pk, { platform: 'twitter', senderId: `tw${i}` })).body.id);
		expect([...ids].sort()).toEqual(ids);
		expect(new Set(ids).size).toBe(5);
	});

	it('shows twitter messages at once (no retrieval delay in the sandbox)', async () => {
		const { t } = s;
		const received = await incoming(t, pk, {
			platform: 'twitter',
			senderId: 'tw-now',
			message: 'dm',
		});
		const listed = await list(t, pk, 'twitter');
		expect(listed.body.messages[0]).toEqual(received.body);
	});

	it('refuses to start a conversation: the correspondent must write first (400 code 360)', async () => {
		const res = await send(s.t, pk, 'facebook', { recipientId: 'stranger', message: 'Hi!' });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({
			action: 'messages',
			status: 'error',
			code: 360,
			message: expect.stringContaining('must be started by the correspondent'),
		});
		// The same correspondent on another network has no conversation there either.
		const other = await send(s.t, pk, 'instagram', { recipientId: '7001', message: 'Hi!' });
		expect(other.body.code).toBe(360);
	});

	it('lists one entry per conversation with conversationsOnly, and one conversation by conversationId', async () => {
		const { t } = s;
		const a = await incoming(t, pk, { platform: 'instagram', senderId: 'ig-a', message: 'a1' });
		await incoming(t, pk, { platform: 'instagram', senderId: 'ig-b', message: 'b1' });
		const a2 = await incoming(t, pk, { platform: 'instagram', senderId: 'ig-a', message: 'a2' });
		const only = await list(t, pk, 'instagram', { conversationsOnly: true });
		expect(only.body.messages.map((m: any) => m.message)).toEqual(['a2', 'b1']);
		const one = await list(t, pk, 'instagram', { conversationId: a.body.conversationId });
		expect(one.body.messages.map((m: any) => m.id)).toEqual([a2.body.id, a.body.id]);
		const latest = await list(t, pk, 'instagram', {
			conversationId: a.body.conversationId,
			conversationsOnly: true,
		});
		expect(latest.body.messages).toEqual([a2.body]);
	});

	it('archives a conversation and makes it active again; a new incoming message reactivates it', async () => {
		const { t } = s;
		const first = await incoming(t, pk, { platform: 'facebook', senderId: 'arch', message: 'one' });
		const id = first.body.conversationId;
		const archived = await t.api('PUT', `/api/messages/facebook/${id}`, {
			profileKey: pk,
			body: { status: 'archived' },
		});
		expect(archived.status).toBe(200);
		expect(archived.body).toEqual({ status: 'success' });
		const active = await list(t, pk, 'facebook');
		expect(active.body.messages.some((m: any) => m.conversationId === id)).toBe(false);
		const inArchive = await list(t, pk, 'facebook', { status: 'archived' });
		expect(inArchive.body.messages.map((m: any) => m.conversationId)).toEqual([id]);
		// A conversation asked for by id is answered whatever its state.
		const byId = await list(t, pk, 'facebook', { conversationId: id });
		expect(byId.body.messages).toHaveLength(1);

		await t.api('PUT', `/api/messages/facebook/${id}`, {
			profileKey: pk,
			body: { status: 'active' },
		});
		expect(
			(await list(t, pk, 'facebook')).body.messages.some((m: any) => m.conversationId === id),
		).toBe(true);

		await t.api('PUT', `/api/messages/facebook/${id}`, {
			profileKey: pk,
			body: { status: 'archived' },
		});
		await incoming(t, pk, { platform: 'facebook', senderId: 'arch', message: 'two' });
		expect((await list(t, pk, 'facebook', { status: 'archived' })).body.messages).toEqual([]);
	});

	it('answers 404 code 105 for an unknown conversation, and 400 code 101 for a bad status', async () => {
		const { t } = s;
		const unknown = await t.api('PUT', '/api/messages/facebook/nope', {
			profileKey: pk,
			body: { status: 'archived' },
		});
		expect(unknown.status).toBe(404);
		expect(unknown.body).toMatchObject({ code: 105, message: expect.stringContaining('"nope"') });
		const listed = await list(t, pk, 'facebook', { conversationId: 'nope' });
		expect(listed.status).toBe(404);
		const known = (await incoming(t, pk, { platform: 'facebook', senderId: 'st' })).body
			.conversationId;
		const bad = await t.api('PUT', `/api/messages/facebook/${known}`, {
			profileKey: pk,
			body: { status: 'deleted' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body).toMatchObject({ code: 101, errors: [{ field: 'status' }] });
		// The conversation is the facebook one: under twitter it is unknown.
		const wrongNetwork = await t.api('PUT', `/api/messages/twitter/${known}`, {
			profileKey: pk,
			body: { status: 'archived' },
		});
		expect(wrongNetwork.status).toBe(404);
	});

	it('checks facebook and instagram media URLs (file type, no query) but not twitter ones', async () => {
		const { t } = s;
		await incoming(t, pk, { platform: 'instagram', senderId: 'media' });
		for (const url of [
			'https://cdn.example/a.jpg?size=2',
			'https://cdn.example/file',
			'https://cdn.example/a.pdf',
		]) {
			const res = await send(t, pk, 'instagram', {
				recipientId: 'media',
				message: 'see',
				mediaUrls: [url],
			});
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({
				code: 101,
				errors: [{ field: 'mediaUrls[0]', value: url }],
			});
		}
		const ok = await send(t, pk, 'instagram', {
			recipientId: 'media',
			message: '',
			mediaUrls: ['https://cdn.example/clip.MP4'],
		});
		expect(ok.status).toBe(200);
		const sent = (await list(t, pk, 'instagram')).body.messages[0];
		expect(sent.attachments).toEqual([{ type: 'video', url: 'https://cdn.example/clip.MP4' }]);

		await incoming(t, pk, { platform: 'twitter', senderId: 'tw-media' });
		const twitter = await send(t, pk, 'twitter', {
			recipientId: 'tw-media',
			message: 'here',
			mediaUrls: ['https://cdn.example/image?id=4'],
		});
		expect(twitter.status).toBe(200);
	});

	it('rejects an unknown platform and an empty message with 400 code 101 (unknown fields do not matter)', async () => {
		const { t } = s;
		const network = await send(t, pk, 'linkedin', { recipientId: 'x', message: 'hi' });
		expect(network.status).toBe(400);
		expect(network.body).toMatchObject({
			code: 101,
			errors: [{ field: 'platform', value: 'linkedin' }],
		});
		const empty = await send(t, pk, 'facebook', { recipientId: '7001', message: ' ' });
		expect(empty.body).toMatchObject({ code: 101, errors: [{ field: 'message' }] });
		// An unknown field is not bad input: the known ones are still checked with it.
		const extra = await send(t, pk, 'facebook', { recipientId: '7001', message: ' ', media: [] });
		expect(extra.body).toMatchObject({ code: 101, errors: [{ field: 'message' }] });
	});

	it('answers 400 code 156 when the network is not linked', async () => {
		const { t } = s;
		await t.api('POST', '/api/admin/unlink', { profileKey: pk, body: { platform: 'twitter' } });
		try {
			const res = await list(t, pk, 'twitter');
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({
				code: 156,
				message: expect.stringContaining('twitter is not linked'),
			});
		} finally {
			await t.api('POST', '/api/admin/link', { profileKey: pk, body: { platform: 'twitter' } });
		}
	});
});

describe("answering by conversation (the MCP docs' send_message)", () => {
	let s: Setup;
	let pk: string;
	beforeAll(async () => {
		s = await start();
		pk = await messagingProfile(s.t, 'By conversation');
	});
	afterAll(() => s.t.close());

	it('sends into the conversation a conversationId names, and refuses a request with neither id', async () => {
		const { t } = s;
		const received = await incoming(t, pk, { platform: 'facebook', senderId: '8101' });
		const reply = await send(t, pk, 'facebook', {
			conversationId: received.body.conversationId,
			message: 'Answered by conversation.',
		});
		expect(reply.status).toBe(200);
		expect(reply.body).toMatchObject({ status: 'success', recipientId: '8101' });
		const thread = await list(t, pk, 'facebook', { conversationId: received.body.conversationId });
		expect(thread.body.messages[0]).toMatchObject({
			message: 'Answered by conversation.',
			action: 'sent',
		});

		const unknown = await send(t, pk, 'facebook', { conversationId: 'nope', message: 'x' });
		expect(unknown.status).toBe(404);
		const neither = await send(t, pk, 'facebook', { message: 'x' });
		expect(neither.status).toBe(400);
		expect(neither.body.errors[0]).toMatchObject({ field: 'recipientId' });
		expect(neither.body.errors[0].message).toMatch(/conversationId/);
	});
});

describe('instagram reply window', () => {
	it("takes replies only within 7 days of the correspondent's last message", async () => {
		const { t, clock } = await start();
		try {
			const pk = await messagingProfile(t, 'Window');
			await incoming(t, pk, { platform: 'instagram', senderId: 'ig-late' });
			await incoming(t, pk, { platform: 'facebook', senderId: 'fb-late' });
			clock.advance(7 * DAY_MS);
			const inTime = await send(t, pk, 'instagram', {
				recipientId: 'ig-late',
				message: 'Just in time',
			});
			expect(inTime.status).toBe(200);
			// Our own reply does not reopen the window; only theirs does.
			clock.advance(1000);
			const late = await send(t, pk, 'instagram', { recipientId: 'ig-late', message: 'Too late' });
			expect(late.status).toBe(400);
			expect(late.body).toMatchObject({
				action: 'messages',
				code: 361,
				message: expect.stringContaining('within 7 days'),
			});
			// facebook has no such window.
			expect(
				(await send(t, pk, 'facebook', { recipientId: 'fb-late', message: 'ok' })).status,
			).toBe(200);
			await incoming(t, pk, {
				platform: 'instagram',
				senderId: 'ig-late',
				message: 'Still there?',
			});
			expect(
				(await send(t, pk, 'instagram', { recipientId: 'ig-late', message: 'Yes!' })).status,
			).toBe(200);
		} finally {
			await t.close();
		}
	});
});

describe('100 active conversations per profile per month', () => {
	it('refuses the reply that would make a 101st, keeps receiving, and lets it reply next month', async () => {
		const { t, clock } = await start('2026-03-20T12:00:00Z');
		try {
			const pk = await messagingProfile(t, 'Busy');
			for (let i = 1; i <= 101; i++) {
				const res = await incoming(t, pk, {
					platform: i % 2 ? 'facebook' : 'twitter',
					senderId: `c${i}`,
				});
				expect(res.status).toBe(200);
			}
			// c1..c100 became active first: replies there are fine.
			expect((await send(t, pk, 'facebook', { recipientId: 'c1', message: 'hi' })).status).toBe(
				200,
			);
			expect((await send(t, pk, 'twitter', { recipientId: 'c100', message: 'hi' })).status).toBe(
				200,
			);

			const refused = await send(t, pk, 'facebook', { recipientId: 'c101', message: 'hi' });
			expect(refused.status).toBe(429);
			expect(refused.body).toMatchObject({
				action: 'messages',
				status: 'error',
				code: 362,
				resumes: '2026-04-01T00:00:00.000Z',
				message: expect.stringContaining('100 conversations'),
			});
			const untilApril = (Date.parse('2026-04-01T00:00:00Z') - clock.now()) / 1000;
			expect(refused.headers.get('retry-after')).toBe(String(untilApril));

			// Receiving continues, in the 101st conversation and in new ones.
			expect(
				(await incoming(t, pk, { platform: 'facebook', senderId: 'c101', message: 'again' }))
					.status,
			).toBe(200);
			expect((await incoming(t, pk, { platform: 'facebook', senderId: 'c103' })).status).toBe(200);
			const received = await list(t, pk, 'facebook', { conversationsOnly: true });
			expect(received.body.messages).toHaveLength(52);
			expect((await send(t, pk, 'facebook', { recipientId: 'c103', message: 'hi' })).status).toBe(
				429,
			);

			// The engine reports it as a rate limit and does not wait for the month to turn.
			const client = createClient({
				baseUrl: t.sandbox.baseUrl,
				apiKey: t.sandbox.apiKey,
				transport: undiciTransport(),
				sleep: async () => {
					throw new Error('must not wait');
				},
			});
			const error = await client.messages
				.send('facebook', { recipientId: 'c101', message: 'hi' }, { profileKey: pk })
				.catch((e) => e);
			expect(error).toBeInstanceOf(RateLimitError);
			expect(error.code).toBe(362);

			clock.set(Date.parse('2026-04-01T00:00:01Z'));
			expect(
				(await send(t, pk, 'facebook', { recipientId: 'c101', message: 'Sorry for the wait' }))
					.status,
			).toBe(200);

			// April counts afresh: c101 is its first active conversation; 99 new ones fill it up.
			for (let i = 1; i <= 99; i++)
				await incoming(t, pk, { platform: 'twitter', senderId: `april${i}` });
			// c1 was active in March only: replying there now would make April's 101st.
			const march = await send(t, pk, 'facebook', { recipientId: 'c1', message: 'hi' });
			expect(march.status).toBe(429);
			expect(march.body.resumes).toBe('2026-05-01T00:00:00.000Z');
			expect((await send(t, pk, 'twitter', { recipientId: 'april99', message: 'hi' })).status).toBe(
				200,
			);
		} finally {
			await t.close();
		}
	});
});

describe('auto-response', () => {
	let s: Setup;
	let pk: string;
	beforeAll(async () => {
		s = await start();
		pk = await messagingProfile(s.t, 'Auto');
	});
	afterAll(() => s.t.close());

	const sentIn = async (platform: string, conversationId: string) =>
		(await list(s.t, pk, platform, { conversationId })).body.messages.filter(
			(m: any) => m.action === 'sent',
		);

	it('answers {status, updated} and validates the setting', async () => {
		const res = await s.t.api('POST', '/api/messages/autoresponse', {
			profileKey: pk,
			body: {
				autoResponseActive: true,
				autoResponseMessage: 'Thanks! We answer within a day.',
				autoResponseWaitSeconds: 60,
			},
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			status: 'success',
			updated: {
				autoResponseActive: true,
				autoResponseMessage: 'Thanks! We answer within a day.',
				autoResponseWaitSeconds: 60,
			},
		});
		for (const body of [
			{ autoResponseActive: true },
			{ autoResponseActive: true, autoResponseMessage: 'x', autoResponseWaitSeconds: 604_801 },
			{ autoResponseMessage: 'x' },
		]) {
			const bad = await s.t.api('POST', '/api/messages/autoresponse', { profileKey: pk, body });
			expect(bad.status).toBe(400);
			expect(bad.body.code).toBe(101);
		}
	});

	it('sends it after the wait in the conversation, on every messaging network, once per incoming message', async () => {
		const { t, clock } = s;
		const conversations: Record<string, string> = {};
		for (const platform of ['facebook', 'instagram', 'twitter']) {
			const res = await incoming(t, pk, { platform, senderId: `auto-${platform}` });
			conversations[platform] = res.body.conversationId;
		}
		clock.advance(59_000);
		for (const platform of Object.keys(conversations))
			expect(await sentIn(platform, conversations[platform])).toEqual([]);
		clock.advance(1_000);
		for (const [platform, conversationId] of Object.entries(conversations)) {
			const sent = await waitFor(async () => {
				const found = await sentIn(platform, conversationId);
				return found.length > 0 ? found : undefined;
			});
			expect(sent).toEqual([
				expect.objectContaining({
					action: 'sent',
					message: 'Thanks! We answer within a day.',
					recipientId: `auto-${platform}`,
					platform,
					created: new Date(clock.now()).toISOString(),
				}),
			]);
		}
		clock.advance(3_600_000);
		for (const [platform, conversationId] of Object.entries(conversations))
			expect(await sentIn(platform, conversationId)).toHaveLength(1);
	});

	it('is sent by the sandbox timer, without any read', async () => {
		const { t, clock } = s;
		const res = await incoming(t, pk, { platform: 'facebook', senderId: 'timer' });
		clock.advance(60_000);
		const count = () =>
			(
				t.sandbox.db
					.prepare(
						"SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ? AND action = 'sent'",
					)
					.get(res.body.conversationId) as { n: number }
			).n;
		await waitFor(async () => (count() === 1 ? true : undefined));
	});

	it('is not sent when the profile replied in the meantime', async () => {
		const { t, clock } = s;
		const res = await incoming(t, pk, { platform: 'instagram', senderId: 'quick' });
		clock.advance(30_000);
		await send(t, pk, 'instagram', { recipientId: 'quick', message: 'Personal answer' });
		clock.advance(60_000);
		const sent = await sentIn('instagram', res.body.conversationId);
		expect(sent.map((m: any) => m.message)).toEqual(['Personal answer']);
	});

	it('answers a burst of messages once, and stops when switched off', async () => {
		const { t, clock } = s;
		const first = await incoming(t, pk, { platform: 'twitter', senderId: 'burst', message: 'one' });
		clock.advance(10_000);
		await incoming(t, pk, { platform: 'twitter', senderId: 'burst', message: 'two' });
		clock.advance(120_000);
		expect(await sentIn('twitter', first.body.conversationId)).toHaveLength(1);

		const off = await t.api('POST', '/api/messages/autoresponse', {
			profileKey: pk,
			body: { autoResponseActive: false },
		});
		expect(off.body.updated).toEqual({
			autoResponseActive: false,
			autoResponseMessage: 'Thanks! We answer within a day.',
			autoResponseWaitSeconds: 60,
		});
		const later = await incoming(t, pk, { platform: 'facebook', senderId: 'after-off' });
		clock.advance(120_000);
		expect(await sentIn('facebook', later.body.conversationId)).toEqual([]);
	});
});

describe('plans, add-on and activation', () => {
	it('refuses every message operation on the Premium plan with 403 code 103', async () => {
		const premium = await startTestSandbox({ plan: 'premium' });
		try {
			const calls = [
				premium.api('GET', '/api/messages/facebook'),
				premium.api('POST', '/api/messages/facebook', {
					body: { recipientId: 'x', message: 'hi' },
				}),
				premium.api('PUT', '/api/messages/facebook/abc', { body: { status: 'archived' } }),
				premium.api('POST', '/api/messages/autoresponse', { body: { autoResponseActive: false } }),
				premium.api('POST', '/api/admin/messages/incoming', {
					body: { platform: 'facebook', senderId: 'x', message: 'hi' },
				}),
			];
			for (const res of await Promise.all(calls)) {
				expect(res.status).toBe(403);
				expect(res.body).toMatchObject({ code: 103, message: expect.stringContaining('Business') });
			}
		} finally {
			await premium.close();
		}
	});

	it('refuses an account without the Messaging add-on, and a profile without messaging activated', async () => {
		const { t } = await start();
		try {
			const other = await t.api('POST', '/api/admin/accounts', {
				body: { plan: 'business', addons: ['ai'] },
			});
			const noAddon = await t.api('GET', '/api/messages/facebook', { apiKey: other.body.apiKey });
			expect(noAddon.status).toBe(403);
			expect(noAddon.body).toMatchObject({
				code: 103,
				message: expect.stringContaining('Messaging add-on'),
			});

			const inactive = await list(t, t.profileKey('Acme Bakery'), 'facebook');
			expect(inactive.status).toBe(403);
			expect(inactive.body).toMatchObject({
				code: 103,
				message: expect.stringContaining('not activated for profile "Acme Bakery"'),
			});

			// The primary profile has messaging activated.
			expect((await list(t, t.profileKey('Primary Profile'), 'facebook')).status).toBe(200);
		} finally {
			await t.close();
		}
	});
});

describe('profile isolation', () => {
	it("never shows or lets a profile write in another profile's conversations", async () => {
		const { t } = await start();
		try {
			const primary = t.profileKey('Primary Profile');
			const other = await messagingProfile(t, 'Other');
			const theirs = await incoming(t, primary, {
				platform: 'facebook',
				senderId: 'shared-person',
				message: 'to primary',
			});
			expect((await list(t, other, 'facebook')).body.messages).toEqual([]);
			expect(
				(await send(t, other, 'facebook', { recipientId: 'shared-person', message: 'hi' })).body
					.code,
			).toBe(360);
			const put = await t.api('PUT', `/api/messages/facebook/${theirs.body.conversationId}`, {
				profileKey: other,
				body: { status: 'archived' },
			});
			expect(put.status).toBe(404);
			expect(
				(await list(t, other, 'facebook', { conversationId: theirs.body.conversationId })).status,
			).toBe(404);

			// The same person writing to the other profile is a separate conversation.
			const mine = await incoming(t, other, {
				platform: 'facebook',
				senderId: 'shared-person',
				message: 'to other',
			});
			expect(mine.body.conversationId).not.toBe(theirs.body.conversationId);
			expect((await list(t, primary, 'facebook')).body.messages.map((m: any) => m.message)).toEqual(
				['to primary'],
			);
		} finally {
			await t.close();
		}
	});
});

describe('persistence', () => {
	it('keeps conversations, auto-responses owed and increasing message ids across a restart', async () => {
		const data = tempDir();
		const clock = manualClock();
		try {
			let t = await startTestSandbox({ dataDir: data.dir, now: clock.now });
			const pk = t.profileKey('Primary Profile');
			await t.api('POST', '/api/messages/autoresponse', {
				profileKey: pk,
				body: {
					autoResponseActive: true,
					autoResponseMessage: 'Auto',
					autoResponseWaitSeconds: 600,
				},
			});
			const before = await incoming(t, pk, { platform: 'facebook', senderId: 'kept' });
			await t.close();

			clock.advance(601_000);
			t = await startTestSandbox({ dataDir: data.dir, now: clock.now });
			try {
				const listed = await list(t, pk, 'facebook', {
					conversationId: before.body.conversationId,
				});
				expect(listed.body.messages.map((m: any) => m.message)).toEqual(['Auto', 'Hello?']);
				const reply = await send(t, pk, 'facebook', { recipientId: 'kept', message: 'Back' });
				expect(reply.body.messageId > listed.body.messages[0].id).toBe(true);
			} finally {
				await t.close();
			}
		} finally {
			data.cleanup();
		}
	});
});
