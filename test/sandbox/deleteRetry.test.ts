import {
	FAR_FUTURE,
	IMAGE,
	networkPost,
	postCalls,
	secondsFromNow,
	useTestSandbox,
	waitFor,
} from '../helpers/testSandbox';

const t = useTestSandbox();

const { getPost, schedule } = postCalls(() => t);

describe('delete', () => {
	it('deletes a pending post so it is never sent', async () => {
		const { text } = secondsFromNow(600);
		const id = await schedule('Never sent', text);
		const res = await t.api('DELETE', '/api/post', { body: { id } });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'success',
			id,
			twitter: { action: 'delete', status: 'success' },
		});
		await new Promise((resolve) => setTimeout(resolve, 1200));
		const record = await getPost(id);
		expect(record).toMatchObject({ status: 'deleted', postIds: [] });
		const network = await t.api('GET', '/api/history/twitter');
		expect(network.body.posts.some((p: { post: string }) => p.post === 'Never sent')).toBe(false);
	});

	it('removes a sent post from the networks, except instagram', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Everywhere', platforms: ['twitter', 'instagram'], mediaUrls: [IMAGE] },
		});
		const byNetwork = Object.fromEntries(
			sent.body.postIds.map((p: { platform: string }) => [p.platform, p]),
		);
		const res = await t.api('DELETE', '/api/delete', { body: { id: sent.body.id } });
		expect(res.status).toBe(200);
		expect(res.body.twitter).toEqual({
			action: 'delete',
			status: 'success',
			id: byNetwork.twitter.id,
		});
		expect(res.body.instagram).toMatchObject({ action: 'delete', status: 'error', code: 178 });
		expect((await networkPost(byNetwork.twitter.postUrl)).deleted).toBe(true);
		expect((await networkPost(byNetwork.instagram.postUrl)).deleted).toBe(false);
		expect((await getPost(sent.body.id)).status).toBe('deleted');
	});

	it('answers 400 when no network of a sent post allows deleting it', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Stuck', platforms: ['instagram'], mediaUrls: [IMAGE] },
		});
		const res = await t.api('DELETE', '/api/post', { body: { id: sent.body.id } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ status: 'error', instagram: { status: 'error', code: 178 } });
		expect((await getPost(sent.body.id)).status).toBe('success');
	});

	it('answers 114 for an unknown id and 383 for a deleted post', async () => {
		const unknown = await t.api('DELETE', '/api/post', { body: { id: 'doesNotExist123' } });
		expect(unknown.status).toBe(404);
		expect(unknown.body).toMatchObject({ action: 'delete', status: 'error', code: 114 });
		const id = await schedule('Delete twice');
		await t.api('DELETE', '/api/post', { body: { id } });
		const again = await t.api('DELETE', '/api/post', { body: { id } });
		expect(again.status).toBe(400);
		expect(again.body.code).toBe(383);
		const getUnknown = await t.api('GET', '/api/post/doesNotExist123');
		expect([getUnknown.status, getUnknown.body.code]).toEqual([404, 114]);
	});

	it('bulk-deletes pending posts and skips the ones already sent', async () => {
		const pendingA = await schedule('Bulk A');
		const pendingB = await schedule('Bulk B');
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Bulk sent', platforms: ['twitter'] },
		});
		const res = await t.api('DELETE', '/api/delete', {
			body: { bulk: [pendingA, sent.body.id, pendingB, 'nopeNope'] },
		});
		expect(res.status).toBe(200);
		expect(res.body).toEqual([
			{ id: pendingA, status: 'success' },
			{ id: sent.body.id, status: 'skipped', message: expect.stringMatching(/not pending/) },
			{ id: pendingB, status: 'success' },
			expect.objectContaining({ id: 'nopeNope', status: 'error', code: 114 }),
		]);
		expect((await getPost(pendingA)).status).toBe('deleted');
		expect((await getPost(sent.body.id)).status).toBe('success');
	});

	it('deletes every scheduled post with deleteAllScheduled', async () => {
		const books = t.profileKey('Acme Books');
		const ids: string[] = [];
		for (const post of ['S1', 'S2', 'S3']) {
			const res = await t.api('POST', '/api/post', {
				body: { post, platforms: ['twitter'], scheduleDate: FAR_FUTURE },
				profileKey: books,
			});
			ids.push(res.body.id);
		}
		const res = await t.api('DELETE', '/api/post', {
			body: { deleteAllScheduled: true },
			profileKey: books,
		});
		expect(res.body.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());
		const left = await t.api('GET', '/api/history', {
			profileKey: books,
			query: { status: 'pending' },
		});
		expect(left.body.history).toHaveLength(0);
	});

	it('needs exactly one of id, bulk or deleteAllScheduled', async () => {
		const res = await t.api('DELETE', '/api/post', { body: {} });
		expect(res.status).toBe(400);
		expect(res.body.message).toMatch(/exactly one of id .*, bulk .* or deleteAllScheduled/);
	});
});

describe('retry', () => {
	it('retries a failed post once, sending only to the networks that failed', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const fault = await t.api('POST', '/api/admin/faults', {
			body: { platform: 'facebook', count: 2 },
		});
		expect(fault.status).toBe(200);
		const failed = await t.api('POST', '/api/post', {
			body: { post: 'Try again', platforms: ['twitter', 'facebook'] },
			profileKey: bakery,
		});
		expect(failed.status).toBe(400);
		expect(failed.body.errors[0]).toMatchObject({ code: 156, platform: 'facebook' });
		const notYet = await t.api('PUT', '/api/post/retry', {
			body: { id: 'nopeNope' },
			profileKey: bakery,
		});
		expect(notYet.status).toBe(404);

		const retry = await t.api('PUT', '/api/post/retry', {
			body: { id: failed.body.id },
			profileKey: bakery,
		});
		expect(retry.status).toBe(200);
		const afterFirst = await waitFor(async () => {
			const record = (await t.api('GET', `/api/post/${failed.body.id}`, { profileKey: bakery }))
				.body;
			return record.status === 'error' ? record : undefined;
		});
		// The second planted fault made the retry fail as well; twitter was not sent twice.
		expect(afterFirst.postIds.map((p: { platform: string }) => p.platform)).toEqual(['twitter']);
		expect(afterFirst.errors).toEqual([
			expect.objectContaining({ action: 'post', platform: 'facebook', code: 156 }),
		]);
		const twice = await t.api('PUT', '/api/post/retry', {
			body: { id: failed.body.id },
			profileKey: bakery,
		});
		expect(twice.status).toBe(400);
		expect(twice.body.message).toMatch(/already retried once/);
		const twitter = await t.api('GET', '/api/history/twitter', { profileKey: bakery });
		expect(twitter.body.posts.filter((p: { post: string }) => p.post === 'Try again')).toHaveLength(
			1,
		);
	});

	it('retries into success and refuses to retry a post that did not fail', async () => {
		await t.api('POST', '/api/admin/faults', { body: { platform: 'linkedin', count: 1 } });
		const failed = await t.api('POST', '/api/post', {
			body: { post: 'Second chance', platforms: ['linkedin'] },
		});
		expect(failed.status).toBe(400);
		await t.api('PUT', '/api/post/retry', { body: { id: failed.body.id } });
		const done = await waitFor(async () => {
			const record = await getPost(failed.body.id);
			return record.status === 'success' ? record : undefined;
		});
		expect(done.errors).toEqual([]);
		const again = await t.api('PUT', '/api/post/retry', { body: { id: failed.body.id } });
		expect(again.status).toBe(400);
		expect(again.body.message).toMatch(/is success; only a post with status error/);
	});
});
