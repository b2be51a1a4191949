#!/usr/bin/env node
// The n8n editor as a new user meets this package (issue 23), in headless Chromium against the
// running n8n of scripts/e2e.sh: the node panel (names, trigger marks, icons, search "publish a
// post", Publish first among the actions), then each node added from the panel and opened as n8n
// opens it: the action node (credential picker above the fields, a Networks list with no error,
// Docs link to its README section, canvas subtitle "Publish: post", a too-long tweet's error), the
// Slot Trigger and the Message Trigger (ready to test as added, subtitles, Networks pre-selected).
// A user with no credential yet: test/e2e/editor-new-user.browser.mjs.
//
//   node test/e2e/editor-panels.browser.mjs
//
// Environment: as test/e2e/editor.browser.mjs (SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
// SP_E2E_ARTIFACTS; SP_CHROMIUM). SP_DOCS_SCREENSHOTS=1 also writes the screenshots the README and
// docs/getting-started.md show to docs/screenshots/. Screenshots: <artifacts>/panels-*.png. Prints "editor-panels: N passed, ...".

import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { runEditorLeg } from './lib/editor-browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DOCS_SCREENSHOTS = join(here, '..', '..', 'docs', 'screenshots');
const README = 'https://github.com/social-publishing/n8n-nodes-social-publishing';

const ACTION = 'Social Publishing';
const SLOT = 'Social Publishing Slot Trigger';
const MESSAGE = 'Social Publishing Message Trigger';

const failureShot = (name) => `panels-failure-${name.replace(/\W+/g, '-').slice(0, 40)}.png`;

