import { readDelivery } from '../../nodes/SocialPublishing/triggers/webhook/delivery';
import type { SocialPublishingTriggerState } from '../../nodes/SocialPublishing/triggers/webhook/state';

const ALL = {
	events: ['newFeedArticle', 'messageReceived'],
	platforms: [],
	feedId: '',
	conversationId: '',
	profileRefId: '',
};
const article = (id: string) => ({ type: 'feed', refId: 'r', data: { id, feedId: 'f' } });
const message = (id: string, deliveryId: string) => ({
	action: 'messages',
	subAction: 'messageCreated',
	type: 'received',
	platform: 'facebook',
	id,
	deliveryId,
});

/** How many items a delivery starts the workflow with (0 for a redelivery or an ignored body). */
function emitted(state: SocialPublishingTriggerState, body: object): number {
	const { reading } = readDelivery(body, state, ALL);
	return reading.kind === 'items' ? reading.items.length : 0;
}

describe('one dedupe for every kind of delivery (triggers/webhook/state.ts markSeen)', () => {
	it('drops a redelivery of a feed article an earlier version remembered apart (deliveredIds)', () => {
		const state: SocialPublishingTriggerState = { deliveredIds: ['old1'], seenEvents: ['c:m0'] };
		expect(emitted(state, article('old1'))).toBe(0);
		expect(state.deliveredIds).toBeUndefined();
		expect(state.seenEvents).toEqual(['d:old1', 'c:m0']);
		expect(emitted(state, article('new1'))).toBe(1);
	});

	it('keeps feed articles and message events in one list, so a delivery id is seen once whatever its kind', () => {
		const state: SocialPublishingTriggerState = {};
		expect(emitted(state, article('a1'))).toBe(1);
		expect(emitted(state, message('m1', 'd1'))).toBe(1);
		expect(state.seenEvents).toEqual(['d:a1', 'c:m1', 'd:d1']);
		// The service's delivery ids are unique across hooks: a second delivery with one is a redelivery.
		expect(emitted(state, message('m2', 'a1'))).toBe(0);
		expect(emitted(state, article('d1'))).toBe(0);
	});
});
