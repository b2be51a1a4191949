import type { Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { describeInBrowser, openBrowser, screenshot, type BrowserPage } from '../helpers/pageBrowser';

/**
 * The sandbox page's Published view, in a real browser: posts published through the API appear as
 * each network received them (rendered rich text, a thread's tweets one under another, short
 * links), filters narrow the list, a postUrl opens the post's card, and new posts appear live.
 */

// Sans-serif bold and italic from the code points (A, a), not from the engine's renderer.
const styled = (text: string, upper: number, lower: number) =>
	Array.from(text, (char) => {
		const code = char.codePointAt(0) as number;
		if (code >= 65 && code <= 90) return String.fromCodePoint(upper + code - 65);
		if (code >= 97 && code <= 122) return String.fromCodePoint(lower + code - 97);
		return char;
	}).join('');
const bold = (text: string) => styled(text, 0x1d5d4, 0x1d5ee);

const RICH_TEXT = '<b>Fresh bread</b> today!\nOrder at https://example.com/order?day=mon';
const paragraphs = [
	`First: ${'a'.repeat(190)}`,
	`Second ${'b'.repeat(190)}`,
	`Third ${'c'.repeat(190)}`,
];

interface Sent {
	id: string;
	postIds: Array<{ id: string; platform: string; postUrl: string; threadIds?: string[] }>;
}

describeInBrowser('the sandbox page: Published', () => {
	let t: TestSandbox;
	let b: BrowserPage;
	let page: Page;
	let rich: Sent;
	let thread: Sent;
	const networkJson = async (url: string): Promise<any> =>
		(await fetch(url, { headers: { accept: 'application/json' } })).json();

	const publish = async (body: Record<string, unknown>): Promise<Sent> => {
		const res = await t.api('POST', '/api/post', { body });
		expect(res.status).toBe(200);
		return res.body as Sent;
	};

	beforeAll(async () => {
		t = await startTestSandbox();
		const image = `${t.sandbox.url}/networks/instagram/accounts/acme/image.png`;
		rich = await publish({
			post: RICH_TEXT,
			platforms: ['twitter', 'linkedin'],
			mediaUrls: [image],
		});
		thread = await publish({
			post: paragraphs.join('\n\n'),
			platforms: ['twitter'],
			twitterOptions: { thread: true, threadNumber: true },
		});
		b = await openBrowser();
		page = b.page;
		const response = await page.goto(`${t.sandbox.url}/`, { waitUntil: 'load' });
		expect(response?.status()).toBe(200);
	});

	afterAll(async () => {
		await b?.browser.close();
		await t?.close();
	});

	const card = (post: Sent) => page.locator(`li[data-post-id="${post.id}"]`);

	it('shows the rich-text post as each network received it: rendered text, short link, media, network id', async () => {
		expect(await page.title()).toBe('Published | Social Publishing sandbox');
		for (const entry of rich.postIds) {
			const received = await networkJson(entry.postUrl);
			const section = card(rich).locator(`section.delivery[aria-label$="${entry.id}"]`);
			expect(await section.locator('.network-text').innerText()).toBe(received.post);
			expect(received.post.startsWith(`${bold('Fresh bread')} today!`)).toBe(true);
			const link = section.locator('.network-text a');
			expect(await link.getAttribute('href')).toMatch(new RegExp(`^${t.sandbox.url}/l/\\w+$`));
			expect(await section.getByRole('link', { name: entry.id }).getAttribute('href')).toBe(
				entry.postUrl,
			);
			const loaded = await section.locator('img').evaluate((img: any) => Number(img.naturalWidth));
			expect(loaded).toBeGreaterThan(0);
		}
	});

	it('shows the thread one tweet under another, in order, each with its own network id', async () => {
		const ids = thread.postIds[0].threadIds as string[];
		expect(ids).toHaveLength(3);
		const tweets = card(thread).locator('ol.thread > li');
		expect(await tweets.count()).toBe(3);
		for (const [index, id] of ids.entries()) {
			const received = await networkJson(`${t.sandbox.url}/networks/twitter/${id}`);
			expect(await tweets.nth(index).getAttribute('data-network-id')).toBe(id);
			expect(await tweets.nth(index).locator('.network-text').innerText()).toBe(received.post);
			expect(received.post.endsWith(`${index + 1}/3`)).toBe(true);
		}
		await screenshot(page, 'published');
	});

	it('filters by network, text, status and profile', async () => {
		const shown = async (query: string) => {
			await page.goto(`${t.sandbox.url}/?${query}`);
			return page
				.locator('li[data-post-id]')
				.evaluateAll((nodes: any[]) => nodes.map((n) => String(n.dataset.postId)));
		};
		expect(await shown('network=linkedin')).toEqual([rich.id]);
		expect(await shown('q=third')).toEqual([thread.id]);
		expect(await shown('status=success')).toEqual([thread.id, rich.id]);
		expect(await shown('status=error')).toEqual([]);
		const other = t.profileKey('Acme Bakery');
		const bakery = await t.api('GET', '/api/user', { profileKey: other });
		expect(await shown(`profile=${bakery.body.refId}`)).toEqual([]);
		// The form itself, by keyboard-reachable labels, without typing a URL.
		await page.goto(`${t.sandbox.url}/`);
		await page.getByLabel('Network').selectOption('linkedin');
		await page.getByRole('button', { name: 'Filter' }).click();
		await page.waitForURL(/network=linkedin/);
		expect(await page.locator('li[data-post-id]').count()).toBe(1);
	});

	it("opens a post's card at its postUrl in a browser; API clients get the same JSON as before", async () => {
		const entry = rich.postIds.find((p) => p.platform === 'twitter')!;
		const response = await page.goto(entry.postUrl);
		expect(response?.headers()['content-type']).toMatch(/^text\/html/);
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
			`X (Twitter) post ${entry.id}`,
		);
		const received = await networkJson(entry.postUrl);
		expect(await page.locator('article .network-text').innerText()).toBe(received.post);
		expect(received).toMatchObject({ platform: 'twitter', id: entry.id, postUrl: entry.postUrl });
		// No Accept at all, and */*, stay JSON, as every existing client expects.
		for (const headers of [{}, { accept: '*/*' }] as Array<Record<string, string>>) {
			const res = await fetch(entry.postUrl, { headers });
			expect(res.headers.get('content-type')).toMatch(/^application\/json/);
			expect(await res.json()).toEqual(received);
		}
		const asJson = await fetch(`${entry.postUrl}?format=json`, {
			headers: { accept: 'text/html' },
		});
		expect(await asJson.json()).toEqual(received);
		const tweet = (thread.postIds[0].threadIds as string[])[1];
		await page.goto(`${t.sandbox.url}/networks/twitter/${tweet}`);
		expect(await page.locator('article').innerText()).toContain('post 2 of a thread of 3');
		await screenshot(page, 'post-card');
		const missing = await page.goto(`${t.sandbox.url}/networks/twitter/404404`);
		expect(missing?.status()).toBe(404);
		const missingJson = await fetch(`${t.sandbox.url}/networks/twitter/404404`);
		expect(missingJson.status).toBe(404);
		expect(await missingJson.json()).toMatchObject({ status: 'error', code: 105 });
	});

	it('links a video instead of embedding it', async () => {
		const video = await publish({
			post: 'Watch this',
			platforms: ['facebook'],
			mediaUrls: ['https://example.com/clip.mp4'],
		});
		await page.goto(`${t.sandbox.url}/?post=${video.id}`);
		const media = card(video).locator('.media');
		expect(await media.locator('img').count()).toBe(0);
		expect(
			await media.getByRole('link', { name: 'Media 1 of the post (video)' }).getAttribute('href'),
		).toBe('https://example.com/clip.mp4');
	});

	it('shows markup in post text as text: an XSS attempt never runs', async () => {
		const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
		const held = await publish({ post: attack, platforms: ['facebook'], requiresApproval: true });
		await page.goto(`${t.sandbox.url}/?q=onerror`);
		expect(await card(held).locator('.network-text').innerText()).toBe(attack);
		expect(await page.locator('main img').count()).toBe(0);
		expect(await page.locator('main script').count()).toBe(0);
		expect(b.dialogs).toEqual([]);
	});

	it('shows a post published while the page is open, without a reload', async () => {
		await page.goto(`${t.sandbox.url}/`);
		await page.evaluate(() => ((globalThis as any).document.body.dataset.loadMarker = 'same'));
		const later = await publish({ post: 'Published while you watch', platforms: ['telegram'] });
		await card(later).waitFor();
		expect(await page.evaluate(() => (globalThis as any).document.body.dataset.loadMarker)).toBe(
			'same',
		);
		expect(existsSync(await screenshot(page, 'published-live'))).toBe(true);
	});

	it('says why a media URL it cannot load shows no image, instead of a broken one', async () => {
		const unreachable = 'http://127.0.0.1:9/offline-photo.jpg';
		const post = await publish({
			post: 'Photo from a host this machine cannot reach',
			platforms: ['linkedin'],
			mediaUrls: [unreachable],
		});
		await page.goto(`${t.sandbox.url}/`, { waitUntil: 'load' });
		const note = card(post).locator('.media-missing').first();
		await note.waitFor();
		expect(await note.innerText()).toBe(
			`Media 1 of the post: could not be loaded from ${unreachable} (unreachable from here, e.g. offline, or not an image)`,
		);
		expect(await card(post).locator('.media img').count()).toBe(0);
	});
});
