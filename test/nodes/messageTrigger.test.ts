import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type INode,
	type INodeParameters,
} from 'n8n-workflow';

import { SocialPublishingMessageTrigger } from '../../nodes/SocialPublishing/SocialPublishingMessageTrigger.node';
import {
	LATE_DELIVERY_WINDOW_MS,
	MAX_RECENT_IDS,
	startCursor,
	takeNewMessages,
} from '../../nodes/SocialPublishing/triggers/message/cursor';
import type { Message } from '../../src/engine/resources/messages';
import type { MessagingNetwork } from '../../src/engine/resources/messageRules';
import { asLoadedByN8n, PollingTriggerHarness, type PollOutcome } from '../helpers/triggerHarness';
import { useSandbox } from '../helpers/socialPublishingSteps';

const sp = useSandbox();

const API_CREDENTIAL_REF = { socialPublishingApi: { id: 'api', name: 'Social Publishing API' } };
const PROFILE_CREDENTIAL_REF = {
	socialPublishingProfileApi: { id: 'profile', name: 'Profile key' },
};

/**
 * The harness builds the workflow's node without credential references, and n8n-core refuses
 * getCredentials() on a node without them; attach them to the node of every activation.
 */
function withNodeCredentials(harness: PollingTriggerHarness, refs: INode['credentials']) {
	const target = harness as unknown as {
		start: (...args: unknown[]) => { workflow: { getNode(name: string): INode | null } };
	};
	const start = target.start.bind(harness);
	target.start = (...args: unknown[]) => {
		const activation = start(...args);
		for (const node of Object.values(
			(activation.workflow as unknown as { nodes: Record<string, INode> }).nodes,
		)) {
			node.credentials = refs;
		}
		return activation;
	};
	return harness;
}

function messageTrigger(parameters: INodeParameters, profileKey?: string) {
	const harness = new PollingTriggerHarness({
		createNode: () => new SocialPublishingMessageTrigger(),
		parameters: { platforms: ['facebook'], ...parameters },
		credentials: sp.credentials(undefined, profileKey),
	});
	const refs =
		parameters.actAs === 'profileCredential'
			? { ...API_CREDENTIAL_REF, ...PROFILE_CREDENTIAL_REF }
			: API_CREDENTIAL_REF;
	return withNodeCredentials(harness, refs);
}

let senderCounter = 0;
/** A sender id no other test uses, so each test has its own conversations. */
const newSender = () => String(5_000 + ++senderCounter);

/** A correspondent writes to the profile (sandbox admin route); answers the stored message. */
async function incoming(
	network: MessagingNetwork,
	senderId: string,
	message: string,
	profileKey?: string,
): Promise<Message> {
	const answer = await sp.api(
		'POST',
		'/admin/messages/incoming',
		{ platform: network, senderId, senderName: `Sender ${senderId}`, message },
		profileKey,
	);
	if (typeof answer.id !== 'string') throw new Error(`incoming failed: ${JSON.stringify(answer)}`);
	return answer as Message;
}

/** The profile replies in the conversation with senderId. */
async function reply(network: MessagingNetwork, senderId: string, message: string) {
	const answer = await sp.api('POST', `/messages/${network}`, { recipientId: senderId, message });
	if (answer.status !== 'success') throw new Error(`reply failed: ${JSON.stringify(answer)}`);
	return answer as { messageId: string };
}

function texts(outcome: PollOutcome): unknown[] {
	return (outcome?.[0] ?? []).map((item) => item.json.message);
}

async function newMessagingProfile(title: string): Promise<string> {
	const created = await sp.api('POST', '/profiles/create-profile', {
		title,
		messagingActive: true,
	});
	if (typeof created.profileKey !== 'string')
		throw new Error(`create-profile failed: ${JSON.stringify(created)}`);
	return created.profileKey;
}

