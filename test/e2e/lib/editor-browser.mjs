// The n8n editor in headless Chromium, for the browser sub-legs of scripts/e2e.sh (editor,
// editor-panels, editor-new-user, trigger-editor): their settings, one Chromium each with a check
// runner that screenshots a failed check, and the editor as a user reaches it (sign in, the node
// panel, a node added from it, the Networks dropdown).

import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, selectors } from 'playwright-core';

import { N8nRest, checkRunner, env, runMain } from './n8n-rest.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './sandbox-page.mjs';

const STEP_TIMEOUT_MS = 30_000;

/**
 * The run's n8n, owner and artifacts folder (SP_N8N_URL, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD,
 * SP_E2E_ARTIFACTS, set by scripts/e2e.sh); `scrub` hides the owner's password and `secrets`.
 */
export function editorSettings(secrets = []) {
	const owner = { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') };
	const hidden = [owner.password, ...secrets];
	return {
		n8nUrl: env('SP_N8N_URL').replace(/\/$/, ''),
		owner,
		artifacts: env('SP_E2E_ARTIFACTS'),
		scrub: (text) =>
			hidden.reduce((out, secret) => out.split(secret).join('[redacted]'), String(text)),
	};
}

/**
 * Runs a browser sub-leg: creates the owner when the leg runs alone, opens Chromium and hands
 * `body` the settings, `page`, `context`, `check` (a failed check saves `failureShot(name)` in the
 * artifacts) and `ui` (editorUi); then closes Chromium and prints "<leg>: N passed, ...".
 */
export function runEditorLeg(leg, { failureShot, secrets = [] }, body) {
	const settings = editorSettings(secrets);
	const { n8nUrl, owner, artifacts, scrub } = settings;
	const main = async () => {
		mkdirSync(artifacts, { recursive: true });
		if (!existsSync(CHROMIUM))
			throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set SP_CHROMIUM)`);
		await new N8nRest({ url: n8nUrl, owner, scrub }).ownerSession();

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
		const { check, finish } = checkRunner(scrub, {
			firstLine: true,
			onFailure: async (name) => {
				const file = join(artifacts, failureShot(name));
				await page.screenshot({ path: file }).catch(() => {});
				console.log(`     screenshot: ${file}`);
			},
		});
		try {
			await body({ ...settings, context, page, check, ui: editorUi(page, n8nUrl) });
		} finally {
			await context.close().catch(() => {});
			rmSync(userDataDir, { recursive: true, force: true });
		}
		finish(leg);
	};
	runMain(main, scrub, leg);
}

/** The editor on `page` as a user reaches it. */
export function editorUi(page, n8nUrl) {
	const ndv = () => page.getByTestId('ndv');
	const names = () => page.getByTestId('node-creator-item-name');

	/** Signs in as `user` ({ email, password }); resolves with where n8n lands. */
	const signIn = async (user) => {
		await page.goto(`${n8nUrl}/signin`, { waitUntil: 'domcontentloaded' });
		await page.locator('input[name="emailOrLdapLoginId"]').fill(user.email);
		await page.locator('input[name="password"]').fill(user.password);
		await page.getByTestId('form-submit-button').click();
		await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
		return `landed on ${new URL(page.url()).pathname}`;
	};

	/** The node panel searched for `query`, on a new workflow or the saved one `workflowId`. */
	const openPanel = async (query, workflowId = 'new') => {
		await page.goto(`${n8nUrl}/workflow/${workflowId}`, { waitUntil: 'domcontentloaded' });
		await page.getByTestId('node-creator-plus-button').click();
		await page.getByTestId('node-creator-search-bar').fill(query);
	};

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

	/**
	 * Adds a node from the panel: with `action`, that action of its list; without, the node itself
	 * (n8n adds a trigger with no actions at once, or shows its details with "Add to workflow").
	 */
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

	/** Opens the saved workflow `workflowId` and its node `nodeName`'s panel. */
	const openNode = async (workflowId, nodeName) => {
		await page.goto(`${n8nUrl}/workflow/${workflowId}`, { waitUntil: 'domcontentloaded' });
		await page.getByTestId('canvas-node').filter({ hasText: nodeName }).first().dblclick();
		await ndv().waitFor();
	};

	/** Opens the open node's Networks dropdown and reads its options (name and description). */
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

	return { ndv, names, signIn, openPanel, unfoldActions, addFromPanel, openNode, networkOptions };
}
