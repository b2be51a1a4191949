/**
 * Every node's Docs link lands on its own README section: a `documentationUrl` with an anchor that
 * the README has (a codex-only link gets n8n's query appended after the `#`, and lands at the top).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';

const README = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

/** GitHub's anchors for the README's headings. */
const anchors = new Set(
	[...README.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
		m[1]
			.trim()
			.toLowerCase()
			.replace(/[^\w\- ]/g, '')
			.replace(/ /g, '-'),
	),
);

describe.each([
	['Social Publishing', new SocialPublishing()],
	['Social Publishing Trigger', new SocialPublishingTrigger()],
	['Social Publishing Message Trigger', new SocialPublishingMessageTrigger()],
	['Social Publishing Slot Trigger', new SocialPublishingSlotTrigger()],
])('%s', (_name, node) => {
	it('has a documentationUrl to a README section that exists', () => {
		const url = node.description.documentationUrl ?? '';
		const match =
			/^https:\/\/github\.com\/social-publishing\/n8n-nodes-social-publishing#(.+)$/.exec(url);
		expect(match).not.toBeNull();
		expect(anchors).toContain(match?.[1]);
	});
});

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
