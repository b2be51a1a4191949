import {
	HOUR_MS,
	IMAGE,
	manualClock,
	networkPost,
	startTestSandbox,
	type TestSandbox,
} from '../helpers/testSandbox';

const clock = manualClock();
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
});
afterAll(() => t.close());

/** Sans-serif bold from the code points the reference names (A, a), not from the engine. */
function bold(text: string): string {
	return Array.from(text, (char) => {
		const code = char.codePointAt(0) as number;
		if (code >= 65 && code <= 90) return String.fromCodePoint(0x1d5d4 + code - 65);
		if (code >= 97 && code <= 122) return String.fromCodePoint(0x1d5ee + code - 97);
		return char;
	}).join('');
}

// Three paragraphs of about 200 characters: any two together are over 280, so one tweet each.
const paragraphs = [
	`First: ${'a'.repeat(190)}`,
	`<b>Second</b> ${'b'.repeat(190)}`,
	`Third ${'c'.repeat(190)}`,
];
const THREAD_TEXT = paragraphs.join('\n\n');
const EXPECTED_TWEETS = [
	`First: ${'a'.repeat(190)} 1/3`,
	`${bold('Second')} ${'b'.repeat(190)} 2/3`,
	`Third ${'c'.repeat(190)} 3/3`,
];

interface Sent {
	id: string;
	postIds: Array<{ id: string; platform: string; postUrl: string; threadIds?: string[] }>;
}

async function send(body: Record<string, unknown>): Promise<Sent> {
	const res = await t.api('POST', '/api/post', { body });
	expect(res.status).toBe(200);
	expect(res.body.status).toBe('success');
	return res.body as Sent;
}

const twitterEntry = (sent: Sent) => sent.postIds.find((entry) => entry.platform === 'twitter')!;
const tweetUrl = (id: string) => `${t.sandbox.url}/networks/twitter/${encodeURIComponent(id)}`;
const postAnalytics = (body: Record<string, unknown>) =>
	t.api('POST', '/api/analytics/post', { body });

