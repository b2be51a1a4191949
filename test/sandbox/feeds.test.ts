import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	TWEET_MAX_WEIGHTED_LENGTH,
	tweetWeightedLength,
	verifyWebhookSignature,
	type FeedWebhookEvent,
} from '../../src/engine';
import { fetchFeedDocument } from '../../src/sandbox/feeds/fetcher';
import { parseFeed, type ParsedFeed } from '../../src/sandbox/feeds/parser';
import { articlePostText } from '../../src/sandbox/feeds/posting';
import { readFeed } from '../../src/sandbox/feeds/read';
import {
	FIXTURE_DIR,
	rssDocument,
	startFeedSite,
	startReceiver,
	type FeedSite,
	type HookReceiver,
	type TestArticle,
} from '../helpers/feedTestServers';
import {
	manualClock,
	networkPost,
	startTestSandbox,
	tempDir,
	waitFor,
	type TestSandbox,
} from '../helpers/testSandbox';

const SECRET = 'whsec_feeds_test_secret';

let site: FeedSite;
beforeAll(async () => {
	site = await startFeedSite();
});
afterAll(() => site.close());

async function readFixture(name: string): Promise<ParsedFeed> {
	const read = await readFeed(`${site.url}/fixtures/${name}`, fetchFeedDocument);
	if (read.notModified) throw new Error('unexpected 304');
	return read.feed;
}

