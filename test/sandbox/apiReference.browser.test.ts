import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { describeInBrowser, openBrowser, type BrowserPage } from '../helpers/pageBrowser';

/**
 * The API reference page (/api-reference): Swagger UI served by the sandbox itself, reading
 * /openapi.json, with no request leaving the machine. Opened from the page's navigation.
 */
describeInBrowser('the API reference page', () => {
	let t: TestSandbox;
	let b: BrowserPage;
	const outside: string[] = [];

	beforeAll(async () => {
		t = await startTestSandbox();
		b = await openBrowser();
		b.page.on('request', (request) => {
			if (!request.url().startsWith(t.sandbox.url) && !request.url().startsWith('data:'))
				outside.push(request.url());
		});
	});
	afterAll(async () => {
		await b?.browser.close();
		await t?.close();
	});

	it('lists the operations of /openapi.json, loaded from the sandbox only', async () => {
		const { page } = b;
		await page.goto(`${t.sandbox.url}/api-reference`);
		await page.locator('.opblock').first().waitFor({ timeout: 20000 });
		const paths = await page.locator('.opblock-summary-path').allInnerTexts();
		expect(paths.map((p) => p.replace(/\u200b/g, ''))).toEqual(
			expect.arrayContaining(['/hashtags/auto', '/hashtags/recommend', '/post/{id}']),
		);
		// The alias is shown as deprecated.
		await expect(page.locator('.opblock-deprecated').count()).resolves.toBeGreaterThan(0);
		const shot = join(mkdtempSync(join(tmpdir(), 'sp-api-reference-')), 'api-reference.png');
		await page.screenshot({ path: shot });
		console.log(`screenshot: ${shot}`);
		expect(outside).toEqual([]);
	});

	it("is linked from the sandbox page's navigation", async () => {
		const { page } = b;
		await page.goto(`${t.sandbox.url}/`);
		const link = page.getByRole('navigation', { name: 'Views' }).getByRole('link', {
			name: 'API reference',
		});
		await expect(link.getAttribute('href')).resolves.toBe('/api-reference');
	});
});
