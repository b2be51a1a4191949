/**
 * The Social Publishing Trigger's message events, delivered one by one through n8n-core's
 * WebhookContext (test/helpers/webhookHarness.ts): what a signed delivery emits, what is refused,
 * dropped or filtered. Subscriptions and deliveries the sandbox makes: socialPublishingTrigger.messages.test.ts.
 */
import type { IDataObject } from 'n8n-workflow';

import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { triggerTestBed } from '../helpers/triggerTestBed';
import { REMEMBERED_EVENTS } from '../../nodes/SocialPublishing/triggers/webhook/state';
import { expectSignatureRefusals } from '../helpers/webhookHarness';

const SECRET = 'message-hook-secret-1';

const bed = triggerTestBed({
	secret: SECRET,
	events: ['messageReceived'],
	schedulerIntervalMs: 20,
});
const { trigger, signed } = bed;

let eventCount = 0;
function messageEvent(overrides: IDataObject = {}): IDataObject {
	eventCount++;
	return {
		action: 'messages',
		subAction: 'messageCreated',
		type: 'received',
		platform: 'facebook',
		refId: bed.primaryRefId,
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
				profileRefId: bed.primaryRefId,
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
		// Remembered in workflow static data, saved as n8n saves it: a restarted n8n still knows.
		const body = messageEvent();
		const node = await bed.expectRedeliveryDropped(body);
		const anew = await node.deliver(signed({ ...body, deliveryId: 'another-delivery-id-1' }));
		expect(anew.items).toBeUndefined();
		expect(node.executions).toHaveLength(1);
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
		await bed.expectFiltered(node, [
			messageEvent({ ...wanted, type: 'received' }),
			messageEvent({ ...wanted, platform: 'facebook', type: 'sent' }),
			messageEvent({ platform: 'instagram', conversationId: 'convOTHERAAAAAAAAAAA', type: 'sent' }),
		]);
		const emitted = node.executions.flat().map((item) => item.json);
		expect(emitted.map((json) => json.event)).toEqual(['messageSent', 'messageRead', 'reaction']);
		expect(emitted[1]).toMatchObject({ readerId: '9', id: read.id });
		expect(emitted[2]).toMatchObject({ reactorId: '9', reaction: '👍' });
	});

	it('offers WhatsApp under Networks and starts only on its messages when chosen', async () => {
		const networks = new SocialPublishingTrigger().description.properties.find(
			(p) => p.name === 'platforms',
		);
		expect(networks?.options).toContainEqual({ name: 'WhatsApp', value: 'whatsapp' });
		const node = trigger({ platforms: ['whatsapp'] });
		const whatsApp = messageEvent({ platform: 'whatsapp', senderId: '34600111222' });
		expect((await node.deliver(signed(whatsApp))).items).toHaveLength(1);
		await bed.expectFiltered(node, [messageEvent({ platform: 'facebook' })]);
		expect(node.executions.flat().map((item) => item.json.platform)).toEqual(['whatsapp']);
	});

	it('filters unchosen kinds, ignores unknown ones (200) and answers 400 naming what is wrong with a messages body', async () => {
		const node = trigger();
		const feed = await node.deliver(signed({ type: 'feed', data: { id: 'x' } }));
		expect(feed.status).toBe(200);
		expect(feed.items).toBeUndefined();
		expect(feed.body).toMatchObject({ emitted: 0, filtered: 1 });
		await bed.expectUnknownKindIgnored(node);
		const noId = await node.deliver(signed(messageEvent({ id: '' })));
		expect(noId.status).toBe(400);
		expect(JSON.stringify(noId.body)).toMatch(/id \(the message id\) must be a non-empty string/);
		const badType = await node.deliver(signed(messageEvent({ type: 'draft' })));
		expect(badType.status).toBe(400);
		expect(JSON.stringify(badType.body)).toMatch(/type must be \\"received\\" or \\"sent\\"/);
		expect(node.executions).toEqual([]);
	});

	it('works the same on the test webhook ("Execute step")', async () => {
		const node = trigger();
		const call = await node.deliver(signed(messageEvent(), { test: true }));
		expect(call.items).toHaveLength(1);
		const forged = signed(messageEvent(), { test: true, secret: 'not-the-secret' });
		expect((await node.deliver(forged)).status).toBe(401);
	});
});
