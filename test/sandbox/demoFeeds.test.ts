/**
 * The feeds the sandbox serves itself, and a fresh sandbox ready for the examples: it follows the
 * demo blog and has every auto-schedule the example workflows name, so
 * workflows/rss-to-ai-post-at-slot.json fires on a machine without internet. The page's "Publish a
 * new article" and "Read the feeds now" say what they did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseFeed } from '../../src/sandbox/feeds/parser';
import { startReceiver, type HookReceiver } from '../helpers/feedTestServers';
import { startTestSandbox, tempDir, type TestSandbox } from '../helpers/testSandbox';
import { submitPageForm } from '../helpers/pageForms';

const WORKFLOWS = join(__dirname, '..', '..', 'workflows');

/** Every Auto Schedule Title the example workflows publish into. */
function scheduleTitlesOfExamples(): string[] {
	const titles = new Set<string>();
	for (const file of readdirSync(WORKFLOWS).filter((f) => f.endsWith('.json'))) {
		const text = readFileSync(join(WORKFLOWS, file), 'utf8');
		for (const match of text.matchAll(/"(?:autoScheduleTitle|scheduleTitle)":\s*"([^"=]+)"/g))
			titles.add(match[1]);
	}
	return [...titles];
}

const submit = submitPageForm;

async function noticeAfter(t: TestSandbox, location: string | undefined): Promise<string> {
	const page = await fetch(`${t.sandbox.url}${location}`).then((r) => r.text());
	const notice = /class="notice notice-success"[^>]*>([\s\S]*?)<\//.exec(page)?.[1] ?? '';
	return notice.replace(/\s+/g, ' ').replace(/&#39;/g, "'");
}

describe('a fresh sandbox with the examples prepared (as the CLI starts it)', () => {
	let t: TestSandbox;
	let receiver: HookReceiver;
	beforeAll(async () => {
		t = await startTestSandbox({ examples: true });
		receiver = await startReceiver();
	});
	afterAll(async () => {
		await t?.close();
		await receiver?.close();
	});

	it('has every auto-schedule the example workflows name', async () => {
		const titles = scheduleTitlesOfExamples();
		expect(titles).toContain('blogposts');
		const listed = await t.api('GET', '/api/auto-schedule/list');
		expect(listed.status).toBe(200);
		const have = Object.keys(listed.body.schedules);
		for (const title of titles) expect(have).toContain(title);
	});

	it('follows its own demo blog feed, and says so at start', async () => {
		const feeds = await t.api('GET', '/api/feed');
		expect(feeds.body.feeds).toEqual([
			expect.objectContaining({
				url: `${t.sandbox.url}/demo/feeds/blog.rss`,
				title: 'Sandbox Bakery Blog',
			}),
		]);
		expect(t.sandbox.examplesPrepared.join('\n')).toMatch(/blogposts[\s\S]*demo feed/);
	});

	it('serves the blog as RSS and the video channel as Atom, both readable feeds', async () => {
		for (const [path, type] of [
			['/demo/feeds/blog.rss', 'application/rss+xml'],
			['/demo/feeds/videos.atom', 'application/atom+xml'],
		]) {
			const response = await fetch(`${t.sandbox.url}${path}`);
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toContain(type);
			const feed = parseFeed(await response.text(), `${t.sandbox.url}${path}`);
			expect(feed.items).toHaveLength(2);
			const article = await fetch(feed.items[0].link as string);
			expect(article.status).toBe(200);
		}
		expect((await fetch(`${t.sandbox.url}/demo/feeds/nope.rss`)).status).toBe(404);
	});

	it('"Publish a new article" then "Read the feeds now": one article to the feed webhook, said in words', async () => {
		const hooked = await t.api('POST', '/api/feed/webhook', { body: { url: receiver.url } });
		expect(hooked.status).toBe(200);
		const published = await submit(t, '/page/feeds/demo-article', { feed: 'blog' });
		expect(published).toEqual({ status: 303, location: '/account?done=article' });
		const read = await submit(t, '/page/feeds/poll', {});
		expect(read.status).toBe(303);
		expect(await noticeAfter(t, read.location)).toContain(
			`Read 1 feed; 1 new article went to the feed webhook ${receiver.url}.`,
		);
		expect(receiver.received.map((hook) => hook.body.data.title)).toEqual([
			expect.stringContaining('(article 3)'),
		]);
	});

	it('a made-up notice code shows nothing', async () => {
		const page = await fetch(`${t.sandbox.url}/account?done=feeds-madeUp`).then((r) => r.text());
		expect(page).not.toContain('notice-success');
	});

	it('an unknown demo feed is refused with the names allowed', async () => {
		const refused = await t.api('POST', '/api/admin/demo-feeds/articles', {
			body: { feed: 'podcast' },
		});
		expect(refused.status).toBe(400);
		expect(JSON.stringify(refused.body)).toMatch(/feed.*blog.*videos/);
	});
});

describe('"Read the feeds now" with no feed followed', () => {
	it('says no feed is followed, and where the demo feed is', async () => {
		const t = await startTestSandbox();
		try {
			const read = await submit(t, '/page/feeds/poll', {});
			expect(await noticeAfter(t, read.location)).toContain(
				`No feed followed: nothing to read. Follow one with POST /api/feed, e.g. the sandbox's demo feed ${t.sandbox.url}/demo/feeds/blog.rss.`,
			);
		} finally {
			await t.close();
		}
	});
});

describe('a data folder started again on another port', () => {
	it('keeps one demo feed, moved to the new port, with nothing new to send', async () => {
		const data = tempDir();
		try {
			const first = await startTestSandbox({ dataDir: data.dir, examples: true });
			await first.close();
			const second = await startTestSandbox({ dataDir: data.dir, examples: true });
			try {
				expect(second.sandbox.examplesPrepared).toEqual([]);
				const feeds = (await second.api('GET', '/api/feed')).body.feeds;
				expect(feeds.map((f: { url: string }) => f.url)).toEqual([
					`${second.sandbox.url}/demo/feeds/blog.rss`,
				]);
				const poll = await second.api('POST', '/api/admin/feeds/poll');
				expect(poll.body).toMatchObject({ feeds: 1, newItems: 0, errors: [] });
			} finally {
				await second.close();
			}
		} finally {
			data.cleanup();
		}
	});
});
