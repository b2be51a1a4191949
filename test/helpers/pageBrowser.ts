import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Headless Chromium for the sandbox page's tests (Debian's /usr/bin/chromium, driven by
 * playwright-core, as the bio page's test does). Skipped only when the browser is missing and CI
 * is not set; in CI a missing browser fails the build instead of hiding the tests.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
export const SCREENSHOTS = join(__dirname, '..', '..', 'test-artifacts', 'sandbox-page');

export const browserRuns = existsSync(CHROMIUM) || Boolean(process.env.CI);

export function describeInBrowser(name: string, body: () => void): void {
	if (!browserRuns) {
		console.warn(`${name} SKIPPED: ${CHROMIUM} is not installed and CI is not set.`);
		describe.skip(name, body);
		return;
	}
	describe(`${name} (headless Chromium, ${CHROMIUM})`, body);
}

export interface BrowserPage {
	browser: Browser;
	page: Page;
	/** Dialogs (alert, confirm) the page opened: an XSS that ran shows up here. */
	dialogs: string[];
}

export async function openBrowser(colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserPage> {
	const browser = await chromium.launch({
		executablePath: CHROMIUM,
		args: CHROMIUM_FLAGS,
		headless: true,
	});
	const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, colorScheme });
	const dialogs: string[] = [];
	page.on('dialog', (dialog) => {
		dialogs.push(dialog.message());
		void dialog.dismiss();
	});
	return { browser, page, dialogs };
}

/** Saves a full-page screenshot under test-artifacts/sandbox-page/ and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
	mkdirSync(SCREENSHOTS, { recursive: true });
	const path = join(SCREENSHOTS, `${name}.png`);
	await page.screenshot({ path, fullPage: true });
	return path;
}

/** The visible text of an element, its lines trimmed and blank ones dropped. */
export async function lines(page: Page, selector: string): Promise<string[]> {
	const text = await page.locator(selector).innerText();
	return text
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean);
}

/** WCAG contrast ratio of two `rgb(...)` colours. */
export function contrastRatio(foreground: string, background: string): number {
	const luminance = (color: string) => {
		const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? [])
			.slice(0, 3)
			.map(Number)
			.map((channel) => {
				const c = channel / 255;
				return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
			});
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
	return (light + 0.05) / (dark + 0.05);
}

// The callback runs inside the page; the project compiles without the DOM library, so it reaches
// the browser's globals through `globalThis`.
/** Each element's colour and the first opaque background behind it (evaluated in the page). */
export async function colourPairs(
	page: Page,
	selector: string,
): Promise<Array<{ color: string; background: string }>> {
	return page.locator(selector).evaluateAll((elements: any[]) =>
		elements.map((element) => {
			const { getComputedStyle } = globalThis as any;
			const color: string = getComputedStyle(element).color;
			for (let node = element; node; node = node.parentElement) {
				const background: string = getComputedStyle(node).backgroundColor;
				if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent')
					return { color, background };
			}
			return { color, background: 'rgb(255, 255, 255)' };
		}),
	);
}
