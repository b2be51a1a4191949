import { startTestSandbox, FAR_FUTURE, type TestSandbox } from '../helpers/testSandbox';

const PNG =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// Today's documented paths answer, and the older ones the service's SDKs and our seed call answer
// the same (one handler each): docs apis/media/upload-media, apis/profiles/create-profile,
// delete-profile, apis/comments/reply-to-comment, apis/post/update-post.
describe("today's paths first, yesterday's still served", () => {
	let t: TestSandbox;

	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(async () => {
		await t.close();
	});

	it('POST /media/upload and POST /upload store the file the same way', async () => {
		for (const path of ['/api/media/upload', '/api/upload']) {
			const res = await t.api('POST', path, { body: { file: PNG, fileName: 'dot.png' } });
			expect(res.status).toBe(200);
			expect(res.body).toMatchObject({
				fileName: 'dot.png',
				url: expect.stringContaining('/media/'),
			});
		}
		const bad = await t.api('POST', '/api/media/upload', { body: { file: 'not a data url' } });
		const badOld = await t.api('POST', '/api/upload', { body: { file: 'not a data url' } });
		expect(bad.status).toBe(400);
		expect(badOld.body).toEqual(bad.body);
	});

	it('POST /profiles creates; DELETE /profiles deletes by the Profile-Key header; older paths too', async () => {
		const made: Record<string, string> = {};
		for (const path of ['/api/profiles', '/api/profiles/create-profile', '/api/profiles/profile']) {
			const res = await t.api('POST', path, { body: { title: `Paths ${path}` } });
			expect(res.status).toBe(200);
			expect(res.body).toMatchObject({ status: 'success', profileKey: expect.any(String) });
			made[path] = res.body.profileKey;
		}
		const byHeader = await t.api('DELETE', '/api/profiles', {
			headers: { 'Profile-Key': made['/api/profiles'] },
		});
		expect(byHeader.status).toBe(200);
		expect(byHeader.body).toMatchObject({ status: 'success', title: 'Paths /api/profiles' });
		for (const [path, key] of [
			['/api/profiles/delete-profile', made['/api/profiles/create-profile']],
			['/api/profiles/profile', made['/api/profiles/profile']],
		]) {
			const res = await t.api('DELETE', path, { body: { profileKey: key } });
			expect(res.status).toBe(200);
		}
	});

	it('POST /comments/reply/:commentId replies as POST /comments/reply {commentId} does', async () => {
		const post = await t.api('POST', '/api/post', {
			body: { post: 'Reply paths', platforms: ['twitter'] },
		});
		const comment = await t.api('POST', '/api/comments', {
			body: { id: post.body.id, comment: 'First', platforms: ['twitter'] },
		});
		const commentId = comment.body.commentID as string;
		const today = await t.api('POST', `/api/comments/reply/${commentId}`, {
			body: { comment: 'By path', platforms: ['twitter'] },
		});
		const older = await t.api('POST', '/api/comments/reply', {
			body: { commentId, comment: 'By body' },
		});
		for (const res of [today, older]) {
			expect(res.status).toBe(200);
			expect(res.body).toMatchObject({ status: 'success', twitter: { status: 'success' } });
		}
		const listed = await t.api('GET', `/api/comments/${post.body.id}`);
		const replies = (listed.body.twitter as { comment: string; parentCommentId?: string }[]).filter(
			(c) => c.parentCommentId,
		);
		expect(replies.map((c) => c.comment).sort()).toEqual(['By body', 'By path']);
		// An alias answers as its route, checks included: an X reply without the X app keys is refused.
		for (const [path, body] of [
			[`/api/comments/reply/${commentId}`, { comment: 'No keys' }],
			['/api/comments/reply', { commentId, comment: 'No keys' }],
		] as const) {
			const refused = await t.api('POST', path, { body, xAppKeys: false });
			expect(refused.body.code).toBe(419);
		}
		const unknown = await t.api('POST', '/api/comments/reply/nope', { body: { comment: 'x' } });
		expect(unknown.status).toBeGreaterThanOrEqual(400);
	});

	it('PATCH /post and PUT /post update a post the same way', async () => {
		const created = await t.api('POST', '/api/post', {
			body: { post: 'Update paths', platforms: ['telegram'], scheduleDate: FAR_FUTURE },
		});
		for (const method of ['PATCH', 'PUT'] as const) {
			const res = await t.api(method, '/api/post', {
				body: { id: created.body.id, notes: `by ${method}` },
			});
			expect(res.status).toBe(200);
			const got = await t.api('GET', `/api/post/${created.body.id}`);
			expect(got.body.notes).toBe(`by ${method}`);
		}
	});
});
