/**
 * The Social Publishing Trigger as one node: its description as n8n's node panel reads it (the
 * events listed as triggers of Social Publishing), its notices in n8n 2.x's words, and its
 * lifecycle across webhooks: activation subscribes exactly the webhooks the chosen events need,
 * deactivation releases exactly those, and one node takes every kind of delivery.
 */
import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { triggerTestBed } from '../helpers/triggerTestBed';

const { description } = new SocialPublishingTrigger();

const bed = triggerTestBed({ secret: 'one-trigger-secret-1', schedulerIntervalMs: 20 });
const { api, trigger, signed } = bed;

/** action → URL of the primary profile's `/hook/webhook` subscriptions, plus its feed webhook. */
async function subscriptions(): Promise<Record<string, string>> {
	const { webhooks } = await api('GET', '/hook/webhook');
	const listed = Object.fromEntries((webhooks as any[]).map((h) => [h.action, h.url]));
	const feed = bed.sandbox.db
		.prepare(
			'SELECT w.url FROM feed_webhooks w JOIN profiles p ON p.id = w.profile_id WHERE p.ref_id = ?',
		)
		.get(bed.primaryRefId) as { url: string } | undefined;
	return feed ? { ...listed, feed: feed.url } : listed;
}

const property = (name: string) =>
	description.properties.find((p) => p.name === name) as INodeProperties;

describe('description: one trigger that n8n lists with the Social Publishing node', () => {
	it('is named after the action node, so n8n\'s panel groups them ("<name>Trigger" minus "Trigger")', () => {
		expect(description).toMatchObject({
			name: 'socialPublishingTrigger',
			displayName: 'Social Publishing Trigger',
			group: ['trigger'],
			defaults: { name: 'Social Publishing Trigger' },
			webhooks: [
				{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'events' },
			],
		});
		expect(description.name.replace('Trigger', '')).toBe(new SocialPublishing().description.name);
		expect(description.icon).toEqual({
			light: 'file:socialPublishingTrigger.svg',
			dark: 'file:socialPublishingTrigger.dark.svg',
		});
	});

	it('has an "Events" list whose options the panel names "On new feed article", ...', () => {
		const events = property('events');
		expect(events).toMatchObject({ displayName: 'Events', type: 'multiOptions', required: true });
		const options = events.options as INodePropertyOptions[];
		expect(options.map((o) => [o.value, o.action])).toEqual([
			['newFeedArticle', 'On new feed article'],
			['messageReceived', 'On message received'],
			['messageSent', 'On message sent'],
			['messageRead', 'On message read'],
			['reaction', 'On reaction'],
			['scheduledPublished', 'On scheduled post published'],
			['scheduledFailed', 'On scheduled post failed'],
			['tikTokPublished', 'On TikTok video published'],
			['accountLinked', 'On account linked'],
			['accountUnlinked', 'On account unlinked'],
		]);
	});

	it('shows each filter for the events it applies to', () => {
		expect(property('feedId').displayOptions).toEqual({ show: { events: ['newFeedArticle'] } });
		expect(property('conversationId').displayOptions?.show?.events).toEqual([
			'messageReceived',
			'messageSent',
			'messageRead',
			'reaction',
		]);
		expect(property('platforms').displayOptions?.show?.events).not.toContain('newFeedArticle');
		expect(property('profileRefId').displayOptions).toBeUndefined();
		expect(property('secret').typeOptions?.password).toBe(true);
	});

	it('speaks n8n 2.x: "Execute step" to test, Publish (activate) the workflow, the sandbox page to try it', () => {
		const notices = description.properties
			.filter((p) => p.type === 'notice')
			.map((p) => p.displayName)
			.join('\n');
		expect(notices).toMatch(/"Execute step"/);
		expect(notices).toMatch(/Publishing \(activating\) this workflow/);
		expect(notices).toMatch(/not the "Publish a post" action/);
		// The page is found from the credential, not a fixed address (SP_SANDBOX_PORT moves it).
		expect(notices).toMatch(/credential Base URL without \/api/);
		expect(notices).not.toMatch(/127\.0\.0\.1:8787/);
		for (const button of [
			'A correspondent writes',
			'Read the feeds now',
			'Fail the next post',
			'Unlink',
		])
			expect(notices).toContain(`"${button}"`);
		expect(notices).not.toMatch(/Listen for test event|Activating the workflow|POST \/api\/admin/);
		const polling = new SocialPublishingMessageTrigger().description.properties;
		expect(polling.find((p) => p.type === 'notice')?.displayName).toMatch(
			/use the Social Publishing Trigger instead/,
		);
	});
});

