import type { Page } from 'playwright-core';
import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';
import { describeInBrowser, openBrowser, screenshot, type BrowserPage } from '../helpers/pageBrowser';

/**
 * The sandbox page's Schedule view, in a real browser: posts awaiting approval and scheduled posts
 * on a timeline by day, the auto-schedules' free slots, and approve, reschedule and delete from the
 * page, each going through the API's own handler (the post goes out, moves, or is deleted there).
 */

const HOUR_MS = 3_600_000;
const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describeInBrowser('the sandbox page: Schedule', () => {
	let t: TestSandbox;
	let b: BrowserPage;
	let page: Page;
	const create = async (body: Record<string, unknown>): Promise<string> => {
		const res = await t.api('POST', '/api/post', { body });
		expect(res.status).toBe(200);
		return res.body.id as string;
	};
	const status = async (id: string) => (await t.api('GET', `/api/post/${id}`)).body;
	const entry = (id: string) => page.locator(`li[data-post-id="${id}"]`);

	let held: string;
	let later: string;
	let doomed: string;
	const laterAt = Date.now() + 30 * HOUR_MS;

	beforeAll(async () => {
		t = await startTestSandbox();
		const set = await t.api('POST', '/api/auto-schedule/set', {
			body: { title: 'mornings', schedule: ['09:30Z'] },
		});
		expect(set.status).toBe(200);
		held = await create({
			post: 'Approve me <b>please</b>',
			platforms: ['twitter', 'facebook'],
			requiresApproval: true,
		});
		later = await create({
			post: 'Tomorrow’s news',
			platforms: ['linkedin'],
			scheduleDate: new Date(laterAt).toISOString(),
		});
		doomed = await create({
			post: 'Delete me',
			platforms: ['telegram'],
			scheduleDate: new Date(laterAt + HOUR_MS).toISOString(),
		});
		b = await openBrowser();
		page = b.page;
		expect((await page.goto(`${t.sandbox.url}/schedule`))?.status()).toBe(200);
	});

	afterAll(async () => {
		await b?.browser.close();
		await t?.close();
	});

	it('lays the posts out by day, with the free slots of the auto-schedules', async () => {
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Schedule');
		expect(await entry(held).locator('.badge').innerText()).toBe('awaiting approval');
		const laterDay = new Date(laterAt).toISOString().slice(0, 10);
		const day = page.getByRole('region', { name: laterDay });
		expect(await day.locator(`li[data-post-id="${later}"]`).count()).toBe(1);
		expect(await page.locator('li.slot').first().innerText()).toBe(
			'Free slot 09:30:00 UTC · auto-schedule “mornings” of Primary Profile',
		);
		expect(await page.locator('li.slot').count()).toBeGreaterThanOrEqual(7);
		await screenshot(page, 'schedule');
	});

	it('approves a post awaiting approval: it goes out to every network', async () => {
		await entry(held).getByRole('button', { name: 'Approve' }).click();
		await page.waitForURL(/\/schedule\?done=approved/);
		expect(await page.getByRole('status').filter({ hasText: 'Approved' }).count()).toBe(1);
		const post = await status(held);
		expect(post.status).toBe('success');
		expect(post.postIds.map((p: { platform: string }) => p.platform).sort()).toEqual([
			'facebook',
			'twitter',
		]);
		expect(await entry(held).count()).toBe(0);
		await page.goto(`${t.sandbox.url}/?post=${held}`);
		const sections = page.locator(`li[data-post-id="${held}"] section.delivery`);
		expect(await sections.count()).toBe(2);
		expect(await sections.first().locator('.network-text').innerText()).toBe('Approve me 𝗽𝗹𝗲𝗮𝘀𝗲');
	});

	it('reschedules a post to the time typed (UTC)', async () => {
		await page.goto(`${t.sandbox.url}/schedule`);
		const next = laterAt + 5 * HOUR_MS;
		await entry(later).getByLabel('New time (UTC)').fill(utcMinute(next));
		await entry(later).getByRole('button', { name: 'Reschedule' }).click();
		await page.waitForURL(/done=rescheduled/);
		expect((await status(later)).scheduleDate).toBe(`${utcMinute(next)}:00Z`);
	});

	it('deletes a scheduled post', async () => {
		await entry(doomed).getByRole('button', { name: 'Delete' }).click();
		await page.waitForURL(/done=deleted/);
		expect((await status(doomed)).status).toBe('deleted');
		expect(await entry(doomed).count()).toBe(0);
	});

	it('says what was wrong, with the post and its state, when the post changed meanwhile', async () => {
		// Live updates off, so the page keeps showing the post deleted below.
		await page.route('**/page/changes', (route) => route.abort());
		await page.goto(`${t.sandbox.url}/schedule`);
		// Deleted through the API while the page still shows it.
		await t.api('DELETE', '/api/post', { body: { id: later } });
		const response = page.waitForResponse((r) => r.url().endsWith('/page/posts/reschedule'));
		await entry(later).getByRole('button', { name: 'Reschedule' }).click();
		expect((await response).status()).toBe(400);
		await page.waitForLoadState('load');
		expect(await page.getByRole('alert').innerText()).toBe(`Post ${later} is already deleted.`);
		expect((await status(later)).status).toBe('deleted');
		await page.unroute('**/page/changes');
	});
});
