// What the queue-mode checks share: the sandbox's stored posts counted per text (read from its
// SQLite file, read-only: thousands of posts, more than one history page), the publish workflow
// (Webhook → Split Out → Social Publishing) built for a run, and waiting for executions.

import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';

import { sleep, workflowNode } from '../e2e/lib/n8n-rest.mjs';

/** Posts stored per text for texts starting with `prefix`: a Map text → count. */
/** Webhook deliveries of one action (`feed`, or a /hook/webhook action) the sandbox sent and had answered 2xx. */
export function deliveredCount(dbPath, kind) {
	const db = new DatabaseSync(dbPath, { readOnly: true });
	try {
		const row = db
			.prepare(
				`SELECT COUNT(*) AS n FROM hook_deliveries WHERE status = 'delivered' AND action = ?`,
			)
			.get(kind);
		return Number(row.n);
	} finally {
		db.close();
	}
}

export function storedPosts(dbPath, prefix) {
	const db = new DatabaseSync(dbPath, { readOnly: true });
	try {
		const rows = db
			.prepare(
				`SELECT text, COUNT(*) AS n FROM posts WHERE substr(text, 1, length(?)) = ? GROUP BY text`,
			)
			.all(prefix, prefix);
		return new Map(rows.map((r) => [r.text, Number(r.n)]));
	} finally {
		db.close();
	}
}

/** Checks exactly one stored post per text; throws naming the first missing and doubled ones. */
export function expectOnePostEach(dbPath, texts, prefix) {
	const stored = storedPosts(dbPath, prefix);
	const missing = texts.filter((t) => !stored.has(t));
	const doubled = texts.filter((t) => (stored.get(t) ?? 0) > 1);
	const total = [...stored.values()].reduce((a, b) => a + b, 0);
	if (missing.length || doubled.length || total !== texts.length)
		throw new Error(
			`${texts.length} items, ${total} posts stored: ${missing.length} missing (${missing.slice(0, 3).join(' | ')}), ` +
				`${doubled.length} doubled (${doubled.slice(0, 3).join(' | ')})`,
		);
	return total;
}

export const itemTexts = (run, count) =>
	Array.from({ length: count }, (_, i) => `${run} item ${String(i).padStart(4, '0')}`);

/**
 * Webhook (POST {texts}) → Split Out → Social Publishing (Post › Publish to twitter); with
 * `keyedByText`, each post's Options › Idempotency Key is its text (a record's own key).
 */
export function publishWorkflow(run, path, { keyedByText = false } = {}) {
	const node = workflowNode;
	const connect = (from, to) => ({ [from]: { main: [[{ node: to, type: 'main', index: 0 }]] } });
	return {
		name: `Queue mode publish (${run}${keyedByText ? ', keyed by text' : ''})`,
		nodes: [
			node(
				'Webhook',
				'n8n-nodes-base.webhook',
				2,
				{ httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
				0,
				{ webhookId: randomUUID() },
			),
			node(
				'Split Out',
				'n8n-nodes-base.splitOut',
				1,
				{ fieldToSplitOut: 'body.texts', options: { destinationFieldName: 'text' } },
				220,
			),
			node(
				'Publish',
				'n8n-nodes-social-publishing.socialPublishing',
				1,
				{
					resource: 'post',
					operation: 'create',
					text: '={{ $json.text }}',
					platforms: ['twitter'],
					options: keyedByText ? { idempotencyKey: '={{ $json.text }}' } : {},
				},
				440,
				{
					credentials: {
						socialPublishingApi: { id: 'sandboxApi', name: 'Social Publishing sandbox' },
					},
				},
			),
		],
		connections: { ...connect('Webhook', 'Split Out'), ...connect('Split Out', 'Publish') },
		settings: { executionOrder: 'v1' },
		active: false,
	};
}

export const FINISHED = ['success', 'error', 'crashed', 'canceled'];

/** Waits until `count` executions of the workflow exist; resolves with their summaries. */
export async function waitForExecutions(rest, workflowId, count, timeoutMs, done = () => true) {
	const deadline = Date.now() + timeoutMs;
	let last = [];
	while (Date.now() < deadline) {
		last = await rest.executions(workflowId, Math.max(50, count + 10));
		if (last.length >= count && last.every(done)) return last;
		await sleep(500);
	}
	throw new Error(
		`${last.length} of ${count} executions of workflow ${workflowId} within ${timeoutMs / 1000} s ` +
			`(statuses: ${last.map((e) => `${e.id}:${e.status}`).join(', ')})`,
	);
}

export const durationMs = (execution) =>
	new Date(execution.stoppedAt).getTime() - new Date(execution.startedAt).getTime();

/** A webhook-started workflow of the leg: create and activate it, send to it, follow its executions. */
export class WebhookWorkflow {
	seen = new Set();

	constructor(context, body, path) {
		Object.assign(this, { context, body, path });
	}

	get rest() {
		return this.context.rest;
	}

	async activate() {
		this.workflow = await this.rest.json('POST', '/rest/workflows', this.body);
		await this.rest.activateOrThrow(this.workflow.id);
		this.url = `${this.context.topology.webhookUrl}/webhook/${this.path}`;
		return this;
	}

	/** POSTs `{texts}` to the production URL (the webhook processor); throws on anything but 2xx. */
	async send(texts) {
		const response = await fetch(this.url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ texts }),
			signal: AbortSignal.timeout(60_000),
		});
		if (!response.ok)
			throw new Error(
				`the webhook processor answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
			);
	}

	/** Activation reaches the webhook processor through the database: the first send may meet a 404. */
	async sendWhenRegistered(texts) {
		for (let i = 0; ; i++) {
			try {
				return await this.send(texts);
			} catch (error) {
				if (i > 60 || !/answered 404/.test(error.message)) throw error;
				await sleep(500);
			}
		}
	}

	/** The next execution of the workflow not seen yet. */
	async nextExecution(timeoutMs = 60_000) {
		const deadline = Date.now() + timeoutMs;
		while (Date.now() < deadline) {
			const fresh = (await this.rest.executions(this.workflow.id)).filter(
				(e) => !this.seen.has(e.id),
			);
			if (fresh.length) {
				const oldest = fresh.at(-1);
				this.seen.add(oldest.id);
				return oldest;
			}
			await sleep(200);
		}
		throw new Error(
			`no new execution of workflow ${this.workflow.id} within ${timeoutMs / 1000} s`,
		);
	}

	async finished(id, timeoutMs = 300_000) {
		const deadline = Date.now() + timeoutMs;
		while (Date.now() < deadline) {
			const execution = await this.rest.execution(id);
			if (FINISHED.includes(execution.status)) return execution;
			await sleep(500);
		}
		throw new Error(`execution ${id} did not finish within ${timeoutMs / 1000} s`);
	}
}
