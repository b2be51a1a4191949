/**
 * The Message Webhook trigger against a real sandbox: its subscription lifecycle through
 * n8n-core's HookContext, pushed deliveries through n8n-core's WebhookContext
 * (test/helpers/webhookHarness.ts), and end to end: a correspondent writes, the sandbox signs the
 * event and POSTs it to the node's URL served over HTTP.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { startSandbox, type RunningSandbox } from '../../src/sandbox';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingMessageWebhookTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageWebhookTrigger.node';
import { REMEMBERED_EVENTS } from '../../nodes/SocialPublishing/triggers/messageWebhook/delivery';
import {
	expectSignatureRefusals,
	sandboxApi,
	signedDelivery,
	WebhookTriggerHarness,
} from '../helpers/webhookHarness';
import { waitFor } from '../sandbox/helpers';
import { X_APP_CREDENTIAL_FIELDS } from '../helpers/sandboxXApp';

const TYPE = 'n8n-nodes-social-publishing.socialPublishingMessageWebhookTrigger';
const SECRET = 'message-hook-secret-1';

let sandbox: RunningSandbox;
let primaryRefId: string;

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, quiet: true, schedulerIntervalMs: 20 });
	primaryRefId = sandbox.profiles.find((p) => p.primary)!.refId;
});

afterAll(async () => {
	await sandbox?.close();
});

function credentials(apiKey = sandbox.apiKey): Record<string, IDataObject> {
	return { socialPublishingApi: { apiKey, baseUrl: sandbox.baseUrl, ...X_APP_CREDENTIAL_FIELDS } };
}

function trigger(parameters: IDataObject = {}, staticData?: IDataObject): WebhookTriggerHarness {
	return new WebhookTriggerHarness({
		type: TYPE,
		nodeType: new SocialPublishingMessageWebhookTrigger(),
		parameters: { actAs: 'primary', secret: SECRET, ...parameters } as never,
		credentials: credentials() as never,
		staticData,
	});
}

const api = sandboxApi(() => sandbox);

/** The profile's messages subscription as the service lists it (no secret there). */
async function listedHook(
	profileKey?: string,
): Promise<{ url: string; signed: boolean } | undefined> {
	const { webhooks } = await api('GET', '/hook/webhook', undefined, profileKey);
	const hook = (webhooks as any[]).find((h) => h.action === 'messages');
	return hook && { url: hook.url, signed: hook.signed };
}

let eventCount = 0;
function messageEvent(overrides: IDataObject = {}): IDataObject {
	eventCount++;
	return {
		action: 'messages',
		subAction: 'messageCreated',
		type: 'received',
		platform: 'facebook',
		refId: primaryRefId,
		title: 'Primary Profile',
		id: `000000000000${String(eventCount).padStart(9, '0')}`,
		conversationId: 'convAAAAAAAAAAAAAAAA',
		senderId: '7001',
		recipientId: '100200300',
		message: `Hello ${eventCount}`,
		created: '2026-03-02T10:00:00.000Z',
		deliveryId: `delivery${String(eventCount).padStart(12, '0')}`,
		...overrides,
	};
}

const signed = (
	body: IDataObject,
	options: { secret?: string; at?: number; test?: boolean } = {},
) => signedDelivery(body, options.secret ?? SECRET, options);

