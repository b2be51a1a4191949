/**
 * The monthly post quota (`monthlyPostQuota` / `--monthly-post-quota`), as the help center's "How
 * many posts and API calls can I make?" gives it: per profile, `POST /post` only, failed posts
 * counted, scheduled posts counted when sent, HTTP 429 code 106 beyond, reset on the 1st, 00:07 UTC.
 */
import { parseArgs } from '../../src/sandbox/cli';
import { HOUR_MS, manualClock, startTestSandbox, utc, waitFor, type TestSandbox } from '../helpers/testSandbox';

const clock = manualClock(Date.parse('2026-11-30T22:00:00Z'));
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now, monthlyPostQuota: 2, schedulerIntervalMs: 20 });
});
afterAll(() => t.close());

const userOf = async (profileKey: string) =>
	(await t.api('GET', '/api/user', { profileKey })).body as Record<string, unknown>;
const postAs = (profileKey: string, body: Record<string, unknown>) =>
	t.api('POST', '/api/post', { profileKey, body: { platforms: ['twitter'], ...body } });
const historyIds = async (profileKey: string) =>
	((await t.api('GET', '/api/history', { profileKey })).body.history as Array<{ id: string }>).map(
		(p) => p.id,
	);

describe('the monthly post quota', () => {
	it('refuses the post over the quota with 429 / 106, stores nothing, and keeps profiles apart', async () => {
		const bakery = t.profileKey('Acme Bakery');
		expect((await postAs(bakery, { post: 'one' })).status).toBe(200);
		// A body that fails validation is refused before sending and does not count.
		expect((await postAs(bakery, { post: 'x'.repeat(300) })).status).toBe(400);
		expect((await userOf(bakery)).monthlyPostCount).toBe(1);
		expect((await postAs(bakery, { post: 'two' })).status).toBe(200);
		const before = await historyIds(bakery);

		const over = await postAs(bakery, { post: 'three' });
		expect(over.status).toBe(429);
		expect(over.body).toMatchObject({
			action: 'post',
			status: 'error',
			code: 106,
			title: 'Acme Bakery',
			monthlyPostCount: 2,
			monthlyPostQuota: 2,
		});
		expect(over.body.message).toContain('2026-12-01T00:07:00Z');
		expect(await historyIds(bakery)).toEqual(before);
		const user = await userOf(bakery);
		expect(user).toMatchObject({ monthlyPostCount: 2, monthlyApiCallsQuota: 2 });

		// Another profile of the same account has a count of its own.
		const books = t.profileKey('Acme Books');
		expect((await userOf(books)).monthlyPostCount).toBe(0);
	});

	it('counts a failed post, as the docs say', async () => {
		const primary = t.profileKey('Primary Profile');
		await t.api('POST', '/api/admin/faults', { body: { platform: 'twitter', count: 1 } });
		const failed = await postAs(primary, { post: 'refused by the network' });
		expect(failed.body.status).toBe('error');
		expect((await userOf(primary)).monthlyPostCount).toBe(1);
	});

	it('counts a scheduled post when it is sent; one due over the quota fails with 106 and stays unsent after the reset', async () => {
		const books = t.profileKey('Acme Books');
		const scheduled = await postAs(books, {
			post: 'due in an hour',
			scheduleDate: utc(clock.now() + HOUR_MS),
		});
		expect(scheduled.status).toBe(200);
		expect((await userOf(books)).monthlyPostCount).toBe(0);
		// The quota is spent before it falls due.
		expect((await postAs(books, { post: 'a' })).status).toBe(200);
		expect((await postAs(books, { post: 'b' })).status).toBe(200);

		clock.advance(HOUR_MS);
		const failed = await waitFor(async () => {
			const post = (await t.api('GET', `/api/post/${scheduled.body.id}`, { profileKey: books }))
				.body;
			return post.status === 'error' ? post : undefined;
		});
		expect(failed.errors).toEqual([
			expect.objectContaining({ code: 106, platform: 'twitter', status: 'error' }),
		]);
		expect((await userOf(books)).monthlyPostCount).toBe(2);

		// 2026-12-01T00:07Z: the quota resets; the failed post is not sent on its own.
		clock.set(Date.parse('2026-12-01T00:06:59Z'));
		expect((await userOf(books)).monthlyPostCount).toBe(2);
		clock.set(Date.parse('2026-12-01T00:07:00Z'));
		expect((await userOf(books)).monthlyPostCount).toBe(0);
		// Another profile's post due after the reset: once it is sent, the scheduler has run past it.
		const primary = t.profileKey('Primary Profile');
		const witness = await postAs(primary, {
			post: 'due after the reset',
			scheduleDate: utc(clock.now() + 60_000),
		});
		clock.advance(60_000);
		await waitFor(async () => {
			const post = (await t.api('GET', `/api/post/${witness.body.id}`, { profileKey: primary }))
				.body;
			return post.status === 'success' ? post : undefined;
		});
		const after = (await t.api('GET', `/api/post/${scheduled.body.id}`, { profileKey: books }))
			.body;
		expect(after.status).toBe('error');
		expect((await userOf(books)).monthlyPostCount).toBe(0);
		expect((await postAs(books, { post: 'new month' })).status).toBe(200);
	});

	it('counts a post held for approval when it is sent, not when it is made', async () => {
		const bakery = t.profileKey('Acme Bakery');
		const before = (await userOf(bakery)).monthlyPostCount as number;
		const held = await postAs(bakery, { post: 'needs a yes', requiresApproval: true });
		expect(held.status).toBe(200);
		expect((await userOf(bakery)).monthlyPostCount).toBe(before);
		const approved = await t.api('PATCH', '/api/post', {
			profileKey: bakery,
			body: { id: held.body.id, approved: true },
		});
		expect(approved.body.postStatus).toBe('success');
		expect((await userOf(bakery)).monthlyPostCount).toBe(before + 1);
	});
});

