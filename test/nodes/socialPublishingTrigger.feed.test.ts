/**
 * The Social Publishing Trigger's New Feed Article event against a real sandbox: its webhook lifecycle through n8n-core's HookContext,
 * its deliveries through n8n-core's WebhookContext (test/helpers/webhookHarness.ts), and end to
 * end: a followed feed gains an article, the sandbox polls, signs and POSTs it to the node's URL.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { IDataObject } from 'n8n-workflow';

import {
	forgedDelivery,
	postOverHttp,
	triggerTestBed,
	type SubscriptionView,
} from '../helpers/triggerTestBed';
import { REMEMBERED_EVENTS } from '../../nodes/SocialPublishing/triggers/webhook/state';
import { expectSignatureRefusals } from '../helpers/webhookHarness';

const SECRET = 'trigger-feed-secret-1';
const FIXTURE = join(__dirname, '..', 'fixtures', 'feeds', 'guardian.rss');

const bed = triggerTestBed({
	secret: SECRET,
	events: ['newFeedArticle'],
	schedulerIntervalMs: 100,
});
const { api, trigger, signed } = bed;

/** The profile's feed webhook as the sandbox stores it (the API has no read of it). */
function sandboxWebhook(refId: string): { url: string; secret: string | null } | undefined {
	return bed.sandbox.db
		.prepare(
			"SELECT w.url, w.secret FROM hook_webhooks w JOIN profiles p ON p.id = w.profile_id WHERE w.action = 'feed' AND p.ref_id = ?",
		)
		.get(refId) as { url: string; secret: string | null } | undefined;
}

/** The primary profile's feed webhook, signed with the Secret. */
const primaryWebhook: SubscriptionView = {
	listed: () => sandboxWebhook(bed.primaryRefId),
	subscribed: (url) => ({ url, secret: SECRET }),
};

let deliveryCount = 0;
function feedEvent(overrides: IDataObject = {}, data: IDataObject = {}): IDataObject {
	deliveryCount++;
	return {
		type: 'feed',
		refId: bed.primaryRefId,
		title: 'Primary Profile',
		data: {
			id: `delivery${String(deliveryCount).padStart(12, '0')}`,
			feedId: 'feedAAAAAAAAAAAAAAAA',
			url: 'https://blog.example/feed.xml',
			title: `Article ${deliveryCount}`,
			link: `https://blog.example/posts/${deliveryCount}`,
			description: 'Text',
			published: '2026-03-01T08:00:00.000Z',
			...data,
		},
		...overrides,
	};
}

const articleId = (event: IDataObject): string => (event.data as IDataObject).id as string;

describe('webhook lifecycle (HookContext)', () => {
	it('create() subscribes the node URL with the secret, checkExists follows, delete() unsubscribes', async () => {
		await bed.expectSubscribedUntilDeactivated(primaryWebhook, { hooks: ['feed'] });
	});

	it('checkExists is false when the secret changed since the subscription, so create runs again', async () => {
		const first = trigger();
		await first.activate();
		const edited = trigger({ secret: 'another-secret-2' }, first.savedStaticData);
		expect(await edited.checkExists()).toBe(false);
		await edited.activate();
		expect(sandboxWebhook(bed.primaryRefId)).toEqual({
			url: edited.webhookUrl(),
			secret: 'another-secret-2',
		});
		await edited.delete();
	});

	it('subscribes without a secret (unsigned deliveries) when Secret is empty', async () => {
		const node = trigger({ secret: '' });
		await node.activate();
		expect(sandboxWebhook(bed.primaryRefId)).toEqual({ url: node.webhookUrl(), secret: null });
		await node.delete();
	});

	it('Act As Profile Key subscribes that profile, not the primary one', async () => {
		const created = await api('POST', '/profiles/create-profile', {
			title: 'Feed trigger profile',
		});
		expect(created.profileKey).toEqual(expect.any(String));
		const node = trigger({ actAs: 'profileKey', profileKey: created.profileKey });
		await node.activate();
		expect(sandboxWebhook(created.refId)).toEqual({ url: node.webhookUrl(), secret: SECRET });
		expect(sandboxWebhook(bed.primaryRefId)).toBeUndefined();
		expect(await node.checkExists()).toBe(true);
		await node.delete();
		expect(sandboxWebhook(created.refId)).toBeUndefined();
	});

	it('"Execute step" takes the webhook for the test URL, then hands it back to production', async () => {
		await bed.expectTestUrlHandedBack(primaryWebhook);
	});

	it('says which field is wrong for a too short secret, and sends nothing', async () => {
		const node = trigger({ secret: 'short' });
		await expect(node.activate()).rejects.toThrow(/Secret is too short: 5 characters/);
		expect(sandboxWebhook(bed.primaryRefId)).toBeUndefined();
	});

	it('fails activation with the API error for a wrong API key, without the key in the message', async () => {
		await bed.expectWrongApiKeyRefused();
	});
});

