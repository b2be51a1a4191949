import { Workflow, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { readDelivery } from '../../nodes/SocialPublishing/triggers/webhook/delivery';
import type { AutoSchedule } from '../../src/engine/scheduling';
import { rewritePost } from '../../src/sandbox/ai/generate';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

// The sandbox's clock is pinned: the slot it picks is the schedule's next one after this time.
const NOW = Date.parse('2026-03-02T12:30:00Z');
const sp = useSandbox({ now: () => NOW });
const SCHEDULE: AutoSchedule = { title: 'blogposts', times: ['09:00Z', '17:00Z'] };
const TONES = [
	'Quick update:',
	'Good news!',
	'Heads up:',
	'In short:',
	'Just in:',
	'Worth knowing:',
];

/** What the Social Publishing Trigger outputs for one delivery: built by the trigger's own delivery code. */
function feedItems(article: IDataObject): INodeExecutionData[] {
	const { reading } = readDelivery(
		{ type: 'feed', refId: 'primaryRef', title: 'Primary Profile', data: article },
		{},
		{ events: ['newFeedArticle'], platforms: [], feedId: '', conversationId: '', profileRefId: '' },
	);
	if (reading.kind !== 'items') throw new Error(`not a delivery: ${JSON.stringify(reading)}`);
	return reading.items;
}

function article(n: number): IDataObject {
	return {
		id: `delivery${String(n).padStart(12, '0')}`,
		feedId: 'feedAAAAAAAAAAAAAAAA',
		url: 'https://blog.example/feed.xml',
		title: n === 1 ? 'Tulips bloom early across Europe' : 'Our spring menu is here',
		link: `https://blog.example/posts/${n}`,
		description: 'Text',
		published: '2026-03-01T08:00:00.000Z',
	};
}

interface Timed {
	result: WorkflowRun;
}

async function run(items: INodeExecutionData[]): Promise<Timed> {
	const result = await runWorkflow(loadWorkflow('rss-to-ai-post-at-slot.json'), {
		credentials: sp.credentials(),
		input: items,
	});
	return { result };
}

let first: Timed;

// n8n starts a webhook-triggered workflow from the webhook node it was called on; n8n-workflow's
// getStartNode (which the harness asks) only knows manual, trigger and polling nodes. So for this
// file the Social Publishing Trigger is named as the start node, and its output is the pinned delivery.
const getStartNode = Workflow.prototype.getStartNode;
beforeAll(() => {
	jest.spyOn(Workflow.prototype, 'getStartNode').mockImplementation(function (
		this: Workflow,
		destination?: string,
	) {
		return getStartNode.call(this, destination) ?? this.getNode('New feed article') ?? undefined;
	});
});
afterAll(() => jest.restoreAllMocks());

beforeAll(async () => {
	// The workflow needs the auto-schedule "blogposts" (docs/sandbox.md: the sandbox has it already; against the service, create it once with Auto Schedule › Set).
	const set = (await sp.api('POST', '/set-auto-schedule', {
		title: SCHEDULE.title,
		schedule: SCHEDULE.times,
	})) as IDataObject;
	expect(set).toMatchObject({ status: 'success' });
	first = await run(feedItems(article(1)));
});

test('workflows/rss-to-ai-post-at-slot.json runs from the pinned feed article to the post', () => {
	expect(first.result.run.data.resultData.error).toBeUndefined();
	expect(first.result.executed).toEqual([
		'New feed article',
		'Rewrite with AI',
		'Queue at the next free slot',
	]);
});

test("the post's text is the AI rewrite of the article's title and link", () => {
	const [rewritten] = first.result.outputOf('Rewrite with AI');
	const source = 'Tulips bloom early across Europe. Read more: https://blog.example/posts/1';
	const expected = rewritePost(source, 1, { hashtags: false, emojis: false, fit: false })[0];
	expect(rewritten).toMatchObject({ status: 'success', post: expected });
	// The sandbox's rewrite marker: a tone opener, and the link kept as it was.
	expect(TONES.some((tone) => expected.startsWith(`${tone} `))).toBe(true);
	expect(expected).toContain('https://blog.example/posts/1');
	const [queued] = first.result.outputOf('Queue at the next free slot');
	expect(queued.post).toBe(expected);
});

test("the post is scheduled at the schedule's next free slot", async () => {
	const [queued] = first.result.outputOf('Queue at the next free slot');
	// At 12:30Z on 2 March, of 09:00Z and 17:00Z the next is 17:00Z that day.
	expect(queued).toMatchObject({ status: 'scheduled', scheduleDate: '2026-03-02T17:00:00Z' });

	const record = (await sp.api('GET', `/post/${queued.id}`)) as IDataObject;
	expect(record).toMatchObject({ status: 'pending', type: 'scheduled', post: queued.post });
	expect([...(record.platforms as string[])].sort()).toEqual(['facebook', 'linkedin']);
});

test('the next article takes the slot after that one', async () => {
	const [earlier] = first.result.outputOf('Queue at the next free slot');
	const second = await run(feedItems(article(2)));
	expect(second.result.run.data.resultData.error).toBeUndefined();
	const [queued] = second.result.outputOf('Queue at the next free slot');
	const lastAssigned = Date.parse(String(earlier.scheduleDate));
	// 17:00Z is taken: the slot after it is 09:00Z the next morning.
	expect(earlier.scheduleDate).toBe('2026-03-02T17:00:00Z');
	expect(queued).toMatchObject({ status: 'scheduled', scheduleDate: '2026-03-03T09:00:00Z' });
	expect(Date.parse(String(queued.scheduleDate))).toBeGreaterThan(lastAssigned);
});

test('without the auto-schedule the post is refused, naming the missing schedule', async () => {
	await sp.api('DELETE', '/auto-schedule/delete', { title: SCHEDULE.title });
	const failed = await run(feedItems(article(3)));
	expect(failed.result.errorOf('Queue at the next free slot')?.message).toMatch(/blogposts/);
});