runEditorLeg('editor-panels', { failureShot }, async ({ page, check, ui, owner, artifacts }) => {
	const { ndv, names, openPanel, unfoldActions, addFromPanel, networkOptions } = ui;
	const shots = [];
	/** A screenshot into the artifacts; `docsName` also makes it one of the README's. */
	const shot = async (name, docsName) => {
		const file = join(artifacts, `panels-${name}.png`);
		await page.screenshot({ path: file });
		shots.push(file);
		if (docsName && process.env.SP_DOCS_SCREENSHOTS === '1') {
			mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
			copyFileSync(file, join(DOCS_SCREENSHOTS, docsName));
		}
	};
	const docsHref = async () =>
		await ndv()
			.locator('a')
			.filter({ hasText: /^\s*Docs\s*$/ })
			.first()
			.getAttribute('href');
	/** The canvas text of the node once its panel is closed. */
	const canvasHas = async (text) => {
		await page.getByTestId('ndv-close-button').first().click();
		await ndv().waitFor({ state: 'hidden' });
		await page.locator('.vue-flow').getByText(text, { exact: true }).first().waitFor();
	};

	await check('sign in as the owner', async () => await ui.signIn(owner));

	await check(
		'node panel: the Slot and Message triggers are named "... Trigger" with the trigger mark; the triggers have an icon of their own',
		async () => {
			await openPanel('Social Publishing');
			await names().getByText(ACTION, { exact: true }).waitFor();
			const iconOf = async (name) => {
				const item = page
					.getByTestId('item-iterator-item')
					.filter({ has: names().getByText(name, { exact: true }) })
					.first();
				await item.waitFor();
				const marked = await item.locator('[class*="triggerIcon"]').count();
				const src = await item.locator('img').first().getAttribute('src');
				return { marked, src };
			};
			const action = await iconOf(ACTION);
			const slot = await iconOf(SLOT);
			const message = await iconOf(MESSAGE);
			await shot('node-panel', 'node-panel.png');
			const problems = [];
			if (action.marked) problems.push(`${ACTION} has the trigger mark`);
			if (!slot.marked) problems.push(`${SLOT} has no trigger mark`);
			if (!message.marked) problems.push(`${MESSAGE} has no trigger mark`);
			for (const [name, icon] of [
				[SLOT, slot],
				[MESSAGE, message],
			])
				if (!icon.src || icon.src === action.src)
					problems.push(`${name} shows the action node's icon (${icon.src})`);
			if (problems.length) throw new Error(problems.join('; '));
			return `icons: ${[action, slot, message].map((i) => i.src?.split('/').pop()).join(', ')}`;
		},
		{ needs: false },
	);

	await check(
		'node panel: searching "publish a post" finds the action node',
		async () => {
			await openPanel('publish a post');
			await names().getByText(ACTION, { exact: true }).first().waitFor({ timeout: 10_000 });
			await shot('search-publish-a-post');
		},
		{ needs: false },
	);

	await check(
		'node panel: "Publish a post" heads the action node\'s actions',
		async () => {
			await openPanel('Social Publishing');
			await names().getByText(ACTION, { exact: true }).click();
			const items = page.getByTestId('item-iterator-item');
			await unfoldActions(items.filter({ hasText: 'Publish a post' }).first());
			await page.waitForTimeout(500); // the node list slides out as the actions slide in
			// Triggers come first (n8n's own "On a Schedule", ..., and the Social Publishing Trigger's
			// events, "On new feed article", ...), and n8n heads each resource's actions with "POST
			// ACTIONS" and the like.
			const texts = (await items.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
			const ours = texts.filter(
				(t) => !/^On /.test(t) && !/^[A-Z ]+ ACTIONS$/.test(t) && !t.startsWith(ACTION),
			);
			await shot('actions', 'node-actions.png');
			if (ours[0] !== 'Publish a post')
				throw new Error(`the first action is "${ours[0]}" (then: ${ours.slice(1, 4).join(', ')})`);
			return `first: ${ours[0]}, then ${ours.slice(1, 3).join(', ')}`;
		},
		{ needs: false },
	);

	await check(
		'action node: added from the panel, the credential picker sits above Text, the Networks list has no error, Docs lands on its README section',
		async () => {
			await addFromPanel(ACTION, /^\s*Publish a post\s*$/);
			const credential = page.getByTestId('node-credentials-slot').first();
			const text = page.getByTestId('parameter-input-text');
			await credential.waitFor();
			await text.waitFor();
			const [credentialBox, textBox] = [await credential.boundingBox(), await text.boundingBox()];
			const shown = await networkOptions();
			await shot('action-node-networks');
			await page.keyboard.press('Escape');
			const href = await docsHref();
			await shot('action-node', 'action-node.png');
			const problems = [];
			if (!(credentialBox.y < textBox.y))
				problems.push(
					`the credential picker (y=${credentialBox.y}) is below Text (y=${textBox.y})`,
				);
			const errors = shown.filter((t) => /could not be read|credentials set/i.test(t));
			if (errors.length) problems.push(`Networks shows an error: ${errors[0]}`);
			if (shown.length < 11) problems.push(`Networks lists ${shown.length} networks`);
			if (href !== `${README}#the-social-publishing-node`) problems.push(`Docs goes to ${href}`);
			if (problems.length) throw new Error(problems.join('; '));
			return `Networks: ${shown.slice(0, 2).join(' | ')} ...; Docs: ${href}`;
		},
		{ needs: false },
	);

	await check(
		'action node: the canvas subtitle reads "Publish: post"',
		async () => {
			await canvasHas('Publish: post');
			await shot('action-node-canvas');
		},
		{ needs: false },
	);

	await check(
		'action node: a 301-character tweet fails with a message and a description that does not repeat it and names X Thread',
		async () => {
			await addFromPanel(ACTION, /^\s*Publish a post\s*$/);
			await page.getByTestId('parameter-input-text').locator('textarea').fill('a'.repeat(301));
			await page.getByTestId('parameter-input-platforms').click();
			await page
				.locator('li.el-select-dropdown__item')
				.filter({ visible: true })
				.filter({ hasText: 'X (Twitter)' })
				.first()
				.click();
			await page.keyboard.press('Escape');
			await ndv().getByTestId('node-execute-button').first().click();
			const message = ndv().getByTestId('node-error-message').first();
			await message.waitFor();
			const description = ndv().getByTestId('node-error-description').first();
			const [title, body] = [
				(await message.innerText()).trim(),
				(await description.innerText().catch(() => '')).trim(),
			];
			await shot('tweet-too-long', 'tweet-too-long.png');
			const problems = [];
			if (!/301 weighted characters; twitter allows at most 280/.test(title))
				problems.push(`message: ${title}`);
			if (!/X Thread/.test(body))
				problems.push(`description names no X Thread: ${body}`);
			if (/weighted characters; twitter allows/.test(body))
				problems.push(`description repeats the message: ${body}`);
			if (problems.length) throw new Error(problems.join('; '));
			return body.replace(/\s+/g, ' ');
		},
		{ needs: false },
	);

	await check(
		'Slot Trigger: added from the panel it can be tested at once (Times filled in), subtitle "Slots at 09:00Z, 17:00Z"',
		async () => {
			await addFromPanel(SLOT);
			const times = page.getByTestId('parameter-input-times');
			await times.waitFor();
			const button = ndv().getByTestId('node-execute-button').first();
			await button.waitFor();
			const disabled = await button.isDisabled();
			const label = (await button.innerText()).trim();
			const href = await docsHref();
			await shot('slot-trigger', 'slot-trigger.png');
			const problems = [];
			if (disabled) problems.push(`"${label}" is disabled`);
			if (href !== `${README}#the-slot-trigger`) problems.push(`Docs goes to ${href}`);
			if (problems.length) throw new Error(problems.join('; '));
			await canvasHas('Slots at 09:00Z, 17:00Z');
			await shot('slot-trigger-canvas');
			return `"${label}" enabled`;
		},
		{ needs: false },
	);

	await check(
		'Message Trigger: added from the panel, all three networks are chosen, it can be tested at once, subtitle names them',
		async () => {
			await addFromPanel(MESSAGE);
			const networks = page.getByTestId('parameter-input-platforms');
			await networks.waitFor();
			const chosen = (await networks.innerText()).replace(/\s+/g, ' ').trim();
			const button = ndv().getByTestId('node-execute-button').first();
			await button.waitFor();
			const disabled = await button.isDisabled();
			const label = (await button.innerText()).trim();
			const href = await docsHref();
			await shot('message-trigger', 'message-trigger.png');
			const problems = [];
			for (const network of ['Facebook Page', 'Instagram', 'X (Twitter)'])
				if (!chosen.includes(network)) problems.push(`Networks lacks ${network} (${chosen})`);
			if (disabled) problems.push(`"${label}" is disabled`);
			if (href !== `${README}#the-message-trigger`) problems.push(`Docs goes to ${href}`);
			if (problems.length) throw new Error(problems.join('; '));
			await canvasHas('Messages on facebook, instagram, twitter');
			await shot('message-trigger-canvas');
			return `Networks: ${chosen}; "${label}" enabled`;
		},
		{ needs: false },
	);

	console.log(`screenshots: ${shots.join(', ') || 'none'}`);
});