describe('description', () => {
	const { description } = new SocialPublishingMessageWebhookTrigger();

	it('is a webhook trigger on POST .../messages with the API credential, Act As and the filters', () => {
		expect(description).toMatchObject({
			name: 'socialPublishingMessageWebhookTrigger',
			displayName: 'Social Publishing Message Webhook Trigger',
			group: ['trigger'],
			version: 1,
			inputs: [],
			outputs: ['main'],
			webhooks: [
				{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'messages' },
			],
		});
		expect(description.polling).toBeUndefined();
		expect(description.credentials?.map((c) => [c.name, c.required])).toEqual([
			['socialPublishingApi', true],
			['socialPublishingProfileApi', true],
		]);
		expect(description.properties.map((p) => [p.name, p.type, p.default])).toEqual([
			['notice', 'notice', ''],
			['actAs', 'options', 'primary'],
			['profileKey', 'string', ''],
			['platforms', 'multiOptions', ['facebook', 'instagram', 'twitter']],
			['events', 'multiOptions', ['messageReceived']],
			['conversationId', 'string', ''],
			['secret', 'string', ''],
		]);
		const secret = description.properties.find((p) => p.name === 'secret');
		expect(secret?.typeOptions?.password).toBe(true);
		const events = description.properties.find((p) => p.name === 'events') as INodeProperties;
		expect((events.options as Array<{ value: string }>).map((o) => o.value)).toEqual([
			'messageReceived',
			'messageSent',
			'messageRead',
			'reaction',
		]);
	});

	it('and the polling Message Trigger point at each other', () => {
		const notice = (properties: INodeProperties[]) =>
			properties.find((p) => p.type === 'notice')?.displayName ?? '';
		expect(notice(description.properties)).toMatch(/Social Publishing Message Trigger polls/);
		expect(notice(new SocialPublishingMessageTrigger().description.properties)).toMatch(
			/real-time delivery.*Social Publishing Message Webhook Trigger/,
		);
	});
});

describe('subscription lifecycle (HookContext)', () => {
	it('activation subscribes the node URL with the secret; deactivation unsubscribes', async () => {
		const node = trigger();
		expect(await node.checkExists()).toBe(false);

		await node.activate();
		expect(node.webhookUrl()).toMatch(
			/^http:\/\/127\.0\.0\.1:5678\/webhook\/[0-9a-f-]{36}\/messages$/,
		);
		expect(await listedHook()).toEqual({ url: node.webhookUrl(), signed: true });
		expect(node.savedStaticData).toMatchObject({
			'node:Trigger': {
				webhookUrl: node.webhookUrl(),
				subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
				subscription: expect.stringMatching(/^[0-9a-f]{32}$/),
			},
		});
		expect(JSON.stringify(node.savedStaticData)).not.toContain(SECRET);
		expect(JSON.stringify(node.savedStaticData)).not.toContain(sandbox.apiKey);
		expect(await node.checkExists()).toBe(true);

		expect(await node.deactivate()).toBe(true);
		expect(await listedHook()).toBeUndefined();
		expect(node.staticData.webhookUrl).toBeUndefined();
		expect(await node.checkExists()).toBe(false);
		// Already gone: deleting again neither throws nor touches the service.
		expect(await node.delete()).toBe(true);
	});

	it('checkExists is false once the service lists another URL, or the secret changed', async () => {
		const node = trigger();
		await node.activate();
		await api('POST', '/hook/webhook', { action: 'messages', url: 'https://elsewhere.example/h' });
		expect(await node.checkExists()).toBe(false);
		await node.activate();
		expect(await listedHook()).toEqual({ url: node.webhookUrl(), signed: true });

		const edited = trigger({ secret: '' }, node.savedStaticData);
		expect(await edited.checkExists()).toBe(false);
		await edited.activate();
		expect(await listedHook()).toEqual({ url: edited.webhookUrl(), signed: false });
		await edited.deactivate();
		expect(await listedHook()).toBeUndefined();
	});

	it('deactivation unsubscribes even after the fields were emptied since activation', async () => {
		const node = trigger();
		await node.activate();
		const edited = trigger({ events: [], secret: 'short' }, node.savedStaticData);
		expect(await edited.deactivate()).toBe(true);
		expect(await listedHook()).toBeUndefined();
	});

	it('deactivation leaves a subscription another trigger took over since', async () => {
		const first = trigger();
		await first.activate();
		const second = trigger();
		await second.activate();
		expect(await listedHook()).toEqual({ url: second.webhookUrl(), signed: true });
		expect(await first.deactivate()).toBe(true);
		expect(await listedHook()).toEqual({ url: second.webhookUrl(), signed: true });
		await second.deactivate();
		expect(await listedHook()).toBeUndefined();
	});

	it('Act As Profile Key subscribes that profile only, and keeps its key out of static data', async () => {
		const created = await api('POST', '/profiles/create-profile', {
			title: 'Message hook profile',
			messagingActive: true,
		});
		expect(created.profileKey).toEqual(expect.any(String));
		const node = trigger({ actAs: 'profileKey', profileKey: created.profileKey });
		await node.activate();
		expect(await listedHook(created.profileKey)).toEqual({ url: node.webhookUrl(), signed: true });
		expect(await listedHook()).toBeUndefined();
		expect(JSON.stringify(node.savedStaticData)).not.toContain(created.profileKey);
		expect(await node.checkExists()).toBe(true);
		await node.deactivate();
		expect(await listedHook(created.profileKey)).toBeUndefined();
	});

	it('"Listen for test event" takes the webhook for the test URL, then hands it back to production', async () => {
		const node = trigger();
		await node.activate();
		expect(await node.checkExists(true)).toBe(false);
		expect(await node.create(true)).toBe(true);
		expect(await listedHook()).toEqual({ url: node.webhookUrl(true), signed: true });
		expect(node.webhookUrl(true)).toMatch(/\/webhook-test\/[0-9a-f-]{36}\/messages$/);
		expect(await node.checkExists(true)).toBe(true);
		expect(await node.delete(true)).toBe(true);
		expect(await listedHook()).toEqual({ url: node.webhookUrl(), signed: true });
		expect(node.staticData.test).toBeUndefined();
		expect(await node.checkExists()).toBe(true);
		await node.deactivate();

		// Without an active production subscription, the end of the test unsubscribes.
		await node.create(true);
		await node.delete(true);
		expect(await listedHook()).toBeUndefined();
	});

	it('refuses a too short secret and an empty Events choice, naming the field, and sends nothing', async () => {
		await expect(trigger({ secret: 'short' }).activate()).rejects.toThrow(
			/Secret is too short: 5 characters, at least 8/,
		);
		const noEvents = await trigger({ events: [] })
			.activate()
			.then(
				() => undefined,
				(error: Error & { description?: string }) => error,
			);
		expect(noEvents?.message).toBe('Events has nothing chosen');
		expect(noEvents?.description).toMatch(/messageReceived, messageSent, messageRead, reaction/);
		expect(await listedHook()).toBeUndefined();
	});

	it('fails activation with the API error for a wrong API key, without the key in the message', async () => {
		const node = new WebhookTriggerHarness({
			type: TYPE,
			nodeType: new SocialPublishingMessageWebhookTrigger(),
			parameters: { actAs: 'primary', secret: SECRET },
			credentials: credentials('wrong-key-123456789') as never,
		});
		const error = await node.activate().then(
			() => undefined,
			(e: Error) => e,
		);
		expect(error?.message).toMatch(/HTTP 401/);
		expect(JSON.stringify(error)).not.toContain('wrong-key-123456789');
		expect(JSON.stringify(error)).not.toContain(SECRET);
	});
});

