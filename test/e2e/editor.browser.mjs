#!/usr/bin/env node
// The n8n editor, in headless Chromium (playwright-core, Debian's /usr/bin/chromium), against the
// running n8n of scripts/e2e.sh: sign in as the owner, open the node creator, search "Social
// Publishing", see the action node and the Message and Slot triggers (the Social Publishing Trigger
// shares the action node's entry: test/e2e/trigger.browser.mjs); add the action node
// (its "Publish a post" action) and check that its Resource dropdown lists exactly the resources
// nodes/SocialPublishing/SocialPublishing.node.ts declares (plus n8n's own "Custom API Call").
//
//   node test/e2e/editor.browser.mjs
//
// Environment (set by scripts/e2e.sh): SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
// SP_E2E_ARTIFACTS; SP_CHROMIUM overrides /usr/bin/chromium. The owner account must exist
// (test/e2e/trigger-feed.mjs creates it; this script creates it itself when it runs alone).
// Screenshots: <artifacts>/editor-node-panel.png, editor-node-open.png, editor-resource-list.png
// (and editor-failure.png when a step fails). Prints "editor: N passed, M failed, K skipped"; the
// Chromium, sign-in and node panel are the other browser sub-legs' (test/e2e/lib/editor-browser.mjs).

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { runEditorLeg } from './lib/editor-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const NODES_DIR = join(here, '..', '..', 'nodes', 'SocialPublishing');

/** The displayName of a node file's description: the node's own. */
function displayNameOf(file) {
	const source = readFileSync(join(NODES_DIR, file), 'utf8');
	// The class's description, not a property declared above it.
	const match = source
		.slice(source.indexOf('INodeTypeDescription = {'))
		.match(/displayName:\s*'([^']+)'/);
	if (!match) throw new Error(`no displayName in ${file}`);
	return match[1];
}

/**
 * The option labels of the Resource property, as the built node describes them (the picker is derived
 * from the resource map, so the source has no literal list to read).
 */
function resourceLabels() {
	const built = join(here, '..', '..', 'dist', 'nodes', 'SocialPublishing', 'SocialPublishing.node.js');
	if (!existsSync(built)) throw new Error(`${built} is missing: the e2e leg builds before this runs`);
	const { SocialPublishing } = createRequire(import.meta.url)(built);
	const resource = new SocialPublishing().description.properties.find((p) => p.name === 'resource');
	const labels = (resource?.options ?? []).map((option) => option.name);
	if (labels.length === 0) throw new Error('no Resource options in the built SocialPublishing node');
	return labels;
}

/** The resources the brief of this test names; the source must still have every one of them. */
const EXPECTED_RESOURCES = [
	'Post',
	'History',
	'Media',
	'Hashtag',
	'Link',
	'Auto Schedule',
	'Profile',
	'User',
	'Review',
	'Message',
	'Feed',
	'Bio Page',
	'AI',
	'Analytics',
	'Brand',
];
/** Options n8n adds by itself to a node whose credentials an HTTP Request can use. */
const N8N_ADDED_RESOURCES = ['Custom API Call'];

function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

runEditorLeg(
	'editor',
	{ failureShot: () => 'editor-failure.png' },
	async ({ page, check: step, ui, owner, artifacts }) => {
		const actionNode = displayNameOf('SocialPublishing.node.ts');
		const triggers = [
			'SocialPublishingMessageTrigger.node.ts',
			'SocialPublishingSlotTrigger.node.ts',
		].map(displayNameOf);
		const sourceResources = resourceLabels();
		const missingFromSource = EXPECTED_RESOURCES.filter((r) => !sourceResources.includes(r));
		await step('sign in as the owner', async () => await ui.signIn(owner));

		await step(
			`the node creator lists "${actionNode}" and its ${triggers.length} triggers`,
			async () => {
				await ui.openPanel('Social Publishing');
				const names = page.getByTestId('node-creator-item-name');
				await names.getByText(actionNode, { exact: true }).waitFor();
				// n8n's panel may drop " Trigger" from a trigger's name; either spelling, as a whole name, counts.
				for (const trigger of triggers) {
					const shortName = trigger.replace(/ trigger/i, '');
					await names
						.getByText(
							new RegExp(`^\\s*(${escapeRegExp(trigger)}|${escapeRegExp(shortName)})\\s*$`),
						)
						.first()
						.waitFor();
				}
				await page.screenshot({ path: join(artifacts, 'editor-node-panel.png') });
				const shown = await names.allInnerTexts();
				return `shown: ${shown.map((s) => s.trim()).join(', ')}`;
			},
		);

		await step(
			`"${actionNode}" opens with the Resource dropdown listing every resource of the source`,
			async () => {
				if (missingFromSource.length)
					throw new Error(
						`SocialPublishing.node.ts no longer declares: ${missingFromSource.join(', ')}`,
					);
				await page
					.getByTestId('node-creator-item-name')
					.getByText(actionNode, { exact: true })
					.click();
				// The node's actions, grouped by resource: add it with one of them; n8n opens it. On an
				// empty canvas n8n shows the trigger's events first and folds "Actions (N)": unfold it.
				const publish = page
					.getByTestId('item-iterator-item')
					.filter({ hasText: /^\s*Publish a post\s*$/ })
					.first();
				await ui.unfoldActions(publish);
				await publish.click();
				const ndv = page.getByTestId('ndv');
				await ndv.waitFor();
				const resource = page.getByTestId('parameter-input-resource');
				await resource.waitFor();
				await page.screenshot({ path: join(artifacts, 'editor-node-open.png') });
				await resource.click();
				const options = page.locator('li.el-select-dropdown__item').filter({ visible: true });
				await options.first().waitFor();
				const shown = (await options.allInnerTexts()).map((s) => s.trim()).filter(Boolean);
				await page.screenshot({ path: join(artifacts, 'editor-resource-list.png') });
				const missing = sourceResources.filter((r) => !shown.includes(r));
				const extra = shown.filter(
					(r) => !sourceResources.includes(r) && !N8N_ADDED_RESOURCES.includes(r),
				);
				if (missing.length || extra.length) {
					throw new Error(
						`Resource options differ from SocialPublishing.node.ts: missing ${JSON.stringify(missing)}, unexpected ${JSON.stringify(extra)} (shown: ${shown.join(', ')})`,
					);
				}
				await page.keyboard.press('Escape');
				return `${sourceResources.length} resources: ${sourceResources.join(', ')} (+ n8n's ${N8N_ADDED_RESOURCES.join(', ')})`;
			},
		);

		console.log(
			`screenshots: ${
				['editor-node-panel.png', 'editor-node-open.png', 'editor-resource-list.png']
					.map((f) => join(artifacts, f))
					.filter((f) => existsSync(f))
					.join(', ') || 'none'
			}`,
		);
	},
);
