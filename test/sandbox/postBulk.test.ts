// PUT /post/bulk (https://www.ayrshare.com/docs/apis/post/bulk-post): a CSV file of posts, each
// scheduled as POST /post schedules one; a bad row refuses the whole file (ours).
import {
	DAY_MS,
	HOUR_MS,
	manualClock,
	startTestSandbox,
	useTestSandbox,
	utc,
	waitFor,
	type TestSandbox,
} from '../helpers/testSandbox';
import { uploadBulkCsv } from '../helpers/bulkUpload';

const t = useTestSandbox({ plan: 'premium' });

const HEADER = 'post,platforms,mediaUrls,scheduleDate';
const IMAGE = 'https://example.com/photo.jpg';

const upload = uploadBulkCsv;

async function historyIds(sandbox: TestSandbox): Promise<string[]> {
	const res = await sandbox.api('GET', '/api/history', { query: { limit: 1000 } });
	return res.body.history.map((p: { id: string }) => p.id);
}

describe('PUT /post/bulk', () => {
	it('schedules every row, each visible in history with its text, networks and date', async () => {
		const before = await historyIds(t);
		const csv = [
			HEADER,
			`Fresh bread at dawn,"twitter, facebook",,2099-07-08T12:30:00Z`,
			`"Croissants, warm",linkedin,${IMAGE},2099-07-09T08:00:00Z`,
			`"Two lines
of text",facebook,${IMAGE},2099-07-10T18:15:00Z`,
		].join('\n');
		const res = await upload(t, csv);
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('success');
		expect(res.body.posts).toEqual([
			{
				status: 'scheduled',
				scheduleDate: '2099-07-08T12:30:00Z',
				id: expect.any(String),
				post: 'Fresh bread at dawn',
			},
			{
				status: 'scheduled',
				scheduleDate: '2099-07-09T08:00:00Z',
				id: expect.any(String),
				post: 'Croissants, warm',
			},
			{
				status: 'scheduled',
				scheduleDate: '2099-07-10T18:15:00Z',
				id: expect.any(String),
				post: 'Two lines\nof text',
			},
		]);
		const after = await historyIds(t);
		const ids = res.body.posts.map((p: { id: string }) => p.id);
		expect(after.filter((id) => !before.includes(id)).sort()).toEqual([...ids].sort());
		const records = await Promise.all(
			ids.map(async (id: string) => (await t.api('GET', `/api/post/${id}`)).body),
		);
		expect(
			records.map((r) => [r.post, r.platforms, r.scheduleDate, r.status, r.mediaUrls]),
		).toEqual([
			['Fresh bread at dawn', ['twitter', 'facebook'], '2099-07-08T12:30:00Z', 'pending', []],
			['Croissants, warm', ['linkedin'], '2099-07-09T08:00:00Z', 'pending', [IMAGE]],
			['Two lines\nof text', ['facebook'], '2099-07-10T18:15:00Z', 'pending', [IMAGE]],
		]);
	});

	it('takes POST as the page\u2019s curl example sends it; refuses a JSON body, naming Content-Type', async () => {
		const posted = await upload(t, `${HEADER}\nBy POST,twitter,,2099-08-01T10:00:00Z`, 'POST');
		expect(posted.status).toBe(200);
		expect(posted.body.posts[0]).toMatchObject({ status: 'scheduled', post: 'By POST' });
		const json = await t.api('PUT', '/api/post/bulk', {
			body: { file: `${HEADER}\nBy JSON,twitter,,2099-08-02T10:00:00Z` },
		});
		expect(json.status).toBe(400);
		expect(json.body.errors[0]).toMatchObject({ field: 'Content-Type' });
		expect(json.body.errors[0].message).toContain('multipart/form-data');
	});

	it('refuses the whole file when any row is bad, naming each row, column and value; creates nothing', async () => {
		const before = await historyIds(t);
		const csv = [
			HEADER,
			`A good row,twitter,,2099-07-08T12:30:00Z`,
			`Unknown network,"twitter, myspace",,2099-07-08T12:30:00Z`,
			`In the past,twitter,,2020-01-01T00:00:00Z`,
			`Not UTC,twitter,,tomorrow at noon`,
			`${'x'.repeat(300)},twitter,,2099-07-08T12:30:00Z`,
			`,twitter`,
		].join('\n');
		const res = await upload(t, csv);
		expect(res.status).toBe(400);
		expect(res.body.code).toBe(101);
		const errors: Array<{ field: string; value?: unknown; message: string }> = res.body.errors;
		const byField = (field: string) => errors.filter((e) => e.field === field);
		expect(byField('file row 2, column platforms')).toEqual([
			expect.objectContaining({ value: 'myspace', message: expect.stringContaining('twitter') }),
		]);
		expect(byField('file row 3, column scheduleDate')).toEqual([
			expect.objectContaining({
				value: '2020-01-01T00:00:00Z',
				message: expect.stringContaining('future'),
			}),
		]);
		expect(byField('file row 4, column scheduleDate')).toEqual([
			expect.objectContaining({
				value: 'tomorrow at noon',
				message: expect.stringContaining('UTC'),
			}),
		]);
		expect(byField('file row 5, column post')).toEqual([
			expect.objectContaining({ message: expect.stringMatching(/280/) }),
		]);
		expect(byField('file row 6, column post')[0].message).toContain('is required');
		expect(byField('file row 6, column mediaUrls')[0].message).toContain('is required');
		expect(byField('file row 6, column scheduleDate')[0].message).toContain('is required');
		expect(errors.some((e) => e.field.startsWith('file row 1,'))).toBe(false);
		expect(await historyIds(t)).toEqual(before);
	});

	it('refuses a header without one of the four columns, naming it', async () => {
		const res = await upload(
			t,
			'post,platforms,scheduleDate\nNo media column,twitter,2099-07-08T12:30:00Z',
		);
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual([
			expect.objectContaining({
				field: 'file header',
				message: expect.stringContaining('mediaUrls'),
			}),
		]);
	});

	it("needs the X app's keys when a row goes to X, as the page's notice says", async () => {
		const toX = await upload(
			t,
			`${HEADER}\nTo X,"facebook, twitter",,2099-07-08T12:30:00Z`,
			'PUT',
			false,
		);
		expect(toX.status).toBe(400);
		expect(toX.body.message).toContain('X-Twitter-OAuth1-Api-Key');
		const notToX = await upload(
			t,
			`${HEADER}\nNot to X,facebook,,2099-07-08T12:30:00Z`,
			'PUT',
			false,
		);
		expect(notToX.status).toBe(200);
	});

	it('needs the Premium plan or higher (403, code 103 on Basic)', async () => {
		const basic = await startTestSandbox({ plan: 'basic' });
		try {
			const res = await upload(basic, `${HEADER}\nHello,twitter,,2099-07-08T12:30:00Z`);
			expect([res.status, res.body.code]).toEqual([403, 103]);
			expect(res.body.message).toMatch(/Premium, Business or Enterprise plan/);
		} finally {
			await basic.close();
		}
	});
});