describe('node description', () => {
	const { description } = new SocialPublishingMessageTrigger();

	test('is a polling trigger with the API credential and Act As', () => {
		expect(description).toMatchObject({
			name: 'socialPublishingMessageTrigger',
			displayName: 'Social Publishing Message Trigger',
			group: ['trigger'],
			version: 1,
			polling: true,
			inputs: [],
			outputs: ['main'],
		});
		expect(description.credentials?.map((c) => [c.name, c.required])).toEqual([
			['socialPublishingApi', true],
			['socialPublishingProfileApi', true],
		]);
		expect(description.properties.map((p) => [p.name, p.type, p.default])).toEqual([
			['notice', 'notice', ''],
			['actAs', 'options', 'primary'],
			['profileKey', 'string', ''],
			['platforms', 'multiOptions', ['facebook', 'instagram', 'twitter']],
			['include', 'options', 'received'],
			['conversationId', 'string', ''],
		]);
		const loaded = asLoadedByN8n(new SocialPublishingMessageTrigger());
		expect(loaded.description.properties[0].name).toBe('pollTimes');
	});
});

describe('polling', () => {
	test('the first poll only starts counting; an incoming message then comes out once, as the service shows it', async () => {
		const sender = newSender();
		await incoming('facebook', sender, 'from before activation');
		const trigger = messageTrigger({});
		expect(await trigger.activate()).toBeNull();
		expect(await trigger.poll()).toBeNull();

		const sent = await incoming('facebook', sender, 'hello there');
		const outcome = await trigger.poll();
		expect(outcome?.[0]).toHaveLength(1);
		expect(outcome?.[0][0].json).toEqual({
			id: sent.id,
			conversationId: sent.conversationId,
			senderId: sender,
			recipientId: sent.recipientId,
			senderDetails: sent.senderDetails,
			created: sent.created,
			updated: sent.updated,
			action: 'received',
			message: 'hello there',
			platform: 'facebook',
			reactions: {},
			attachments: [],
		});
		expect(await trigger.poll()).toBeNull();
		expect(trigger.emitted).toHaveLength(1);
	});

	test('two incoming messages come out in one execution, oldest first', async () => {
		const trigger = messageTrigger({});
		await trigger.activate();
		await incoming('facebook', newSender(), 'first');
		await incoming('facebook', newSender(), 'second');
		expect(texts(await trigger.poll())).toEqual(['first', 'second']);
		expect(await trigger.poll()).toBeNull();
	});

	test('Received Only leaves out the profile’s own replies; Sent and Received has them', async () => {
		const sender = newSender();
		await incoming('facebook', sender, 'opening');
		const receivedOnly = messageTrigger({});
		const both = messageTrigger({ include: 'sentAndReceived' });
		await receivedOnly.activate();
		await both.activate();

		await reply('facebook', sender, 'our answer');
		await incoming('facebook', sender, 'thanks');

		expect(texts(await receivedOnly.poll())).toEqual(['thanks']);
		const all = await both.poll();
		expect(texts(all)).toEqual(['our answer', 'thanks']);
		expect(all?.[0].map((item) => item.json.action)).toEqual(['sent', 'received']);
		// The filtered-out reply still moved the cursor: it never comes out later.
		expect(await receivedOnly.poll()).toBeNull();
	});

	test('each network has its own cursor', async () => {
		const trigger = messageTrigger({ platforms: ['facebook', 'twitter'] });
		await trigger.activate();
		await incoming('twitter', newSender(), 'tweet dm');
		const outcome = await trigger.poll();
		expect(outcome?.[0].map((item) => [item.json.platform, item.json.message])).toEqual([
			['twitter', 'tweet dm'],
		]);
		await incoming('facebook', newSender(), 'fb dm');
		expect(texts(await trigger.poll())).toEqual(['fb dm']);

		const saved = trigger.savedNodeStaticData?.cursors as IDataObject;
		expect(Object.keys(saved).sort()).toEqual(['facebook', 'twitter']);

		// A network chosen later starts from its newest message: its history is not replayed.
		await incoming('instagram', newSender(), 'old instagram dm');
		expect(await trigger.update({ platforms: ['facebook', 'twitter', 'instagram'] })).toBeNull();
		await incoming('instagram', newSender(), 'new instagram dm');
		expect(texts(await trigger.poll())).toEqual(['new instagram dm']);
	});

	test('messages that arrive while n8n is down come out once after the restart, none twice', async () => {
		const trigger = messageTrigger({});
		await trigger.activate();
		await incoming('facebook', newSender(), 'before');
		expect(texts(await trigger.poll())).toEqual(['before']);

		trigger.deactivate();
		await incoming('facebook', newSender(), 'while down 1');
		await incoming('facebook', newSender(), 'while down 2');

		expect(texts(await trigger.restart())).toEqual(['while down 1', 'while down 2']);
		expect(await trigger.poll()).toBeNull();
		// And a restart right after the emit (the cursor was saved with the execution) repeats nothing.
		expect(await trigger.restart()).toBeNull();
		expect(trigger.emitted.flat(2).map((item) => item.json.message)).toEqual([
			'before',
			'while down 1',
			'while down 2',
		]);
	});

	test('a message in a conversation archived before the next poll is not lost', async () => {
		const trigger = messageTrigger({});
		await trigger.activate();
		const sent = await incoming('facebook', newSender(), 'then archived');
		expect(
			await sp.api('PUT', `/messages/facebook/${sent.conversationId}`, { status: 'archived' }),
		).toEqual({ status: 'success' });
		expect(texts(await trigger.poll())).toEqual(['then archived']);
	});

	test('Conversation ID limits the trigger to one conversation', async () => {
		const watched = newSender();
		const first = await incoming('facebook', watched, 'watched 1');
		const trigger = messageTrigger({
			platforms: ['facebook', 'twitter'],
			conversationId: first.conversationId,
		});
		await trigger.activate();
		await incoming('facebook', newSender(), 'another conversation');
		await incoming('facebook', watched, 'watched 2');
		const outcome = await trigger.poll();
		expect(texts(outcome)).toEqual(['watched 2']);
		expect(outcome?.[0][0].json.conversationId).toBe(first.conversationId);
	});

	test('an unknown Conversation ID is an error that says what to do', async () => {
		const trigger = messageTrigger({ conversationId: 'no-such-conversation' });
		const error = await trigger.activate().catch((e: unknown) => e);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as Error).message).toContain('No conversation with ID "no-such-conversation"');
	});

	test('a profile without messaging fails with the service’s 403', async () => {
		const bakery = sp.sandbox.profiles.find((p) => p.title === 'Acme Bakery')!;
		const trigger = messageTrigger({ actAs: 'profileKey', profileKey: bakery.profileKey });
		const error = await trigger.activate().catch((e: unknown) => e);
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).httpCode).toBe('403');
		expect(JSON.stringify(error)).not.toContain(bakery.profileKey);
	});
});

