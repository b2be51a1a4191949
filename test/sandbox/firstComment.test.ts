import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

/**
 * `firstComment` goes out as the profile's own comment right after the post, on the networks that
 * take comments; `disableComments` turns comments off on instagram, linkedin and tiktok.
 */
describe('first comment and comments off', () => {
	let t: TestSandbox;
	let now = Date.parse('2026-11-25T12:00:00Z');
	beforeAll(async () => {
		t = await startTestSandbox({ now: () => now, schedulerIntervalMs: 20 });
	});
	afterAll(() => t.close());

	const IMAGE = 'https://example.com/first.jpg';

	it('posts it under the post on each network that takes comments: in the answer, in GET /comments and on the page', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: {
				post: 'New article out',
				platforms: ['twitter', 'instagram', 'pinterest'],
				mediaUrls: ['https://example.com/pin.jpg'],
				pinterestOptions: { title: 'Pin' },
				firstComment: { comment: 'Read it here: https://example.com/a', mediaUrls: [IMAGE] },
			},
		});
		expect(sent.body.status).toBe('success');
		const entry = (network: string) =>
			sent.body.postIds.find((p: { platform: string }) => p.platform === network);
		expect(entry('twitter').firstComment).toMatchObject({
			status: 'success',
			comment: 'Read it here: https://example.com/a',
			mediaUrls: [IMAGE],
		});
		// Instagram comments take no media: the text alone. Pinterest takes no comments.
		expect(entry('instagram').firstComment).toEqual({
			status: 'success',
			commentId: expect.any(String),
			comment: 'Read it here: https://example.com/a',
		});
		expect(entry('pinterest').firstComment).toBeUndefined();

		const comments = await t.api('GET', `/api/comments/${sent.body.id}`);
		expect(comments.body.twitter).toEqual([
			expect.objectContaining({
				commentId: entry('twitter').firstComment.commentId,
				comment: 'Read it here: https://example.com/a',
				mediaUrls: [IMAGE],
				own: true,
			}),
		]);
		expect(comments.body.instagram[0].mediaUrls).toBeUndefined();
		expect(comments.body.pinterest).toBeUndefined();

		const page = await (await fetch(`${t.sandbox.url}/?post=${sent.body.id}`)).text();
		expect(page).toContain('First comment:');
		expect(page).toContain('Read it here: https://example.com/a');
	});

	it('gives a scheduled post its first comment when it goes out, not before', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: {
				post: 'Later',
				platforms: ['facebook'],
				scheduleDate: '2026-11-25T12:05:00Z',
				firstComment: { comment: 'And a comment, later' },
			},
		});
		expect(sent.body.status).toBe('scheduled');
		expect((await t.api('GET', `/api/comments/${sent.body.id}`)).body.facebook).toBeUndefined();
		now = Date.parse('2026-11-25T12:06:00Z');
		let comments: Record<string, any> = {};
		for (let i = 0; i < 100 && !comments.facebook; i++) {
			await new Promise((resolve) => setTimeout(resolve, 20));
			comments = (await t.api('GET', `/api/comments/${sent.body.id}`)).body;
		}
		expect(comments.facebook).toEqual([
			expect.objectContaining({ comment: 'And a comment, later' }),
		]);
	});

	it('turns comments off on instagram (no first comment there, later comments refused) but not on facebook', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: {
				post: 'Quiet post',
				platforms: ['instagram', 'facebook'],
				mediaUrls: ['https://example.com/photo.jpg'],
				disableComments: true,
				firstComment: { comment: 'Only where comments are on' },
			},
		});
		expect(sent.body.status).toBe('success');
		const comments = await t.api('GET', `/api/comments/${sent.body.id}`);
		expect(comments.body.instagram).toBeUndefined();
		expect(comments.body.facebook).toHaveLength(1);
		const refused = await t.api('POST', '/api/comments', {
			body: { id: sent.body.id, platforms: ['instagram'], comment: 'Let me in' },
		});
		expect(refused.status).toBe(400);
		expect(refused.body.message).toContain('comments turned off');
		const page = await (await fetch(`${t.sandbox.url}/?post=${sent.body.id}`)).text();
		expect(page).toContain('Comments off');
	});

	it('refuses a first comment that is too long for a network, or has nowhere to go, naming every problem at once', async () => {
		const refused = await t.api('POST', '/api/post', {
			body: {
				post: 'Hi',
				platforms: ['twitter', 'tiktok'],
				mediaUrls: ['https://example.com/v.mp4'],
				firstComment: { comment: 'x'.repeat(300), mediaUrls: ['http://example.com/a.jpg', IMAGE] },
			},
		});
		expect(refused.status).toBe(400);
		const fields = refused.body.errors ?? refused.body;
		const text = JSON.stringify(fields);
		expect(text).toContain('firstComment.comment');
		expect(text).toMatch(/twitter takes at most 280/);
		expect(text).toMatch(/tiktok takes at most 150/);
		expect(text).toContain('firstComment.mediaUrls');
		const nowhere = await t.api('POST', '/api/post', {
			body: { post: 'Pin', platforms: ['telegram'], firstComment: { comment: 'Hi' } },
		});
		expect(nowhere.status).toBe(400);
		expect(JSON.stringify(nowhere.body)).toContain('has no network to go to');
	});
});
