import {
	FAR_FUTURE,
	HOUR_MS,
	manualClock,
	postCalls,
	useTestSandbox,
	utc,
	waitFor,
} from '../helpers/testSandbox';

const t = useTestSandbox();
const { getPost, schedule } = postCalls(() => t);
const DAY = 24 * 60 * 60 * 1000;
/** A second sandbox on a clock the tests move, for posts that fall due. */
const clock = manualClock();
const timed = useTestSandbox({ now: clock.now, schedulerIntervalMs: 20 });
const timedPost = async (id: string) => (await timed.api('GET', `/api/post/${id}`)).body;
/** Waits until the scheduler has taken the post out of pending, and answers it. */
const whenSent = (id: string) =>
	waitFor(async () => {
		const post = await timedPost(id);
		return post.status === 'pending' ? undefined : post;
	});

describe('autoRepost', () => {
	it('puts the reposts in the schedule, days apart, one series id on all of them', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				post: 'Evergreen tip',
				platforms: ['twitter'],
				autoRepost: { repeat: 2, days: 3, startDate: '2099-03-01T09:00:00Z' },
			},
		});
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'scheduled',
			scheduleDate: '2099-03-01T09:00:00Z',
			autoRepostId: `ar_${res.body.id}`,
			autoRepostDates: ['2099-03-04T09:00:00Z', '2099-03-07T09:00:00Z'],
		});
		const first = await getPost(res.body.id);
		expect(first).toMatchObject({
			autoRepost: { repeat: 2, days: 3 },
			autoRepostId: res.body.autoRepostId,
		});
		const history = await t.api('GET', '/api/history', {
			query: { autoRepostId: res.body.autoRepostId },
		});
		const series = history.body.history as Array<Record<string, unknown>>;
		expect(series.map((p) => [p.status, p.scheduleDate]).sort()).toEqual([
			['pending', '2099-03-01T09:00:00Z'],
			['pending', '2099-03-04T09:00:00Z'],
			['pending', '2099-03-07T09:00:00Z'],
		]);
		const page = await fetch(`${t.sandbox.url}/schedule`);
		expect(await page.text()).toContain(`auto repost series ${res.body.autoRepostId}`);
	});

	it('sends the first at once without a startDate, and drops the reposts when scheduleDate is sent', async () => {
		const now = Date.now();
		const res = await t.api('POST', '/api/post', {
			body: { post: 'Now and later', platforms: ['twitter'], autoRepost: { repeat: 1, days: 2 } },
		});
		expect(res.body.status).toBe('success');
		expect(Date.parse(res.body.autoRepostDates[0]) - now).toBeGreaterThan(2 * DAY - 60_000);
		const dated = await t.api('POST', '/api/post', {
			body: {
				post: 'Dated',
				platforms: ['twitter'],
				scheduleDate: FAR_FUTURE,
				autoRepost: { repeat: 1, days: 2 },
			},
		});
		expect(dated.body.autoRepostId).toBeUndefined();
	});

	it('refuses a repeat over 10 and days under 2, naming both', async () => {
		const res = await t.api('POST', '/api/post', {
			body: { post: 'x', platforms: ['twitter'], autoRepost: { repeat: 11, days: 1 } },
		});
		expect(res.status).toBe(400);
		expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
			'autoRepost.repeat',
			'autoRepost.days',
		]);
	});
});