describe('Act As', () => {
	let otherKey: string;
	beforeAll(async () => {
		otherKey = await newMessagingProfile('Second Inbox');
	});

	test('a trigger acting for a profile sees only that profile’s messages', async () => {
		const forOther = messageTrigger({ actAs: 'profileCredential' }, otherKey);
		const forPrimary = messageTrigger({});
		await forOther.activate();
		await forPrimary.activate();

		await incoming('facebook', newSender(), 'to the primary profile');
		await incoming('facebook', newSender(), 'to the second inbox', otherKey);

		expect(texts(await forOther.poll())).toEqual(['to the second inbox']);
		expect(texts(await forPrimary.poll())).toEqual(['to the primary profile']);
		// The saved state holds no profile key.
		expect(JSON.stringify(forOther.savedStaticData)).not.toContain(otherKey);
	});

	test('switching the profile starts counting afresh instead of replaying the other inbox', async () => {
		const trigger = messageTrigger({});
		await trigger.activate();
		await trigger.poll();
		await incoming('facebook', newSender(), 'second inbox, before the switch', otherKey);
		expect(await trigger.update({ actAs: 'profileKey', profileKey: otherKey })).toBeNull();
		await incoming('facebook', newSender(), 'second inbox, after the switch', otherKey);
		expect(texts(await trigger.poll())).toEqual(['second inbox, after the switch']);
	});
});

