/**
 * The messaging and webhook-trigger facts the node and the sandbox derive from the registry
 * (#35): a network that offers messaging states its rule, and each network's video-published
 * sub-action is an event of the trigger, delivered by the `scheduled` webhook.
 */
import {
	MESSAGING_NETWORKS,
	messagingRule,
	networkEntry,
	networksOffering,
	NETWORK_IDS,
	VIDEO_PUBLISHED_EVENTS,
} from '../../src/engine/networks';
import { EVENT_HOOKS, EVENT_OPTIONS } from '../../nodes/SocialPublishing/triggers/webhook/events';
import { LATE_DELIVERY_WINDOW_MS } from '../../nodes/SocialPublishing/triggers/message/cursor';

describe('messaging rules in the registry', () => {
	it('every messaging network states its rule, and only those', () => {
		for (const network of MESSAGING_NETWORKS) {
			expect(messagingRule(network).maxTextLength).toBeGreaterThan(0);
		}
		const offering: readonly string[] = networksOffering('messaging');
		for (const platform of NETWORK_IDS) {
			expect(networkEntry(platform).offers.messaging !== undefined).toBe(
				offering.includes(platform),
			);
		}
	});

	it('a network that delivers late gets a late-delivery window of that long and a minute', () => {
		for (const network of MESSAGING_NETWORKS) {
			const late = messagingRule(network).lateDeliveryMinutes ?? 0;
			expect(LATE_DELIVERY_WINDOW_MS[network]).toBe(late > 0 ? (late + 1) * 60_000 : 0);
		}
	});
});

describe('video-published events', () => {
	it('each network sub-action is a trigger event on the scheduled webhook, with an option', () => {
		expect(VIDEO_PUBLISHED_EVENTS.length).toBeGreaterThan(0);
		for (const { subAction } of VIDEO_PUBLISHED_EVENTS) {
			expect(EVENT_HOOKS[subAction]).toBe('scheduled');
			expect(EVENT_OPTIONS.map((option) => option.value)).toContain(subAction);
		}
	});
});