describe('webhook() (WebhookContext)', () => {
	it('emits one clean item for a correctly signed pushed message', async () => {
		const node = trigger();
		const body = messageEvent({
			attachments: [{ type: 'image', url: 'https://cdn.example/a.jpg' }],
		});
		const call = await node.deliver(signed(body));
		expect(call.status).toBe(200);
		expect(call.body).toEqual({ message: 'Workflow was started' });
		expect(call.items?.map((item) => item.json)).toEqual([
			{
				event: 'messageReceived',
				platform: 'facebook',
				type: 'received',
				id: body.id,
				conversationId: 'convAAAAAAAAAAAAAAAA',
				senderId: '7001',
				recipientId: '100200300',
				message: body.message,
				attachments: [{ type: 'image', url: 'https://cdn.example/a.jpg' }],
				created: '2026-03-02T10:00:00.000Z',
				profileRefId: primaryRefId,
				profileTitle: 'Primary Profile',
				deliveryId: body.deliveryId,
			},
		]);
		expect(JSON.stringify(node.executions)).not.toContain(SECRET);
		expect(JSON.stringify(node.savedStaticData)).not.toContain(SECRET);
	});

	it('answers 401 and emits nothing for a forged, tampered, stale, unsigned or wrongly keyed delivery', async () => {
		await expectSignatureRefusals(trigger(), messageEvent(), SECRET, (body) => ({
			...body,
			message: 'changed',
		}));
	});

	it('drops a redelivery (same deliveryId, or the same message and subAction), across a restart', async () => {
		const node = trigger();
		const body = messageEvent();
		expect((await node.deliver(signed(body))).items).toHaveLength(1);
		const again = await node.deliver(signed(body));
		expect(again.status).toBe(200);
		expect(again.items).toBeUndefined();
		expect(again.body).toMatchObject({ emitted: 0, repeated: 1 });
		const anew = await node.deliver(signed({ ...body, deliveryId: 'another-delivery-id-1' }));
		expect(anew.items).toBeUndefined();
		expect(node.executions).toHaveLength(1);
		// Remembered in workflow static data, saved as n8n saves it: a restarted n8n still knows.
		const restarted = trigger({}, node.savedStaticData);
		expect((await restarted.deliver(signed(body))).items).toBeUndefined();
		// The same message read (another subAction) is another event.
		const read = await node.deliver(
			signed(
				messageEvent({ subAction: 'messageRead', type: 'sent', id: body.id, readerId: '7001' }),
			),
		);
		expect(read.items).toBeUndefined();
		expect(read.body).toMatchObject({ filtered: 1 });
	});

	it(`remembers the last ${REMEMBERED_EVENTS} events, not more`, async () => {
		const node = trigger({ secret: '' });
		const plain = (body: IDataObject) => ({
			rawBody: JSON.stringify(body),
			headers: { 'content-type': 'application/json' },
		});
		const first = messageEvent();
		await node.deliver(plain(first));
		for (let i = 0; i < REMEMBERED_EVENTS; i++) await node.deliver(plain(messageEvent()));
		expect((node.staticData.seenEvents as string[]).length).toBe(REMEMBERED_EVENTS * 2);
		expect((await node.deliver(plain(first))).items).toHaveLength(1);
	});

	it('filters by network, event and conversation; filtered events still answer 200', async () => {
		const node = trigger({
			platforms: ['instagram'],
			events: ['messageSent', 'messageRead', 'reaction'],
			conversationId: 'convWANTEDAAAAAAAAAA',
		});
		const wanted = { platform: 'instagram', conversationId: 'convWANTEDAAAAAAAAAA' };
		const sent = messageEvent({ ...wanted, type: 'sent' });
		const read = messageEvent({ ...wanted, subAction: 'messageRead', type: 'sent', readerId: '9' });
		const reaction = messageEvent({
			...wanted,
			subAction: 'reactionCreated',
			reactorId: '9',
			reaction: '👍',
		});
		for (const body of [sent, read, reaction]) {
			expect((await node.deliver(signed(body))).items).toHaveLength(1);
		}
		const skipped = [
			messageEvent({ ...wanted, type: 'received' }),
			messageEvent({ ...wanted, platform: 'facebook', type: 'sent' }),
			messageEvent({ platform: 'instagram', conversationId: 'convOTHERAAAAAAAAAAA', type: 'sent' }),
		];
		for (const body of skipped) {
			const call = await node.deliver(signed(body));
			expect(call.status).toBe(200);
			expect(call.items).toBeUndefined();
			expect(call.body).toMatchObject({ emitted: 0, filtered: 1 });
		}
		const emitted = node.executions.flat().map((item) => item.json);
		expect(emitted.map((json) => json.event)).toEqual(['messageSent', 'messageRead', 'reaction']);
		expect(emitted[1]).toMatchObject({ readerId: '9', id: read.id });
		expect(emitted[2]).toMatchObject({ reactorId: '9', reaction: '👍' });
	});

	it('ignores other actions (200) and answers 400 naming what is wrong with a messages body', async () => {
		const node = trigger();
		const feed = await node.deliver(signed({ type: 'feed', data: { id: 'x' } }));
		expect(feed.status).toBe(200);
		expect(feed.items).toBeUndefined();
		expect(feed.body).toMatchObject({
			ignored: expect.stringContaining('not a messages delivery'),
		});
		const noId = await node.deliver(signed(messageEvent({ id: '' })));
		expect(noId.status).toBe(400);
		expect(JSON.stringify(noId.body)).toMatch(/id \(the message id\) must be a non-empty string/);
		const badType = await node.deliver(signed(messageEvent({ type: 'draft' })));
		expect(badType.status).toBe(400);
		expect(JSON.stringify(badType.body)).toMatch(/type must be \\"received\\" or \\"sent\\"/);
		expect(node.executions).toEqual([]);
	});

	it('works the same on the test webhook ("Listen for test event")', async () => {
		const node = trigger();
		const call = await node.deliver(signed(messageEvent(), { test: true }));
		expect(call.items).toHaveLength(1);
		const forged = signed(messageEvent(), { test: true, secret: 'not-the-secret' });
		expect((await node.deliver(forged)).status).toBe(401);
	});
});

