/**
 * The trigger notices name no fixed address. (That every node's and credential's Docs link lands on
 * a section that exists is test/docs/links.test.ts.)
 */
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';

describe('the trigger notices', () => {
	it('name no fixed sandbox address (SP_SANDBOX_PORT moves it)', () => {
		for (const node of [
			new SocialPublishingTrigger(),
			new SocialPublishingMessageTrigger(),
			new SocialPublishingSlotTrigger(),
		]) {
			const notices = node.description.properties
				.filter((p) => p.type === 'notice')
				.map((p) => p.displayName)
				.join('\n');
			expect(notices).not.toMatch(/127\.0\.0\.1:\d+|localhost:\d+/);
		}
	});
});
