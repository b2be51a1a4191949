#!/usr/bin/env node
// The example workflows a trigger starts, as imported, in a real running n8n 2.41.1, offline: the
// sub-leg run.mjs hands them to (their `"meta": { "e2e": { "runBy": "trigger-examples" } }`).
//
//   - workflows/rss-to-ai-post-at-slot.json: activated as imported; the sandbox already follows its
//     demo blog and has the auto-schedule "blogposts" (the CLI prepares them). A new demo article
//     (POST /api/admin/demo-feeds/articles, the page's "Publish a new article") and a read of the
//     feeds (POST /api/admin/feeds/poll, "Read the feeds now") start it; the post is queued at a
//     "blogposts" slot.
//   - workflows/dm-auto-reply.json: activated as imported (polling every minute); a correspondent asks
//     about opening hours (POST /api/admin/messages/incoming, the page's inbox button) until a poll
//     after the trigger's first one sees it; the canned answer is sent back.
//
// Started by scripts/e2e.sh with the server sub-legs' environment (test/e2e/lib/server-leg.mjs), plus
// SP_E2E_SANDBOX_DATA (the sandbox's data folder, read-only here, for its feed webhook table).
// Last line: `trigger-examples: N passed, M failed, K skipped`.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { env, executionReader, sleep, waitForExecution, waitUntil } from './lib/n8n-rest.mjs';
import { serverLeg } from './lib/server-leg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');
const SANDBOX_DATA = env('SP_E2E_SANDBOX_DATA');

const leg = serverLeg('trigger-examples');
const { settings, sandbox, rest, check } = leg;
const reader = executionReader(settings.n8nBin);

const example = (file) => JSON.parse(readFileSync(join(ROOT, 'workflows', file), 'utf8'));

/** The sandbox's feed webhook URLs, read from its database (the service has no read of one). */
async function feedWebhookUrls() {
	const { openSqlite } = await import(
		pathToFileURL(join(ROOT, 'dist/src/sandbox/sqlite/index.js')).href
	);
	const db = openSqlite(join(SANDBOX_DATA, 'sandbox.db'), { readonly: true, fileMustExist: true });
	try {
		return db
			.prepare('SELECT url FROM feed_webhooks')
			.all()
			.map((row) => row.url);
	} finally {
		db.close();
	}
}

async function seenExecutions(id) {
	return new Set((await rest.executions(id)).map((s) => s.id));
}

async function rssToPostAtSlot() {
	const workflow = example('rss-to-ai-post-at-slot.json');
	const slotTitle = workflow.nodes.find((n) => n.parameters?.options?.autoScheduleTitle).parameters
		.options.autoScheduleTitle;
	const { schedules } = await sandbox('GET', '/auto-schedule/list');
	if (!schedules?.[slotTitle])
		throw new Error(`the fresh sandbox has no auto-schedule "${slotTitle}"`);
	const { feeds } = await sandbox('GET', '/feed');
	if (!feeds.some((f) => f.url.includes('/demo/feeds/')))
		throw new Error(`the fresh sandbox follows no demo feed: ${JSON.stringify(feeds)}`);

	const before = new Set(await feedWebhookUrls());
	const seen = await seenExecutions(workflow.id);
	await rest.activateOrThrow(workflow.id);
	try {
		const subscribed = await waitUntil(
			async () => (await feedWebhookUrls()).find((url) => !before.has(url)),
			30_000,
		);
		if (!subscribed)
			throw new Error(
				`activation subscribed no feed webhook: ${await rest.activationError(workflow.id)}`,
			);
		const title = `e2e demo article ${randomBytes(4).toString('hex')}`;
		await sandbox('POST', '/admin/demo-feeds/articles', { feed: 'blog', title });
		const read = await sandbox('POST', '/admin/feeds/poll');
		if (!read.queuedTo?.[subscribed])
			throw new Error(`reading the feeds sent nothing to n8n: ${JSON.stringify(read)}`);
		const { execution, items } = await waitForExecution({
			rest,
			workflowId: workflow.id,
			seenIds: seen,
			itemsOf: (e) => reader.items(e, 'Queue at the next free slot'),
			matches: (item) => item.status === 'scheduled' || Boolean(item.scheduleDate),
			label: 'a post queued at a slot',
			what: 'a queued post',
			timeoutMs: 60_000,
		});
		reader.save(
			join(settings.artifacts, 'rss-to-ai-post-at-slot.execution.json'),
			execution,
			leg.secrets,
		);
		const post = items[0];
		const rewritten = reader.items(execution, 'Rewrite with AI')?.[0];
		if (
			!JSON.stringify(rewritten ?? {})
				.toLowerCase()
				.includes(title.toLowerCase())
		)
			throw new Error(
				`the AI rewrite did not use the article's title: ${JSON.stringify(rewritten)}`,
			);
		const slots = schedules[slotTitle].schedule.map((t) => t.replace('Z', ''));
		const at = new Date(post.scheduleDate).toISOString().slice(11, 16);
		if (!slots.includes(at))
			throw new Error(
				`the post is scheduled at ${post.scheduleDate}, not at a "${slotTitle}" slot (${slots})`,
			);
		return `"${title}" → post ${post.id} queued at ${post.scheduleDate} ("${slotTitle}" slot)`;
	} finally {
		await rest.deactivate(workflow.id).catch(() => undefined);
	}
}

async function dmAutoReply() {
	const workflow = example('dm-auto-reply.json');
	const seen = await seenExecutions(workflow.id);
	await rest.activateOrThrow(workflow.id);
	try {
		// The trigger's first poll takes what is there as seen: keep writing until a later poll emits.
		const senderId = `e2e-${randomBytes(4).toString('hex')}`;
		const deadline = Date.now() + 200_000;
		let found;
		while (!found && Date.now() < deadline) {
			await sandbox('POST', '/admin/messages/incoming', {
				platform: 'facebook',
				senderId,
				senderName: 'E2E Customer',
				message: 'Hi! What are your opening hours on Saturday?',
			});
			found = await waitForExecution({
				rest,
				workflowId: workflow.id,
				seenIds: seen,
				itemsOf: (e) => reader.items(e, 'Send the canned answer'),
				matches: () => true,
				label: 'the canned answer sent',
				what: 'a sent answer',
				timeoutMs: 65_000,
			}).catch(() => undefined);
		}
		if (!found) throw new Error('no execution sent the canned answer within 200 s');
		reader.save(
			join(settings.artifacts, 'dm-auto-reply.execution.json'),
			found.execution,
			leg.secrets,
		);
		const { messages } = await sandbox('GET', '/messages/facebook');
		const answer = (messages ?? []).find(
			(m) => m.recipientId === senderId && /open Monday to Saturday/.test(m.message ?? ''),
		);
		if (!answer) throw new Error(`the sandbox holds no answer to ${senderId}`);
		return `answered ${senderId}: "${answer.message}"`;
	} finally {
		await rest.deactivate(workflow.id).catch(() => undefined);
		await sleep(500);
	}
}

leg.run(async () => {
	await rest.ownerSession();
	await check(
		'workflows/rss-to-ai-post-at-slot.json as imported: publish a demo article, read the feeds, the post is queued at a "blogposts" slot',
		rssToPostAtSlot,
		{ needs: false },
	);
	await check(
		'workflows/dm-auto-reply.json as imported: a customer asks for opening hours, the canned answer goes back',
		dmAutoReply,
		{ needs: false },
	);
});
