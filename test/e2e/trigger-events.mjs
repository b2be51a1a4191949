#!/usr/bin/env node
// The Social Publishing Trigger's scheduled post and account events in a real, running n8n 2.41.1, and the example workflows/failed-post-alert.json:
//   - the fixture test/e2e/fixtures/trigger-events-workflow.json (Social Publishing Trigger, the four scheduled/account events, a
//     random Secret → a Set node that stamps the item), created and activated over REST: the sandbox
//     lists n8n's production URL as the primary profile's signed `scheduled` and `social` webhooks;
//     a post the sandbox fails on purpose (POST /api/admin/faults) and an unlinked account each
//     start an execution; so does one after the profile's secret is rotated while the workflow
//     listens (deliveries carry both signatures), and a forged one with two signatures gets 401;
//     unsigned, wrongly signed and stale deliveries get 401; deactivation
//     unsubscribes both;
//   - the example, created over REST with its chat webhook pointed at a receiver this script
//     serves: an expired token fails a scheduled post, the workflow retries it once, the retry
//     fails too, and the summary reaches the receiver.
//
// Run by scripts/e2e.sh while its n8n server is up:   node test/e2e/trigger-events.mjs
// Environment (set by scripts/e2e.sh): SP_N8N_URL, SP_SANDBOX_URL, SP_E2E_API_KEY,
// SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD, SP_E2E_ARTIFACTS, SP_N8N_BIN. Prints one PASS/FAIL
// line per check and "trigger-events: N passed, M failed, K skipped"; exits non-zero on any failure.

import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ACTIVATION_WAIT_MS, sleep, waitUntil } from './lib/n8n-rest.mjs';
import { chatReceiver, exampleBody } from './lib/failed-post-alert.mjs';
import { expectUnsignedRefused, triggerLeg } from './lib/trigger-leg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURE = join(here, 'fixtures', 'trigger-events-workflow.json');
const SECRET = `ev_${randomBytes(12).toString('hex')}`;
/** The profile's secret after the rotation check: the workflow keeps SECRET meanwhile. */
const ROTATED_SECRET = `ev_rotated_${randomBytes(12).toString('hex')}`;
/** The sandbox attempts a queued delivery within 250 ms; this is ample to see one that should not be. */
const NO_DELIVERY_WAIT_MS = 2_000;

const leg = triggerLeg('trigger-events', { secrets: [SECRET, ROTATED_SECRET] });
const { check, rest, sandbox, hooks } = leg;

/** Schedules a post three seconds ahead (whole seconds, as the service takes them). */
async function scheduleSoon(text, platforms) {
	const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3000);
	const created = await sandbox('POST', '/post', {
		post: text,
		platforms,
		scheduleDate: at.toISOString().slice(0, 19) + 'Z',
	});
	if (created.status !== 'scheduled')
		throw new Error(`the post was not scheduled: ${JSON.stringify(created).slice(0, 200)}`);
	return created.id;
}

/** The fixture with this run's secret, as a REST create body. */
function fixtureBody() {
	const text = readFileSync(FIXTURE, 'utf8').split('__SP_E2E_EVENT_SECRET__').join(SECRET);
	const { name, nodes, connections, settings } = JSON.parse(text);
	return { name, nodes, connections, settings, active: false };
}

/** A made-up unlink event's body, as someone forging a delivery would send it. */
function forgedUnlinkBody() {
	return JSON.stringify({
		action: 'social',
		type: 'unlink',
		platform: 'tiktok',
		refId: 'forged',
		created: new Date().toISOString(),
		deliveryId: `forged${randomBytes(4).toString('hex')}`,
	});
}

function staleSignedDelivery(body) {
	const timestamp = String(Math.floor(Date.now() / 1000) - 600);
	const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
	return { 'X-Authorization-Timestamp': timestamp, 'X-Authorization-Content-SHA256': signature };
}

