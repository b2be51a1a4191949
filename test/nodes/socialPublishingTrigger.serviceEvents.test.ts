/**
 * The Social Publishing Trigger's scheduled post and account events against a real sandbox: its subscriptions (`scheduled`, `social`) through
 * n8n-core's HookContext, deliveries through n8n-core's WebhookContext, and end to end: a post the
 * sandbox fails on purpose and an unlinked account reach the node's URL served over HTTP.
 */
import type { IDataObject } from 'n8n-workflow';

import { forgedDelivery, postOverHttp, triggerTestBed } from '../helpers/triggerTestBed';
import { expectSignatureRefusals } from '../helpers/webhookHarness';
import { utc, waitFor } from '../helpers/testSandbox';

const SECRET = 'event-hook-secret-1';
const ALL_EVENTS = ['scheduledPublished', 'scheduledFailed', 'accountLinked', 'accountUnlinked'];

const bed = triggerTestBed({ secret: SECRET, events: ALL_EVENTS, schedulerIntervalMs: 20 });
const { api, trigger, signed, listedHooks } = bed;

let count = 0;
function scheduledEvent(overrides: IDataObject = {}): IDataObject {
	count++;
	return {
		action: 'scheduled',
		id: `post${String(count).padStart(16, '0')}`,
		status: 'error',
		postIds: [{ status: 'success', id: '1', postUrl: 'https://x.example/1', platform: 'twitter' }],
		errors: [{ action: 'post', status: 'error', code: 152, message: 'down', platform: 'linkedin' }],
		scheduleDate: '2026-03-02T10:00:00Z',
		post: `Post ${count}`,
		platforms: ['twitter', 'linkedin'],
		refId: bed.primaryRefId,
		title: 'Primary Profile',
		created: '2026-03-02T10:00:01.000Z',
		deliveryId: `delivery${String(count).padStart(12, '0')}`,
		...overrides,
	};
}

function socialEvent(overrides: IDataObject = {}): IDataObject {
	count++;
	return {
		action: 'social',
		type: 'unlink',
		platform: 'instagram',
		refId: bed.primaryRefId,
		title: 'Primary Profile',
		reason: 'Unlinked by the user.',
		created: `2026-03-02T10:00:${String(count % 60).padStart(2, '0')}.000Z`,
		deliveryId: `delivery${String(count).padStart(12, '0')}`,
		...overrides,
	};
}

describe('subscription lifecycle (HookContext)', () => {
	it('subscribes the webhooks its events need, signed; deactivation unsubscribes them', async () => {
		const failedOnly = trigger({ events: ['scheduledFailed'] });
		await failedOnly.activate();
		expect(await listedHooks()).toEqual({
			scheduled: { url: failedOnly.webhookUrl(), signed: true },
		});
		expect(await failedOnly.checkExists()).toBe(true);
		expect(JSON.stringify(failedOnly.savedStaticData)).not.toContain(SECRET);

		// An event added since: the social webhook is missing, so n8n subscribes again.
		const edited = trigger(
			{ events: ['scheduledFailed', 'accountUnlinked'] },
			failedOnly.savedStaticData,
		);
		expect(await edited.checkExists()).toBe(false);
		await edited.activate();
		expect(await listedHooks()).toEqual({
			scheduled: { url: edited.webhookUrl(), signed: true },
			social: { url: edited.webhookUrl(), signed: true },
		});
		expect(await edited.deactivate()).toBe(true);
		expect(await listedHooks()).toEqual({});
		expect(await edited.checkExists()).toBe(false);
	});

	it('refuses no events and a too short secret, naming the field, and subscribes nothing', async () => {
		await bed.expectBadFieldsRefused(
			/scheduledPublished, scheduledFailed, tikTokPublished, accountLinked/,
		);
		expect(await listedHooks()).toEqual({});
	});
});

