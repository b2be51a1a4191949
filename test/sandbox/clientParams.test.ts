import { startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// What the service's own clients send, accepted as the service accepts it: booleans in query strings
// written true/True/1, history's lastRecords beside limit, DELETE /comments/:id with a post id.
describe('parameters as the service clients send them', () => {
	let t: TestSandbox;

	beforeAll(async () => {
		t = await startTestSandbox();
	});
	afterAll(async () => {
		await t.close();
	});

	async function publish(text: string): Promise<string> {
		const created = await t.api('POST', '/api/post', {
			body: { post: text, platforms: ['facebook', 'linkedin'] },
		});
		expect(created.status).toBe(200);
		return created.body.id;
	}

	it.each(['true', 'True', 'TRUE', '1'])('reads %s in a query string as true', async (word) => {
		const user = await t.api('GET', `/api/user?instagramQuota=${word}`);
		expect(user.status).toBe(200);
		const instagram = user.body.displayNames.find(
			(d: { platform: string }) => d.platform === 'instagram',
		);
		expect(instagram).toHaveProperty('usedQuota');
		const sent = await publish(`searchPlatformId ${word}`);
		const record = await t.api('GET', `/api/history/${sent}`);
		const networkId = record.body.postIds.find(
			(p: { platform: string }) => p.platform === 'facebook',
		).id;
		const byNetworkId = await t.api(
			'GET',
			`/api/history/${networkId}?searchPlatformId=${word}&platform=facebook`,
		);
		expect(byNetworkId.status).toBe(200);
		expect(byNetworkId.body.platform).toBe('facebook');
	});

	it.each(['false', 'False', '0'])('reads %s in a query string as false', async (word) => {
		const user = await t.api('GET', `/api/user?instagramQuota=${word}`);
		expect(user.status).toBe(200);
		const instagram = user.body.displayNames.find(
			(d: { platform: string }) => d.platform === 'instagram',
		);
		expect(instagram).not.toHaveProperty('usedQuota');
	});

	it('refuses a query boolean it cannot read, naming the field, the value and what is allowed', async () => {
		const user = await t.api('GET', '/api/user?instagramQuota=yes');
		expect(user.status).toBe(400);
		expect(user.body).toMatchObject({ status: 'error', code: 101 });
		expect(user.body.errors).toEqual([
			expect.objectContaining({
				field: 'instagramQuota',
				value: 'yes',
				message: expect.stringMatching(/true, True, 1/),
			}),
		]);
	});

	it('takes lastRecords as the number of posts, alone or beside an equal limit; refuses two different numbers', async () => {
		for (let i = 0; i < 4; i++) await publish(`record ${i}`);
		const three = await t.api('GET', '/api/history?lastRecords=3');
		expect(three.status).toBe(200);
		expect(three.body.history).toHaveLength(3);
		const same = await t.api('GET', '/api/history?lastRecords=2&limit=2');
		expect(same.body.history).toHaveLength(2);
		const both = await t.api('GET', '/api/history?lastRecords=2&limit=3');
		expect(both.status).toBe(400);
		expect(both.body.errors).toEqual([
			expect.objectContaining({ field: 'lastRecords', value: 2 }),
		]);
	});

	it("DELETE /comments/:id with a post id deletes the profile's own comments on that post, not a reader's", async () => {
		const postId = await publish('Comment on me, then clear them');
		for (const comment of ['first', 'second']) {
			const made = await t.api('POST', '/api/comments', {
				body: { id: postId, comment, platforms: ['facebook'] },
			});
			expect(made.status).toBe(200);
		}
		await t.api('POST', '/api/admin/comments/incoming', {
			body: { postId, platform: 'facebook', comment: 'from a reader', userName: 'Ana' },
		});
		const removed = await t.api('DELETE', `/api/comments/${postId}`, { body: {} });
		expect(removed.status).toBe(200);
		expect(removed.body.facebook.map((c: { comment: string }) => c.comment).sort()).toEqual([
			'first',
			'second',
		]);
		const left = await t.api('GET', `/api/comments/${postId}`);
		expect(left.body.facebook.map((c: { comment: string }) => c.comment)).toEqual([
			'from a reader',
		]);
	});
});
