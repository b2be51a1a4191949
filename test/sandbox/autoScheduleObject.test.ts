import { connectMcp } from '../helpers/mcpClient';
import { graphqlClient } from '../helpers/graphqlClient';
import { manualClock, startTestSandbox, type TestSandbox } from '../helpers/testSandbox';

// The docs write a post's auto-schedule as an object, `autoSchedule: {schedule: true, title}`
// (https://www.ayrshare.com/docs/apis/auto-schedule/overview); older clients send `autoSchedule:
// true` with `autoScheduleTitle`. Both must land in the same slot, through REST and MCP.

// A Monday.
const clock = manualClock(Date.parse('2026-03-02T10:00:00Z'));
let t: TestSandbox;
beforeAll(async () => {
	t = await startTestSandbox({ now: clock.now });
	for (const title of ['morning', 'evening']) {
		const times = title === 'morning' ? ['11:00Z'] : ['20:00Z'];
		const set = await t.api('POST', '/api/auto-schedule/set', { body: { title, schedule: times } });
		expect(set.status).toBe(200);
	}
});
afterAll(() => t.close());

const post = (fields: Record<string, unknown>) =>
	t.api('POST', '/api/post', {
		body: { post: `slot ${Math.random()}`, platforms: ['twitter'], ...fields },
	});

describe('POST /post autoSchedule as the docs write it', () => {
	it('schedules {schedule: true, title} in the named schedule, as the older form does', async () => {
		const documented = await post({ autoSchedule: { schedule: true, title: 'evening' } });
		expect(documented.status).toBe(200);
		expect(documented.body).toMatchObject({ status: 'scheduled' });
		expect(documented.body.scheduleDate).toMatch(/T20:00:00/);
		const older = await post({ autoSchedule: true, autoScheduleTitle: 'evening' });
		expect(older.status).toBe(200);
		expect(older.body.scheduleDate).toMatch(/T20:00:00/);
		// The slot is taken: the next post of that schedule gets a later one.
		expect(older.body.scheduleDate > documented.body.scheduleDate).toBe(true);
		const record = await t.api('GET', `/api/post/${documented.body.id}`);
		expect(record.body.status).toBe('pending');
	});

	it('takes {schedule: false} as no auto-schedule: the post goes out now', async () => {
		const res = await post({ autoSchedule: { schedule: false, title: 'evening' } });
		expect(res.status).toBe(200);
		expect(res.body.status).toBe('success');
	});

	it('refuses a bad object naming the field, the value and what is allowed', async () => {
		const res = await post({ autoSchedule: { schedule: 'yes', title: 'my schedule!' } });
		expect(res.status).toBe(400);
		expect(res.body).toMatchObject({ code: 101, postIds: [] });
		const fields = res.body.errors.map((e: { field: string }) => e.field);
		expect(fields).toEqual(expect.arrayContaining(['autoSchedule.schedule', 'autoSchedule.title']));
		const title = res.body.errors.find((e: { field: string }) => e.field === 'autoSchedule.title');
		expect(title).toMatchObject({
			value: 'my schedule!',
			message: expect.stringMatching(/letters and digits/),
		});
	});

	it('names an unknown schedule under autoSchedule.title, with the ones that exist', async () => {
		const res = await post({ autoSchedule: { schedule: true, title: 'nowhere' } });
		expect(res.status).toBe(400);
		expect(res.body.errors[0]).toMatchObject({
			field: 'autoSchedule.title',
			value: 'nowhere',
			message: expect.stringMatching(/morning, evening|evening, morning/),
		});
	});

	it('refuses the object form with scheduleDate, as the boolean', async () => {
		const res = await post({
			autoSchedule: { schedule: true },
			scheduleDate: '2026-04-01T10:00:00Z',
		});
		expect(res.status).toBe(400);
		expect(res.body.errors).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					field: 'autoSchedule',
					message: expect.stringMatching(/scheduleDate/),
				}),
			]),
		);
	});

	it('refuses two different titles (autoSchedule.title and autoScheduleTitle)', async () => {
		const res = await post({
			autoSchedule: { schedule: true, title: 'morning' },
			autoScheduleTitle: 'evening',
		});
		expect(res.status).toBe(400);
		expect(res.body.errors[0]).toMatchObject({ field: 'autoScheduleTitle', value: 'evening' });
	});

	it('passes the same object through /validate/post', async () => {
		const res = await t.api('POST', '/api/validate/post', {
			body: {
				post: 'Check',
				platforms: ['twitter'],
				autoSchedule: { schedule: true, title: 'morning' },
			},
		});
		expect(res.status).toBe(200);
	});

	it("schedules through MCP create_post's autoSchedule object", async () => {
		const mcp = await connectMcp(t.sandbox);
		try {
			const made = await mcp.tool('create_post', {
				post: 'From an agent',
				platforms: ['twitter'],
				autoSchedule: { schedule: true, title: 'morning' },
			});
			expect(made.isError).toBe(false);
			expect(made.body).toMatchObject({ status: 'scheduled' });
			expect(made.body.scheduleDate).toMatch(/T11:00:00/);
		} finally {
			await mcp.close();
		}
	});

	it("schedules through GraphQL createPost's input, the /post body", async () => {
		const { data, errors } = await graphqlClient(t.sandbox).rawRequest<any>(
			`mutation ($input: JSON!) { createPost(input: $input) }`,
			{
				input: {
					post: 'From GraphQL',
					platforms: ['twitter'],
					autoSchedule: { schedule: true, title: 'evening' },
				},
			},
		);
		expect(errors).toBeUndefined();
		expect(data.createPost).toMatchObject({ status: 'scheduled' });
		expect(data.createPost.scheduleDate).toMatch(/T20:00:00/);
	});
});
