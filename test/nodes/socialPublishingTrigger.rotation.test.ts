/**
 * The Social Publishing Trigger and the profile's signing secret: a rotation while a workflow
 * listens loses no delivery (each carries the old and the new secret's signatures for 24 hours)
 * and lets no forged one in; and the `scheduled` action's `tikTokPublished` sub-action as an event.
 */
import type { IDataObject } from 'n8n-workflow';

import { postOverHttp, triggerTestBed } from '../helpers/triggerTestBed';
import { signedDelivery } from '../helpers/webhookHarness';
import { waitFor } from '../helpers/testSandbox';

const SECRET = 'trigger-rotation-secret-1';
const NEW_SECRET = 'trigger-rotation-secret-2';

const bed = triggerTestBed({
	secret: SECRET,
	events: ['scheduledPublished', 'tikTokPublished'],
	schedulerIntervalMs: 20,
});
const { api, trigger, signed } = bed;

let count = 0;
function tikTokPublished(overrides: IDataObject = {}): IDataObject {
	count++;
	return {
		action: 'scheduled',
		subAction: 'tikTokPublished',
		id: `post${String(count).padStart(16, '0')}`,
		status: 'success',
		code: 200,
		postIds: [
			{ status: 'success', id: '7311', postUrl: 'https://tiktok.example/7311', platform: 'tiktok' },
		],
		errors: [],
		post: 'New video',
		platforms: ['tiktok', 'facebook'],
		refId: bed.primaryRefId,
		title: 'Primary Profile',
		created: '2026-11-26T02:00:00.000Z',
		deliveryId: `delivery${String(count).padStart(12, '0')}`,
		...overrides,
	};
}

describe('the tikTokPublished sub-action', () => {
	it('is its own event: TikTok Video Published, not a second Scheduled Post Published', async () => {
		const body = tikTokPublished();
		const call = await trigger().deliver(signed(body));
		expect(call.items?.map((item) => item.json)).toEqual([
			expect.objectContaining({
				event: 'tikTokPublished',
				id: body.id,
				postUrl: 'https://tiktok.example/7311',
				profileRefId: bed.primaryRefId,
			}),
		]);
		const publishedOnly = trigger({ events: ['scheduledPublished'] });
		const filtered = await publishedOnly.deliver(signed(tikTokPublished()));
		expect(filtered.status).toBe(200);
		expect(filtered.items).toBeUndefined();
	});
});

describe('a rotation while the workflow listens', () => {
	it('loses no delivery and lets no forged one in', async () => {
		const node = trigger({ events: ['scheduledPublished', 'tikTokPublished'] });
		await bed.servedOverHttp(node, async (url) => {
			await api('POST', '/hook/webhook/secret', { secret: NEW_SECRET });
			// A TikTok post sent at once: its tikTokPublished delivery carries both signatures.
			const sent = await api('POST', '/post', {
				post: 'Rotation clip',
				platforms: ['tiktok'],
				mediaUrls: ['https://example.com/clip.mp4'],
			});
			expect(sent.status).toBe('success');
			await waitFor(async () => node.executions[0], 10_000);
			expect(node.executions[0][0].json).toMatchObject({ event: 'tikTokPublished', id: sent.id });

			// Forged during the window: two digests, neither from a secret of the profile.
			const forged = signedDelivery(tikTokPublished(), [
				'forged-secret-aaaa',
				'forged-secret-bbbb',
			]);
			expect(await postOverHttp(url, forged)).toBe(401);
			// Signed with the new secret alone (after the window): this node still holds the old one.
			expect(await postOverHttp(url, signedDelivery(tikTokPublished(), NEW_SECRET))).toBe(401);
			expect(node.executions).toHaveLength(1);
		});
		// A receiver moved to the new secret takes the same dual-signed delivery.
		const moved = trigger({ secret: NEW_SECRET });
		const dual = await moved.deliver(signedDelivery(tikTokPublished(), [NEW_SECRET, SECRET]));
		expect(dual.items).toHaveLength(1);
	});
});
