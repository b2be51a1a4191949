import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import {
	CHROMIUM,
	CHROMIUM_FLAGS,
	colourPairs,
	contrastRatio,
	describeInBrowser,
} from '../helpers/pageBrowser';

/**
 * A visitor's view of a bio page, in a real headless Chromium (Debian's, driven by playwright-core).
 * Skipped only when /usr/bin/chromium is missing and CI is not set; in CI it always runs, so a
 * missing browser fails the build instead of hiding the test.
 */
const SCREENSHOT = join(__dirname, '..', '..', 'test-artifacts', 'bio-page.png');

describeInBrowser('a bio page', () => {
	let t: TestSandbox;
	let browser: Browser;
	let page: Page;
	let pageUrl: string;
	const alerts: string[] = [];

	beforeAll(async () => {
		t = await startTestSandbox();
		// Images the sandbox itself serves, so the page loads whole with no outside network.
		const image = (name: string) =>
			`${t.sandbox.url}/networks/instagram/accounts/${name}/image.png`;
		const created = await t.api('POST', '/api/biolink', {
			body: {
				handle: 'visit-acme',
				profileImage: image('acme_coffee'),
				backgroundImage: image('acme_beans'),
				text1: 'Acme Coffee Roasters',
				text2: '',
				button1Text: 'Order beans',
				button1Url: 'https://acme.example/order',
				button2Text: 'Visit the café',
				button2Url: 'https://acme.example/visit?from=bio&lang=en',
				button3Text: '',
				button3Url: '',
				socialUrls: {
					instagram: 'https://instagram.example/acmecoffee',
					twitter: 'https://x.example/acmecoffee',
					github: '',
				},
			},
		});
		expect(created.status).toBe(200);
		pageUrl = created.body.url;
		// Playwright starts Chromium with a new, empty user-data-dir of its own on every launch.
		browser = await chromium.launch({
			executablePath: CHROMIUM,
			args: CHROMIUM_FLAGS,
			headless: true,
		});
		page = await browser.newPage({ viewport: { width: 414, height: 860 } });
		page.on('dialog', (dialog) => {
			alerts.push(dialog.message());
			void dialog.dismiss();
		});
		const response = await page.goto(pageUrl, { waitUntil: 'load' });
		expect(response?.status()).toBe(200);
	});

	afterAll(async () => {
		await browser?.close();
		await t?.close();
	});

	it('shows the heading, in an English page made for phones, with no script', async () => {
		expect(await page.title()).toBe('Acme Coffee Roasters | Bio page');
		expect(await page.locator('html').getAttribute('lang')).toBe('en');
		expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(
			'width=device-width, initial-scale=1',
		);
		const headings = page.getByRole('heading', { level: 1 });
		expect(await headings.count()).toBe(1);
		expect(await headings.textContent()).toBe('Acme Coffee Roasters');
		expect(await page.locator('script').count()).toBe(0);
	});

	it('shows the two buttons with their labels and links, and not the empty third one', async () => {
		const buttons = page.getByRole('navigation', { name: 'Links' }).getByRole('link');
		expect(await buttons.allTextContents()).toEqual(['Order beans', 'Visit the café']);
		expect(await page.getByRole('link', { name: 'Order beans' }).getAttribute('href')).toBe(
			'https://acme.example/order',
		);
		expect(await page.getByRole('link', { name: 'Visit the café' }).getAttribute('href')).toBe(
			'https://acme.example/visit?from=bio&lang=en',
		);
		expect(await page.getByRole('link', { name: 'Order beans' }).isVisible()).toBe(true);
	});

	it('lists only the social profiles that are set, each with an accessible name', async () => {
		const social = page.getByRole('navigation', { name: 'Social profiles' }).getByRole('link');
		expect(await social.count()).toBe(2);
		expect(await page.getByRole('link', { name: 'Instagram profile' }).getAttribute('href')).toBe(
			'https://instagram.example/acmecoffee',
		);
		expect(await page.getByRole('link', { name: 'X (Twitter) profile' }).getAttribute('href')).toBe(
			'https://x.example/acmecoffee',
		);
		expect(await page.getByRole('link', { name: 'GitHub profile' }).count()).toBe(0);
		expect(await page.getByRole('link', { name: 'Facebook profile' }).count()).toBe(0);
	});

	it('does not show the empty text field', async () => {
		expect(await page.locator('.bio').count()).toBe(0);
		const text = await page.locator('main').innerText();
		expect(
			text
				.split('\n')
				.map((line) => line.trim())
				.filter(Boolean),
		).toEqual([
			'Acme Coffee Roasters',
			'@visit-acme',
			'Order beans',
			'Visit the café',
			'Instagram',
			'X (Twitter)',
		]);
	});

	it('gives every image a text alternative, and the profile picture loads', async () => {
		const images = page.getByRole('img');
		expect(await images.count()).toBe(1);
		expect(
			await page.getByRole('img', { name: 'Profile picture of Acme Coffee Roasters' }).count(),
		).toBe(1);
		const alts = await page
			.locator('img')
			.evaluateAll((nodes: any[]) => nodes.map((n) => String(n.alt)));
		expect(alts.every((alt) => alt.trim() !== '')).toBe(true);
		const loaded = await page
			.locator('img.avatar')
			.evaluate((img: any) => Number(img.naturalWidth));
		expect(loaded).toBeGreaterThan(0);
	});

	it('keeps text at WCAG AA contrast (4.5:1) and reaches the first button by keyboard', async () => {
		for (const selector of ['h1', '.handle', '.button', '.social a']) {
			const [{ color, background }] = await colourPairs(page, selector);
			expect({ selector, ok: contrastRatio(color, background) >= 4.5 }).toEqual({
				selector,
				ok: true,
			});
		}
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).toBe(
			'Order beans',
		);
	});

	it('saves a screenshot of the page', async () => {
		mkdirSync(join(SCREENSHOT, '..'), { recursive: true });
		await page.screenshot({ path: SCREENSHOT, fullPage: true });
		expect(existsSync(SCREENSHOT)).toBe(true);
	});

	it('shows markup in user text as text: an XSS attempt never runs', async () => {
		const attack = '<img src=x onerror="alert(document.domain)"><script>alert(1)</script>';
		await t.api('PUT', '/api/biolink', { body: { text1: attack, button1Text: '"><b>bold</b>' } });
		await page.goto(pageUrl, { waitUntil: 'load' });
		expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(attack);
		expect(await page.getByRole('link', { name: '"><b>bold</b>' }).count()).toBe(1);
		expect(await page.locator('script').count()).toBe(0);
		expect(await page.locator('main b').count()).toBe(0);
		expect(alerts).toEqual([]);
	});
});