describe('end to end: the sandbox pushes messages to the node over HTTP', () => {
	it('emits the received message once, signature verified; filters the sent one; refuses forgeries', async () => {
		const node = trigger({ events: ['messageReceived', 'reaction'] });
		const receiver = await node.listen();
		const url = `${receiver.url}/webhook/${node.node.webhookId}/messages`;
		try {
			await node.activate();
			expect(await listedHook()).toEqual({ url, signed: true });

			const received = await api('POST', '/admin/messages/incoming', {
				platform: 'instagram',
				senderId: '6001',
				senderName: 'Ann',
				message: 'Do you ship to Canada?',
			});
			await waitFor(async () => node.executions[0]);
			expect(node.executions).toHaveLength(1);
			expect(node.executions[0].map((item) => item.json)).toEqual([
				{
					event: 'messageReceived',
					platform: 'instagram',
					type: 'received',
					id: received.id,
					conversationId: received.conversationId,
					senderId: '6001',
					recipientId: received.recipientId,
					message: 'Do you ship to Canada?',
					attachments: [],
					created: received.created,
					profileRefId: primaryRefId,
					profileTitle: 'Primary Profile',
					deliveryId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
				},
			]);

			// The profile's reply is delivered too, answered 200, and filtered out by Events.
			const reply = await api('POST', '/messages/instagram', {
				recipientId: '6001',
				message: 'We do!',
			});
			const delivered = await waitFor(async () => {
				const { deliveries } = await api('GET', '/admin/hooks/deliveries?limit=2');
				return deliveries.every((d: any) => d.status === 'delivered') ? deliveries : undefined;
			});
			expect(delivered[0]).toMatchObject({ attempts: 1, lastStatus: 200 });
			expect(delivered[0].body).toMatchObject({ type: 'sent', id: reply.messageId });
			expect(node.executions).toHaveLength(1);

			// A reaction to it is wanted.
			await api('POST', '/admin/messages/reaction', {
				platform: 'instagram',
				senderId: '6001',
				reaction: '😍',
			});
			await waitFor(async () => node.executions[1]);
			expect(node.executions[1][0].json).toMatchObject({
				event: 'reaction',
				id: reply.messageId,
				reactorId: '6001',
				reaction: '😍',
			});

			// The service redelivers the same body (at least once): 200, nothing emitted.
			const replay = signed(delivered[1].body as IDataObject);
			const again = await fetch(url, {
				method: 'POST',
				headers: replay.headers,
				body: replay.rawBody,
			});
			expect(again.status).toBe(200);
			// A forged delivery over HTTP: 401, nothing emitted.
			const forged = await fetch(url, {
				method: 'POST',
				headers: { ...replay.headers, 'X-Authorization-Content-SHA256': 'd'.repeat(64) },
				body: JSON.stringify(messageEvent()),
			});
			expect(forged.status).toBe(401);
			expect(node.executions).toHaveLength(2);
			const outputs = JSON.stringify([node.executions, node.savedStaticData]);
			expect(outputs).not.toContain(SECRET);
			expect(outputs).not.toContain(sandbox.apiKey);
		} finally {
			await node.deactivate();
			await receiver.close();
		}
		expect(await listedHook()).toBeUndefined();
	});
});
