// The polling triggers in queue mode: the message trigger and the slot trigger poll on main (the
// leader) and their executions run on the workers. Each message and each slot must start exactly
// one execution, before and after a restart of every process (the cursors live in the workflow's
// static data, in PostgreSQL).

import { randomUUID } from 'node:crypto';

import { executionReader, sandboxClient, sleep } from '../e2e/lib/n8n-rest.mjs';

const MINUTE = 60_000;
const SLOT_MINUTES = 40;
const credentials = {
	socialPublishingApi: { id: 'sandboxApi', name: 'Social Publishing sandbox' },
};
const everyMinute = { item: [{ mode: 'everyMinute' }] };

function triggerOnly(name, type, parameters) {
	return {
		name,
		nodes: [
			{
				id: randomUUID(),
				name: 'Trigger',
				type,
				typeVersion: 1,
				position: [0, 0],
				parameters,
				credentials,
			},
		],
		connections: {},
		settings: { executionOrder: 'v1' },
		active: false,
	};
}

const hhmm = (ms) => new Date(ms).toISOString().slice(11, 16) + 'Z';

export async function startPollers(context) {
	const { rest } = context;
	const firstSlot = Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE;
	const times = Array.from({ length: SLOT_MINUTES }, (_, i) => hhmm(firstSlot + i * MINUTE));
	const messages = await rest.json(
		'POST',
		'/rest/workflows',
		triggerOnly(
			`Queue mode messages (${context.run})`,
			'n8n-nodes-social-publishing.socialPublishingMessageTrigger',
			{
				pollTimes: everyMinute,
				actAs: 'primary',
				platforms: ['facebook'],
				include: 'received',
				conversationId: '',
			},
		),
	);
	const slots = await rest.json(
		'POST',
		'/rest/workflows',
		triggerOnly(
			`Queue mode slots (${context.run})`,
			'n8n-nodes-social-publishing.socialPublishingSlotTrigger',
			{
				pollTimes: everyMinute,
				title: 'queue mode',
				times: times.join(', '),
				missedSlots: 'catchUp',
			},
		),
	);
	await rest.activateOrThrow(messages.id);
	await rest.activateOrThrow(slots.id);
	return {
		messages,
		slots,
		sent: [],
		firstSlot,
		lastSlot: firstSlot + (SLOT_MINUTES - 1) * MINUTE,
	};
}

/** Executions queued or still running on a worker: their items are not known yet. */
const UNSETTLED = new Set(['new', 'running', 'waiting']);

/**
 * Every item the workflow's executions emitted from its trigger, each with its execution's id;
 * null while one of them is still queued or running (asked again, not counted as a failure).
 */
async function emitted(context, workflowId) {
	const reader = executionReader(context.settings.n8nBin);
	const out = [];
	const summaries = await context.rest.executions(workflowId);
	if (summaries.some((summary) => UNSETTLED.has(summary.status))) return null;
	for (const summary of summaries) {
		if (summary.status !== 'success')
			throw new Error(`execution ${summary.id} is ${summary.status}`);
		for (const json of reader.items(await context.rest.execution(summary.id), 'Trigger') ?? [])
			out.push({ ...json, executionId: summary.id });
	}
	return out;
}