describe('webhook() (WebhookContext)', () => {
	it('emits one item per article for a correctly signed delivery', async () => {
		const node = trigger();
		const body = feedEvent();
		const call = await node.deliver(signed(body));
		expect(call.status).toBe(200);
		expect(call.body).toEqual({ message: 'Workflow was started' });
		const data = body.data as IDataObject;
		expect(call.items?.map((item) => item.json)).toEqual([
			{
				event: 'newFeedArticle',
				...data,
				feedRefId: bed.primaryRefId,
				profileTitle: 'Primary Profile',
				deliveryId: data.id,
			},
		]);
	});

	it('answers 401 and emits nothing for a forged signature, a wrong secret, a missing one or a stale timestamp', async () => {
		await expectSignatureRefusals(trigger(), feedEvent(), SECRET, (body) => ({
			...body,
			refId: 'other',
		}));
	});

	it('accepts a timestamp within 5 minutes either way', async () => {
		const node = trigger();
		expect((await node.deliver(signed(feedEvent(), { at: Date.now() - 290_000 }))).status).toBe(
			200,
		);
		expect((await node.deliver(signed(feedEvent(), { at: Date.now() + 290_000 }))).status).toBe(
			200,
		);
		expect(node.executions).toHaveLength(2);
	});

	it('emits a redelivery (same data.id) once, and still answers 200 so the service stops', async () => {
		// The memory is workflow static data, saved as n8n saves it: a restarted n8n still knows.
		await bed.expectRedeliveryDropped(feedEvent());
	});

	it(`remembers the last ${REMEMBERED_EVENTS * 2} ids, in the list message events share`, async () => {
		const first = feedEvent();
		// The memory one short of full: the first id, then 998 others.
		const filler = Array.from({ length: REMEMBERED_EVENTS * 2 - 2 }, (_, i) => `d:filler${i}`);
		const seenEvents = [`d:${articleId(first)}`, ...filler];
		const node = trigger({}, { 'node:Trigger': { seenEvents } });
		expect((await node.deliver(signed(first))).items).toBeUndefined();
		await node.deliver(signed(feedEvent()));
		expect((await node.deliver(signed(first))).items).toBeUndefined();
		await node.deliver(signed(feedEvent()));
		expect((node.staticData.seenEvents as string[]).length).toBe(REMEMBERED_EVENTS * 2);
		expect((await node.deliver(signed(first))).items).toHaveLength(1);
	});

	it('ignores a delivery that is not of type feed (200, no items)', async () => {
		const node = trigger();
		const call = await node.deliver(signed(feedEvent({ type: 'messages' })));
		expect(call.status).toBe(200);
		expect(call.items).toBeUndefined();
		expect(call.body).toMatchObject({ ignored: expect.stringContaining('"messages"') });
	});

	it('answers 400 for a feed body without an article id', async () => {
		const node = trigger();
		const call = await node.deliver(signed(feedEvent({ data: { title: 'no id' } })));
		expect(call.status).toBe(400);
		expect(call.items).toBeUndefined();
		expect(JSON.stringify(call.body)).toMatch(/data\.id/);
	});

	it('filters by feed id and by profile refId', async () => {
		const node = trigger({ feedId: 'feedWANTEDAAAAAAAAAA', profileRefId: bed.primaryRefId });
		const wanted = feedEvent({}, { feedId: 'feedWANTEDAAAAAAAAAA' });
		const otherFeed = feedEvent({}, { feedId: 'feedOTHERAAAAAAAAAAA' });
		const otherProfile = feedEvent({ refId: 'someoneelse' }, { feedId: 'feedWANTEDAAAAAAAAAA' });
		expect((await node.deliver(signed(wanted))).items).toHaveLength(1);
		const skipped = await node.deliver(signed(otherFeed));
		expect(skipped.status).toBe(200);
		expect(skipped.items).toBeUndefined();
		expect(skipped.body).toMatchObject({ filtered: 1 });
		expect((await node.deliver(signed(otherProfile))).items).toBeUndefined();
		expect(node.executions.flat().map((item) => item.json.deliveryId)).toEqual([
			(wanted.data as IDataObject).id,
		]);
	});

	it('accepts unsigned deliveries when no secret is set', async () => {
		const node = trigger({ secret: '' });
		const call = await node.deliver({
			rawBody: JSON.stringify(feedEvent()),
			headers: { 'content-type': 'application/json' },
		});
		expect(call.items).toHaveLength(1);
	});

	it('works the same on the test webhook ("Execute step")', async () => {
		const node = trigger();
		const call = await node.deliver({ ...signed(feedEvent()), test: true });
		expect(call.items).toHaveLength(1);
		expect(node.webhookUrl(true)).toMatch(/\/webhook-test\/[0-9a-f-]{36}\/events$/);
	});
});

