#!/usr/bin/env node
// The Social Publishing Trigger's message events in a real, running n8n 2.41.1: activation subscribes n8n's production
// webhook URL as the primary profile's messages webhook at the sandbox, a message a correspondent
// writes is delivered (signed) and starts a successful execution, a message a person writes on the
// sandbox's page (its Inbox, in headless Chromium: test/e2e/lib/sandbox-page.mjs) does the same, an
// unsigned delivery is refused, and deactivation unsubscribes.
//
// Run by scripts/e2e.sh while its n8n server is up (the fixture workflow
// test/e2e/fixtures/trigger-messages-workflow.json imported, its Secret replaced by a random
// one), after test/e2e/trigger-feed.mjs:
//
//   node test/e2e/trigger-messages.mjs
//
// Environment (all set by scripts/e2e.sh): SP_N8N_URL, SP_SANDBOX_URL, SP_E2E_API_KEY,
// SP_E2E_MESSAGE_SECRET, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD, SP_E2E_ARTIFACTS, SP_N8N_BIN
// (where n8n's own `flatted` is found). Prints one PASS/FAIL line per check and
// "trigger-messages: N passed, M failed, K skipped"; exits non-zero on any failure. Secrets
// (API key, the trigger's secret, owner password) never reach the output or the artifacts.
//
// Messaging needs the Business plan, the Messaging add-on and messaging active on the profile: the
// e2e sandbox's account is created on the Business plan with every add-on, and its primary profile
// has messaging active (src/sandbox/seed.ts), as in test/nodes/messageWebhookTrigger.test.ts. The
// first check confirms it over HTTP (GET /api/hook/webhook answers 403 code 103 otherwise).

import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ACTIVATION_WAIT_MS, env, sleep, waitUntil } from './lib/n8n-rest.mjs';
import { writeFromSandboxPage } from './lib/sandbox-page.mjs';
import { expectDelivered, expectSignatureRefused, triggerLeg } from './lib/trigger-leg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** The sandbox attempts a queued delivery within 250 ms; this is ample to see one that should not be. */
const NO_DELIVERY_WAIT_MS = 2_000;
const NETWORK = 'facebook';

const leg = triggerLeg('trigger-messages');
const { check, rest, sandbox, settings } = leg;
const MESSAGE_SECRET = env('SP_E2E_MESSAGE_SECRET');
const workflow = leg.fixtureWorkflow(join(here, 'fixtures', 'trigger-messages-workflow.json'));
const PRODUCTION_URL = workflow.productionUrl;

/** The primary profile's messages subscription as the sandbox lists it (URL and `signed`, no secret). */
const messagesWebhook = async () => (await leg.hooks()).messages;

/** A correspondent writes `text` to the primary profile; answers the received message. */
async function incomingMessage(text, senderId) {
	return await sandbox('POST', '/admin/messages/incoming', {
		platform: NETWORK,
		senderId,
		senderName: 'E2E Correspondent',
		message: text,
	});
}

const uniqueText = (label) => {
	const tag = randomBytes(4).toString('hex');
	return { text: `e2e message webhook trigger ${label} ${tag}`, senderId: `e2e-${tag}` };
};