describe('a twitter thread', () => {
	let thread: Sent;
	let ids: string[];
	const sentAt = clock.now();

	beforeAll(async () => {
		thread = await send({
			post: THREAD_TEXT,
			platforms: ['twitter', 'facebook'],
			mediaUrls: [IMAGE],
			twitterOptions: { thread: true, threadNumber: true },
		});
		ids = twitterEntry(thread).threadIds ?? [];
	});

	it('goes out as one tweet per paragraph, each a network post of its own, media on the first', async () => {
		const entry = twitterEntry(thread);
		expect(ids).toHaveLength(3);
		expect(new Set(ids).size).toBe(3);
		// The post's twitter entry is the thread's head, as the service reports it.
		expect(entry).toMatchObject({ status: 'success', id: ids[0], postUrl: tweetUrl(ids[0]) });
		for (const [index, id] of ids.entries()) {
			const tweet = await networkPost(tweetUrl(id));
			expect(tweet).toMatchObject({
				platform: 'twitter',
				id,
				post: EXPECTED_TWEETS[index],
				mediaUrls: index === 0 ? [IMAGE] : [],
				threadId: ids[0],
				threadPosition: index + 1,
				threadLength: 3,
				deleted: false,
				sentWithService: true,
			});
			expect(tweet).not.toHaveProperty('threadTweets');
		}
		// Facebook takes the whole text in one post.
		const facebook = thread.postIds.find((p) => p.platform === 'facebook')!;
		const whole = await networkPost(facebook.postUrl);
		expect(whole.post).toBe(
			`First: ${'a'.repeat(190)}\u2063\n\u2063\n${bold('Second')} ${'b'.repeat(190)}\u2063\n\u2063\nThird ${'c'.repeat(190)}`,
		);
		expect(facebook).not.toHaveProperty('threadIds');
	});

	it('answers post analytics as an array with one entry per tweet; facebook stays an object', async () => {
		clock.set(sentAt + 3 * HOUR_MS);
		const res = await postAnalytics({ id: thread.id });
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('success');
		const tweets = res.body.twitter as Array<Record<string, any>>;
		expect(Array.isArray(tweets)).toBe(true);
		expect(tweets.map((entry) => entry.id)).toEqual(ids);
		for (const [index, entry] of tweets.entries()) {
			expect(entry).toEqual({
				id: ids[index],
				postUrl: tweetUrl(ids[index]),
				analytics: expect.objectContaining({ impressionCount: expect.any(Number) }),
				lastUpdated: '2026-03-02T13:00:00.000Z',
				nextUpdate: '2026-03-02T13:10:00.000Z',
			});
		}
		// Readers drop off down a thread: the last tweet is seen less than the first.
		expect(tweets[0].analytics.impressionCount).toBeGreaterThan(0);
		expect(tweets[2].analytics.impressionCount).toBeLessThan(tweets[0].analytics.impressionCount);
		expect(Array.isArray(res.body.facebook)).toBe(false);
		expect(res.body.facebook).toMatchObject({
			id: expect.any(String),
			analytics: expect.any(Object),
		});

		// The same numbers on every read of one refresh; only twitter when only twitter is asked.
		const again = await postAnalytics({ id: thread.id, platforms: ['twitter'] });
		expect(Object.keys(again.body).sort()).toEqual(['status', 'twitter']);
		expect(again.body.twitter).toEqual(tweets);
	});

	it('finds each tweet by its own network id, for analytics and history', async () => {
		clock.set(sentAt + 3 * HOUR_MS);
		const whole = await postAnalytics({ id: thread.id });
		const second = await postAnalytics({
			id: ids[1],
			platforms: ['twitter'],
			searchPlatformId: true,
		});
		expect(second.status).toBe(200);
		expect(second.body.twitter).toEqual(whole.body.twitter[1]);

		const third = await t.api('GET', `/api/history/${ids[2]}`, {
			query: { searchPlatformId: 'true', platform: 'twitter' },
		});
		expect(third.status).toBe(200);
		expect(third.body).toMatchObject({
			status: 'success',
			platform: 'twitter',
			id: ids[2],
			post: EXPECTED_TWEETS[2],
			threadPosition: 3,
			servicePostId: thread.id,
		});
	});

	it("keeps the head and the tweet ids in the post's record; the network's list shows every tweet", async () => {
		const record = await t.api('GET', `/api/post/${thread.id}`);
		expect(record.status).toBe(200);
		expect(record.body).toMatchObject({ id: thread.id, post: THREAD_TEXT, status: 'success' });
		const entry = record.body.postIds.find((p: { platform: string }) => p.platform === 'twitter');
		expect(entry).toEqual({
			status: 'success',
			id: ids[0],
			postUrl: tweetUrl(ids[0]),
			platform: 'twitter',
			threadIds: ids,
		});
		const history = await t.api('GET', '/api/history');
		const listed = history.body.history.find((p: { id: string }) => p.id === thread.id);
		expect(listed.postIds).toEqual(record.body.postIds);

		const network = await t.api('GET', '/api/history/twitter');
		const mine = network.body.posts.filter(
			(p: { servicePostId?: string }) => p.servicePostId === thread.id,
		);
		expect(
			mine.map((p: { id: string; threadPosition: number }) => [p.id, p.threadPosition]),
		).toEqual([
			[ids[0], 1],
			[ids[1], 2],
			[ids[2], 3],
		]);
		expect(mine.map((p: { post: string }) => p.post)).toEqual(EXPECTED_TWEETS);
	});

	it('deleting the post takes every tweet of the thread down', async () => {
		const copy = await send({
			post: THREAD_TEXT,
			platforms: ['twitter'],
			twitterOptions: { thread: true },
		});
		const copyIds = twitterEntry(copy).threadIds ?? [];
		expect(copyIds).toHaveLength(3);
		const res = await t.api('DELETE', '/api/post', { body: { id: copy.id } });
		expect(res.status).toBe(200);
		expect(res.body.twitter).toEqual({ action: 'delete', status: 'success', id: copyIds[0] });
		for (const id of copyIds) expect((await networkPost(tweetUrl(id))).deleted).toBe(true);
	});
});

