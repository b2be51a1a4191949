#!/usr/bin/env node
// The Social Publishing Trigger in the n8n editor, in headless Chromium, against the running n8n of
// scripts/e2e.sh (its editor sub-leg):
//   - the node panel lists the trigger's events as triggers of "Social Publishing" ("On new feed
//     article", ...), in the action node's entry, as n8n does for Stripe: no entry of its own;
//   - "On message received" adds the trigger with that event chosen; its panel speaks n8n 2.x
//     ("Execute step", Publish = activate) and points at the sandbox page;
//   - "Execute step" listens, a correspondent writes on the sandbox page's Inbox, and the message
//     arrives as the trigger's output (event messageReceived).
//
//   node test/e2e/trigger.browser.mjs
//
// Environment (set by scripts/e2e.sh): SP_N8N_URL, SP_SANDBOX_URL, SP_E2E_OWNER_EMAIL,
// SP_E2E_OWNER_PASSWORD, SP_E2E_ARTIFACTS; SP_CHROMIUM overrides /usr/bin/chromium. Screenshots in
// <artifacts>: trigger-node-panel.png, trigger-panel.png, trigger-listening.png,
// trigger-sandbox-page.png, trigger-event-arrived.png (trigger-failure.png when a step fails); the
// docs (docs/nodes.md) show copies of them from docs/screenshots/. Prints "trigger-editor: N passed, M failed".

import { join } from 'node:path';

import { runEditorLeg } from './lib/editor-browser.mjs';
import { env } from './lib/n8n-rest.mjs';
import { sendAsCorrespondent } from './lib/sandbox-page.mjs';

const SANDBOX_SITE = env('SP_SANDBOX_URL').replace(/\/api\/?$/, '');

/** How n8n's panel names the trigger's events (the `action` of each Events option). */
const TRIGGER_ACTIONS = [
	'On new feed article',
	'On message received',
	'On message sent',
	'On message read',
	'On reaction',
	'On scheduled post published',
	'On scheduled post failed',
	'On TikTok video published',
	'On account linked',
	'On account unlinked',
];

runEditorLeg(
	'trigger-editor',
	{ failureShot: () => 'trigger-failure.png' },
	async ({ page, context, check: step, ui, owner, artifacts }) => {
		const shot = (name) => join(artifacts, name);
		const ndv = page.getByTestId('ndv');
		const text = message();

		await step('sign in as the owner', async () => await ui.signIn(owner));

		await step(
			`the node panel lists the trigger's ${TRIGGER_ACTIONS.length} events as triggers of "Social Publishing"`,
			async () => {
				await ui.openPanel('Social Publishing');
				const names = page.getByTestId('node-creator-item-name');
				await names.getByText('Social Publishing', { exact: true }).waitFor();
				// Merged into the action node's entry, as n8n does for Stripe: no entry of its own.
				const shown = (await names.allInnerTexts()).map((s) => s.trim());
				const own = shown.filter((s) => /^Social Publishing Trigger$/.test(s));
				if (own.length) throw new Error(`the trigger has an entry of its own: ${shown.join(', ')}`);
				await names.getByText('Social Publishing', { exact: true }).click();
				const items = page.getByTestId('item-iterator-item');
				await items
					.filter({ hasText: /^\s*On new feed article\s*$/ })
					.first()
					.waitFor();
				const listed = (await items.allInnerTexts()).map((s) => s.trim());
				const missing = TRIGGER_ACTIONS.filter((a) => !listed.some((l) => l.startsWith(a)));
				if (missing.length) throw new Error(`not listed: ${missing.join(', ')}`);
				await page
					.getByText(/^\s*Actions \(\d+\)\s*$/)
					.first()
					.waitFor();
				await page.waitForTimeout(600); // the panel slides in: let it settle for the screenshot
				const creator = await page.getByTestId('node-creator').innerText();
				if (!new RegExp(`Triggers \\(${TRIGGER_ACTIONS.length}\\)`).test(creator))
					throw new Error(`no "Triggers (${TRIGGER_ACTIONS.length})" heading in: ${creator}`);
				await page.screenshot({ path: shot('trigger-node-panel.png') });
				return `listed: ${TRIGGER_ACTIONS.join(', ')}`;
			},
		);

		await step('"On message received" adds the trigger; its panel speaks n8n 2.x', async () => {
			await page
				.getByTestId('item-iterator-item')
				.filter({ hasText: /^\s*On message received\s*$/ })
				.first()
				.click();
			await ndv.waitFor();
			const events = ndv.getByTestId('parameter-input-events');
			await events.getByText('Message Received').waitFor();
			const notices = [
				await ndv.getByText(/^\s*Publishing \(activating\) this workflow/).innerText(),
				await ndv.getByText(/^\s*To try it:/).innerText(),
			].join('\n');
			for (const wanted of [
				/Execute step/,
				/Publishing \(activating\) this workflow/,
				/not the "Publish a post" action/,
				/"A correspondent writes"/,
				/"Read the feeds now"/,
				/"Fail the next post"/,
			]) {
				if (!wanted.test(notices)) throw new Error(`the notices lack ${wanted}: ${notices}`);
			}
			if (/Listen for test event|Activating the workflow/.test(notices))
				throw new Error(`the notices speak n8n 1.x: ${notices}`);
			await page.screenshot({ path: shot('trigger-panel.png') });
			return 'Events = Message Received; notices say Execute step, Publish (activate), the sandbox page';
		});

		await step('"Execute step" listens; a message from the sandbox page arrives', async () => {
			await ndv.getByTestId('node-execute-button').click();
			await ndv.getByText('Listening for test event').first().waitFor();
			await page.screenshot({ path: shot('trigger-listening.png') });
			const sandboxPage = await context.newPage();
			try {
				await sendAsCorrespondent(sandboxPage, {
					site: SANDBOX_SITE,
					platform: 'facebook',
					senderId: 'customer-7',
					senderName: 'A customer',
					text,
				});
				await sandboxPage.screenshot({ path: shot('trigger-sandbox-page.png') });
			} finally {
				await sandboxPage.close();
			}
			await page.bringToFront();
			const output = page.getByTestId('output-panel');
			await output.getByText(text).first().waitFor({ timeout: 60_000 });
			await output.getByText('messageReceived').first().waitFor();
			await page.screenshot({ path: shot('trigger-event-arrived.png') });
			return `the output shows "${text}" as messageReceived`;
		});
	},
);

/** A message no earlier run has sent. */
function message() {
	return `Is the spring menu out yet? (${Date.now().toString(36)})`;
}
