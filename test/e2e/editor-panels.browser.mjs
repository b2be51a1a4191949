#!/usr/bin/env node
// The n8n editor as a new user meets this package (issue 23), in headless Chromium against the
// running n8n of scripts/e2e.sh: the node panel (names, trigger marks, icons, search "publish a
// post", Publish first among the actions), then each node added from the panel and opened as n8n
// opens it: the action node (credential picker above the fields, a Networks list with no error,
// Docs link to its README section, canvas subtitle "Publish: post", a too-long tweet's error), the
// Slot Trigger and the Message Trigger (ready to test as added, subtitles, Networks pre-selected).
// Last, a new user with no credential yet (a member the owner invites) adds the action node: the
// editor asks for the Networks before any credential is set, deterministically, and the list must
// hold every network with no error; creating the credential in the panel then lists the linked first.
//
//   node test/e2e/editor-panels.browser.mjs
//
// Environment: as test/e2e/editor.browser.mjs (SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
// SP_E2E_ARTIFACTS; SP_CHROMIUM), plus SP_SANDBOX_URL and SP_E2E_API_KEY for the new user's credential. SP_DOCS_SCREENSHOTS=1 also writes the README's screenshots to
// docs/screenshots/. Screenshots: <artifacts>/panels-*.png. Prints "editor-panels: N passed, ...".

import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, selectors } from 'playwright-core';

import { N8nRest, checkRunner, env, runMain } from './lib/n8n-rest.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DOCS_SCREENSHOTS = join(here, '..', '..', 'docs', 'screenshots');
const CHROMIUM = process.env.SP_CHROMIUM || '/usr/bin/chromium';
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
const README = 'https://github.com/social-publishing/n8n-nodes-social-publishing';

