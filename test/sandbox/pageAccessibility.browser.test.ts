import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import {
	CHROMIUM,
	colourPairs,
	contrastRatio,
	describeInBrowser,
	openBrowser,
	type BrowserPage,
} from '../helpers/pageBrowser';

/**
 * The sandbox page for everyone: landmarks and one heading per view, a label on every control,
 * keyboard use (skip link, approve by keyboard), WCAG AA contrast in light and dark, and every
 * form working with JavaScript off.
 */

const VIEWS = ['/', '/schedule', '/inbox', '/account'];

describeInBrowser('the sandbox page: accessibility and no JavaScript', () => {
	let t: TestSandbox;
	let b: BrowserPage;
	let page: Page;
	const held = async (text: string): Promise<string> =>
		(
			await t.api('POST', '/api/post', {
				body: { post: text, platforms: ['telegram'], requiresApproval: true },
			})
		).body.id;

	beforeAll(async () => {
		t = await startTestSandbox();
		await t.api('POST', '/api/post', {
			body: { post: 'Hello https://example.com', platforms: ['twitter'] },
		});
		await t.api('POST', '/api/admin/messages/incoming', {
			body: { platform: 'facebook', senderId: 'a11y-1', senderName: 'Ada', message: 'Hi' },
		});
		b = await openBrowser();
		page = b.page;
	});

	afterAll(async () => {
		await b?.browser.close();
		await t?.close();
	});

	it('gives every view the landmarks, one h1, the current view marked, and a label on every control', async () => {
		for (const path of VIEWS) {
			await page.goto(`${t.sandbox.url}${path}`);
			const found = {
				path,
				banner: await page.getByRole('banner').count(),
				views: await page.getByRole('navigation', { name: 'Views' }).count(),
				main: await page.getByRole('main').count(),
				footer: await page.getByRole('contentinfo').count(),
				h1: await page.getByRole('heading', { level: 1 }).count(),
				current: await page.locator('nav[aria-label="Views"] [aria-current="page"]').count(),
				unlabelled: await page
					.locator('input:not([type="hidden"]), select, textarea')
					.evaluateAll((controls: any[]) =>
						controls
							.filter((c) => c.labels.length === 0 && !c.getAttribute('aria-label'))
							.map((c) => c.name),
					),
			};
			expect(found).toEqual({
				path,
				banner: 1,
				views: 1,
				main: 1,
				footer: 1,
				h1: 1,
				current: 1,
				unlabelled: [],
			});
		}
	});

	it('keeps text at WCAG AA contrast (4.5:1) in light and dark', async () => {
		const selectors = [
			'body',
			'h1',
			'.meta',
			'.badge',
			'nav a',
			'button',
			'.network-text',
			'label',
		];
		for (const scheme of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme: scheme });
			for (const path of VIEWS) {
				await page.goto(`${t.sandbox.url}${path}`);
				for (const selector of selectors) {
					for (const { color, background } of await colourPairs(page, selector)) {
						const ratio = contrastRatio(color, background);
						expect({ scheme, path, selector, color, background, ok: ratio >= 4.5 }).toMatchObject({
							ok: true,
						});
					}
				}
			}
		}
		await page.emulateMedia({ colorScheme: 'light' });
	});

	it('starts with a skip link to the content, and approves a post by keyboard alone', async () => {
		const id = await held('Approve me by keyboard');
		await page.goto(`${t.sandbox.url}/schedule`);
		await page.keyboard.press('Tab');
		const active = () =>
			page.evaluate(() => (globalThis as any).document.activeElement?.textContent?.trim());
		expect(await active()).toBe('Skip to content');
		await page.keyboard.press('Enter');
		expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('main');
		let steps = 0;
		while ((await active()) !== 'Approve' && steps++ < 50) await page.keyboard.press('Tab');
		expect(await active()).toBe('Approve');
		await page.keyboard.press('Enter');
		await page.waitForURL(/done=approved/);
		expect((await t.api('GET', `/api/post/${id}`)).body.status).toBe('success');
	});

	it('works with JavaScript off: a form posts, redirects and shows what happened', async () => {
		const id = await held('Approve me without JavaScript');
		const browser = await chromium.launch({
			executablePath: CHROMIUM,
			args: ['--no-sandbox'],
			headless: true,
		});
		try {
			const context = await browser.newContext({ javaScriptEnabled: false });
			const noScript = await context.newPage();
			await noScript.goto(`${t.sandbox.url}/schedule`);
			await noScript
				.locator(`li[data-post-id="${id}"]`)
				.getByRole('button', { name: 'Approve' })
				.click();
			await noScript.waitForURL(/done=approved/);
			expect(await noScript.getByRole('status').filter({ hasText: 'Approved' }).count()).toBe(1);
			expect((await t.api('GET', `/api/post/${id}`)).body.status).toBe('success');
			await noScript.goto(`${t.sandbox.url}/?post=${id}`);
			expect(await noScript.locator(`li[data-post-id="${id}"] .network-text`).innerText()).toBe(
				'Approve me without JavaScript',
			);
		} finally {
			await browser.close();
		}
	});
});
