import {
	FAR_FUTURE,
	networkPost,
	postCalls,
	secondsFromNow,
	useTestSandbox,
	waitFor,
} from '../helpers/testSandbox';

const t = useTestSandbox();

const { getPost, schedule } = postCalls(() => t);

describe('scheduled posts', () => {
	it('holds a future post as pending and sends it within a second of its time', async () => {
		const { at, text } = secondsFromNow(1500);
		const res = await t.api('POST', '/api/post', {
			body: { post: 'On the dot', platforms: ['twitter', 'facebook'], scheduleDate: text },
		});
		expect(res.body).toEqual({
			status: 'scheduled',
			scheduleDate: text,
			id: expect.any(String),
			refId: expect.any(String),
			post: 'On the dot',
		});
		const pending = await getPost(res.body.id);
		expect(pending).toMatchObject({
			status: 'pending',
			type: 'scheduled',
			scheduleDate: text,
			postIds: [],
		});
		const sent = await waitFor(
			async () => {
				const record = await getPost(res.body.id);
				return record.status === 'success' ? record : undefined;
			},
			5000,
			20,
		);
		const receivedAt = Date.now();
		expect(receivedAt).toBeGreaterThanOrEqual(at - 50);
		// Late only by the scheduler's tick and the test's polling; a generous margin for a loaded machine.
		expect(receivedAt - at).toBeLessThan(3000);
		expect(sent.postIds.map((p: { platform: string }) => p.platform).sort()).toEqual([
			'facebook',
			'twitter',
		]);
		const network = await networkPost(sent.postIds[0].postUrl);
		expect(Date.parse(network.created)).toBeGreaterThanOrEqual(at);
	});

	it('sends a post with a past scheduleDate at once', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: 'Late', platforms: ['twitter'], scheduleDate: '2020-01-01T00:00:00Z' },
		});
		expect(res.body.status).toBe('success');
		expect((await getPost(res.body.id)).type).toBe('immediate');
	});
});

describe('approval', () => {
	it('holds a post until approved, storing notes and date, then sends it', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				post: 'Needs a yes',
				platforms: ['twitter'],
				requiresApproval: true,
				notes: 'Ask Dana',
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('awaiting approval');
		await new Promise((resolve) => setTimeout(resolve, 400));
		const held = await getPost(res.body.id);
		expect(held).toMatchObject({
			status: 'awaiting approval',
			approved: false,
			notes: 'Ask Dana',
			postIds: [],
		});
		const approve = await t.api('PUT', '/api/post', { body: { id: res.body.id, approved: true } });
		expect(approve.status).toBe(200);
		expect(approve.body).toMatchObject({
			status: 'success',
			id: res.body.id,
			postStatus: 'success',
			approved: true,
		});
		const sent = await getPost(res.body.id);
		expect(sent).toMatchObject({ status: 'success', approved: true });
		expect(sent.postIds).toHaveLength(1);
	});

	it('sends an approved post at its scheduled date, not before', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				post: 'Approved for later',
				platforms: ['twitter'],
				requiresApproval: true,
				scheduleDate: FAR_FUTURE,
			},
		});
		const approve = await t.api('PATCH', '/api/post', {
			body: { id: res.body.id, approved: true },
		});
		expect(approve.body).toMatchObject({ postStatus: 'pending', scheduleDate: FAR_FUTURE });
		expect((await getPost(res.body.id)).status).toBe('pending');
	});

	it('refuses to approve a post that is not awaiting approval, and to reschedule a sent one', async () => {
		const pendingId = await schedule('Pending one');
		const approve = await t.api('PUT', '/api/post', { body: { id: pendingId, approved: true } });
		expect(approve.status).toBe(400);
		expect(approve.body).toMatchObject({ action: 'update', status: 'error', code: 101 });
		expect(approve.body.message).toMatch(/pending; only a post awaiting approval can be approved/);
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Gone already', platforms: ['twitter'] },
		});
		const reschedule = await t.api('PATCH', '/api/post', {
			body: { id: sent.body.id, scheduleDate: FAR_FUTURE },
		});
		expect(reschedule.status).toBe(400);
		expect(reschedule.body.message).toMatch(/success; only a pending/);
		const badDate = await t.api('PUT', '/api/post', {
			body: { id: pendingId, scheduleDate: 'next tuesday' },
		});
		expect(badDate.status).toBe(400);
		expect(badDate.body.errors[0]).toMatchObject({ field: 'scheduleDate', value: 'next tuesday' });
		const nothing = await t.api('PUT', '/api/post', { body: { id: pendingId } });
		expect(nothing.status).toBe(400);
	});
});

describe('update', () => {
	it('reschedules a pending post and changes notes', async () => {
		const id = await schedule('Move me');
		const res = await t.api('PUT', '/api/post', {
			body: { id, scheduleDate: '2098-02-03T04:05:06Z', notes: 'moved' },
		});
		expect(res.status).toBe(200);
		expect(await getPost(id)).toMatchObject({
			status: 'pending',
			scheduleDate: '2098-02-03T04:05:06Z',
			notes: 'moved',
		});
	});

	it('sends a pending post at once when rescheduled into the past', async () => {
		const id = await schedule('Now please');
		const res = await t.api('PATCH', '/api/post', {
			body: { id, scheduleDate: '2021-01-01T00:00:00Z' },
		});
		expect(res.body.postStatus).toBe('success');
		expect((await getPost(id)).status).toBe('success');
	});
});
