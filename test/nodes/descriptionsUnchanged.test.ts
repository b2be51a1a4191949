/**
 * What users see does not change by accident: the JSON of the four nodes' descriptions (every
 * field, option, default and display rule n8n reads) must equal the one recorded in
 * test/fixtures/nodeDescriptions.json, byte for byte. An intended change is recorded again with
 * `RECORD_NODE_DESCRIPTIONS=1`: the run prints what changed (each changed property, old → new), and
 * writes the recording only once CHANGELOG.md's Unreleased section has a line ending
 * `(node descriptions <hash>)`, the hash it prints; and the recording in place must be named so in
 * CHANGELOG.md, so a fixture re-recorded by hand (or in a merge) without its line fails too.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diff } from 'jest-diff';

import { propertyChanges } from '../helpers/propertyChanges';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { SocialPublishingSlotTrigger } from '../../nodes/SocialPublishing/SocialPublishingSlotTrigger.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';

const FIXTURE = join(__dirname, '..', 'fixtures', 'nodeDescriptions.json');
const CHANGELOG = join(__dirname, '..', '..', 'CHANGELOG.md');

/** The lines of CHANGELOG.md's Unreleased section. */
function unreleasedLines(): string[] {
	const text = readFileSync(CHANGELOG, 'utf8');
	const start = text.indexOf('## [Unreleased]');
	if (start < 0) return [];
	const next = text.indexOf('\n## ', start + 1);
	return text.slice(start, next < 0 ? undefined : next).split('\n');
}

/** What a line of CHANGELOG.md ends with for a recording: `(node descriptions <hash>)`. */
const recordingMention = (text: string) =>
	`(node descriptions ${createHash('sha256').update(text).digest('hex').slice(0, 12)})`;

const mentions = (lines: string[], mention: string) =>
	lines.some((line) => line.trimEnd().endsWith(mention));

/** Each changed property, old → new, one short line each. */
const changedProperties = (recorded: string, text: string) =>
	propertyChanges(JSON.parse(recorded), JSON.parse(text))
		.map((line) => `  ${line}`)
		.join('\n');

test('the recording in place is named in CHANGELOG.md', () => {
	const mention = recordingMention(readFileSync(FIXTURE, 'utf8'));
	const lines = readFileSync(CHANGELOG, 'utf8').split('\n');
	if (!mentions(lines, mention))
		throw new Error(
			`test/fixtures/nodeDescriptions.json was recorded without its CHANGELOG.md line: no line ends ` +
				`"${mention}". Say there what users see change, then record again with RECORD_NODE_DESCRIPTIONS=1.`,
		);
});

test('the nodes describe themselves exactly as recorded', () => {
	const descriptions = {
		SocialPublishing: new SocialPublishing().description,
		SocialPublishingTrigger: new SocialPublishingTrigger().description,
		SocialPublishingMessageTrigger: new SocialPublishingMessageTrigger().description,
		SocialPublishingSlotTrigger: new SocialPublishingSlotTrigger().description,
	};
	const text = `${JSON.stringify(descriptions, null, '\t')}\n`;
	const recorded = readFileSync(FIXTURE, 'utf8');
	const changes =
		text === recorded
			? ''
			: (diff(recorded, text, {
					aAnnotation: 'Recorded',
					bAnnotation: 'Now',
					contextLines: 3,
					expand: false,
				}) ?? '');
	if (process.env.RECORD_NODE_DESCRIPTIONS === '1' && text !== recorded) {
		// Written only with its changelog line: a failed recording leaves the old one in place.
		const mention = recordingMention(text);
		const properties = changedProperties(recorded, text);
		process.stdout.write(`What users will see change in the nodes' descriptions:\n${properties}\n`);
		if (!mentions(unreleasedLines(), mention))
			throw new Error(
				`${properties}\n\nNot recorded yet. Say what users will see change in CHANGELOG.md's Unreleased ` +
					`section, on a line ending "${mention}", then record again.`,
			);
		writeFileSync(FIXTURE, text);
		return;
	}
	if (text !== recorded)
		throw new Error(
			`The nodes' descriptions differ from test/fixtures/nodeDescriptions.json:\n` +
				`${changedProperties(recorded, text)}\n\n${changes}\n\n` +
				'If users are meant to see this, record it: RECORD_NODE_DESCRIPTIONS=1 npx jest test/nodes/descriptionsUnchanged.test.ts',
		);
});
