/**
 * What users see does not change by accident: the JSON of the four nodes' descriptions (every
 * field, option, default and display rule n8n reads) must equal the one recorded in
 * test/fixtures/nodeDescriptions.json, byte for byte. An intended change is recorded again with
 * `RECORD_NODE_DESCRIPTIONS=1` and shows in review as a diff of that file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';

const FIXTURE = join(__dirname, '..', 'fixtures', 'nodeDescriptions.json');

test('the nodes describe themselves exactly as recorded', () => {
	const descriptions = {
		SocialPublishing: new SocialPublishing().description,
		SocialPublishingTrigger: new SocialPublishingTrigger().description,
		SocialPublishingMessageTrigger: new SocialPublishingMessageTrigger().description,
		SocialPublishingSlotTrigger: new SocialPublishingSlotTrigger().description,
	};
	const text = `${JSON.stringify(descriptions, null, '\t')}\n`;
	if (process.env.RECORD_NODE_DESCRIPTIONS === '1') writeFileSync(FIXTURE, text);
	const recorded = readFileSync(FIXTURE, 'utf8');
	expect(JSON.parse(text)).toEqual(JSON.parse(recorded));
	// Key order too: n8n shows fields and options in the order the JSON holds them.
	expect(text).toBe(recorded);
});