const N8N_URL = env('SP_N8N_URL').replace(/\/$/, '');
const OWNER = { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') };
const ARTIFACTS = env('SP_E2E_ARTIFACTS');
const API_KEY = env('SP_E2E_API_KEY');
const SANDBOX_URL = env('SP_SANDBOX_URL');
const scrub = (text) =>
	String(text).split(OWNER.password).join('[redacted]').split(API_KEY).join('[redacted]');

const ACTION = 'Social Publishing';
const SLOT = 'Social Publishing Slot Trigger';
const MESSAGE = 'Social Publishing Message Trigger';

/**
 * A member invited by the owner who has just accepted (n8n hands out the invitation link when no
 * mail is set up): no credential of their own, none shared. Their password contains the owner's,
 * so the same scrub hides it.
 */
async function newMember() {
	const owner = new N8nRest({ url: N8N_URL, owner: OWNER, scrub });
	await owner.ownerSession();
	const user = {
		email: `new-user-${Date.now().toString(36)}@e2e.local`,
		password: `${OWNER.password}-new`,
	};
	const [invited] = await owner.json('POST', '/rest/invitations', [
		{ email: user.email, role: 'global:member' },
	]);
	const token = new URL(invited.user.inviteAcceptUrl).searchParams.get('token');
	await owner.json('POST', '/rest/invitations/accept', {
		token,
		firstName: 'New',
		lastName: 'User',
		password: user.password,
	});
	return user;
}

async function main() {
	mkdirSync(ARTIFACTS, { recursive: true });
	if (!existsSync(CHROMIUM))
		throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set SP_CHROMIUM)`);
	await new N8nRest({ url: N8N_URL, owner: OWNER, scrub }).ownerSession();

	selectors.setTestIdAttribute('data-test-id');
	const userDataDir = mkdtempSync(join(tmpdir(), 'sp-e2e-chromium-'));
	const context = await chromium.launchPersistentContext(userDataDir, {
		executablePath: CHROMIUM,
		headless: true,
		args: CHROMIUM_FLAGS,
		viewport: { width: 1440, height: 900 },
	});
	context.setDefaultTimeout(STEP_TIMEOUT_MS);
	const page = context.pages()[0] ?? (await context.newPage());
	const shots = [];
	/** A screenshot into the artifacts; `docsName` also makes it one of the README's. */
	const shot = async (name, docsName) => {
		const file = join(ARTIFACTS, `panels-${name}.png`);
		await page.screenshot({ path: file });
		shots.push(file);
		if (docsName && process.env.SP_DOCS_SCREENSHOTS === '1') {
			mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
			copyFileSync(file, join(DOCS_SCREENSHOTS, docsName));
		}
	};
	const { check, finish } = checkRunner(scrub, {
		firstLine: true,
		onFailure: async (name) => {
			const file = join(ARTIFACTS, `panels-failure-${name.replace(/\W+/g, '-').slice(0, 40)}.png`);
			await page.screenshot({ path: file }).catch(() => {});
			console.log(`     screenshot: ${file}`);
		},
	});

	const names = () => page.getByTestId('node-creator-item-name');
	const ndv = () => page.getByTestId('ndv');
	/** The node panel searched for `query`, on a new workflow or the saved one `workflowId`. */
	const openPanel = async (query, workflowId = 'new') => {
		await page.goto(`${N8N_URL}/workflow/${workflowId}`, { waitUntil: 'domcontentloaded' });
		await page.getByTestId('node-creator-plus-button').click();
		await page.getByTestId('node-creator-search-bar').fill(query);
	};
	/**
	 * Adds a node from the panel: with `action`, that action of its list; without, the node itself
	 * (n8n adds a trigger with no actions at once, or shows its details with "Add to workflow").
	 */
	/**
	 * On an empty canvas n8n lists the Social Publishing Trigger's events first and folds
	 * "Actions (N)": unfolds it unless `item` shows already.
	 */
	const unfoldActions = async (item) => {
		const actions = page.getByText(/^\s*Actions \(\d+\)\s*$/).first();
		await item.or(actions).first().waitFor();
		if (!(await item.isVisible())) await actions.click();
		await item.waitFor();
	};
	const addFromPanel = async (displayName, action, workflowId) => {
		await openPanel(displayName, workflowId);
		await names().getByText(displayName, { exact: true }).click();
		if (action) {
			const item = page.getByTestId('item-iterator-item').filter({ hasText: action }).first();
			await unfoldActions(item);
			await item.click();
		} else {
			const add = page.getByRole('button', { name: /Add to workflow/ });
			await Promise.race([ndv().waitFor(), add.waitFor()]);
			if (await add.isVisible()) await add.click();
		}
		await ndv().waitFor();
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

	const signIn = async (user) => {
		await page.goto(`${N8N_URL}/signin`, { waitUntil: 'domcontentloaded' });
		await page.locator('input[name="emailOrLdapLoginId"]').fill(user.email);
		await page.locator('input[name="password"]').fill(user.password);
		await page.getByTestId('form-submit-button').click();
		await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
	};
	/** Opens the Networks dropdown, reads its options (name and description), closes it. */
	const networkOptions = async () => {
		const options = page.locator('li.el-select-dropdown__item').filter({ visible: true });
		const popper = page.locator('.el-select-dropdown').filter({ visible: true });
		// A click while the panel still slides in may not open it (seen on a loaded machine).
		for (let attempt = 1; ; attempt++) {
			if (!(await popper.count())) await page.getByTestId('parameter-input-platforms').click();
			const opened = await options
				.first()
				.waitFor({ timeout: 10_000 })
				.then(() => true)
				.catch(() => false);
			if (opened) break;
			if (attempt === 3) throw new Error('the Networks dropdown shows no options');
		}
		await page.waitForTimeout(500);
		return (await options.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
	};
	// Every Networks request the editor sends, and whether it carried a credential.
	const networkRequests = [];
	page.on('request', (request) => {
		if (!request.url().includes('/rest/dynamic-node-parameters/options')) return;
		const body = request.postDataJSON();
		if (body?.methodName === 'getLinkedPlatforms')
			networkRequests.push({ credential: Boolean(body.credentials?.socialPublishingApi) });
	});

	try {
		await check('sign in as the owner', async () => await signIn(OWNER));

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
					throw new Error(
						`the first action is "${ours[0]}" (then: ${ours.slice(1, 4).join(', ')})`,
					);
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
			'action node: a 301-character tweet fails with a message and a description that does not repeat it and names Twitter Thread',
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
				if (!/Twitter Thread/.test(body))
					problems.push(`description names no Twitter Thread: ${body}`);
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

		// Last: it signs in as another user.
		let newUserReady = false;
		await check(
			'a new user with no credential yet adds the action node: Networks lists every network, no error',
			async () => {
				const user = await newMember();
				// n8n answers a member's options requests for a workflow never saved with 404.
				const userRest = new N8nRest({ url: N8N_URL, owner: user, scrub });
				await userRest.ownerSession(); // signs in: the instance has its owner
				const workflow = await userRest.json('POST', '/rest/workflows', {
					name: 'A first workflow',
					nodes: [],
					connections: {},
					settings: {},
				});
				await context.clearCookies();
				await signIn(user);
				networkRequests.length = 0;
				await addFromPanel(ACTION, /^\s*Publish a post\s*$/, workflow.id);
				await page.getByText('Connect to Social Publishing').first().waitFor();
				newUserReady = true;
				const shown = await networkOptions();
				await shot('new-user-networks');
				await page.keyboard.press('Escape');
				const problems = [];
				if (!networkRequests.some((r) => !r.credential))
					problems.push('the editor sent no Networks request without a credential');
				const errors = shown.filter((t) => /could not be read|credentials set/i.test(t));
				if (errors.length) problems.push(`Networks shows an error: ${errors[0]}`);
				if (shown.length < 11) problems.push(`Networks lists ${shown.length} networks`);
				if (problems.length) throw new Error(problems.join('; '));
				return `Networks: ${shown.slice(0, 3).join(' | ')} ... (${shown.length})`;
			},
			{ needs: false },
		);

		await check(
			'the new user creates the credential in the panel: the Networks list refreshes, linked networks first',
			async () => {
				if (!newUserReady) throw new Error("not run: the new user's node did not open");
				await page.getByText('Connect to Social Publishing').first().click();
				const dialog = page.getByTestId('credential-edit-dialog');
				const field = (label) =>
					dialog
						.getByTestId('credential-connection-parameter')
						.filter({ hasText: label })
						.first()
						.locator('input')
						.first();
				await field('API Key').fill(API_KEY);
				await field('Base URL').fill(SANDBOX_URL);
				await page.getByTestId('credential-save-button').filter({ visible: true }).first().click();
				await dialog.waitFor({ state: 'hidden' });
				await page.getByTestId('node-credentials-select').first().waitFor();
				const shown = await networkOptions();
				await shot('new-user-networks-linked');
				await page.keyboard.press('Escape');
				if (!/Linked: /.test(shown[1] ?? ''))
					throw new Error(`the second option is "${shown[1]}", not a linked network`);
				return `Networks: ${shown.slice(0, 3).join(' | ')} ...`;
			},
			{ needs: false },
		);
	} finally {
		await context.close().catch(() => {});
		rmSync(userDataDir, { recursive: true, force: true });
	}
	console.log(`screenshots: ${shots.join(', ') || 'none'}`);
	finish('editor-panels');
}

runMain(main, scrub, 'editor-panels');
