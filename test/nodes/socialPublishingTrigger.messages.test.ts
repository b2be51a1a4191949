/**
 * The Social Publishing Trigger's message events against a real sandbox: its subscription lifecycle
 * through n8n-core's HookContext (test/helpers/webhookHarness.ts), and end to end: a correspondent
 * writes, the sandbox signs the event and POSTs it to the node's URL served over HTTP. Deliveries
 * one by one: socialPublishingTrigger.messages.webhook.test.ts.
 */
import type { IDataObject } from 'n8n-workflow';

import {
	forgedDelivery,
	postOverHttp,
	triggerTestBed,
	type SubscriptionView,
} from '../helpers/triggerTestBed';
import { waitFor } from '../helpers/testSandbox';

const SECRET = 'message-hook-secret-1';

const bed = triggerTestBed({
	secret: SECRET,
	events: ['messageReceived'],
	schedulerIntervalMs: 20,
});
const { api, trigger, signed } = bed;

/** The profile's messages subscription as the service lists it (no secret there). */
const listedHook = async (profileKey?: string) => (await bed.listedHooks(profileKey)).messages;

/** The primary profile's messages webhook, signed. */
const primaryHook: SubscriptionView = {
	listed: () => listedHook(),
	subscribed: (url) => ({ url, signed: true }),
};

describe('subscription lifecycle (HookContext)', () => {
	it('activation subscribes the node URL with the secret; deactivation unsubscribes', async () => {
		await bed.expectSubscribedUntilDeactivated(primaryHook);
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

	it('"Execute step" takes the webhook for the test URL, then hands it back to production', async () => {
		await bed.expectTestUrlHandedBack(primaryHook);
	});

	it('refuses a too short secret and an empty Events choice, naming the field, and sends nothing', async () => {
		await bed.expectBadFieldsRefused(/messageReceived, messageSent, messageRead, reaction/);
		expect(await listedHook()).toBeUndefined();
	});

	it('fails activation with the API error for a wrong API key, without the key in the message', async () => {
		await bed.expectWrongApiKeyRefused();
	});
});

describe('end to end: the sandbox pushes messages to the node over HTTP', () => {
	it('emits the received message once, signature verified; filters the sent one; refuses forgeries', async () => {
		const node = trigger({ events: ['messageReceived', 'reaction'] });
		await bed.servedOverHttp(node, async (url) => {
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
					profileRefId: bed.primaryRefId,
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
			expect(await postOverHttp(url, signed(delivered[1].body as IDataObject))).toBe(200);
			// A forged delivery over HTTP: 401, nothing emitted.
			const another = { id: 'forged-message-1', deliveryId: 'forged-delivery-1' };
			const forged = forgedDelivery({ ...(delivered[1].body as IDataObject), ...another });
			expect(await postOverHttp(url, forged)).toBe(401);
			expect(node.executions).toHaveLength(2);
			const outputs = JSON.stringify([node.executions, node.savedStaticData]);
			expect(outputs).not.toContain(SECRET);
			expect(outputs).not.toContain(bed.sandbox.apiKey);
		});
		expect(await listedHook()).toBeUndefined();
	});
});