async function main() {
	let primaryRefId;
	let message; // the message the correspondent wrote, as the sandbox answered it
	let stamped; // the item the Set node emitted for it
	let deliveriesBefore = 0;
	let pageMessages = 0; // messages written from the sandbox's page, each delivered once

	await check(
		'activation subscribes the production webhook URL for messages, signed with the Secret',
		async () => {
			const user = await sandbox('GET', '/user');
			primaryRefId = user.refId;
			let before;
			try {
				before = await messagesWebhook();
			} catch (error) {
				throw new Error(
					`messaging is not available on the sandbox's primary profile (plan ${user.plan}; it needs the Business plan, the Messaging add-on and messaging active on the profile): ${error.message}`,
				);
			}
			if (before)
				throw new Error(
					`before activation the primary profile already has a messages webhook: ${before.url}`,
				);
			const how = await rest.ownerSession();
			let listed;
			const { subscription: ours, seconds } = await leg.activateUntil(
				workflow,
				async () => {
					listed = await messagesWebhook();
					return listed?.url === PRODUCTION_URL ? listed : undefined;
				},
				() =>
					`within ${ACTIVATION_WAIT_MS / 1000} s of activation the sandbox has no messages webhook ${PRODUCTION_URL} (it has: ${JSON.stringify(listed?.url ?? null)})`,
			);
			if (ours.signed !== true)
				throw new Error('the subscription has no secret: deliveries would be unsigned');
			return `owner ${how}; plan ${user.plan}, messaging on the primary profile; sandbox messages webhook = ${PRODUCTION_URL}, signed (${seconds} s after the REST answer)`;
		},
	);

	await check(
		'an incoming message is delivered signed and starts a successful execution that stamps it',
		async () => {
			deliveriesBefore = (await leg.hookDeliveries()).length;
			const { text, senderId } = uniqueText('message');
			message = await incomingMessage(text, senderId);
			const { execution, items } = await leg.stampedExecution(workflow, {
				matches: (item) => item.stampedMessage === text,
				label: text,
				what: 'the message',
			});
			leg.saveExecution('trigger-messages.execution.json', execution);
			stamped = items.find((i) => i.stampedMessage === text);
			if (stamped.stampedBy !== 'e2e-trigger-messages')
				throw new Error(`the Set node did not stamp the item: ${JSON.stringify(stamped)}`);
			const expected = {
				event: 'messageReceived',
				platform: NETWORK,
				type: 'received',
				id: message.id,
				conversationId: message.conversationId,
				senderId,
				profileRefId: primaryRefId,
			};
			for (const [field, value] of Object.entries(expected)) {
				if (stamped[field] !== value)
					throw new Error(
						`the item's ${field} is ${JSON.stringify(stamped[field])}, not ${JSON.stringify(value)}`,
					);
			}
			if (!stamped.deliveryId) throw new Error('the item has no deliveryId');
			return `execution ${execution.id} (mode ${execution.mode}) stamped "${text}" (message ${message.id})`;
		},
	);

	await check('the sandbox records the delivery as delivered with HTTP 200', async () => {
		let ours;
		let deliveries = [];
		// The sandbox records the attempt once n8n has answered; give it a moment if need be.
		await waitUntil(async () => {
			deliveries = await leg.hookDeliveries();
			ours = deliveries.find((d) => d.body?.id === message.id);
			return ours && ours.status !== 'pending';
		}, 10_000);
		if (!ours)
			throw new Error(`no delivery of message ${message.id} (${deliveries.length} deliveries)`);
		expectDelivered(ours);
		if (ours.action !== 'messages' || ours.subAction !== 'messageCreated')
			throw new Error(
				`delivery ${ours.id} is ${ours.action}/${ours.subAction}, not messages/messageCreated`,
			);
		if (ours.body.deliveryId !== stamped.deliveryId)
			throw new Error(
				`delivery ${ours.id} carries deliveryId ${ours.body.deliveryId}, the item ${stamped.deliveryId}`,
			);
		return `delivery ${ours.id}: delivered, HTTP 200, ${ours.attempts} attempt(s)`;
	});

	await check(
		"a correspondent writes from the sandbox's page (headless Chromium): the trigger's execution stamps it",
		async () => {
			const { text, senderId } = uniqueText('from the sandbox page');
			await writeFromSandboxPage({
				sandboxUrl: settings.sandboxUrl,
				platform: NETWORK,
				senderId,
				senderName: 'E2E Page Correspondent',
				text,
				screenshotPath: join(settings.artifacts, 'sandbox-page-inbox.png'),
			});
			pageMessages++;
			const { execution, items } = await leg.stampedExecution(workflow, {
				matches: (item) => item.stampedMessage === text,
				label: text,
				what: 'the message written on the page',
			});
			const item = items.find((i) => i.stampedMessage === text);
			if (item.senderId !== senderId || item.event !== 'messageReceived')
				throw new Error(`the item is not the page's message: ${JSON.stringify(item)}`);
			return `execution ${execution.id} stamped "${text}", written on ${settings.sandboxUrl.replace(/\/api$/, '')}/inbox`;
		},
	);

	await check(
		'a delivery without a valid signature is refused with 401 and starts nothing',
		async () => {
			const tag = randomBytes(4).toString('hex');
			const body = {
				action: 'messages',
				subAction: 'messageCreated',
				type: 'received',
				platform: NETWORK,
				refId: primaryRefId ?? 'x',
				id: `forged-${tag}`,
				conversationId: `forged-${tag}`,
				senderId: 'forged',
				recipientId: 'forged',
				message: 'forged',
				created: new Date().toISOString(),
				deliveryId: `forged${tag}`,
			};
			await expectSignatureRefused(PRODUCTION_URL, body, MESSAGE_SECRET, (b) => ({
				...b,
				message: 'changed',
			}));
			await leg.expectNothingStarted(workflow);
			return 'forged, tampered, stale, unsigned and wrongly keyed: 401';
		},
		{ needs: false },
	);

	await check(
		'deactivation unsubscribes: no messages webhook left, new messages are no longer delivered',
		async () => {
			if (!leg.activated.has(workflow.id))
				throw new Error('not run: the workflow was not activated');
			let listed;
			await leg.deactivateUntil(
				workflow,
				async () => {
					listed = await messagesWebhook();
					return listed === undefined;
				},
				() =>
					`${ACTIVATION_WAIT_MS / 1000} s after deactivation the sandbox still has a messages webhook: ${listed.url}`,
			);
			const { text, senderId } = uniqueText('after deactivation');
			const after = await incomingMessage(text, senderId);
			await sleep(NO_DELIVERY_WAIT_MS);
			const deliveries = await leg.hookDeliveries();
			const late = deliveries.find((d) => d.body?.id === after.id);
			if (late)
				throw new Error(
					`message ${after.id} was queued for delivery after deactivation (delivery ${late.id}, ${late.status})`,
				);
			const expected = deliveriesBefore + (message ? 1 : 0) + pageMessages;
			if (deliveries.length !== expected)
				throw new Error(
					`${deliveries.length - deliveriesBefore} deliveries were made in all, not ${expected - deliveriesBefore}`,
				);
			await leg.expectNothingStarted(workflow, {
				waitMs: 0,
				says: (ids) => `execution(s) ${ids} started after deactivation`,
			});
			return `no messages webhook left; the next message (${after.id}) was not delivered, no execution started`;
		},
		{ needs: false },
	);
}

leg.run(main);