describe('PATCH /api/post', () => {
	it('pauses a scheduled post (it stays unsent past its date) and unpausing sends a due one', async () => {
		const scheduleAt = async (post: string, at: number) =>
			(
				await timed.api('POST', '/api/post', {
					body: { post, platforms: ['twitter'], scheduleDate: utc(at) },
				})
			).body.id as string;
		const id = await scheduleAt('Pause me', clock.now() + HOUR_MS);
		const paused = await timed.api('PATCH', '/api/post', { body: { id, scheduledPause: true } });
		expect(paused.body).toMatchObject({
			status: 'success',
			postStatus: 'paused',
			scheduledPause: true,
		});
		const moved = await timed.api('PATCH', '/api/post', {
			body: { id, scheduleDate: utc(clock.now() + 60_000), notes: 'moved while paused' },
		});
		expect(moved.body.postStatus).toBe('paused');
		// Due a minute after it: once this one is sent, the scheduler has been past the paused one's date.
		const witness = await scheduleAt('Due after the paused one', clock.now() + 120_000);
		clock.advance(120_000);
		expect((await whenSent(witness)).status).toBe('success');
		expect(await timedPost(id)).toMatchObject({ status: 'paused', notes: 'moved while paused' });
		const resumed = await timed.api('PATCH', '/api/post', {
			body: { id, scheduledPause: false },
		});
		expect(resumed.body).toMatchObject({ postStatus: 'success', scheduledPause: false });
		expect((await timedPost(id)).status).toBe('success');
	});

	it('takes scheduledPause as the strings "true" and "false" (the Python SDK)', async () => {
		const id = await schedule('Paused by words', FAR_FUTURE);
		const paused = await t.api('PATCH', '/api/post', { body: { id, scheduledPause: 'true' } });
		expect(paused.body.postStatus).toBe('paused');
		const resumed = await t.api('PATCH', '/api/post', { body: { id, scheduledPause: 'false' } });
		expect(resumed.status).toBe(200);
		expect(resumed.body.scheduledPause).toBe(false);
		expect((await getPost(id)).status).toBe('pending');
	});

	it("the Schedule page's Pause and Resume do what PATCH does", async () => {
		const id = await schedule('Page pause', FAR_FUTURE);
		const page = await (await fetch(`${t.sandbox.url}/schedule`)).text();
		expect(page).toContain('action="/page/posts/pause"');
		const submit = (scheduledPause: string) =>
			fetch(`${t.sandbox.url}/page/posts/pause`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ id, scheduledPause, returnTo: '/schedule' }).toString(),
				redirect: 'manual',
			});
		expect((await submit('true')).status).toBeLessThan(400);
		expect((await getPost(id)).status).toBe('paused');
		expect((await submit('false')).status).toBeLessThan(400);
		expect((await getPost(id)).status).toBe('pending');
	});

	it('takes approved as the string "true" (the Python SDK) and refuses other words', async () => {
		const held = await t.api('POST', '/api/post', {
			body: { post: 'Needs a yes', platforms: ['twitter'], requiresApproval: true },
		});
		const wrong = await t.api('PATCH', '/api/post', {
			body: { id: held.body.id, approved: 'yes', scheduledPause: 'later' },
		});
		expect(wrong.status).toBe(400);
		expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual([
			'approved',
			'scheduledPause',
		]);
		const ok = await t.api('PATCH', '/api/post', { body: { id: held.body.id, approved: 'true' } });
		expect(ok.status).toBe(200);
		expect(ok.body).toMatchObject({ postStatus: 'success', approved: true });
	});

	it('pauses only a scheduled post', async () => {
		const sent = await t.api('POST', '/api/post', {
			body: { post: 'Gone', platforms: ['twitter'] },
		});
		const res = await t.api('PATCH', '/api/post', {
			body: { id: sent.body.id, scheduledPause: true },
		});
		expect(res.status).toBe(400);
		expect(res.body.message).toContain('only a scheduled post');
	});
});

describe('content the service picks, and validateScheduled', () => {
	it('writes a text for randomPost and adds an image for randomMediaUrl and unsplash', async () => {
		const res = await t.api('POST', '/api/post', {
			body: {
				platforms: ['instagram'],
				randomPost: true,
				randomMediaUrl: true,
				unsplash: 'coffee',
			},
		});
		expect(res.status).toBe(200);
		expect(res.body.post.length).toBeGreaterThan(10);
		const record = await getPost(res.body.id);
		expect(record.mediaUrls).toHaveLength(2);
		expect(record).toMatchObject({ randomPost: true, randomMediaUrl: true, unsplash: 'coffee' });
		const image = await fetch(record.mediaUrls[0]);
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	it('takes a scheduled post with validateScheduled false and fails it when due', async () => {
		const body = { post: 'No image', platforms: ['instagram', 'twitter'] };
		const text = utc(clock.now() + 60_000);
		const checked = await timed.api('POST', '/api/post', {
			body: { ...body, scheduleDate: text },
		});
		expect(checked.status).toBe(400);
		const res = await timed.api('POST', '/api/post', {
			body: { ...body, scheduleDate: text, validateScheduled: false },
		});
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('scheduled');
		expect((await timedPost(res.body.id)).status).toBe('pending');
		clock.advance(60_000);
		const done = await whenSent(res.body.id);
		expect(done.status).toBe('error');
		expect(done.errors).toEqual([
			expect.objectContaining({
				platform: 'instagram',
				code: 101,
				message: expect.stringMatching(/validateScheduled/),
			}),
		]);
		expect(done.postIds.map((p: { platform: string }) => p.platform)).toEqual(['twitter']);
	});
});
