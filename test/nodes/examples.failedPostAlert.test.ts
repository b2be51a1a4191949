/**
 * workflows/failed-post-alert.json, unchanged but for the chat webhook address (a local receiver):
 * its Social Publishing Trigger, activated against the sandbox, receives the `scheduled` delivery of a post
 * the sandbox fails on purpose (POST /api/admin/faults); the items it emits run the workflow.
 * A fault that clears is retried once and the post goes out; one that does not ends in a summary
 * posted to the chat webhook, after the retry failed too.
 */
import { Workflow, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
import { startReceiver, type HookReceiver } from '../helpers/feedTestServers';
import { utc } from '../helpers/testSandbox';
import { loadWorkflow, registerNodeType, runWorkflow } from '../helpers/n8nHarness';
import { useSandbox, waitFor } from '../helpers/socialPublishingSteps';
import { WebhookTriggerHarness } from '../helpers/webhookHarness';

// n8n's Wait node loads its form helpers, whose sanitize-html is an ES module jest cannot load;
// the workflow never renders a form, so they get the text back unchanged.
jest.mock('sanitize-html', () => (text: string) => text);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Wait } = require('n8n-nodes-base/dist/nodes/Wait/Wait.node');
registerNodeType('n8n-nodes-base.wait', new Wait());

const sp = useSandbox();
const TRIGGER = 'Scheduled post failed';
let chat: HookReceiver;
let trigger: WebhookTriggerHarness;
let closeTrigger: () => Promise<void>;

/** The workflow file, its chat webhook pointed at the local receiver. */
function workflowForTest() {
	const workflow = loadWorkflow('failed-post-alert.json');
	const alert = workflow.nodes.find((node) => node.name === 'Alert the team')!;
	expect(alert.parameters.url).toBe('https://chat.example/hooks/social-alerts');
	alert.parameters.url = chat.url;
	return workflow;
}

/** Schedules a post two seconds ahead; answers its id. */
async function scheduleSoon(text: string, networks: string[]): Promise<string> {
	const created = await sp.api('POST', '/post', {
		post: text,
		platforms: networks,
		scheduleDate: utc(Math.ceil(Date.now() / 1000) * 1000 + 2000),
	});
	expect(created.status).toBe('scheduled');
	return created.id;
}

/** The next items the trigger emits (one execution per delivery). */
async function nextExecution(index: number): Promise<INodeExecutionData[]> {
	return await waitFor(async () => trigger.executions[index], `trigger execution ${index + 1}`);
}

// n8n starts a webhook-triggered workflow from the webhook node it was called on; n8n-workflow's
// getStartNode (which the harness asks) only knows manual, trigger and polling nodes, so the Social
// Publishing Trigger is named as the start node here (as in examples.rssToAiPostAtSlot.test.ts).
const getStartNode = Workflow.prototype.getStartNode;
beforeAll(() => {
	jest.spyOn(Workflow.prototype, 'getStartNode').mockImplementation(function (
		this: Workflow,
		destination?: string,
	) {
		return getStartNode.call(this, destination) ?? this.getNode(TRIGGER) ?? undefined;
	});
});
afterAll(() => jest.restoreAllMocks());

beforeAll(async () => {
	chat = await startReceiver();
	const node = loadWorkflow('failed-post-alert.json').nodes.find((n) => n.name === TRIGGER)!;
	trigger = new WebhookTriggerHarness({
		type: node.type,
		nodeType: new SocialPublishingTrigger(),
		nodeName: TRIGGER,
		parameters: node.parameters,
		credentials: sp.credentials(),
	});
	closeTrigger = (await trigger.listen()).close;
	await trigger.activate();
});

afterAll(async () => {
	await trigger?.deactivate();
	await closeTrigger?.();
	await chat?.close();
});

test('a fault that clears: the post is retried once and goes out; no alert', async () => {
	// One failed send: the network is back by the time of the retry.
	await sp.api('POST', '/admin/faults', { platform: 'linkedin', reason: 'networkDown', count: 1 });
	const id = await scheduleSoon('Market stall this Saturday', ['twitter', 'linkedin']);
	const items = await nextExecution(0);
	expect(items[0].json).toMatchObject({
		event: 'scheduledFailed',
		id,
		failedPlatforms: ['linkedin'],
	});

	const result = await runWorkflow(workflowForTest(), {
		credentials: sp.credentials(),
		input: items,
	});
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual([
		TRIGGER,
		'Wait for the fault to clear',
		'Retry the post once',
		'Retried',
	]);
	expect(result.outputOf('Retried')[0]).toMatchObject({ id, postStatus: 'pending' });
	const sent = await waitFor(async () => {
		const post = (await sp.api('GET', `/history/${id}`)) as IDataObject;
		return post.status === 'success' ? post : undefined;
	}, 'the retried post to go out');
	expect((sent.postIds as IDataObject[]).map((p) => p.platform).sort()).toEqual([
		'linkedin',
		'twitter',
	]);
	expect(chat.received).toEqual([]);
});

test('a fault that stays: the retry fails too, and the team gets a summary', async () => {
	// An expired token unlinks the account: the retry fails as well (not linked), and that second
	// failure's run finds the post already retried once.
	await sp.api('POST', '/admin/faults', { platform: 'linkedin', reason: 'expiredToken' });
	const id = await scheduleSoon('Closed on Monday', ['twitter', 'linkedin']);
	const first = await nextExecution(1);
	expect(first[0].json).toMatchObject({ id, errors: [expect.objectContaining({ code: 161 })] });
	const retry = await runWorkflow(workflowForTest(), {
		credentials: sp.credentials(),
		input: first,
	});
	expect(retry.executed).toContain('Retried');

	const second = await nextExecution(2);
	expect(second[0].json).toMatchObject({ id, errors: [expect.objectContaining({ code: 156 })] });
	const alert = await runWorkflow(workflowForTest(), {
		credentials: sp.credentials(),
		input: second,
	});
	expect(alert.run.data.resultData.error).toBeUndefined();
	expect(alert.executed).toEqual([
		TRIGGER,
		'Wait for the fault to clear',
		'Retry the post once',
		'Alert the team',
	]);
	expect(chat.received).toHaveLength(1);
	const { body } = chat.received[0];
	expect(body.postId).toBe(id);
	expect(body.text).toContain(`Scheduled post ${id} (Primary Profile`);
	expect(body.text).toMatch(/failed on linkedin: linkedin 156: linkedin is not linked/);
	expect(body.text).toMatch(/Not retried again: .*already retried once/);
	expect(JSON.stringify(chat.received)).not.toContain(sp.sandbox.apiKey);
	await sp.api('POST', '/admin/link', { platform: 'linkedin' });
});
