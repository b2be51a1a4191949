import type { IWorkflowBase } from 'n8n-workflow';

import { LINEAGE_KEY } from '../../nodes/SocialPublishing/transport';
import { runWorkflow } from '../helpers/n8nHarness';
import { spStep, useSandbox } from '../helpers/socialPublishingSteps';
import { chainWorkflow } from '../helpers/workflowBuilder';

// Issue 16: n8n's execution retry ("Retry" in the executions list) starts a new execution from the
// failed node with the old run data. It must publish what the failed execution did not, and
// nothing it already did; a new, separate execution with the same input publishes again.
const sp = useSandbox();

const ITEMS = 20;
const BAD_ITEM = 12;
const tag = (run: string, i: number) => `retry ${run} item ${String(i).padStart(2, '0')}`;
const input = (run: string) =>
	Array.from({ length: ITEMS }, (_, i) => ({
		// Item 12 is a 301-character tweet: refused by the node before anything is sent.
		json: {
			text: i === BAD_ITEM ? `${tag(run, i)} ${'x'.repeat(300 - tag(run, i).length)}` : tag(run, i),
		},
	}));

function publishWorkflow(text: string): IWorkflowBase {
	return chainWorkflow([spStep('Publish', 'post', 'create', { text, platforms: ['twitter'] })]);
}

async function postsPerItem(run: string): Promise<number[]> {
	const history = await sp.api('GET', '/history?lastDays=0&limit=1000');
	const texts = (history.history as Array<{ post: string }>).map((p) => p.post);
	return Array.from(
		{ length: ITEMS },
		(_, i) => texts.filter((t) => t.startsWith(tag(run, i))).length,
	);
}

describe('execution retry publishes each item once', () => {
	it('retry with the original workflow, then with the fixed one: one post per item; a new execution posts again', async () => {
		const original = publishWorkflow('={{ $json.text }}');
		const credentials = sp.credentials();
		const first = await runWorkflow(original, {
			credentials,
			input: input('a'),
			executionId: 'exec-2',
		});
		expect(first.errorOf('Publish')?.message).toMatch(/280/);
		expect(first.run.data.resultData.metadata).toEqual({ [LINEAGE_KEY]: 'exec-2' });
		const afterFirst = await postsPerItem('a');
		expect(afterFirst[BAD_ITEM]).toBe(0);
		expect(afterFirst.slice(0, BAD_ITEM)).toEqual(Array(BAD_ITEM).fill(1));
		expect(Math.max(...afterFirst)).toBe(1);

		// "Retry with original workflow": the bad item is still bad, nothing is posted twice.
		const again = await runWorkflow(original, {
			credentials,
			executionId: 'exec-3',
			retryOf: first.run,
		});
		expect(again.errorOf('Publish')?.message).toMatch(/280/);
		expect(await postsPerItem('a')).toEqual(afterFirst);

		// "Retry with currently saved workflow", the text now cut to 280: the rest is published once.
		const fixed = publishWorkflow('={{ $json.text.slice(0, 280) }}');
		fixed.nodes = fixed.nodes.map((node, i) => ({
			...node,
			id: original.nodes[i].id,
			name: original.nodes[i].name,
		}));
		const retried = await runWorkflow(fixed, {
			credentials,
			executionId: 'exec-4',
			retryOf: again.run,
		});
		expect(retried.errorOf('Publish')).toBeUndefined();
		expect(await postsPerItem('a')).toEqual(Array(ITEMS).fill(1));
		const out = retried.outputOf('Publish');
		expect(out).toHaveLength(ITEMS);
		// What the failed executions had already published shows as a replay of the same post.
		const replayed = out.filter((item) => item.replayed === true).length;
		expect(replayed).toBe(afterFirst.reduce((a, b) => a + b, 0));
		expect(retried.run.data.resultData.metadata).toEqual({ [LINEAGE_KEY]: 'exec-2' });

		// A new, separate execution with the same input means it: everything is posted again.
		const separate = await runWorkflow(fixed, {
			credentials,
			input: input('a'),
			executionId: 'exec-5',
		});
		expect(separate.errorOf('Publish')).toBeUndefined();
		expect(await postsPerItem('a')).toEqual(Array(ITEMS).fill(2));
		expect(separate.outputOf('Publish').some((item) => item.replayed === true)).toBe(false);
	});

	it("leaves a user's own custom data alone and falls back to the execution id when none can be added", async () => {
		const workflow = publishWorkflow('={{ $json.text }}');
		const credentials = sp.credentials();
		const run = await runWorkflow(workflow, {
			credentials,
			input: [{ json: { text: 'custom data full' } }],
			executionId: 'exec-full',
			customData: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v'])),
		});
		expect(run.errorOf('Publish')).toBeUndefined();
		expect(run.run.data.resultData.metadata).toEqual(
			Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v'])),
		);
	});
});