describe('Test step (manual mode)', () => {
	test('shows the newest message as a sample and leaves the cursors alone', async () => {
		const trigger = messageTrigger({ platforms: ['facebook', 'twitter'] });
		await trigger.activate();
		await trigger.poll();
		const savedBefore = JSON.stringify(trigger.savedStaticData);
		await incoming('twitter', newSender(), 'the newest one');

		const { outcome } = await trigger.testStep();
		expect(texts(outcome)).toEqual(['the newest one']);
		expect(JSON.stringify(trigger.savedStaticData)).toBe(savedBefore);
		// The active workflow still gets it: the test step consumed nothing.
		expect(texts(await trigger.poll())).toEqual(['the newest one']);
	});

	test('with no message yet, says how to make one in the sandbox', async () => {
		const emptyKey = await newMessagingProfile('Empty Inbox');
		const trigger = messageTrigger({ actAs: 'profileKey', profileKey: emptyKey });
		const error = await trigger.testStep().catch((e: unknown) => e);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect((error as NodeOperationError).message).toBe(
			'No received messages yet on facebook for this profile',
		);
		expect((error as NodeOperationError).description).toContain('/api/admin/messages/incoming');
	});
});

describe('late X (Twitter) messages (cursor rules)', () => {
	const T0 = Date.parse('2026-03-02T10:00:00Z');
	const twitterWindow = LATE_DELIVERY_WINDOW_MS.twitter;
	let sequence = 0;
	function message(createdMs: number, text = 'dm'): Message {
		const id = String(createdMs).padStart(13, '0') + String(++sequence).padStart(8, '0');
		return {
			id,
			conversationId: 'c1',
			senderId: '1',
			recipientId: '2',
			senderDetails: { name: 'x' },
			created: new Date(createdMs).toISOString(),
			action: 'received',
			message: text,
			platform: 'twitter',
			reactions: {},
		};
	}

	test('a message written before the newest one but handed over late still comes out, once', () => {
		const a = message(T0);
		const b = message(T0 + 60_000);
		let cursor = startCursor([b, a], twitterWindow);
		const late = message(T0 + 30_000, 'late');
		const c = message(T0 + 90_000, 'c');

		const first = takeNewMessages(cursor, [c, b, late, a], twitterWindow);
		expect(first.fresh.map((m) => m.message)).toEqual(['late', 'c']);
		cursor = first.cursor;
		expect(takeNewMessages(cursor, [c, b, late, a], twitterWindow).fresh).toEqual([]);
	});

	test('facebook and instagram are real time: an older id is never news there', () => {
		const a = message(T0);
		const b = message(T0 + 60_000);
		const cursor = startCursor([b], LATE_DELIVERY_WINDOW_MS.facebook);
		expect(takeNewMessages(cursor, [b, a], LATE_DELIVERY_WINDOW_MS.facebook).fresh).toEqual([]);
		expect(cursor.recent).toEqual({});
	});

	test('the set of recent ids stays bounded and forgets what is past the window', () => {
		const burst = Array.from({ length: MAX_RECENT_IDS + 50 }, (_, i) => message(T0 + i));
		const cursor = startCursor(burst, twitterWindow);
		expect(Object.keys(cursor.recent)).toHaveLength(MAX_RECENT_IDS);
		// Ids dropped from the set still count as seen: listing the burst again yields nothing.
		expect(takeNewMessages(cursor, burst, twitterWindow).fresh).toEqual([]);
		const later = message(T0 + twitterWindow + 10 * 60_000);
		const next = takeNewMessages(cursor, [later, ...burst], twitterWindow);
		expect(next.fresh).toEqual([later]);
		expect(Object.keys(next.cursor.recent)).toEqual([later.id]);
	});
});

describe('WhatsApp', () => {
	test('is a network the trigger offers (not by default) and polls like the others', async () => {
		const { description } = new SocialPublishingMessageTrigger();
		const networks = description.properties.find((p) => p.name === 'platforms');
		expect(networks?.options).toContainEqual({ name: 'WhatsApp', value: 'whatsapp' });
		const sender = newSender();
		const trigger = messageTrigger({ platforms: ['whatsapp'] });
		await trigger.activate();
		expect(await trigger.poll()).toBeNull();
		await incoming('whatsapp', sender, 'order 42 status?');
		const outcome = await trigger.poll();
		expect(texts(outcome)).toEqual(['order 42 status?']);
		expect(outcome?.[0][0].json).toMatchObject({ platform: 'whatsapp', senderId: sender });
	});
});
