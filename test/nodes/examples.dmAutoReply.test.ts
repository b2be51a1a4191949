import type { IDataObject, INode, INodeExecutionData } from 'n8n-workflow';

import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import { loadWorkflow, runWorkflow, type WorkflowRun } from '../helpers/n8nHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';
import { PollingTriggerHarness } from '../helpers/triggerHarness';

const sp = useSandbox();
const workflow = loadWorkflow('dm-auto-reply.json');
const TRIGGER = 'New direct message';
const HOURS_ANSWER = 'Thanks for asking! We are open Monday to Saturday, 8:00 to 18:00.';
const PRICE_ANSWER =
	'Thanks for asking! Our price list is at https://shop.example/prices. Reply here if you need a quote.';

/**
 * The workflow's own trigger node, polled the way an active n8n polls it. The harness builds the
 * node without credential references, and n8n-core refuses getCredentials() on such a node, so the
 * workflow's references are put on the node of every activation.
 */
function triggerOfTheWorkflow(): PollingTriggerHarness {
	const node = workflow.nodes.find((n) => n.name === TRIGGER)!;
	const harness = new PollingTriggerHarness({
		createNode: () => new SocialPublishingMessageTrigger(),
		nodeName: TRIGGER,
		parameters: node.parameters,
		credentials: sp.credentials(),
	});
	const target = harness as unknown as {
		start: (...args: unknown[]) => { workflow: { nodes: Record<string, INode> } };
	};
	const start = target.start.bind(harness);
	target.start = (...args: unknown[]) => {
		const activation = start(...args);
		for (const n of Object.values(activation.workflow.nodes)) n.credentials = node.credentials;
		return activation;
	};
	return harness;
}

async function incoming(network: string, senderId: string, message: string): Promise<IDataObject> {
	const answer = (await sp.api('POST', '/admin/messages/incoming', {
		platform: network,
		senderId,
		senderName: `Customer ${senderId}`,
		message,
	})) as IDataObject;
	expect(answer).toMatchObject({ senderId, message, conversationId: expect.any(String) });
	return answer;
}

async function conversation(network: string, conversationId: string): Promise<IDataObject[]> {
	const list = (await sp.api(
		'GET',
		`/messages/${network}?conversationId=${encodeURIComponent(conversationId)}`,
	)) as { messages: IDataObject[] };
	return list.messages;
}

let received: Record<'hours' | 'price' | 'thanks', IDataObject>;
let polled: INodeExecutionData[];
let result: WorkflowRun;

beforeAll(async () => {
	const trigger = triggerOfTheWorkflow();
	expect(await trigger.activate()).toBeNull(); // the first poll only sets the cursors
	received = {
		hours: await incoming('facebook', '1001', 'Hi! What are your opening hours on Saturday?'),
		price: await incoming('instagram', '2002', 'How much is the PRICE of a sourdough loaf?'),
		thanks: await incoming('facebook', '1003', 'Loved the cake, thank you!'),
	};
	const outcome = await trigger.poll();
	expect(outcome).not.toBeNull();
	polled = outcome![0];
	// The items the trigger emitted start the workflow: pinned on the trigger, as n8n hands them over.
	result = await runWorkflow(workflow, { credentials: sp.credentials(), input: polled });
});

test('the trigger emits the three new messages, which start workflows/dm-auto-reply.json', () => {
	expect(polled.map((item) => item.json.id).sort()).toEqual(
		Object.values(received)
			.map((m) => m.id)
			.sort(),
	);
	expect(result.run.data.resultData.error).toBeUndefined();
	expect(result.executed).toEqual(
		expect.arrayContaining([TRIGGER, 'Asks about prices or hours?', 'Send the canned answer']),
	);
});

test('questions about hours and prices get the canned answer, sent to their sender', () => {
	const sent = result.outputOf('Send the canned answer');
	expect(sent).toHaveLength(2);
	expect(sent).toEqual(
		expect.arrayContaining([
			expect.objectContaining({ status: 'success', recipientId: '1001', message: HOURS_ANSWER }),
			expect.objectContaining({ status: 'success', recipientId: '2002', message: PRICE_ANSWER }),
		]),
	);
	expect(result.outputOf('Leave it for a human').map((m) => m.id)).toEqual([received.thanks.id]);
});

test('the replies are in the conversations, after the questions', async () => {
	for (const [key, answer] of [
		['hours', HOURS_ANSWER],
		['price', PRICE_ANSWER],
	] as const) {
		const question = received[key];
		const messages = await conversation(String(question.platform), String(question.conversationId));
		const reply = messages.find((m) => m.message === answer);
		expect(reply).toMatchObject({ recipientId: question.senderId });
		expect(Date.parse(String(reply!.created))).toBeGreaterThanOrEqual(
			Date.parse(String(question.created)),
		);
	}
});

test('the message that asks neither gets no reply', async () => {
	const messages = await conversation('facebook', String(received.thanks.conversationId));
	expect(messages.map((m) => m.message)).toEqual(['Loved the cake, thank you!']);
});