describe('webhook() (WebhookContext)', () => {
	it('emits one item per event, with what a workflow needs', async () => {
		const node = trigger();
		const failed = scheduledEvent();
		const call = await node.deliver(signed(failed));
		expect(call.status).toBe(200);
		expect(call.items?.map((item) => item.json)).toEqual([
			{
				event: 'scheduledFailed',
				id: failed.id,
				status: 'error',
				post: failed.post,
				platforms: ['twitter', 'linkedin'],
				postIds: failed.postIds,
				errors: failed.errors,
				failedPlatforms: ['linkedin'],
				publishedPlatforms: ['twitter'],
				scheduleDate: '2026-03-02T10:00:00Z',
				profileRefId: bed.primaryRefId,
				profileTitle: 'Primary Profile',
				created: failed.created,
				deliveryId: failed.deliveryId,
			},
		]);
		const published = await node.deliver(signed(scheduledEvent({ status: 'success', errors: [] })));
		expect(published.items?.[0].json).toMatchObject({
			event: 'scheduledPublished',
			failedPlatforms: [],
		});
		const unlinked = await node.deliver(signed(socialEvent()));
		expect(unlinked.items?.[0].json).toMatchObject({
			event: 'accountUnlinked',
			type: 'unlink',
			platform: 'instagram',
			reason: 'Unlinked by the user.',
			profileTitle: 'Primary Profile',
		});
		const linked = await node.deliver(
			signed(socialEvent({ type: 'link', reason: undefined, displayName: 'Primary Profile' })),
		);
		expect(linked.items?.[0].json).toMatchObject({
			event: 'accountLinked',
			displayName: 'Primary Profile',
		});
	});

	it('answers 401 and emits nothing for a forged, tampered, stale, unsigned or wrongly keyed delivery', async () => {
		await expectSignatureRefusals(trigger(), scheduledEvent(), SECRET, (body) => ({
			...body,
			status: 'success',
		}));
	});

	it('drops a redelivery, also after a restart', async () => {
		await bed.expectRedeliveryDropped(socialEvent());
	});

	it('filters by event, network and profile refId; filtered deliveries answer 200', async () => {
		const node = trigger({
			events: ['scheduledFailed', 'accountUnlinked'],
			platforms: ['linkedin', 'instagram'],
			profileRefId: bed.primaryRefId,
		});
		expect((await node.deliver(signed(scheduledEvent()))).items).toHaveLength(1);
		expect((await node.deliver(signed(socialEvent()))).items).toHaveLength(1);
		await bed.expectFiltered(node, [
			scheduledEvent({ status: 'success', errors: [] }),
			scheduledEvent({ errors: [{ code: 152, platform: 'facebook' }] }),
			socialEvent({ platform: 'tiktok' }),
			socialEvent({ type: 'link' }),
			socialEvent({ refId: 'another-profile-ref' }),
		]);
	});

	it('ignores other actions (200) and answers 400 naming what is wrong with a body', async () => {
		const node = trigger();
		await bed.expectUnknownKindIgnored(node);
		const badStatus = await node.deliver(signed(scheduledEvent({ status: 'pending' })));
		expect(badStatus.status).toBe(400);
		expect(JSON.stringify(badStatus.body)).toMatch(
			/status must be \\"success\\" or \\"error\\" \(got \\"pending\\"\)/,
		);
		const badType = await node.deliver(signed(socialEvent({ type: 'relink' })));
		expect(badType.status).toBe(400);
		expect(JSON.stringify(badType.body)).toMatch(/type must be \\"link\\" or \\"unlink\\"/);
		expect(node.executions).toEqual([]);
	});
});

describe('end to end: the sandbox pushes events to the node over HTTP', () => {
	it('a post failed on purpose and an unlinked account start the workflow; deactivation unsubscribes', async () => {
		const node = trigger({ events: ['scheduledFailed', 'accountUnlinked'] });
		await bed.servedOverHttp(node, async (url) => {
			expect(await listedHooks()).toEqual({
				scheduled: { url, signed: true },
				social: { url, signed: true },
			});
			await api('POST', '/admin/faults', { platform: 'linkedin', reason: 'networkDown', count: 1 });
			const created = await api('POST', '/post', {
				post: 'Open late on Friday',
				platforms: ['twitter', 'linkedin'],
				scheduleDate: utc(Math.ceil(Date.now() / 1000) * 1000 + 2000),
			});
			expect(created.status).toBe('scheduled');
			await waitFor(async () => node.executions[0], 10_000);
			const history = await api('GET', `/history/${created.id}`);
			expect(node.executions[0][0].json).toMatchObject({
				event: 'scheduledFailed',
				id: created.id,
				status: 'error',
				errors: history.errors,
				postIds: history.postIds,
				failedPlatforms: ['linkedin'],
				publishedPlatforms: ['twitter'],
			});
			expect(history.errors[0]).toMatchObject({ code: 152, platform: 'linkedin' });

			await api('POST', '/admin/unlink', { platform: 'pinterest', reason: 'Client left.' });
			await waitFor(async () => node.executions[1]);
			expect(node.executions[1][0].json).toMatchObject({
				event: 'accountUnlinked',
				platform: 'pinterest',
				reason: 'Client left.',
			});
			expect(await postOverHttp(url, forgedDelivery(socialEvent()))).toBe(401);
			expect(node.executions).toHaveLength(2);
		});
		expect(await listedHooks()).toEqual({});
	});
});
