// What the Social Publishing Trigger's sub-legs of scripts/e2e.sh share (test/e2e/trigger-feed.mjs,
// trigger-messages.mjs, trigger-events.mjs), beyond what every server sub-leg has (./server-leg.mjs):
// a fixture workflow (trigger → a Set node that stamps the item) and its production URL;
// activating it until the sandbox lists the subscription, deactivating it until the sandbox no
// longer does; waiting for the execution a delivery starts; and the checks that nothing started.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import {
	ACTIVATION_WAIT_MS,
	EXECUTION_WAIT_MS,
	executionReader,
	sleep,
	waitForExecution,
	waitUntil,
} from './n8n-rest.mjs';
import { serverLeg } from './server-leg.mjs';

/** The trigger's node type and its webhook path (its description's `webhooks`). */
const TRIGGER_TYPE = 'socialPublishingTrigger';
const WEBHOOK_PATH = 'events';

/**
 * A trigger sub-leg named `leg` ("trigger-feed"): what every server sub-leg has (./server-leg.mjs:
 * settings, secrets and `scrub`, the clients, `check`, `run(main)`), n8n's execution data, and the
 * executions already seen.
 */
export function triggerLeg(leg, options = {}) {
	const base = serverLeg(leg, options);
	const { settings, secrets, sandbox, rest } = base;
	const reader = executionReader(settings.n8nBin);
	/** Executions that are not a delivery's: those before activation and those already checked. */
	const seen = new Set();
	/** Ids of the workflows n8n answered as active. */
	const activated = new Set();

	/**
	 * A workflow (JSON as n8n stores it) with its id: the stamp node and the trigger's production URL
	 * on this n8n (`<n8n>/webhook/<webhookId>/events`).
	 */
	function stampedWorkflow(json, id, source = 'the workflow') {
		const trigger = json.nodes.find((n) => n.type.endsWith(`.${TRIGGER_TYPE}`));
		const stampNode = json.nodes.find((n) => n.type === 'n8n-nodes-base.set');
		if (!trigger || !stampNode)
			throw new Error(`${source} needs a ${TRIGGER_TYPE} node and a Set node that stamps the item`);
		const productionUrl = `${settings.webhookUrl}/webhook/${trigger.webhookId}/${WEBHOOK_PATH}`;
		return { id, stampNode, productionUrl };
	}

	return {
		...base,
		reader,
		seen,
		activated,

		/** The fixture scripts/e2e.sh imported (its id is in the file). */
		fixtureWorkflow(file) {
			const json = JSON.parse(readFileSync(file, 'utf8'));
			return stampedWorkflow(json, json.id, file);
		},

		/** Creates `body` (a REST create body) in n8n, as the owner. */
		async createWorkflow(body) {
			const created = await rest.json('POST', '/rest/workflows', body);
			return stampedWorkflow(body, created.id);
		},

		/** The primary profile's `/hook/webhook` subscriptions: action → {url, signed, ...}. */
		async hooks() {
			const { webhooks } = await sandbox('GET', '/hook/webhook');
			return Object.fromEntries((webhooks ?? []).map((h) => [h.action, h]));
		},

		/** What the sandbox delivered (or tried to) to `/hook/webhook` subscriptions, newest first. */
		async hookDeliveries() {
			return (await sandbox('GET', '/admin/hooks/deliveries?limit=1000')).deliveries;
		},

		/**
		 * Activates `workflow` and waits until `subscribed()` answers truthy; otherwise throws
		 * `missing()` with n8n's activation error. The executions there are by then count as seen.
		 * Resolves with the subscription and the seconds it took after the REST answer.
		 */
		async activateUntil(workflow, subscribed, missing) {
			await rest.activateOrThrow(workflow.id);
			activated.add(workflow.id);
			const started = Date.now();
			const subscription = await waitUntil(subscribed, ACTIVATION_WAIT_MS);
			if (!subscription) {
				const why = await rest.activationError(workflow.id);
				throw new Error(`${missing()}${why ? `; n8n's activation error: ${why}` : ''}`);
			}
			const seconds = ((Date.now() - started) / 1000).toFixed(1);
			for (const s of await rest.executions(workflow.id)) seen.add(s.id);
			return { subscription, seconds };
		},

		/** Deactivates `workflow` and waits until `released()` answers true; otherwise throws `stillThere()`. */
		async deactivateUntil(workflow, released, stillThere) {
			await rest.deactivate(workflow.id);
			if (!(await waitUntil(released, ACTIVATION_WAIT_MS))) throw new Error(stillThere());
		},

		/** The successful execution, not seen yet, in which the stamp node emitted an item that `matches`. */
		async stampedExecution(workflow, { matches, label, what }) {
			return await waitForExecution({
				rest,
				workflowId: workflow.id,
				seenIds: seen,
				itemsOf: (e) => reader.items(e, workflow.stampNode.name),
				matches,
				label,
				what,
				timeoutMs: EXECUTION_WAIT_MS,
			});
		},

		/** Saves an execution into the artifacts folder, secrets removed. */
		saveExecution(file, execution) {
			reader.save(join(settings.artifacts, file), execution, secrets);
		},

		/** After `waitMs`, throws `says(ids)` when `workflow` has executions not seen yet. */
		async expectNothingStarted(
			workflow,
			{ waitMs = 1000, says = (ids) => `it started execution(s) ${ids}` } = {},
		) {
			if (waitMs) await sleep(waitMs);
			const fresh = await rest.newExecutions(workflow.id, seen);
			if (fresh.length) throw new Error(says(fresh.map((s) => s.id).join(', ')));
		},
	};
}

/** Throws unless the sandbox's record of `delivery` says delivered, answered HTTP 200. */
export function expectDelivered(delivery) {
	if (delivery.status !== 'delivered' || delivery.lastStatus !== 200)
		throw new Error(
			`delivery ${delivery.id}: status ${delivery.status}, last HTTP status ${delivery.lastStatus}, attempts ${delivery.attempts}, error ${delivery.lastError ?? '-'}`,
		);
}

/**
 * The deliveries every signed webhook trigger must refuse with 401, starting nothing, as the trigger
 * node tests (test/helpers/webhookHarness.ts) and the trigger sub-legs both send them: a forged
 * signature, a body changed after signing (`tamper`), a timestamp 301 s old (`stale`), no
 * signature, another secret. `sign` is the engine's webhookSignatureHeaders, the one signing
 * function (from src/ in jest, from dist/ here).
 */
export function signatureRefusals(body, secret, sign, tamper, now = Date.now()) {
	const rawBody = JSON.stringify(body);
	const signed = (key, at = now) => ({
		'content-type': 'application/json',
		...sign(rawBody, key, Math.floor(at / 1000)),
	});
	return [
		{
			name: 'a forged signature',
			rawBody,
			headers: { ...signed(secret), 'X-Authorization-Content-SHA256': 'c'.repeat(64) },
		},
		{
			name: 'a body changed after signing',
			rawBody: JSON.stringify(tamper(body)),
			headers: signed(secret),
		},
		{ name: 'a stale timestamp', rawBody, headers: signed(secret, now - 301_000), stale: true },
		{ name: 'no signature', rawBody, headers: { 'content-type': 'application/json' } },
		{ name: 'another secret', rawBody, headers: signed(`not ${secret}`) },
	];
}

/**
 * POSTs each of signatureRefusals(body, ...) to a trigger's production URL; throws unless every
 * one is answered 401 without the secret in the answer.
 */
export async function expectSignatureRefused(url, body, secret, tamper) {
	// Built by scripts/e2e.sh before the sub-legs run; the sub-legs run from the repository root.
	const engine = join(process.cwd(), 'dist', 'src', 'engine', 'webhooks.js');
	const { webhookSignatureHeaders } = await import(pathToFileURL(engine).href);
	for (const refusal of signatureRefusals(body, secret, webhookSignatureHeaders, tamper)) {
		const response = await fetch(url, {
			method: 'POST',
			headers: refusal.headers,
			body: refusal.rawBody,
			signal: AbortSignal.timeout(30_000),
		});
		const text = await response.text();
		if (response.status !== 401 || text.includes(secret))
			throw new Error(`${refusal.name} was answered ${response.status}: ${text.slice(0, 200)}`);
	}
}