describe("the plan's quota, and none", () => {
	/** Sends `count` posts as the primary profile; answers their HTTP statuses. */
	async function sendPosts(sandbox: TestSandbox, count: number): Promise<number[]> {
		const statuses: number[] = [];
		for (let n = 0; n < count; n++) {
			const res = await sandbox.api('POST', '/api/post', {
				body: { post: `post ${n}`, platforms: ['twitter'] },
			});
			statuses.push(res.status);
		}
		return statuses;
	}

	it("takes the plan's figure when none is given: Basic, 20 posts a month", async () => {
		const basic = await startTestSandbox({ plan: 'basic' });
		try {
			expect((await basic.api('GET', '/api/user')).body.monthlyApiCallsQuota).toBe(20);
			const statuses = await sendPosts(basic, 21);
			expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
			expect(statuses[20]).toBe(429);
		} finally {
			await basic.close();
		}
	});

	it('has no quota with off, even on Basic', async () => {
		const open = await startTestSandbox({ plan: 'basic', monthlyPostQuota: false });
		try {
			expect(await sendPosts(open, 21)).toEqual(Array(21).fill(200));
			expect((await open.api('GET', '/api/user')).body.monthlyPostCount).toBe(21);
			const page = await fetch(`${open.sandbox.url}/account`).then((r) => r.text());
			expect(page).toMatch(/data-monthly-post-quota>\s*21 posts sent \(no quota\)/);
		} finally {
			await open.close();
		}
	});
});

describe('the page', () => {
	it("shows each profile's quota and the month's count", async () => {
		const bakery = t.profileKey('Acme Bakery');
		const sent = (await userOf(bakery)).monthlyPostCount as number;
		expect((await postAs(bakery, { post: 'one more for the page' })).status).toBe(200);
		const page = await fetch(`${t.sandbox.url}/account`).then((r) => r.text());
		const section = page.slice(page.indexOf('aria-label="Profile Acme Bakery"'));
		const shown =
			/Monthly post quota[^<]*<\/dt>\s*<dd data-monthly-post-quota>\s*([^<]*?)\s*<\/dd>/.exec(
				section,
			);
		expect(shown?.[1]).toBe(`${sent + 1} posts sent of 2`);
	});
});

describe('--monthly-post-quota', () => {
	it('takes a number, off or plan, and says what is allowed otherwise', () => {
		expect(parseArgs(['--monthly-post-quota', '50']).monthlyPostQuota).toBe(50);
		expect(parseArgs(['--monthly-post-quota=off']).monthlyPostQuota).toBe(false);
		expect(parseArgs(['--monthly-post-quota', 'plan']).monthlyPostQuota).toBeUndefined();
		expect(parseArgs([]).monthlyPostQuota).toBeUndefined();
		expect(() => parseArgs(['--monthly-post-quota', 'lots'])).toThrow(
			/--monthly-post-quota must be a whole number .* \(got "lots"\)/,
		);
	});
});