async function until(probe, ms, what) {
	const deadline = Date.now() + ms;
	for (;;) {
		const value = await probe();
		if (value) return value;
		if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s`);
		await sleep(2_000);
	}
}

/**
 * Sends a message once the trigger has polled once (its first poll takes what is there as history),
 * waits for it to be emitted; then checks that every message sent so far was emitted exactly once.
 */
async function messageRound(context, state, label) {
	const sandbox = sandboxClient({
		url: context.settings.sandboxUrl,
		apiKey: context.settings.apiKey,
		scrub: context.settings.scrub,
	});
	await until(
		async () =>
			JSON.stringify(
				(await context.rest.json('GET', `/rest/workflows/${state.messages.id}`)).staticData ?? {},
			).includes('cursors'),
		3 * MINUTE,
		'no first poll of the message trigger',
	);
	const text = `${context.run} poll ${label}`;
	const message = await sandbox('POST', '/admin/messages/incoming', {
		platform: 'facebook',
		senderId: `${context.run}-poll-${label}`,
		senderName: 'Poll Correspondent',
		message: text,
	});
	if (!message?.id)
		throw new Error(`the sandbox answered no message id: ${JSON.stringify(message)}`);
	state.sent.push(message.id);
	const items = await until(
		async () => {
			const all = await emitted(context, state.messages.id);
			return all?.some((m) => m.message === text) && all;
		},
		3 * MINUTE,
		`"${text}" was not emitted`,
	);
	const ids = items.map((m) => m.id);
	const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
	const missing = state.sent.filter((id) => !ids.includes(id));
	if (twice.length || missing.length)
		throw new Error(
			`emitted twice: [${twice}], never: [${missing}] (of ${state.sent.length} sent)`,
		);
	return `${state.sent.length} message(s) sent, each emitted once, in ${new Set(items.map((m) => m.executionId)).size} execution(s)`;
}

/** Slots fired so far: each at most once, and none skipped between the first and the last fired. */
async function slotRound(context, state, after) {
	const fired = await until(
		async () => {
			const all = await emitted(context, state.slots.id);
			return all?.some((s) => s.slotEpochMs >= after) && all;
		},
		3 * MINUTE,
		`no slot after ${new Date(after).toISOString()} fired`,
	);
	const times = fired.map((s) => s.slotEpochMs).sort((a, b) => a - b);
	const twice = times.filter((t, i) => i > 0 && times[i - 1] === t);
	if (twice.length) throw new Error(`slots fired twice: ${twice.map(hhmm)}`);
	for (let i = 1; i < times.length; i++)
		if (times[i] - times[i - 1] !== MINUTE)
			throw new Error(`slots skipped between ${hhmm(times[i - 1])} and ${hhmm(times[i])}`);
	if (times.at(-1) > state.lastSlot)
		throw new Error(`a slot after the last one fired: ${hhmm(times.at(-1))}`);
	return `${times.length} slot(s) fired, ${hhmm(times[0])} to ${hhmm(times.at(-1))}, each once`;
}

export async function pollersBeforeRestart(context, check, state) {
	await check(
		'the message polling trigger emits each new message once (executions on the workers)',
		() => messageRound(context, state, 'one'),
		{ needs: false },
	);
	await check(
		'the slot trigger fires each slot once',
		() => slotRound(context, state, state.firstSlot),
		{
			needs: false,
		},
	);
}

/** A message written while every n8n process is down: the cursor must catch it after the restart. */
export async function messageWhileDown(context, state) {
	const sandbox = sandboxClient({
		url: context.settings.sandboxUrl,
		apiKey: context.settings.apiKey,
		scrub: context.settings.scrub,
	});
	const message = await sandbox('POST', '/admin/messages/incoming', {
		platform: 'facebook',
		senderId: `${context.run}-poll-down`,
		senderName: 'Poll Correspondent',
		message: `${context.run} poll while down`,
	});
	if (!message?.id)
		throw new Error(`the sandbox answered no message id: ${JSON.stringify(message)}`);
	state.sent.push(message.id);
}

export async function pollersAfterRestart(context, check, state) {
	const restartedAt = Date.now();
	await check(
		'after a restart of every process the message trigger emits the messages since (one written while n8n was down) once, none before again',
		() => messageRound(context, state, 'two'),
		{ needs: false },
	);
	await check(
		'after a restart the slot trigger goes on: the slots since fire once, none before again',
		() => slotRound(context, state, restartedAt),
		{ needs: false },
	);
	await context.rest.deactivate(state.messages.id);
	await context.rest.deactivate(state.slots.id);
}