describe('end to end: the sandbox polls a feed and delivers to the node over HTTP', () => {
	let site: Server;
	let siteUrl: string;
	let document = readFileSync(FIXTURE, 'utf8');

	beforeAll(async () => {
		site = createServer((_req, res) => {
			res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(document);
		});
		await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
		siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/world/rss`;
	});

	afterAll(async () => {
		await new Promise<void>((resolve) => {
			site.close(() => resolve());
			site.closeAllConnections();
		});
	});

	it('emits exactly the appended article, signature verified, once', async () => {
		const node = trigger();
		await bed.servedOverHttp(node, async (url, receiver) => {
			expect(sandboxWebhook(bed.primaryRefId)).toEqual({ url, secret: SECRET });
			const added = await api('POST', '/feed', { url: siteUrl });
			expect(added).toMatchObject({ status: 'success', id: expect.any(String) });
			expect(await api('POST', '/admin/feeds/poll')).toMatchObject({ newItems: 0 });
			expect(receiver.requests).toBe(0);

			const item =
				'<item><title>Tulips bloom early across Europe</title>' +
				'<link>https://www.theguardian.com/world/2026/mar/01/tulips</link>' +
				'<description>&lt;p&gt;Warm winter.&lt;/p&gt;</description>' +
				'<guid isPermaLink="false">tulips-2026</guid>' +
				'<pubDate>Sun, 01 Mar 2026 08:00:00 GMT</pubDate></item>';
			document = document.replace('<item>', `${item}<item>`);
			const report = await api('POST', '/admin/feeds/poll');
			expect(report).toMatchObject({ newItems: 1, queued: 1, delivered: 1, failed: 0 });
			expect(receiver.requests).toBe(1);

			expect(node.executions).toHaveLength(1);
			const [[emitted]] = node.executions;
			expect(emitted.json).toEqual({
				event: 'newFeedArticle',
				id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
				feedId: added.id,
				url: siteUrl,
				title: 'Tulips bloom early across Europe',
				link: 'https://www.theguardian.com/world/2026/mar/01/tulips',
				description: expect.stringContaining('Warm winter.'),
				published: '2026-03-01T08:00:00.000Z',
				feedRefId: bed.primaryRefId,
				profileTitle: 'Primary Profile',
				deliveryId: emitted.json.id,
			});
			const { deliveries } = await api('GET', '/admin/feeds/deliveries?limit=1');
			expect(deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });

			// The service redelivers the same body (at least once): the node answers 200, emits nothing.
			expect(await postOverHttp(url, signed(deliveries[0].body as IDataObject))).toBe(200);
			expect(node.executions).toHaveLength(1);

			// A forged delivery over HTTP: 401, and nothing more emitted.
			expect(await postOverHttp(url, forgedDelivery(feedEvent()))).toBe(401);
			expect(node.executions).toHaveLength(1);
		});
		expect(sandboxWebhook(bed.primaryRefId)).toBeUndefined();
	});
});