async function main() {
	let fixture; // the created fixture workflow: id, stamp node, production URL
	let failedPostId;

	await check(
		'activation subscribes the production URL to scheduled and social, signed',
		async () => {
			await rest.ownerSession();
			const before = await hooks();
			if (before.scheduled || before.social)
				throw new Error(`the primary profile already has webhooks: ${JSON.stringify(before)}`);
			fixture = await leg.createWorkflow(fixtureBody());
			const url = fixture.productionUrl;
			let listed;
			await leg.activateUntil(
				fixture,
				async () => {
					listed = await hooks();
					return listed.scheduled?.url === url && listed.social?.url === url;
				},
				() => `the sandbox lists ${JSON.stringify(listed)}, not ${url} for both`,
			);
			if (!listed.scheduled.signed || !listed.social.signed)
				throw new Error('a subscription has no secret: deliveries would be unsigned');
			return `workflow ${fixture.id}; scheduled and social webhooks = ${url}, signed`;
		},
	);

	await check(
		'a scheduled post failed on purpose starts an execution with its errors',
		async () => {
			await sandbox('POST', '/admin/faults', {
				platform: 'linkedin',
				reason: 'networkDown',
				count: 1,
			});
			failedPostId = await scheduleSoon(`e2e event trigger ${randomBytes(4).toString('hex')}`, [
				'twitter',
				'linkedin',
			]);
			const { execution, items } = await leg.stampedExecution(fixture, {
				matches: (item) => item.id === failedPostId,
				label: failedPostId,
				what: 'the failed post',
			});
			leg.saveExecution('trigger-events.execution.json', execution);
			const item = items.find((i) => i.id === failedPostId);
			const history = await sandbox('GET', `/history/${failedPostId}`);
			if (item.event !== 'scheduledFailed' || item.stampedBy !== 'e2e-trigger-events')
				throw new Error(`the item is ${JSON.stringify(item).slice(0, 300)}`);
			if (JSON.stringify(item.errors) !== JSON.stringify(history.errors))
				throw new Error(
					`the item's errors ${JSON.stringify(item.errors)} are not the post's ${JSON.stringify(history.errors)}`,
				);
			if (history.errors[0]?.code !== 152 || item.failedPlatforms.join() !== 'linkedin')
				throw new Error(`unexpected errors: ${JSON.stringify(history.errors)}`);
			return `execution ${execution.id}: post ${failedPostId} failed on linkedin (code 152), sent on twitter`;
		},
	);

	await check('an unlinked account, then linked again, each start an execution', async () => {
		const reason = `e2e unlink ${randomBytes(4).toString('hex')}`;
		await sandbox('POST', '/admin/unlink', { platform: 'pinterest', reason });
		const { execution, items } = await leg.stampedExecution(fixture, {
			matches: (item) => item.reason === reason,
			label: reason,
			what: 'the unlink',
		});
		const item = items.find((i) => i.reason === reason);
		if (item.event !== 'accountUnlinked' || item.platform !== 'pinterest')
			throw new Error(`the item is ${JSON.stringify(item).slice(0, 300)}`);
		await sandbox('POST', '/admin/link', { platform: 'pinterest' });
		const linked = await leg.stampedExecution(fixture, {
			matches: (i) => i.event === 'accountLinked' && i.platform === 'pinterest',
			label: 'pinterest linked',
			what: 'the link',
		});
		return `execution ${execution.id}: pinterest unlinked ("${reason}"); execution ${linked.execution.id}: linked again`;
	});

	await check(
		'a secret rotated while the workflow listens: the next event still starts it; a forged one with two signatures gets 401',
		async () => {
			// POST /hook/webhook/secret: for 24 hours deliveries carry the old and the new signature.
			const rotated = await sandbox('POST', '/hook/webhook/secret', { secret: ROTATED_SECRET });
			if (rotated.status !== 'success' || !rotated.previousSecretValidUntil)
				throw new Error(`the rotation answered ${JSON.stringify(rotated).slice(0, 200)}`);
			const reason = `e2e rotation ${randomBytes(4).toString('hex')}`;
			await sandbox('POST', '/admin/unlink', { platform: 'pinterest', reason });
			const { execution } = await leg.stampedExecution(fixture, {
				matches: (item) => item.reason === reason,
				label: reason,
				what: 'the unlink after the rotation',
			});
			await sandbox('POST', '/admin/link', { platform: 'pinterest' });
			await leg.stampedExecution(fixture, {
				matches: (i) => i.event === 'accountLinked' && i.platform === 'pinterest',
				label: 'pinterest linked after the rotation',
				what: 'the link after the rotation',
			});
			const body = forgedUnlinkBody();
			const forged = await fetch(fixture.productionUrl, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'X-Authorization-Timestamp': String(Math.floor(Date.now() / 1000)),
					'X-Authorization-Content-SHA256': `${'a'.repeat(64)},${'b'.repeat(64)}`,
				},
				body,
			});
			if (forged.status !== 401) throw new Error(`a forged delivery was answered ${forged.status}`);
			return `execution ${execution.id} after the rotation (signed with both secrets); forged: 401`;
		},
	);

	await check(
		'unsigned, wrongly signed and stale deliveries get 401 and start nothing',
		async () => {
			const body = forgedUnlinkBody();
			const url = fixture.productionUrl;
			await expectUnsignedRefused(url, body, SECRET);
			const stale = await fetch(url, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', ...staleSignedDelivery(body) },
				body,
			});
			if (stale.status !== 401) throw new Error(`a stale delivery was answered ${stale.status}`);
			await leg.expectNothingStarted(fixture);
			return 'unsigned, wrongly signed, 10 minutes old: 401';
		},
		{ needs: false },
	);

	await check(
		'deactivation unsubscribes both webhooks; a later unlink is not delivered',
		async () => {
			if (!fixture) throw new Error('not run: the workflow was not created');
			let listed;
			await leg.deactivateUntil(
				fixture,
				async () => {
					listed = await hooks();
					return !listed.scheduled && !listed.social;
				},
				() => `after deactivation the sandbox still lists ${JSON.stringify(listed)}`,
			);
			const before = (await leg.hookDeliveries()).length;
			await sandbox('POST', '/admin/unlink', { platform: 'tiktok' });
			await sleep(NO_DELIVERY_WAIT_MS);
			const after = (await leg.hookDeliveries()).length;
			await sandbox('POST', '/admin/link', { platform: 'tiktok' });
			if (after !== before) throw new Error(`${after - before} delivery queued after deactivation`);
			await leg.expectNothingStarted(fixture, {
				waitMs: 0,
				says: (ids) => `execution(s) ${ids} after deactivation`,
			});
			return 'no scheduled or social webhook left; the next unlink queued no delivery';
		},
		{ needs: false },
	);

	const chat = await chatReceiver();
	let example;
	try {
		await check(
			'workflows/failed-post-alert.json: a post failing twice (expired token) is retried once, then the team is alerted',
			async () => {
				example = await rest.json('POST', '/rest/workflows', exampleBody(chat.url));
				await rest.activateOrThrow(example.id);
				const subscribed = await waitUntil(
					async () => (await hooks()).scheduled,
					ACTIVATION_WAIT_MS,
				);
				if (!subscribed)
					throw new Error(
						`activating the example subscribed nothing: ${await rest.activationError(example.id)}`,
					);
				await sandbox('POST', '/admin/faults', { platform: 'linkedin', reason: 'expiredToken' });
				const id = await scheduleSoon(`e2e alert ${randomBytes(4).toString('hex')}`, [
					'twitter',
					'linkedin',
				]);
				const alert = await waitUntil(
					async () => chat.received.find((b) => b.postId === id),
					60_000,
					500,
				);
				const runs = await rest.executions(example.id);
				if (!alert)
					throw new Error(
						`no alert for post ${id} within 60 s (executions: ${runs.map((r) => `${r.id}:${r.status}`).join(', ')})`,
					);
				if (!/failed on linkedin/.test(alert.text) || !/already retried once/.test(alert.text))
					throw new Error(`the alert says: ${alert.text}`);
				const post = await sandbox('GET', `/history/${id}`);
				if (post.status !== 'error') throw new Error(`the post is ${post.status}`);
				if (chat.received.length !== 1)
					throw new Error(`${chat.received.length} alerts were posted`);
				return `${runs.length} executions; alert: "${alert.text.slice(0, 160)}..."`;
			},
			{ needs: false },
		);
	} finally {
		if (example) await rest.deactivate(example.id).catch(() => undefined);
		await sandbox('POST', '/admin/link', { platform: 'linkedin' }).catch(() => undefined);
		await chat.close();
	}
}

leg.run(main);