describe('subscriptions across webhooks', () => {
	it('activation subscribes exactly the webhooks the events need; deactivation releases exactly those', async () => {
		const node = trigger({ events: ['newFeedArticle', 'messageReceived', 'scheduledFailed'] });
		// Someone else holds the social webhook: this trigger neither needs nor touches it.
		await api('POST', '/hook/webhook', { action: 'social', url: 'https://elsewhere.example/hook' });
		await node.activate();
		const url = node.webhookUrl();
		expect(await subscriptions()).toEqual({
			feed: url,
			messages: url,
			scheduled: url,
			social: 'https://elsewhere.example/hook',
		});
		expect(node.savedStaticData['node:Trigger']).toMatchObject({
			webhookUrl: url,
			hooks: ['feed', 'messages', 'scheduled'],
		});
		expect(await node.checkExists()).toBe(true);

		// Events edited since: the subscription is stale (create runs again on the next activation).
		const edited = trigger({ events: ['accountLinked'] }, node.savedStaticData);
		expect(await edited.checkExists()).toBe(false);
		// Deactivation releases what was subscribed, whatever Events says now.
		await edited.deactivate();
		expect(await subscriptions()).toEqual({ social: 'https://elsewhere.example/hook' });
		await api('DELETE', '/hook/webhook', { action: 'social' });
	});

	it('checkExists is false once the service no longer holds one of the webhooks', async () => {
		const node = trigger({ events: ['messageReceived', 'accountUnlinked'] });
		// The feed webhook is someone else's: no event here needs it, so nothing here touches it.
		await api('POST', '/feed/webhook', { url: 'https://elsewhere.example/feed' });
		await node.activate();
		expect(await node.checkExists()).toBe(true);
		await api('POST', '/hook/webhook', { action: 'social', url: 'https://elsewhere.example/hook' });
		expect(await node.checkExists()).toBe(false);
		await node.deactivate();
		// The social webhook another one took over stays theirs; messages is released.
		expect(await subscriptions()).toEqual({
			social: 'https://elsewhere.example/hook',
			feed: 'https://elsewhere.example/feed',
		});
		await api('DELETE', '/hook/webhook', { action: 'social' });
		await api('POST', '/feed/webhook', { url: '' });
	});

	it('"Execute step" hands back to production only what production held', async () => {
		const node = trigger({ events: ['messageReceived'] });
		await node.activate();
		const tested = trigger(
			{ events: ['messageReceived', 'scheduledPublished'] },
			node.savedStaticData,
		);
		expect(await tested.create(true)).toBe(true);
		expect(await subscriptions()).toEqual({
			messages: tested.webhookUrl(true),
			scheduled: tested.webhookUrl(true),
		});
		await tested.delete(true);
		expect(await subscriptions()).toEqual({ messages: node.webhookUrl() });
		await node.deactivate();
		expect(await subscriptions()).toEqual({});
	});
});

describe('one node, every kind of delivery', () => {
	it('emits one item per event, each saying its event', async () => {
		const node = trigger({
			events: ['newFeedArticle', 'messageReceived', 'scheduledFailed', 'accountUnlinked'],
		});
		const deliveries: IDataObject[] = [
			{
				type: 'feed',
				refId: bed.primaryRefId,
				data: { id: 'article00000000000001', feedId: 'feedAAAAAAAAAAAAAAAA', title: 'A' },
			},
			{
				action: 'messages',
				subAction: 'messageCreated',
				type: 'received',
				platform: 'instagram',
				id: 'message0000000000001',
				refId: bed.primaryRefId,
				deliveryId: 'delivery-m-1',
			},
			{
				action: 'scheduled',
				id: 'post0000000000000001',
				status: 'error',
				errors: [{ platform: 'linkedin', message: 'down' }],
				refId: bed.primaryRefId,
				deliveryId: 'delivery-s-1',
			},
			{
				action: 'social',
				type: 'unlink',
				platform: 'tiktok',
				refId: bed.primaryRefId,
				deliveryId: 'delivery-a-1',
			},
			// Chosen neither: filtered, answered 200.
			{
				action: 'social',
				type: 'link',
				platform: 'tiktok',
				refId: bed.primaryRefId,
				deliveryId: 'delivery-a-2',
			},
		];
		for (const body of deliveries) {
			expect((await node.deliver(signed(body))).status).toBe(200);
		}
		expect(node.executions.map((items) => items.map((item) => item.json.event))).toEqual([
			['newFeedArticle'],
			['messageReceived'],
			['scheduledFailed'],
			['accountUnlinked'],
		]);
	});
});
