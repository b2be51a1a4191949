#!/usr/bin/env node
// The n8n editor, in headless Chromium (playwright-core, Debian's /usr/bin/chromium), against the
// running n8n of scripts/e2e.sh: sign in as the owner, open the node creator, search "Social
// Publishing", see the action node and the Feed, Message, Message Webhook and Slot triggers; add the action node
// (its "Publish a post" action) and check that its Resource dropdown lists exactly the resources
// nodes/SocialPublishing/SocialPublishing.node.ts declares (plus n8n's own "Custom API Call").
//
//   node test/e2e/editor.browser.mjs
//
// Environment (set by scripts/e2e.sh): SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
// SP_E2E_ARTIFACTS; SP_CHROMIUM overrides /usr/bin/chromium. The owner account must exist
// (test/e2e/feed-trigger.mjs creates it; this script creates it itself when it runs alone).
// Screenshots: <artifacts>/editor-node-panel.png, editor-node-open.png, editor-resource-list.png
// (and editor-failure.png when a step fails). Prints "editor: N passed, M failed, K skipped"; the
// check runner and the owner sign-up are the other sub-legs' (test/e2e/lib/n8n-rest.mjs).

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, selectors } from 'playwright-core';

import { N8nRest, checkRunner, env, runMain } from './lib/n8n-rest.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const NODES_DIR = join(here, '..', '..', 'nodes', 'SocialPublishing');
const CHROMIUM = process.env.SP_CHROMIUM || '/usr/bin/chromium';
// Flags that work on these machines: no sandbox as root, nothing phoned home (the network is closed).
const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
const STEP_TIMEOUT_MS = 30_000;

const N8N_URL = env('SP_N8N_URL').replace(/\/$/, '');
const OWNER = { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') };
const ARTIFACTS = env('SP_E2E_ARTIFACTS');
const scrub = (text) => String(text).split(OWNER.password).join('[redacted]');

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

/** The option labels of the Resource property, as SocialPublishing.node.ts declares them. */
function resourceLabels() {
	const source = readFileSync(join(NODES_DIR, 'SocialPublishing.node.ts'), 'utf8');
	const at = source.indexOf("name: 'resource'");
	if (at < 0) throw new Error("SocialPublishing.node.ts has no name: 'resource' property");
	// `options: [` or `options: withFirst('post', [`
	const start = source.indexOf('[', source.indexOf('options:', at));
	const end = source.indexOf(']', start);
	const labels = [...source.slice(start, end).matchAll(/name:\s*'([^']+)'/g)].map((m) => m[1]);
	if (labels.length === 0) throw new Error('no Resource options found in SocialPublishing.node.ts');
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

async function main() {
	mkdirSync(ARTIFACTS, { recursive: true });
	if (!existsSync(CHROMIUM))
		throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set SP_CHROMIUM)`);
	const actionNode = displayNameOf('SocialPublishing.node.ts');
	const triggers = [
		'SocialPublishingFeedTrigger.node.ts',
		'SocialPublishingMessageTrigger.node.ts',
		'SocialPublishingMessageWebhookTrigger.node.ts',
		'SocialPublishingSlotTrigger.node.ts',
		'SocialPublishingEventTrigger.node.ts',
	].map(displayNameOf);
	const sourceResources = resourceLabels();
	const missingFromSource = EXPECTED_RESOURCES.filter((r) => !sourceResources.includes(r));
	// Creates the owner when this script runs alone (feed-trigger.mjs has usually done it already).
	await new N8nRest({ url: N8N_URL, owner: OWNER, scrub }).ownerSession();

	selectors.setTestIdAttribute('data-test-id'); // n8n's attribute
	const userDataDir = mkdtempSync(join(tmpdir(), 'sp-e2e-chromium-'));
	const context = await chromium.launchPersistentContext(userDataDir, {
		executablePath: CHROMIUM,
		headless: true,
		args: CHROMIUM_FLAGS,
		viewport: { width: 1440, height: 900 },
	});
	context.setDefaultTimeout(STEP_TIMEOUT_MS);
	const page = context.pages()[0] ?? (await context.newPage());
	const { check: step, finish } = checkRunner(scrub, {
		firstLine: true,
		onFailure: async () => {
			await page.screenshot({ path: join(ARTIFACTS, 'editor-failure.png') }).catch(() => {});
			console.log(`     screenshot: ${join(ARTIFACTS, 'editor-failure.png')}`);
		},
	});

	try {
		await step('sign in as the owner', async () => {
			await page.goto(`${N8N_URL}/signin`, { waitUntil: 'domcontentloaded' });
			await page.locator('input[name="emailOrLdapLoginId"]').fill(OWNER.email);
			await page.locator('input[name="password"]').fill(OWNER.password);
			await page.getByTestId('form-submit-button').click();
			await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
			return `landed on ${new URL(page.url()).pathname}`;
		});

		await step(
			`the node creator lists "${actionNode}" and its ${triggers.length} triggers`,
			async () => {
				await page.goto(`${N8N_URL}/workflow/new`, { waitUntil: 'domcontentloaded' });
				await page.getByTestId('node-creator-plus-button').click();
				const search = page.getByTestId('node-creator-search-bar');
				await search.fill('Social Publishing');
				const names = page.getByTestId('node-creator-item-name');
				await names.getByText(actionNode, { exact: true }).waitFor();
				// n8n's panel drops " Trigger" from some trigger names (it shows the Message Webhook Trigger as
				// "Social Publishing Message Webhook"); either spelling, as a whole name, counts.
				for (const trigger of triggers) {
					const shortName = trigger.replace(/ trigger/i, '');
					await names
						.getByText(
							new RegExp(`^\\s*(${escapeRegExp(trigger)}|${escapeRegExp(shortName)})\\s*$`),
						)
						.first()
						.waitFor();
				}
				await page.screenshot({ path: join(ARTIFACTS, 'editor-node-panel.png') });
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
				// The node's actions, grouped by resource: add it with one of them; n8n opens it.
				await page
					.getByTestId('item-iterator-item')
					.filter({ hasText: /^\s*Publish a post\s*$/ })
					.first()
					.click();
				const ndv = page.getByTestId('ndv');
				await ndv.waitFor();
				const resource = page.getByTestId('parameter-input-resource');
				await resource.waitFor();
				await page.screenshot({ path: join(ARTIFACTS, 'editor-node-open.png') });
				await resource.click();
				const options = page.locator('li.el-select-dropdown__item').filter({ visible: true });
				await options.first().waitFor();
				const shown = (await options.allInnerTexts()).map((s) => s.trim()).filter(Boolean);
				await page.screenshot({ path: join(ARTIFACTS, 'editor-resource-list.png') });
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
	} finally {
		await context.close().catch(() => {});
		rmSync(userDataDir, { recursive: true, force: true });
	}

	console.log(
		`screenshots: ${
			['editor-node-panel.png', 'editor-node-open.png', 'editor-resource-list.png']
				.map((f) => join(ARTIFACTS, f))
				.filter((f) => existsSync(f))
				.join(', ') || 'none'
		}`,
	);
	finish('editor');
}

runMain(main, scrub, 'editor');
