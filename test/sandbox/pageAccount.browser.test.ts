import type { Page } from 'playwright-core';
import { AI_TOKEN_LIMITS } from '../../src/sandbox/ai/usage';
import type { Plan } from '../../src/sandbox';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { describeInBrowser, openBrowser, screenshot, type BrowserPage } from '../helpers/pageBrowser';

/**
 * The sandbox page's Account view, in a real browser: plan and add-ons, AI tokens used this month,
 * each profile's linked networks and rate-limit use, short links with their clicks; the API key and
 * the profile keys only ever masked. Also: the page in dark mode keeps text readable.
 */

describeInBrowser('the sandbox page: Account', () => {
	let t: TestSandbox;
	let b: BrowserPage;
	let page: Page;
	let tokens: number;
	let shortLink: string;

	beforeAll(async () => {
		t = await startTestSandbox({ rateLimit: { max: 300, windowMs: 5 * 60_000 } });
		const generated = await t.api('POST', '/api/generate/post', { body: { text: 'Fresh bread' } });
		tokens = generated.body.totalMonthlyUsage;
		expect(tokens).toBeGreaterThan(0);
		const short = await t.api('POST', '/api/short', { body: { url: 'https://example.com/menu' } });
		shortLink = short.body.shortUrl;
		for (let i = 0; i < 2; i++) await fetch(shortLink, { redirect: 'manual' });
		b = await openBrowser();
		page = b.page;
		expect((await page.goto(`${t.sandbox.url}/account`))?.status()).toBe(200);
	});

	afterAll(async () => {
		await b?.browser.close();
		await t?.close();
	});

	it('shows the plan, add-ons and the AI tokens used this month', async () => {
		const user = await t.api('GET', '/api/user');
		expect(await page.locator('[data-plan]').innerText()).toBe(user.body.plan);
		const limit = AI_TOKEN_LIMITS[user.body.plan as Plan];
		expect(await page.locator('[data-ai-tokens]').innerText()).toBe(
			`${tokens.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')}`,
		);
	});

	it("lists each profile's linked networks as GET /api/user reports them", async () => {
		const user = await t.api('GET', '/api/user');
		const primary = page.getByRole('article', { name: 'Profile Primary Profile' });
		const networks = await primary.locator('tbody th').allInnerTexts();
		expect(networks.length).toBe(user.body.activeSocialAccounts.length);
		expect(networks.length).toBeGreaterThan(0);
	});

	it("shows each profile's rate-limit use: the API requests made as that profile", async () => {
		const books = page.getByRole('article', { name: 'Profile Acme Books' });
		expect(await books.locator('[data-rate-limit]').innerText()).toBe(
			'0 of 300 requests in the last 5 minutes',
		);
		for (let i = 0; i < 3; i++)
			await t.api('GET', '/api/user', { profileKey: t.profileKey('Acme Books') });
		await page.reload();
		expect(await books.locator('[data-rate-limit]').innerText()).toBe(
			'3 of 300 requests in the last 5 minutes',
		);
	});

	it('counts the clicks of each short link', async () => {
		const code = shortLink.split('/l/')[1];
		const row = page.locator(`tr[data-link="${code}"]`);
		expect(await row.locator('td').last().innerText()).toBe('2');
		expect(await row.getByRole('link', { name: 'https://example.com/menu' }).count()).toBe(1);
	});

	it('never shows the API key or a profile key in full, only masked', async () => {
		const html = await page.content();
		expect(html).not.toContain(t.sandbox.apiKey);
		for (const profile of t.sandbox.profiles) expect(html).not.toContain(profile.profileKey);
		expect(html).toContain('••••••••');
		await screenshot(page, 'account');
	});

	it('follows the dark colour scheme', async () => {
		const dark = await openBrowser('dark');
		try {
			await dark.page.goto(`${t.sandbox.url}/account`);
			const background = await dark.page.evaluate(
				() =>
					(globalThis as any).getComputedStyle((globalThis as any).document.body).backgroundColor,
			);
			expect(background).toBe('rgb(17, 20, 24)');
			await screenshot(dark.page, 'account-dark');
		} finally {
			await dark.browser.close();
		}
	});
});
