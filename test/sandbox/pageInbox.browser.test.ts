import type { Page } from 'playwright-core';
import { verifyWebhookSignature } from '../../src/engine';
import { rssDocument, startFeedSite, startReceiver, type HookReceiver } from '../helpers/feedTestServers';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { describeInBrowser, openBrowser, screenshot, type BrowserPage } from '../helpers/pageBrowser';

/**
 * The sandbox page's Inbox and events view, in a real browser: "a correspondent writes" goes
 * through POST /api/admin/messages/incoming (the API lists the message, the messages webhook gets
 * it signed, and the delivery log shows that), a bad form names the field and writes nothing, and
 * "a new review arrives" adds a review the API lists.
 */

const SECRET = 'whsec_page_inbox_secret_1234';

describeInBrowser('the sandbox page: Inbox and events', () => {
	let t: TestSandbox;
	let b: BrowserPage;
	let page: Page;
	let receiver: HookReceiver;
	const messages = async () =>
		(await t.api('GET', '/api/messages/facebook')).body.messages as Array<Record<string, any>>;

	beforeAll(async () => {
		t = await startTestSandbox();
		receiver = await startReceiver();
		const subscribed = await t.api('POST', '/api/hook/webhook', {
			body: { action: 'messages', url: receiver.url, secret: SECRET },
		});
		expect(subscribed.status).toBe(200);
		b = await openBrowser();
		page = b.page;
		expect((await page.goto(`${t.sandbox.url}/inbox`))?.status()).toBe(200);
	});

	afterAll(async () => {
		await b?.browser.close();
		await t?.close();
		await receiver?.close();
	});

	const writeForm = () => page.locator('form[aria-labelledby="correspondent-writes"]');

	it('plays a correspondent: the message reaches the API and the signed messages webhook', async () => {
		const form = writeForm();
		await form.getByLabel('Network').selectOption('facebook');
		await form.getByLabel('Sender id').fill('visitor-7');
		await form.getByLabel('Sender name').fill('Robin');
		await form.getByLabel('Message').fill('Is the shop <b>open</b> today?');
		await form.getByRole('button', { name: 'Send as the correspondent' }).click();
		await page.waitForURL(/\/inbox\?done=message/);
		const conversation = page.getByRole('article', {
			name: 'Facebook Page conversation with Robin',
		});
		expect(await conversation.locator('.message .network-text').allInnerTexts()).toEqual([
			'Is the shop <b>open</b> today?',
		]);
		const listed = await messages();
		expect(listed).toHaveLength(1);
		expect(listed[0]).toMatchObject({
			action: 'received',
			senderId: 'visitor-7',
			message: 'Is the shop <b>open</b> today?',
		});
		// The messages webhook got it, signed with the subscription's secret.
		await page.locator('#inbox-deliveries .badge-delivered').waitFor();
		expect(receiver.received).toHaveLength(1);
		const hook = receiver.received[0];
		expect(hook.body).toMatchObject({
			action: 'messages',
			message: 'Is the shop <b>open</b> today?',
		});
		expect(
			verifyWebhookSignature({
				rawBody: hook.rawBody,
				headers: hook.headers,
				secret: SECRET,
				now: Date.now(),
			}),
		).toMatchObject({ ok: true });
		const row = page.locator('#inbox-deliveries tbody tr').first();
		expect(await row.locator('td').nth(5).innerText()).toBe('1');
		expect(await row.innerText()).toContain('HMAC-SHA256');
		expect(await page.content()).not.toContain(SECRET);
	});

	it('shows the Status of every delivery at 1440 px wide, even to a long n8n webhook URL', async () => {
		const long = `${receiver.url}/webhook-test/8d2e4f60-1a3b-4c5d-8e7f-9a0b1c2d3e4f/events`;
		const subscribed = await t.api('POST', '/api/hook/webhook', {
			body: { action: 'social', url: long, secret: SECRET },
		});
		expect(subscribed.status).toBe(200);
		expect(
			(await t.api('POST', '/api/admin/unlink', { body: { platform: 'tiktok' } })).status,
		).toBe(200);
		await t.api('POST', '/api/admin/link', { body: { platform: 'tiktok' } });
		await page.setViewportSize({ width: 1440, height: 900 });
		await page.goto(`${t.sandbox.url}/inbox#deliveries`);
		const row = page.locator('#inbox-deliveries tbody tr', { hasText: '8d2e4f60' }).first();
		await row.waitFor();
		for (const cell of [
			page.locator('#inbox-deliveries th', { hasText: 'Status' }),
			row.locator('.badge'),
		]) {
			const box = await cell.boundingBox();
			expect(box).not.toBeNull();
			expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
		}
		const scroll = page.locator('#inbox-deliveries .table-scroll');
		const overflow = await scroll.evaluate((el) => el.scrollWidth - el.clientWidth);
		expect(overflow).toBeLessThanOrEqual(0);
		await screenshot(page, 'inbox-deliveries-1440');
		await page.goto(`${t.sandbox.url}/inbox`);
	});

	it("writes again in the same conversation from the conversation's own form", async () => {
		const conversation = page.getByRole('article', {
			name: 'Facebook Page conversation with Robin',
		});
		await conversation.getByLabel('Robin writes').fill('Never mind, found it.');
		await conversation.getByRole('button', { name: 'Send as Robin' }).click();
		await page.waitForURL(/done=message/);
		expect(
			await page
				.getByRole('article', { name: 'Facebook Page conversation with Robin' })
				.locator('.message .network-text')
				.allInnerTexts(),
		).toEqual(['Is the shop <b>open</b> today?', 'Never mind, found it.']);
		expect(await page.getByRole('article').count()).toBe(1);
		await screenshot(page, 'inbox');
	});

	it('refuses a bad form with a message naming the field and the value, and writes nothing', async () => {
		await page.goto(`${t.sandbox.url}/inbox`);
		const tooLong = 'x'.repeat(70);
		const form = writeForm();
		await form.getByLabel('Sender id').fill(tooLong);
		await form.getByLabel('Message').fill('Hello?');
		const response = page.waitForResponse((r) => r.url().endsWith('/page/messages/incoming'));
		await form.getByRole('button', { name: 'Send as the correspondent' }).click();
		expect((await response).status()).toBe(400);
		await page.waitForLoadState('load');
		const alert = await page.getByRole('alert').innerText();
		expect(alert).toContain('senderId');
		expect(alert).toContain('64');
		expect(await messages()).toHaveLength(2);
	});

	it('adds a review that arrives on the facebook page', async () => {
		await page.goto(`${t.sandbox.url}/inbox`);
		const form = page.locator('form[aria-labelledby="review-arrives"]');
		await form.getByLabel('Network').selectOption('facebook');
		await form.getByLabel(/^Rating/).fill('negative');
		await form.getByLabel('Reviewer name').fill('Kim');
		await form.getByLabel('Review', { exact: true }).fill('Bread was <i>stale</i>.');
		await form.getByRole('button', { name: 'Add the review' }).click();
		await page.waitForURL(/\/inbox\?done=review#reviews$/);
		const listed = await t.api('GET', '/api/reviews', { query: { platform: 'facebook' } });
		const added = listed.body.facebook.find((r: any) => r.reviewer.name === 'Kim');
		expect(added).toMatchObject({ rating: 'negative', review: 'Bread was <i>stale</i>.' });
		const card = page.locator(`li[data-review-id="${added.id}"]`);
		expect(await card.locator('.network-text').innerText()).toBe('Bread was <i>stale</i>.');
		expect(b.dialogs).toEqual([]);
	});

	it('lists the articles a feed sent to the feed webhook, and their deliveries in the log', async () => {
		const site = await startFeedSite();
		try {
			const old = { guid: 'a-1', title: 'Old news', link: 'https://blog.example/old' };
			const fresh = {
				guid: 'a-2',
				title: 'Spring <b>menu</b>',
				link: 'https://blog.example/spring',
			};
			const url = site.set('/blog.xml', rssDocument('Bakery blog', [old]));
			await t.api('POST', '/api/feed/webhook', { body: { url: receiver.url, secret: SECRET } });
			const added = await t.api('POST', '/api/feed', { body: { url } });
			expect(added.status).toBe(200);
			await t.api('POST', '/api/admin/feeds/poll');
			site.set('/blog.xml', rssDocument('Bakery blog', [fresh, old]));
			const report = await t.api('POST', '/api/admin/feeds/poll');
			expect(report.body).toMatchObject({ newItems: 1, delivered: 1 });
			await page.goto(`${t.sandbox.url}/inbox`);
			const feed = page.locator(`li[data-feed-id="${added.body.id}"]`);
			expect(await feed.getByRole('heading').innerText()).toBe('Bakery blog');
			const articles = feed.locator('li[data-article]');
			expect(await articles.count()).toBe(1);
			expect(await articles.getByRole('link').innerText()).toBe('Spring <b>menu</b>');
			expect(await articles.getByRole('link').getAttribute('href')).toBe(fresh.link);
			expect(await articles.innerText()).toContain('webhook delivered');
			const row = page.locator('#inbox-deliveries tbody tr', {
				hasText: 'article: Spring <b>menu</b>',
			});
			expect(await row.locator('td').nth(2).innerText()).toBe('feed');
			expect(await row.locator('.badge').innerText()).toBe('delivered');
		} finally {
			await site.close();
		}
	});

	it('lists comments on sent posts, with who wrote them and the post they are on', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Comment on me', platforms: ['twitter'] },
		});
		const postId = sent.body.id;
		const incoming = await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId, platform: 'twitter', comment: 'Looks <i>great</i>!', userName: 'Ana' },
		});
		expect(incoming.status).toBe(200);
		await page.goto(`${t.sandbox.url}/inbox#comments`);
		const comment = page.locator(`li[data-comment-id="${incoming.body.commentId}"]`);
		expect(await comment.locator('.network-text').innerText()).toBe('Looks <i>great</i>!');
		expect(await comment.locator('.card-head').innerText()).toContain('Ana');
		expect(await comment.getByRole('link', { name: postId }).getAttribute('href')).toBe(
			`/?post=${postId}`,
		);
		expect(b.dialogs).toEqual([]);
	});
});
