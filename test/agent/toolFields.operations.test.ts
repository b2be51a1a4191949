import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { callTool, fromAI, nodeAsToolProblem } from '../helpers/agentToolHarness';
import { startCountingProxy } from '../helpers/countingProxy';
import { useSandbox } from '../helpers/socialPublishingSteps';

// Issue 21, point 1, beyond Publish: the multi-value, number and yes/no fields of the other
// operations, each filled by a model through $fromAI(key, '', 'string') on n8n-core's tool path.
const sp = useSandbox();
// n8n-core builds tools from nodes through one of its files: if that file moves, this fails and
// says so (the tests below then fail too), instead of skipping them all in silence.
it('n8n-core has the node-as-tool builder the harness calls', () => {
	expect(nodeAsToolProblem()).toBeUndefined();
});

async function publishDirect(text: string, networks: string[], extra: IDataObject = {}) {
	return (await sp.api('POST', '/post', {
		post: text,
		platforms: networks,
		...extra,
	})) as IDataObject;
}

/** The tool's one answer; throws with what it said when that was an error. */
async function answerOf(parameters: INodeParameters, args: IDataObject, baseUrl?: string) {
	const { results } = await callTool(sp, parameters, [args], { baseUrl });
	const [answer] = results as IDataObject[][];
	const first = Array.isArray(answer) ? answer[0] : undefined;
	if (!first || 'error' in first) throw new Error(`tool answered ${JSON.stringify(results)}`);
	return answer;
}

describe('Other operations as agent tools: the model fills', () => {
	it('History › Get Many: Platforms as a list, Limit "1" and Return All "false" as texts', async () => {
		await publishDirect('history one', ['linkedin']);
		await publishDirect('history two', ['telegram']);
		await publishDirect('history three', ['linkedin']);
		const answer = await answerOf(
			{
				resource: 'history',
				operation: 'getAll',
				returnAll: fromAI('Return_All'),
				limit: fromAI('Limit'),
				filters: { platforms: fromAI('Platforms') },
			},
			{ Return_All: 'false', Limit: '1', Platforms: '["linkedin"]' },
		);
		expect(answer).toHaveLength(1);
		expect(answer[0].platforms).toEqual(['linkedin']);
	});

	it('Post › Update: Approved "true" and a Schedule Date with an offset as texts', async () => {
		const held = await publishDirect('approve me', ['twitter'], {
			requiresApproval: true,
			scheduleDate: '2031-06-01T08:00:00Z',
		});
		await answerOf(
			{
				resource: 'post',
				operation: 'update',
				postId: fromAI('Post_ID'),
				updateFields: { approved: fromAI('Approved'), scheduleDate: fromAI('Schedule_Date') },
			},
			{ Post_ID: held.id, Approved: 'true', Schedule_Date: '2031-06-02T10:00:00+02:00' },
		);
		const stored = (await sp.api('GET', `/post/${held.id}`)) as IDataObject;
		expect(stored.approved).toBe(true);
		expect(stored.scheduleDate).toBe('2031-06-02T08:00:00Z');
	});

	it('Auto Schedule › Set: Times, Days of Week by name and Exclude Dates as lists', async () => {
		await answerOf(
			{
				resource: 'autoSchedule',
				operation: 'set',
				title: 'agent',
				times: fromAI('Times'),
				options: { daysOfWeek: fromAI('Days_of_Week'), excludeDates: fromAI('Exclude_Dates') },
			},
			{
				Times: '["09:00Z", "17:30Z"]',
				Days_of_Week: 'Monday, friday',
				Exclude_Dates: '["2031-12-25", "2032-01-01"]',
			},
		);
		const { schedules } = (await sp.api('GET', '/auto-schedule/list')) as {
			schedules: Record<string, IDataObject>;
		};
		expect(schedules.agent).toMatchObject({
			schedule: ['09:00Z', '17:30Z'],
			daysOfWeek: [1, 5],
			excludeDates: ['2031-12-25', '2032-01-01'],
		});
	});

	it('Auto Schedule › Set: Days of Week as numbers in a comma list', async () => {
		await answerOf(
			{
				resource: 'autoSchedule',
				operation: 'set',
				title: 'numbers',
				times: '10:00Z',
				options: { daysOfWeek: fromAI('Days_of_Week') },
			},
			{ Days_of_Week: '0,6' },
		);
		const { schedules } = (await sp.api('GET', '/auto-schedule/list')) as {
			schedules: Record<string, IDataObject>;
		};
		expect(schedules.numbers.daysOfWeek).toEqual([0, 6]);
	});

	it('Post › Delete Many: Post IDs as a JSON array', async () => {
		const later = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
		const a = await publishDirect('pending a', ['twitter'], { scheduleDate: later });
		const b = await publishDirect('pending b', ['twitter'], { scheduleDate: later });
		await answerOf(
			{
				resource: 'post',
				operation: 'deleteMany',
				deleteMode: 'list',
				postIds: fromAI('Post_IDs'),
			},
			{ Post_IDs: JSON.stringify([a.id, b.id]) },
		);
		for (const id of [a.id, b.id]) {
			const stored = (await sp.api('GET', `/post/${id}`)) as IDataObject;
			expect(stored.deleted).toBeDefined();
		}
	});

	it('Comment › Create: Platforms as one network', async () => {
		const post = await publishDirect('comment on me', ['twitter']);
		const answer = await answerOf(
			{
				resource: 'comment',
				operation: 'create',
				postId: fromAI('Post_ID'),
				comment: fromAI('Comment'),
				platforms: fromAI('Platforms'),
			},
			{ Post_ID: post.id, Comment: 'first!', Platforms: 'twitter' },
		);
		expect(JSON.stringify(answer)).toContain('twitter');
		const comments = (await sp.api('GET', `/comments/${post.id}`)) as IDataObject;
		expect(JSON.stringify(comments)).toContain('first!');
	});

	it('User › Update Business Listing: Labels as a JSON array, Latitude/Longitude as texts', async () => {
		const proxy = await startCountingProxy(sp.sandbox.baseUrl, (request) =>
			request.method === 'PATCH' ? { status: 200, body: { status: 'success' } } : undefined,
		);
		try {
			await answerOf(
				{
					resource: 'user',
					operation: 'updateBusinessListing',
					updateFields: {
						labels: fromAI('Labels'),
						latitude: fromAI('Latitude'),
						longitude: fromAI('Longitude'),
					},
				},
				{ Labels: '["open late", "vegan"]', Latitude: '48.8566', Longitude: '2.3522' },
				proxy.baseUrl,
			);
			const sent = proxy.requests.find((r) => r.method === 'PATCH');
			expect(JSON.parse(sent!.body)).toMatchObject({
				labels: ['open late', 'vegan'],
				latlng: { latitude: 48.8566, longitude: 2.3522 },
			});
		} finally {
			await proxy.close();
		}
	});

	it('a number it cannot read: the answer names the field and shows a valid value', async () => {
		const { results } = await callTool(
			sp,
			{ resource: 'history', operation: 'getAll', returnAll: false, limit: fromAI('Limit') },
			[{ Limit: 'ten' }],
		);
		const [answer] = results as Array<Array<{ error: string }>>;
		expect(answer[0].error).toBe(
			'Limit (limit) cannot be "ten": write a number, e.g. 5. Nothing was sent.',
		);
	});
});