describe('reading the real-world fixtures over HTTP', () => {
	it('reads every fixture: each article has a title, an absolute link, a date and its own key', async () => {
		const counts: Record<string, number> = {
			'content-encoded.rss': 7,
			'craigslist.rss': 25,
			'encoding.rss': 40,
			'feedburner.atom': 25,
			'guardian.rss': 55,
			'gulp-atom.atom': 10,
			'heise.atom': 15,
			'reddit.rss': 24,
		};
		for (const [name, count] of Object.entries(counts)) {
			const feed = await readFixture(name);
			expect({ name, count: feed.items.length }).toEqual({ name, count });
			expect(new Set(feed.items.map((item) => item.key)).size).toBe(count);
			for (const item of feed.items) {
				expect(item.title).not.toBe('');
				expect(item.link).toMatch(/^https?:\/\//);
				expect(item.published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
			}
		}
	});

	it('content-encoded.rss: CDATA titles, content:encoded as the description, the first <img> of the article', async () => {
		const feed = await readFixture('content-encoded.rss');
		expect(feed).toMatchObject({
			format: 'rss',
			title: 'Food in Invironment on Medium',
			description: 'Latest stories tagged with Food in Invironment on Medium',
			link: 'https://medium.com/invironment/tagged/food?source=rss----d12c403d4976--food',
			image: {
				url: 'https://cdn-images-1.medium.com/proxy/1*TGH72Nnw24QL3iV9IOm4VA.png',
				title: 'Food in Invironment on Medium',
				link: 'https://medium.com/invironment/tagged/food?source=rss----d12c403d4976--food',
			},
		});
		const [first, second] = feed.items;
		expect(first).toMatchObject({
			key: 'https://medium.com/p/125af37d838f',
			title: 'THE CREATIVE FORAGER',
			link: 'https://medium.com/invironment/the-creative-forager-125af37d838f?source=rss----d12c403d4976--food',
			published: '2018-04-09T18:55:38.000Z',
			htmlImage: 'https://cdn-images-1.medium.com/max/938/1*C_nVpehD-NKBgtVEULabmQ.jpeg',
		});
		expect(first.image).toBeUndefined();
		// The feed has a no-break space before "Kitchen"; it stays.
		expect(first.content).toMatch(
			/^<h4>Using Wild Ingredients in the\u00a0Kitchen<\/h4><figure><img alt="" src=/,
		);
		expect(first.description).toBe(first.content);
		expect(second.title).toBe('Eight Reasons You Shouldn’t Grow Your Own Food');
	});

	it('craigslist.rss (RSS 1.0 / RDF): items beside the channel, CDATA kept verbatim, enc:enclosure images', async () => {
		const feed = await readFixture('craigslist.rss');
		expect(feed).toMatchObject({
			format: 'rdf',
			title: 'craigslist SF bay area | apts/housing for rent search',
			link: 'https://sfbay.craigslist.org/search/apa',
			description: '',
		});
		expect(feed.image).toBeUndefined();
		expect(feed.items[0]).toMatchObject({
			key: 'http://sfbay.craigslist.org/eby/apa/6186664607.html',
			title:
				'Bright, Spacious Beautiful Victorian (oakland north / temescal) &#x0024;4300 3bd 1930ft<sup>2</sup>',
			link: 'http://sfbay.craigslist.org/eby/apa/6186664607.html',
			published: '2017-06-21T17:33:10.000Z',
			image: 'https://images.craigslist.org/00l0l_fbVZikCjEKO_300x300.jpg',
		});
		expect(feed.items[0].description).toMatch(/^Updated 3\+ Bedroom, 2\.5 Bath, Victorian home\./);
		expect(feed.items.filter((item) => item.image).length).toBe(24);
	});

	it('encoding.rss: ISO-8859-1 decoded, CRLF around dates, 1x1 tracking pixels are no image', async () => {
		const feed = await readFixture('encoding.rss');
		expect(feed).toMatchObject({
			title: 'Jornal de Notícias - Últimas Notícias',
			description: 'JN. Rede de Informação.',
			link: 'http://www.jn.pt',
			image: {
				url: 'http://www.jn.pt/favicon.ico',
				title: 'Jornal de Notícias',
				link: 'http://www.jn.pt',
			},
		});
		expect(feed.items[0]).toMatchObject({
			title: 'Mãe de utente é a nova presidente da Raríssimas',
			published: '2018-01-03T13:47:00.000Z',
		});
		expect(feed.items[0].description).toMatch(/^Sónia Laygue, profissional na área/);
		expect(feed.items[1].description).toContain(
			'<img src="http://feeds.feedburner.com/~r/JN-ULTIMAS/',
		);
		expect(feed.items.some((item) => item.htmlImage || item.image)).toBe(false);
	});

	it('feedburner.atom: typed text constructs, the alternate link, a media:thumbnail', async () => {
		const feed = await readFixture('feedburner.atom');
		expect(feed).toMatchObject({
			format: 'atom',
			title: 'Google Ads Developer Blog',
			description:
				'The official blog for information about the AdWords, AdSense, DoubleClick and AdMob APIs and SDKs.',
			link: 'http://googleadsdeveloper.blogspot.com/search/label/adwords_api',
		});
		expect(feed.items[0]).toMatchObject({
			key: 'tag:blogger.com,1999:blog-7815614485808579332.post-8394866751819460570',
			title: 'AdWords and DFP Java client library will soon require Java 7+',
			link: 'http://feedproxy.google.com/~r/blogspot/lQlzL/~3/Zjf41PDVLAc/adwords-and-dfp-java-client-library.html',
			published: '2016-06-03T14:38:00.000Z',
		});
		expect(feed.items[0].content).toMatch(
			/^<div dir="ltr" style="text-align: left;" trbidi="on">After <b>November 2016<\/b>/,
		);
		expect(feed.items.filter((item) => item.image).map((item) => item.image)).toEqual([
			'https://lh3.googleusercontent.com/-I5VHr9twxlU/AAAAAAAAAAI/AAAAAAAABoc/XKIvgIIEw7I/s72-c/photo.jpg',
		]);
	});

	it('guardian.rss: HTML descriptions decoded once, the first media:content image', async () => {
		const feed = await readFixture('guardian.rss');
		expect(feed).toMatchObject({
			title: 'The Guardian',
			link: 'https://www.theguardian.com/us',
			image: {
				title: 'The Guardian',
				url: 'https://assets.guim.co.uk/images/guardian-logo-rss.c45beb1bafa34b347ac333af2e6fe23f.png',
				link: 'https://www.theguardian.com',
			},
		});
		const first = feed.items[0];
		expect(first).toMatchObject({
			title: 'Trump State of the Union address promised unity but emphasized discord',
			published: '2018-01-31T07:26:05.000Z',
		});
		expect(first.image).toMatch(
			/^https:\/\/i\.guim\.co\.uk\/img\/media\/b73c8752cd4667c923dff7f1542f1fb20089e421\/0_108_3000_1799\/master\/3000\.jpg\?w=140&q=55/,
		);
		expect(first.description).toMatch(
			/^<p>The president’s ‘new American moment’ speech stirred Republican applause/,
		);
		expect(feed.items.every((item) => item.image)).toBe(true);
	});

	it('gulp-atom.atom: relative entry links resolved against the feed, media:thumbnail with &amp;', async () => {
		const feed = await readFixture('gulp-atom.atom');
		expect(feed).toMatchObject({
			title: 'Release notes from gulp',
			link: 'https://github.com/gulpjs/gulp/releases',
			description: '',
		});
		expect(feed.items[0]).toEqual({
			key: 'tag:github.com,2008:Repository/11167738/v3.9.0',
			guid: 'tag:github.com,2008:Repository/11167738/v3.9.0',
			title: 'v3.9.0',
			link: 'https://github.com/gulpjs/gulp/releases/tag/v3.9.0',
			description: '<p>3.9.0</p>',
			content: '<p>3.9.0</p>',
			published: '2015-06-01T21:49:41.000Z',
			image: 'https://avatars3.githubusercontent.com/u/425716?v=3&s=60',
		});
	});

	it('heise.atom: a summary and CDATA content, the logo as the feed image, umlauts', async () => {
		const feed = await readFixture('heise.atom');
		expect(feed).toMatchObject({
			title: 'heise developer neueste Meldungen',
			description: 'Informationen für Entwickler',
			link: 'http://www.heise.de/developer/',
			image: { url: 'http://www.heise.de/developer/icons/heise_developer_logo_weiss.gif' },
		});
		const first = feed.items[0];
		expect(first).toMatchObject({
			title: 'Java-Anwendungsserver: Red Hat gibt WildFly 10 frei',
			published: '2016-02-01T16:22:00.000Z',
			htmlImage: expect.stringMatching(/^http:\/\/www\.heise\.de\/scale\/.*wildfly.*\.jpeg$/),
		});
		expect(first.description).toMatch(/^Die nun verfügbare Version 10 des Enterprise-Java-Servers/);
		expect(first.content).toMatch(
			/^<a href="http:\/\/www\.heise\.de\/developer\/meldung\/Java-Anwendungsserver/,
		);
	});

	it('reddit.rss: &#34; and &amp;#39; decoded exactly once, media:thumbnail images', async () => {
		const feed = await readFixture('reddit.rss');
		expect(feed).toMatchObject({
			title: 'reddit: the front page of the internet',
			description: '',
			image: { url: 'https://www.redditstatic.com/reddit.com.header.png' },
		});
		expect(feed.items[0]).toMatchObject({
			title: 'The water is too deep, so he improvises',
			published: '2015-11-12T21:16:39.000Z',
			image: 'https://b.thumbs.redditmedia.com/z4zzFBqZ54WT-rFfKXVor4EraZtJVw7AodDvOZ7kitQ.jpg',
		});
		expect(feed.items[0].description).toContain(
			'<a href="https://www.reddit.com/r/funny/comments/3skxqc/the_water_is_too_deep_so_he_improvises/">',
		);
		expect(feed.items[1].description).toMatch(
			/^<!-- SC_OFF --><div class="md"><p>It&#39;s Aziz Ansari\. <\/p>/,
		);
	});

	it('keeps Atom XHTML content as markup and decodes html-typed text once, with xml:base', () => {
		const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://notes.example/blog/">
  <title type="html">Tom &amp;amp; Jerry&#8217;s notes</title>
  <link href="https://notes.example/blog/"/>
  <entry>
    <id>urn:uuid:1</id>
    <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Hello <em>world</em></div></title>
    <link href="posts/1"/>
    <updated>2026-01-02T03:04:05+01:00</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>One &amp; two <img src="../img/a.png" alt="a"/></p></div></content>
  </entry>
</feed>`;
		const feed = parseFeed(atom, 'https://notes.example/feed.atom');
		expect(feed.title).toBe('Tom &amp; Jerry’s notes');
		expect(feed.items[0]).toEqual({
			key: 'urn:uuid:1',
			guid: 'urn:uuid:1',
			title: 'Hello <em>world</em>',
			link: 'https://notes.example/blog/posts/1',
			description: '<p>One &amp; two <img src="../img/a.png" alt="a"/></p>',
			content: '<p>One &amp; two <img src="../img/a.png" alt="a"/></p>',
			published: '2026-01-02T02:04:05.000Z',
			htmlImage: 'https://notes.example/blog/img/a.png',
		});
	});

	it('parses the same bytes the same way off disk (no dependence on the server)', () => {
		const text = readFileSync(join(FIXTURE_DIR, 'gulp-atom.atom'), 'utf8');
		expect(parseFeed(text, 'https://github.com/gulpjs/gulp/releases.atom').items).toHaveLength(10);
	});
});

describe('article post text', () => {
	it('is the title and the link; HTML in titles is read as text', () => {
		expect(
			articlePostText(
				{ title: 'Rent &#x0024;4300 1930ft<sup>2</sup>', link: 'https://a.example/1' },
				false,
			),
		).toBe('Rent $4300 1930ft2 https://a.example/1');
	});

	it('cuts a long title so the text fits twitter, hashtags included, keeping the link whole', () => {
		const title = 'Ünïcödé headline about gardening and composting '.repeat(12);
		const text = articlePostText({ title, link: 'https://garden.example/a/very/long/path' }, true);
		expect(tweetWeightedLength(text)).toBeLessThanOrEqual(TWEET_MAX_WEIGHTED_LENGTH);
		expect(text).toContain('… https://garden.example/a/very/long/path');
		expect(text.match(/#\w+/gu)?.length).toBeGreaterThanOrEqual(1);
		expect(text.match(/#\w+/gu)?.length).toBeLessThanOrEqual(3);
	});
});

let articleCount = 0;
function article(overrides: Partial<TestArticle> = {}): TestArticle {
	articleCount++;
	return {
		guid: `article-${articleCount}`,
		title: `Spring planting guide part ${articleCount}`,
		link: `https://blog.example/posts/${articleCount}`,
		description: `<p>Everything about part ${articleCount}.</p>`,
		pubDate: new Date(Date.UTC(2026, 2, 1, 8, articleCount)).toUTCString(),
		...overrides,
	};
}

/** A feed the test changes between polls. */
function mutableFeed(path: string, initial: TestArticle[]) {
	const articles = [...initial];
	const url = site.set(path, rssDocument('Garden blog', articles));
	return {
		url,
		publish(next: TestArticle) {
			articles.unshift(next);
			site.set(path, rssDocument('Garden blog', articles));
			return next;
		},
	};
}

describe('feeds with a webhook (manual clock)', () => {
	const clock = manualClock();
	let t: TestSandbox;
	let receiver: HookReceiver;
	beforeAll(async () => {
		t = await startTestSandbox({ now: clock.now });
		receiver = await startReceiver();
	});
	afterAll(async () => {
		await t.close();
		await receiver.close();
	});

	const poll = async () => (await t.api('POST', '/api/admin/feeds/poll')).body;

	it('delivers one signed article when the feed gains one, none for the articles it had when added', async () => {
		const feed = mutableFeed('/signed.xml', [article(), article()]);
		const sub = await t.api('POST', '/api/feed/webhook', {
			body: { url: receiver.url, secret: SECRET },
		});
		expect(sub.body).toMatchObject({ status: 'success', active: true });
		const added = await t.api('POST', '/api/feed', { body: { url: feed.url } });
		expect(added.status).toBe(200);
		expect(added.body).toEqual({
			status: 'success',
			id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
			title: 'Garden blog',
			websiteLink: 'https://blog.example/',
			rssURL: feed.url,
		});
		expect((await poll()).newItems).toBe(0);
		expect(receiver.received).toHaveLength(0);

		const fresh = feed.publish(article({ enclosure: 'https://cdn.example/tulips.jpg' }));
		const report = await poll();
		expect(report).toMatchObject({ newItems: 1, queued: 1, delivered: 1, posted: 0 });
		expect(receiver.received).toHaveLength(1);
		const [hook] = receiver.received;
		expect(hook.headers['content-type']).toBe('application/json');
		expect(hook.headers['x-authorization-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
		expect(
			verifyWebhookSignature({
				rawBody: hook.rawBody,
				headers: hook.headers,
				secret: SECRET,
				now: clock.now(),
			}),
		).toEqual({ ok: true });
		expect(
			verifyWebhookSignature({
				rawBody: hook.rawBody,
				headers: hook.headers,
				secret: 'another-secret',
				now: clock.now(),
			}),
		).toMatchObject({ ok: false });
		const primary = t.sandbox.profiles.find((p) => p.primary);
		expect(hook.body as FeedWebhookEvent).toEqual({
			type: 'feed',
			refId: primary?.refId,
			title: 'Primary Profile',
			data: {
				id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
				feedId: added.body.id,
				url: feed.url,
				title: fresh.title,
				link: fresh.link,
				description: fresh.description,
				image: 'https://cdn.example/tulips.jpg',
				published: new Date(fresh.pubDate as string).toISOString(),
			},
		});
		expect((await poll()).newItems).toBe(0);
		expect(receiver.received).toHaveLength(1);
	});

	it('redelivers the same body (same data.id) after a 500, once the retry is due', async () => {
		receiver.received.length = 0;
		receiver.answers.push(500);
		const feed = mutableFeed('/retry.xml', [article()]);
		await t.api('POST', '/api/feed', { body: { url: feed.url } });
		feed.publish(article());
		expect(await poll()).toMatchObject({ newItems: 1, delivered: 0, retrying: 1 });
		expect(receiver.received).toHaveLength(1);
		const pending = (await t.api('GET', '/api/admin/feeds/deliveries')).body.deliveries[0];
		expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
		expect(pending.lastError).toMatch(/answered HTTP 500; attempt 2 of 5 in 5 s/);

		clock.advance(4_000);
		expect(await poll()).toMatchObject({ delivered: 0 });
		expect(receiver.received).toHaveLength(1);
		clock.advance(1_000);
		expect(await poll()).toMatchObject({ delivered: 1 });
		expect(receiver.received).toHaveLength(2);
		const [first, second] = receiver.received;
		expect(second.rawBody).toBe(first.rawBody);
		expect(second.body.data.id).toBe(first.body.data.id);
		for (const hook of receiver.received) {
			expect(
				verifyWebhookSignature({
					rawBody: hook.rawBody,
					headers: hook.headers,
					secret: SECRET,
					now: clock.now(),
				}),
			).toEqual({ ok: true });
		}
		const done = (await t.api('GET', '/api/admin/feeds/deliveries')).body.deliveries[0];
		expect(done).toMatchObject({
			id: first.body.data.id,
			status: 'delivered',
			attempts: 2,
			lastStatus: 200,
		});
	});

	it('does not retry an answer like 410, and sends unsigned deliveries when the profile has no secret', async () => {
		receiver.received.length = 0;
		receiver.answers.push(410);
		// The primary profile has a signing secret from the tests above; this profile has none.
		const profileKey = t.profileKey('Acme Books');
		await t.api('POST', '/api/feed/webhook', { profileKey, body: { url: receiver.url } });
		const feed = mutableFeed('/gone.xml', [article()]);
		await t.api('POST', '/api/feed', { profileKey, body: { url: feed.url } });
		feed.publish(article());
		expect(await poll()).toMatchObject({ failed: 1, retrying: 0 });
		expect(receiver.received).toHaveLength(1);
		expect(receiver.received[0].headers['x-authorization-content-sha256']).toBeUndefined();
		const failed = (await t.api('GET', '/api/admin/feeds/deliveries')).body.deliveries[0];
		expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastStatus: 410 });
		clock.advance(3_600_000);
		await poll();
		expect(receiver.received).toHaveLength(1);
	});

	it('posts articles again once the webhook is deactivated with an empty URL', async () => {
		receiver.received.length = 0;
		const off = await t.api('POST', '/api/feed/webhook', { body: { url: '' } });
		expect(off.body).toMatchObject({ status: 'success', active: false });
		const feed = mutableFeed('/after-webhook.xml', [article()]);
		await t.api('POST', '/api/feed', { body: { url: feed.url } });
		feed.publish(article());
		expect(await poll()).toMatchObject({ newItems: 1, posted: 1, queued: 0 });
		expect(receiver.received).toHaveLength(0);
	});
});

describe('feeds without a webhook: articles become posts', () => {
	const clock = manualClock();
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox({ now: clock.now });
	});
	afterAll(() => t.close());

	/** Polls now and answers the post made for the article with this link. */
	async function postFor(link: string): Promise<Record<string, any>> {
		clock.advance(60_000);
		const report = await t.api('POST', '/api/admin/feeds/poll');
		expect(report.body).toMatchObject({ newItems: 1, posted: 1 });
		const history = await t.api('GET', '/api/history');
		const post = history.body.history.find((p: { post: string }) => p.post.includes(link));
		expect(post).toBeDefined();
		return post;
	}

	it('posts an article with an image to the four networks plus instagram and pinterest', async () => {
		const feed = mutableFeed('/posts-image.xml', [article()]);
		await t.api('POST', '/api/feed', { body: { url: feed.url } });
		const fresh = feed.publish(article({ enclosure: 'https://cdn.example/roses.jpg' }));
		const post = await postFor(fresh.link);
		expect(post).toMatchObject({ status: 'success', mediaUrls: ['https://cdn.example/roses.jpg'] });
		expect([...post.platforms].sort()).toEqual([
			'facebook',
			'instagram',
			'linkedin',
			'pinterest',
			'telegram',
			'twitter',
		]);
		expect(post.post).toBe(`${fresh.title} ${fresh.link}`);
		const tweet = await networkPost(
			post.postIds.find((p: any) => p.platform === 'twitter').postUrl,
		);
		expect(tweet.post).toMatch(new RegExp(`^${fresh.title} ${t.sandbox.url}/l/[A-Za-z0-9]{8}$`));
		expect(tweet.mediaUrls).toEqual(['https://cdn.example/roses.jpg']);
	});

	it('leaves instagram and pinterest out when the article has no image', async () => {
		const feed = mutableFeed('/posts-plain.xml', [article()]);
		await t.api('POST', '/api/feed', { body: { url: feed.url } });
		const fresh = feed.publish(article({ description: 'No picture here.' }));
		const post = await postFor(fresh.link);
		expect([...post.platforms].sort()).toEqual(['facebook', 'linkedin', 'telegram', 'twitter']);
		expect(post.mediaUrls).toEqual([]);
	});

	it('uses the first <img> of the article only with useFirstImage, and adds up to 3 hashtags with autoHashtag', async () => {
		const feed = mutableFeed('/posts-first-image.xml', [article()]);
		const added = await t.api('POST', '/api/feed', { body: { url: feed.url } });
		const withImg = () =>
			article({
				title: 'Composting compost heaps: composting tips for tomatoes and tomatoes',
				description: '<p><img src="/images/heap.png" alt="A heap" width="600"> Tips.</p>',
			});
		const plain = await postFor(feed.publish(withImg()).link);
		expect(plain.platforms).not.toContain('instagram');
		expect(plain.post).not.toContain('#');

		const update = await t.api('PUT', '/api/feed', {
			body: { id: added.body.id, useFirstImage: true, autoHashtag: true },
		});
		expect(update.body).toEqual({ status: 'success', id: added.body.id });
		const post = await postFor(feed.publish(withImg()).link);
		expect(post.platforms).toEqual(expect.arrayContaining(['instagram', 'pinterest']));
		expect(post.mediaUrls).toEqual(['https://blog.example/images/heap.png']);
		const tags = post.post.match(/#[\p{L}\p{N}_]+/gu) ?? [];
		expect(tags.length).toBeGreaterThanOrEqual(1);
		expect(tags.length).toBeLessThanOrEqual(3);
		const listed = (await t.api('GET', '/api/feed')).body.feeds.find(
			(f: any) => f.id === added.body.id,
		);
		expect(listed).toMatchObject({ useFirstImage: true, autoHashtag: true });
	});

	it('only targets networks the profile has linked', async () => {
		await t.api('POST', '/api/admin/unlink', { body: { platform: 'linkedin' } });
		const feed = mutableFeed('/posts-unlinked.xml', [article()]);
		await t.api('POST', '/api/feed', { body: { url: feed.url } });
		const post = await postFor(feed.publish(article()).link);
		expect([...post.platforms].sort()).toEqual(['facebook', 'telegram', 'twitter']);
		await t.api('POST', '/api/admin/link', { body: { platform: 'linkedin' } });
	});
});

describe('POST/GET/PUT/DELETE /api/feed', () => {
	let t: TestSandbox;
	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(() => t.close());

	it('lists feeds with the 2.11 fields; adding a followed URL again answers the same feed', async () => {
		const url = `${site.url}/fixtures/guardian.rss`;
		const added = await t.api('POST', '/api/feed', {
			body: { url, useFirstImage: true, autoHashtag: true, type: 'rss' },
		});
		expect(added.body).toMatchObject({
			title: 'The Guardian',
			websiteLink: 'https://www.theguardian.com/us',
			rssURL: url,
		});
		const again = await t.api('POST', '/api/feed', { body: { url } });
		expect(again.body.id).toBe(added.body.id);
		const list = await t.api('GET', '/api/feed');
		expect(list.body.feeds).toEqual([
			{
				id: added.body.id,
				url,
				type: 'rss',
				useFirstImage: true,
				autoHashtag: true,
				created: expect.any(String),
				updated: expect.any(String),
				title: 'The Guardian',
				description: expect.stringMatching(/^Latest US news/),
				link: 'https://www.theguardian.com/us',
				image: {
					title: 'The Guardian',
					url: 'https://assets.guim.co.uk/images/guardian-logo-rss.c45beb1bafa34b347ac333af2e6fe23f.png',
					link: 'https://www.theguardian.com',
				},
				lastPolled: expect.any(String),
			},
		]);
		const removed = await t.api('DELETE', '/api/feed', { body: { id: added.body.id } });
		expect(removed.body).toEqual({ status: 'success', id: added.body.id });
		expect((await t.api('GET', '/api/feed')).body.feeds).toEqual([]);
		const gone = await t.api('PUT', '/api/feed', {
			body: { id: added.body.id, autoHashtag: false },
		});
		expect(gone.status).toBe(404);
		expect(gone.body).toMatchObject({ code: 105, message: expect.stringContaining(added.body.id) });
	});

	it.each([
		['an ftp URL', 'ftp://files.example/feed.xml', /url must be an http or https URL/],
		['not a URL', 'feed please', /url must be an http or https URL/],
	])('rejects %s before fetching anything', async (_what, url, message) => {
		const res = await t.api('POST', '/api/feed', { body: { url } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'feed', status: 'error', code: 101 });
		expect(res.body.message).toMatch(message);
	});

	it('answers 400 code 101 naming the URL and the problem for what is not a readable feed', async () => {
		const html = site.set(
			'/blog.html',
			'<!DOCTYPE html><html><head><title>Blog</title><link rel="alternate" type="application/rss+xml" href="/blog/feed.xml"></head><body><p>Hi<br></p></body></html>',
			{ type: 'text/html; charset=utf-8' },
		);
		const note = site.set('/note.xml', '<?xml version="1.0"?><note><to>You</to></note>', {
			type: 'application/xml',
		});
		const text = site.set('/plain.txt', 'just some words', { type: 'text/plain' });
		const server500 = site.set('/broken.xml', 'oops', { status: 503, type: 'text/plain' });
		const cases: Array<[string, RegExp]> = [
			[
				html,
				/is an HTML page, not an RSS or Atom feed; the page names a feed at http:\/\/127\.0\.0\.1:\d+\/blog\/feed\.xml: add that URL instead/,
			],
			[`${site.url}/missing.xml`, /answered HTTP 404 Not Found/],
			[server500, /answered HTTP 503 Service Unavailable/],
			[note, /its root element is <note>, not <rss>, <rdf:RDF> or <feed>/],
			[text, /is not XML, so not an RSS or Atom feed \(it starts with "just some words"\)/],
			[
				'http://127.0.0.1:9/feed.xml',
				/Could not fetch the feed at http:\/\/127\.0\.0\.1:9\/feed\.xml: the connection was refused/,
			],
		];
		for (const [url, message] of cases) {
			const res = await t.api('POST', '/api/feed', { body: { url } });
			expect({ url, status: res.status, code: res.body.code }).toEqual({
				url,
				status: 400,
				code: 101,
			});
			expect(res.body.message).toContain(url);
			expect(res.body.message).toMatch(message);
		}
		expect((await t.api('GET', '/api/feed')).body.feeds).toEqual([]);
	});

	it('needs the Premium or Business plan for every feed operation', async () => {
		const basic = await t.api('POST', '/api/admin/accounts', { body: { plan: 'basic' } });
		const premium = await t.api('POST', '/api/admin/accounts', { body: { plan: 'premium' } });
		const url = `${site.url}/fixtures/heise.atom`;
		for (const [method, path, body] of [
			['POST', '/api/feed', { url }],
			['GET', '/api/feed', undefined],
			['PUT', '/api/feed', { id: 'x', autoHashtag: true }],
			['DELETE', '/api/feed', { id: 'x' }],
			['POST', '/api/feed/webhook', { url: '' }],
		] as const) {
			const res = await t.api(method, path, { apiKey: basic.body.apiKey, body });
			expect({ path, method, status: res.status, code: res.body.code }).toEqual({
				path,
				method,
				status: 403,
				code: 103,
			});
			expect(res.body.message).toBe(
				'Feeds needs the Premium, Business or Enterprise plan; this account is on the basic plan.',
			);
		}
		// The plan is checked before the body: a bad body from a Basic account is still a 403.
		for (const [method, body] of [
			['POST', { url: 'not a url' }],
			['PUT', {}],
		] as const) {
			const res = await t.api(method, '/api/feed', { apiKey: basic.body.apiKey, body });
			expect({ method, status: res.status, code: res.body.code }).toEqual({
				method,
				status: 403,
				code: 103,
			});
		}
		const added = await t.api('POST', '/api/feed', { apiKey: premium.body.apiKey, body: { url } });
		expect(added.status).toBe(200);
		expect(added.body.title).toBe('heise developer neueste Meldungen');

		// A Premium account has no user profiles, so its deliveries carry the refId and no title.
		const receiver = await startReceiver();
		try {
			const feed = mutableFeed('/premium.xml', [article()]);
			const apiKey = premium.body.apiKey;
			await t.api('POST', '/api/feed/webhook', { apiKey, body: { url: receiver.url } });
			await t.api('POST', '/api/feed', { apiKey, body: { url: feed.url } });
			feed.publish(article());
			await t.api('POST', '/api/admin/feeds/poll', { apiKey });
			expect(receiver.received).toHaveLength(1);
			expect(receiver.received[0].body.refId).toBe(premium.body.profiles[0].refId);
			expect(receiver.received[0].body).not.toHaveProperty('title');
		} finally {
			await receiver.close();
		}
	});

	it('checks the update and webhook bodies with the engine schemas', async () => {
		const nothing = await t.api('PUT', '/api/feed', { body: { id: 'abc' } });
		expect(nothing.status).toBe(400);
		expect(nothing.body.message).toMatch(
			/must change something: give useFirstImage or autoHashtag/,
		);
		const badHook = await t.api('POST', '/api/feed/webhook', {
			body: { url: 'mailto:me@example.com' },
		});
		expect(badHook.body.message).toMatch(/url must be an https URL/);
		const shortSecret = await t.api('POST', '/api/feed/webhook', {
			body: { url: 'https://a.example/h', secret: 'abc' },
		});
		expect(shortSecret.body.message).toMatch(/secret must be at least 8 characters/);
	});
});

describe('the poller', () => {
	it('polls on its own interval and stops with the sandbox', async () => {
		// The poller's timers, as it arms them: once the sandbox is closed none may be left to fire
		// (read from the timers themselves, not from a wait that hopes nothing happens).
		const armed: NodeJS.Timeout[] = [];
		const realSetTimeout = global.setTimeout;
		const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((
			callback: (...args: unknown[]) => void,
			ms?: number,
			...args: unknown[]
		) => {
			const timer = realSetTimeout(callback, ms, ...args);
			// Armed by the poller itself: its frame calls setTimeout (not a library it called).
			const frames = new Error().stack?.split('\n').slice(1) ?? [];
			const caller = frames.find((frame) => !/feeds\.test|jest-mock/.test(frame)) ?? '';
			if (caller.includes('feeds/poller')) armed.push(timer);
			return timer;
		}) as typeof setTimeout);
		const t = await startTestSandbox({ feedPollIntervalMs: 100 });
		const receiver = await startReceiver();
		try {
			const feed = mutableFeed('/timer.xml', [article()]);
			await t.api('POST', '/api/feed/webhook', { body: { url: receiver.url } });
			await t.api('POST', '/api/feed', { body: { url: feed.url } });
			const fresh = feed.publish(article());
			const hook = await waitFor(async () => receiver.received[0], 5000);
			expect(hook.body.data.link).toBe(fresh.link);
		} finally {
			await t.close();
			spy.mockRestore();
			await receiver.close();
		}
		expect(armed.length).toBeGreaterThan(1);
		// A timer that fired or was cleared is destroyed; a live one would poll again.
		const live = armed.filter((timer) => !(timer as unknown as { _destroyed: boolean })._destroyed);
		expect(live.length).toBe(0);
	});

	it('resumes a pending delivery after a restart, with the same data.id', async () => {
		const data = tempDir();
		const clock = manualClock();
		const receiver = await startReceiver();
		try {
			receiver.answers.push(503);
			let t = await startTestSandbox({ dataDir: data.dir, now: clock.now });
			const feed = mutableFeed('/restart.xml', [article()]);
			await t.api('POST', '/api/feed/webhook', { body: { url: receiver.url, secret: SECRET } });
			await t.api('POST', '/api/feed', { body: { url: feed.url } });
			feed.publish(article());
			expect((await t.api('POST', '/api/admin/feeds/poll')).body).toMatchObject({ retrying: 1 });
			await t.close();

			clock.advance(10_000);
			t = await startTestSandbox({ dataDir: data.dir, now: clock.now });
			try {
				// The restarted poller resumes due deliveries at once, before any feed poll.
				await waitFor(async () => receiver.received[1], 5000);
				expect(receiver.received[1].body.data.id).toBe(receiver.received[0].body.data.id);
				expect(receiver.received[1].rawBody).toBe(receiver.received[0].rawBody);
				const listed = (await t.api('GET', '/api/admin/feeds/deliveries')).body.deliveries[0];
				expect(listed).toMatchObject({ status: 'delivered', attempts: 2 });
			} finally {
				await t.close();
			}
		} finally {
			await receiver.close();
			data.cleanup();
		}
	});
});
