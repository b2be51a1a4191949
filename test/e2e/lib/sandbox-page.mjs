// The sandbox's own web page (src/sandbox/page), driven in headless Chromium (playwright-core,
// Debian's /usr/bin/chromium or SP_CHROMIUM) for the real-n8n legs: a person plays a correspondent
// from the Inbox view, exactly as they would next to the n8n editor.

import { existsSync } from 'node:fs';

import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.SP_CHROMIUM || '/usr/bin/chromium';
/** Flags that work on these machines: no sandbox as root, nothing phoned home (the network is closed). */
export const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
const STEP_TIMEOUT_MS = 30_000;

/**
 * Opens `<sandbox>/inbox`, fills "A correspondent writes" and submits it; resolves once the page
 * shows the message in its conversation. `sandboxUrl` is the API base (…/api) or the site root.
 * Saves a screenshot of the Inbox at `screenshotPath`.
 */
export async function writeFromSandboxPage({
	sandboxUrl,
	platform,
	senderId,
	senderName,
	text,
	screenshotPath,
}) {
	if (!existsSync(CHROMIUM))
		throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set SP_CHROMIUM)`);
	const site = sandboxUrl.replace(/\/api\/?$/, '');
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		headless: true,
		args: CHROMIUM_FLAGS,
	});
	try {
		const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
		page.setDefaultTimeout(STEP_TIMEOUT_MS);
		await sendAsCorrespondent(page, { site, platform, senderId, senderName, text });
		if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
	} finally {
		await browser.close();
	}
}

/**
 * On a Chromium `page`: opens `<site>/inbox`, fills "A correspondent writes" and submits it;
 * resolves once the page shows the message in its conversation.
 */
export async function sendAsCorrespondent(page, { site, platform, senderId, senderName, text }) {
	const opened = await page.goto(`${site}/inbox`);
	if (opened?.status() !== 200) throw new Error(`${site}/inbox answered HTTP ${opened?.status()}`);
	const form = page.locator('form[aria-labelledby="correspondent-writes"]');
	await form.getByLabel('Network').selectOption(platform);
	await form.getByLabel('Sender id').fill(senderId);
	await form.getByLabel('Sender name').fill(senderName);
	await form.getByLabel('Message').fill(text);
	await form.getByRole('button', { name: 'Send as the correspondent' }).click();
	await page.waitForURL(/\/inbox\?done=message/);
	const shown = page.locator('.message .network-text', { hasText: text });
	if ((await shown.count()) !== 1) {
		const notice = await page.locator('.notice').allInnerTexts();
		throw new Error(
			`the page does not show the message after sending it (notice: ${notice.join(' ') || 'none'})`,
		);
	}
}