describe('the duplicate rule at send (same text, schedule dates less than three days apart)', () => {
	const clock = manualClock();
	const timed = useTestSandbox({ now: clock.now, schedulerIntervalMs: 20 });
	const record = async (id: string) => (await timed.api('GET', `/api/post/${id}`)).body;
	const whenSent = (id: string) =>
		waitFor(async () => {
			const post = await record(id);
			return post.status === 'pending' ? undefined : post;
		});

	it('rejects the second post when its date comes; one three days after the first goes out', async () => {
		const first = clock.now() + HOUR_MS;
		const csv = [
			HEADER,
			`Weekly special,facebook,,${utc(first)}`,
			`Weekly special,facebook,,${utc(first + 2 * DAY_MS)}`,
			`Weekly special,facebook,,${utc(first + 3 * DAY_MS)}`,
			`Another text,facebook,,${utc(first + 2 * DAY_MS)}`,
		].join('\n');
		const res = await upload(timed, csv);
		expect(res.status).toBe(200);
		// Scheduling takes them all: the rule applies when each one's date comes.
		const ids: string[] = res.body.posts.map((p: { id: string }) => p.id);
		expect(res.body.posts.map((p: { status: string }) => p.status)).toEqual(
			Array(4).fill('scheduled'),
		);
		clock.advance(HOUR_MS);
		expect((await whenSent(ids[0])).status).toBe('success');
		clock.advance(2 * DAY_MS);
		const second = await whenSent(ids[1]);
		expect(second.status).toBe('error');
		expect(second.errors).toEqual([
			expect.objectContaining({
				platform: 'facebook',
				code: 137,
				message: expect.stringContaining(ids[0]),
			}),
		]);
		expect((await whenSent(ids[3])).status).toBe('success');
		clock.advance(DAY_MS);
		expect((await whenSent(ids[2])).status).toBe('success');
	});
});
