import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { spStep, useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

async function runOne(operation: string, parameters: INodeParameters): Promise<IDataObject[]> {
	const run = await sp.run([spStep('Message', 'message', operation, parameters)]);
	const error = run.errorOf('Message');
	if (error) throw error;
	return run.outputOf('Message');
}

async function runContinuing(
	operation: string,
	parameters: INodeParameters,
): Promise<IDataObject[]> {
	const run = await sp.run([
		spStep('Message', 'message', operation, parameters, { continueOnFail: true }),
	]);
	return run.outputOf('Message');
}

/** A correspondent writes to the primary profile (sandbox admin route). */
async function incoming(network: string, senderId: string, message: string): Promise<IDataObject> {
	const received = (await sp.api('POST', '/admin/messages/incoming', {
		platform: network,
		senderId,
		senderName: 'Dana Customer',
		message,
	})) as IDataObject;
	expect(received).toMatchObject({ action: 'received', senderId });
	return received;
}

describe('Message › Get Many, Send, Update Conversation', () => {
	let received: IDataObject;

	beforeAll(async () => {
		received = await incoming('facebook', '7100000000000001', 'Is the shop open on Sunday?');
	});

	test('Get Many lists the correspondent message; Send replies to its sender', async () => {
		const messages = await runOne('getAll', { platform: 'facebook', returnAll: true });
		const theirs = messages.find((m) => m.id === received.id)!;
		expect(theirs).toMatchObject({
			action: 'received',
			message: 'Is the shop open on Sunday?',
			senderId: '7100000000000001',
			conversationId: received.conversationId,
			platform: 'facebook',
			lastUpdated: expect.any(String),
		});

		const [sent] = await runOne('send', {
			platform: 'facebook',
			recipientId: '={{ "7100000000000001" }}',
			text: 'Yes, 10 to 4!',
			options: { mediaUrls: 'https://example.com/hours.png' },
		});
		expect(sent).toMatchObject({
			status: 'success',
			recipientId: '7100000000000001',
			messageId: expect.any(String),
			message: 'Yes, 10 to 4!',
		});

		const conversation = await runOne('getAll', {
			platform: 'facebook',
			returnAll: true,
			filters: { conversationId: String(received.conversationId) },
		});
		expect(conversation.map((m) => m.action)).toEqual(['sent', 'received']);
		expect(
			await runOne('getAll', {
				platform: 'facebook',
				returnAll: true,
				filters: { conversationsOnly: true },
			}),
		).toEqual([expect.objectContaining({ id: sent.messageId })]);
	});

	test('Update Conversation archives it, out of the active list, and activates it again', async () => {
		const conversationId = String(received.conversationId);
		const [archived] = await runOne('updateConversation', {
			platform: 'facebook',
			conversationId,
			status: 'archived',
		});
		expect(archived).toMatchObject({ status: 'success', conversationStatus: 'archived' });
		const active = await runOne('getAll', { platform: 'facebook', returnAll: true });
		expect(active.some((m) => m.conversationId === conversationId)).toBe(false);
		const inArchive = await runOne('getAll', {
			platform: 'facebook',
			returnAll: true,
			filters: { status: 'archived' },
		});
		expect(inArchive.some((m) => m.conversationId === conversationId)).toBe(true);
		await runOne('updateConversation', { platform: 'facebook', conversationId, status: 'active' });
		const again = await runOne('getAll', { platform: 'facebook', returnAll: true });
		expect(again.some((m) => m.conversationId === conversationId)).toBe(true);
	});

	test('an unknown conversation is code 105', async () => {
		const [item] = await runContinuing('updateConversation', {
			platform: 'facebook',
			conversationId: 'no-such-conversation',
			status: 'archived',
		});
		expect(item).toMatchObject({ code: 105, httpStatus: 404 });
	});
});

describe('Message › Send errors', () => {
	test('a conversation the correspondent has not started is code 360, with its message', async () => {
		const [item] = await runContinuing('send', {
			platform: 'instagram',
			recipientId: '9999999',
			text: 'Hi there',
		});
		expect(item).toMatchObject({ code: 360, httpStatus: 400 });
		expect(String(item.error)).toMatch(/must be started by the correspondent/);

		const run = await sp.run([
			spStep('Message', 'message', 'send', {
				platform: 'instagram',
				recipientId: '9999999',
				text: 'Hi there',
			}),
		]);
		expect(run.errorOf('Message')?.description).toMatch(/code 360/);
	});

	test('an instagram media URL with a query is refused before sending, naming the field', async () => {
		const [item] = await runContinuing('send', {
			platform: 'instagram',
			recipientId: '9999999',
			text: 'Photo',
			options: { mediaUrls: 'https://example.com/a.jpg?size=large' },
		});
		expect(String(item.error)).toMatch(/mediaUrls.*query string/);
		expect(item.httpStatus).toBeNull();
	});
});

describe('Message › Set Auto-Response', () => {
	test('turns the auto response on with a message and wait, then off keeping them', async () => {
		const [on] = await runOne('setAutoResponse', {
			active: true,
			message: 'Thanks! We answer within a day.',
			waitSeconds: 60,
		});
		expect(on).toMatchObject({
			status: 'success',
			updated: {
				autoResponseActive: true,
				autoResponseMessage: 'Thanks! We answer within a day.',
				autoResponseWaitSeconds: 60,
			},
		});
		const [off] = await runOne('setAutoResponse', { active: false });
		expect(off.updated).toEqual({
			autoResponseActive: false,
			autoResponseMessage: 'Thanks! We answer within a day.',
			autoResponseWaitSeconds: 60,
		});
	});

	test('an active auto response needs a message', async () => {
		const [item] = await runContinuing('setAutoResponse', { active: true, message: '   ' });
		expect(String(item.error)).toMatch(/autoResponseMessage/);
	});
});

describe('WhatsApp', () => {
	test('Send replies on WhatsApp to a customer who wrote, and Get Many lists both', async () => {
		const received = await incoming('whatsapp', '34611222333', 'Do you deliver?');
		const [sent] = await runOne('send', {
			platform: 'whatsapp',
			recipientId: '34611222333',
			text: 'Yes, within the city.',
		});
		expect(sent).toMatchObject({ status: 'success' });
		const messages = await runOne('getAll', {
			platform: 'whatsapp',
			returnAll: true,
			options: { conversationId: String(received.conversationId) },
		});
		expect(messages.map((m) => m.message).sort()).toEqual([
			'Do you deliver?',
			'Yes, within the city.',
		]);
	});
});
