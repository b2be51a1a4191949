import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// Comments on published posts (the service's /comments operations): rules per network and post,
// replies, deleting one's own, and the sandbox-only control that plays a reader commenting.
describe('comments', () => {
	let t: TestSandbox;
	let postId: string;

	beforeAll(async () => {
		t = await startTestSandbox();
		const created = await t.api('POST', '/api/post', {
			body: { post: 'Comment on me', platforms: ['twitter', 'telegram'] },
		});
		expect(created.status).toBe(200);
		postId = created.body.id;
	});
	afterAll(async () => {
		await t.close();
	});

	it('refuses a network without comments, one the post was not published on, and an unknown post', async () => {
		const telegram = await t.api('POST', '/api/comments', {
			body: { id: postId, comment: 'x', platforms: ['telegram'] },
		});
		expect(telegram.status).toBe(400);
		expect(telegram.body).toMatchObject({
			code: 101,
			message: expect.stringMatching(/telegram does not take comments/),
		});
		const facebook = await t.api('POST', '/api/comments', {
			body: { id: postId, comment: 'x', platforms: ['facebook'] },
		});
		expect(facebook.body.message).toMatch(/was not published on facebook/);
		const unknown = await t.api('POST', '/api/comments', {
			body: { id: 'nope', comment: 'x', platforms: ['twitter'] },
		});
		expect(unknown.status).toBe(404);
		expect(unknown.body.code).toBe(114);
		const empty = await t.api('POST', '/api/comments', {
			body: { id: postId, comment: ' ', platforms: ['twitter'] },
		});
		expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(['comment']);
	});

	it("lists a reader's comment with the profile's reply under it; deletes only the profile's own", async () => {
		const incoming = await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId, platform: 'twitter', comment: 'Nice!', userName: 'Ana' },
		});
		expect(incoming.status).toBe(200);
		const reply = await t.api('POST', '/api/comments/reply', {
			body: { commentId: incoming.body.commentId, comment: 'Thanks Ana' },
		});
		expect(reply.body.twitter).toMatchObject({
			comment: 'Thanks Ana',
			parentCommentId: incoming.body.commentId,
		});
		const listed = await t.api('GET', `/api/comments/${postId}`);
		expect(listed.body.twitter.map((c: { comment: string }) => c.comment)).toEqual([
			'Nice!',
			'Thanks Ana',
		]);
		const theirs = await t.api('DELETE', `/api/comments/${incoming.body.commentId}`);
		expect(theirs.status).toBe(400);
		expect(theirs.body.message).toMatch(/only its own comments/);
		const mine = await t.api('DELETE', `/api/comments/${reply.body.twitter.commentId}`);
		expect(mine.status).toBe(200);
		const after = await t.api('GET', `/api/comments/${postId}`);
		expect(after.body.twitter.map((c: { comment: string }) => c.comment)).toEqual(['Nice!']);
	});

	it('answers a reused idempotency key with the first comment, creating nothing', async () => {
		const send = () =>
			t.api('POST', '/api/comments', {
				body: {
					id: postId,
					comment: 'Once only',
					platforms: ['twitter'],
					idempotencyKey: 'comment-key-1',
				},
			});
		const first = await send();
		const again = await send();
		expect(again.status).toBe(409);
		expect(again.body).toMatchObject({ code: 195, original: first.body });
		const listed = await t.api('GET', `/api/comments/${postId}`);
		expect(
			listed.body.twitter.filter((c: { comment: string }) => c.comment === 'Once only'),
		).toHaveLength(1);
	});
});