describe('single tweets', () => {
	it('thread: true with a text that fits one tweet sends one tweet, and analytics an object', async () => {
		const sent = await send({
			post: 'Short enough',
			platforms: ['twitter'],
			twitterOptions: { thread: true, threadNumber: true },
		});
		const entry = twitterEntry(sent);
		expect(entry).not.toHaveProperty('threadIds');
		expect((await networkPost(entry.postUrl)).post).toBe('Short enough');
		const res = await postAnalytics({ id: sent.id });
		expect(Array.isArray(res.body.twitter)).toBe(false);
		expect(res.body.twitter).toMatchObject({ id: entry.id, analytics: expect.any(Object) });
	});

	it('links are shortened before the split and are never cut', async () => {
		const link = `https://example.com/${'long-path/'.repeat(20)}`;
		const sent = await send({
			post: `${'d'.repeat(260)} ${link} end`,
			platforms: ['twitter'],
			twitterOptions: { thread: true },
		});
		const ids = twitterEntry(sent).threadIds ?? [];
		expect(ids).toHaveLength(2);
		// 260 + a space + the link (23) is 284: the link goes whole to the second tweet.
		expect((await networkPost(tweetUrl(ids[0]))).post).toBe('d'.repeat(260));
		const second = (await networkPost(tweetUrl(ids[1]))).post as string;
		expect(second).toMatch(new RegExp(`^${t.sandbox.url.replace(/[./]/g, '\\$&')}/l/\\w+ end$`));
	});
});

describe('validation', () => {
	async function refused(body: Record<string, unknown>) {
		const before = (await t.api('GET', '/api/history', { query: { limit: 1000 } })).body.count;
		const res = await t.api('POST', '/api/post', { body });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ action: 'post', status: 'error', code: 101, postIds: [] });
		const after = (await t.api('GET', '/api/history', { query: { limit: 1000 } })).body.count;
		expect(after).toBe(before);
		return res.body.errors as Array<Record<string, unknown>>;
	}

	it('refuses a text that needs more than 25 tweets, saying how many it needs', async () => {
		const errors = await refused({
			post: Array(26).fill('e'.repeat(200)).join('\n\n'),
			platforms: ['twitter'],
			twitterOptions: { thread: true },
		});
		expect(errors).toEqual([
			expect.objectContaining({
				field: 'post',
				platform: 'twitter',
				message: expect.stringMatching(
					/post splits into 26 tweets; a twitter thread may have at most 25/,
				),
			}),
		]);
	});

	it('names bad twitterOptions values, and lets keys it does not know through', async () => {
		const errors = await refused({
			post: 'hello',
			platforms: ['twitter'],
			twitterOptions: { thread: 'yes', numbered: true },
		});
		expect(errors.map((e) => [e.field, e.value])).toEqual([['twitterOptions.thread', 'yes']]);
	});

	it("counts every tweet of a thread in the primary profile's twitterUsage", async () => {
		const usage = async (): Promise<number> => {
			const user = (await t.api('GET', '/api/user')).body;
			return user.displayNames.find((d: { platform: string }) => d.platform === 'twitter')
				.twitterUsage.monthlyUsage as number;
		};
		const before = await usage();
		await send({ post: THREAD_TEXT, platforms: ['twitter'], twitterOptions: { thread: true } });
		expect(await usage()).toBe(before + 3);
		await send({ post: 'One more, a single tweet', platforms: ['twitter'] });
		expect(await usage()).toBe(before + 4);
	});

	it('without thread, a long twitter text is refused as before', async () => {
		const errors = await refused({
			post: 'f'.repeat(300),
			platforms: ['twitter'],
			twitterOptions: { thread: false },
		});
		expect(errors).toEqual([
			expect.objectContaining({
				field: 'post',
				message: expect.stringMatching(
					/post is 300 weighted characters; twitter allows at most 280/,
				),
			}),
		]);
	});
});
