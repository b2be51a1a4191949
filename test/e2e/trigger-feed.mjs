#!/usr/bin/env node
// The Social Publishing Trigger's New Feed Article event in a real, running n8n 2.41.1: activation subscribes n8n's production webhook URL
// at the sandbox, a new article in a followed feed is delivered (signed) and starts a successful
// execution, an unsigned delivery is refused, and deactivation unsubscribes.
//
// Run by scripts/e2e.sh while its n8n server is up (the fixture workflow
// test/e2e/fixtures/trigger-feed-workflow.json imported, its Secret replaced by a random one):
//
//   node test/e2e/trigger-feed.mjs
//
// Environment (all set by scripts/e2e.sh): SP_N8N_URL, SP_SANDBOX_URL, SP_E2E_API_KEY,
// SP_E2E_FEED_SECRET, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD, SP_E2E_SANDBOX_DATA (the sandbox's
// data folder, read-only here, for its hook_webhooks table), SP_E2E_ARTIFACTS, SP_N8N_BIN (where
// n8n's own `flatted` is found). Prints one PASS/FAIL line per check and
// "trigger-feed: N passed, M failed, K skipped"; exits non-zero on any failure. Secrets (API key,
// feed secret, owner password) never reach the output or the artifacts. What it shares with
// test/e2e/trigger-messages.mjs and trigger-events.mjs (settings, clients, activating and
// deactivating, waiting for the execution, the check runner) is in test/e2e/lib/trigger-leg.mjs.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { ACTIVATION_WAIT_MS, env } from './lib/n8n-rest.mjs';
import { expectDelivered, expectSignatureRefused, triggerLeg } from './lib/trigger-leg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');
const FEED_FILE = join(ROOT, 'test', 'fixtures', 'feeds', 'gulp-atom.atom');

const leg = triggerLeg('trigger-feed');
const { check, rest, sandbox } = leg;
const FEED_SECRET = env('SP_E2E_FEED_SECRET');
const SANDBOX_DATA = env('SP_E2E_SANDBOX_DATA');
const workflow = leg.fixtureWorkflow(join(here, 'fixtures', 'trigger-feed-workflow.json'));
const PRODUCTION_URL = workflow.productionUrl;

/**
 * The sandbox's feed webhook subscriptions, read from its database (the service has no read of a
 * subscription). Only URL and whether it is signed: the secret itself is never read out.
 */
async function webhookSubscriptions() {
	// The compiled sandbox's own driver choice (node:sqlite on Node 22.13+, else better-sqlite3).
	const { openSqlite } = await import(
		pathToFileURL(join(ROOT, 'dist/src/sandbox/sqlite/index.js')).href
	);
	const db = openSqlite(join(SANDBOX_DATA, 'sandbox.db'), {
		readonly: true,
		fileMustExist: true,
	});
	try {
		return db
			.prepare(
				"SELECT profile_id AS profileId, url, secret IS NOT NULL AS signed FROM hook_webhooks WHERE action = 'feed'",
			)
			.all();
	} finally {
		db.close();
	}
}

// ---------------------------------------------------------------------------------------------
// The feed, served from this process
// ---------------------------------------------------------------------------------------------

const feedDocument = { text: readFileSync(FEED_FILE, 'utf8') };

/** Adds an Atom entry as the feed's newest one; returns its title. */
function appendEntry(label) {
	const tag = randomBytes(4).toString('hex');
	const title = `e2e feed trigger ${label} ${tag}`;
	const entry = [
		'  <entry>',
		`    <id>tag:e2e.local,2026:trigger-feed/${tag}</id>`,
		`    <updated>${new Date().toISOString()}</updated>`,
		`    <link rel="alternate" type="text/html" href="/gulpjs/gulp/releases/tag/e2e-${tag}"/>`,
		`    <title>${title}</title>`,
		`    <content type="html">&lt;p&gt;${title}&lt;/p&gt;</content>`,
		'  </entry>',
		'',
	].join('\n');
	const at = feedDocument.text.indexOf('  <entry>');
	feedDocument.text = feedDocument.text.slice(0, at) + entry + feedDocument.text.slice(at);
	return title;
}

function serveFeed() {
	return new Promise((resolvePromise) => {
		const server = createServer((req, res) => {
			// No ETag or Last-Modified: every poll reads the document as it is now.
			res.writeHead(200, {
				'Content-Type': 'application/atom+xml; charset=utf-8',
				'Cache-Control': 'no-store',
			});
			res.end(feedDocument.text);
		});
		server.listen(0, '127.0.0.1', () => resolvePromise(server));
	});
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

async function main() {
	const feedServer = await serveFeed();
	const feedUrl = `http://127.0.0.1:${feedServer.address().port}/releases.atom`;
	let feedId;
	let title;
	let deliveriesBefore = 0;

	try {
		await check(
			'activation subscribes the production webhook URL, signed with the Secret',
			async () => {
				const how = await rest.ownerSession();
				let subscriptions = [];
				const { subscription: ours, seconds } = await leg.activateUntil(
					workflow,
					async () => {
						subscriptions = await webhookSubscriptions();
						return subscriptions.find((s) => s.url === PRODUCTION_URL);
					},
					() =>
						`within ${ACTIVATION_WAIT_MS / 1000} s of activation the sandbox has no feed webhook ${PRODUCTION_URL} (it has: ${JSON.stringify(subscriptions.map((s) => s.url))})`,
				);
				if (!ours.signed)
					throw new Error('the subscription has no secret: deliveries would be unsigned');
				return `owner ${how}; sandbox webhook = ${PRODUCTION_URL} (${seconds} s after the REST answer)`;
			},
		);

		await check('a new feed article starts a successful execution that stamps it', async () => {
			const added = await sandbox('POST', '/feed', { url: feedUrl });
			feedId = added.id;
			deliveriesBefore = (await sandbox('GET', '/admin/feeds/deliveries?limit=1000')).deliveries
				.length;
			title = appendEntry('article');
			const report = await sandbox('POST', '/admin/feeds/poll');
			if (report.queued !== 1)
				throw new Error(
					`the poll queued ${report.queued} deliveries, not 1: ${JSON.stringify(report)}`,
				);
			const { execution, items } = await leg.stampedExecution(workflow, {
				matches: (item) => item.stampedTitle === title,
				label: title,
				what: 'the article',
			});
			leg.saveExecution('trigger-feed.execution.json', execution);
			const item = items.find((i) => i.stampedTitle === title);
			if (item.stampedBy !== 'e2e-trigger-feed')
				throw new Error(`the Set node did not stamp the item: ${JSON.stringify(item)}`);
			if (item.feedId !== feedId)
				throw new Error(`the item's feedId is ${item.feedId}, not the feed added (${feedId})`);
			if (!item.deliveryId) throw new Error('the item has no deliveryId');
			return `execution ${execution.id} (mode ${execution.mode}) stamped "${title}"`;
		});

		await check('the sandbox records the delivery as delivered with HTTP 200', async () => {
			const { deliveries } = await sandbox('GET', '/admin/feeds/deliveries?limit=1000');
			const ours = deliveries.find((d) => d.body?.data?.title === title);
			if (!ours) throw new Error(`no delivery of "${title}" (${deliveries.length} deliveries)`);
			expectDelivered(ours);
			return `delivery ${ours.id}: delivered, HTTP 200, ${ours.attempts} attempt(s)`;
		});

		await check(
			'a delivery without a valid signature is refused with 401 and starts nothing',
			async () => {
				const body = {
					type: 'feed',
					refId: 'x',
					data: {
						id: `forged-${randomBytes(4).toString('hex')}`,
						feedId,
						title: 'forged',
						link: 'https://example.com',
					},
				};
				await expectSignatureRefused(PRODUCTION_URL, body, FEED_SECRET, (b) => ({
					...b,
					refId: 'y',
				}));
				await leg.expectNothingStarted(workflow);
				return 'forged, tampered, stale, unsigned and wrongly keyed: 401';
			},
			{ needs: false },
		);

		await check(
			'deactivation unsubscribes: no webhook URL left, new articles are no longer delivered',
			async () => {
				if (!feedId) throw new Error('not run: no feed was added');
				let subscriptions = [];
				await leg.deactivateUntil(
					workflow,
					async () => {
						subscriptions = await webhookSubscriptions();
						return subscriptions.length === 0;
					},
					() =>
						`${ACTIVATION_WAIT_MS / 1000} s after deactivation the sandbox still has feed webhook(s): ${JSON.stringify(subscriptions.map((s) => s.url))}`,
				);
				appendEntry('after deactivation');
				const report = await sandbox('POST', '/admin/feeds/poll');
				if (report.newItems !== 1 || report.queued !== 0)
					throw new Error(
						`after deactivation the poll found ${report.newItems} new article(s) and queued ${report.queued} deliveries (want 1 and 0)`,
					);
				const { deliveries } = await sandbox('GET', '/admin/feeds/deliveries?limit=1000');
				if (deliveries.length !== deliveriesBefore + 1)
					throw new Error(
						`${deliveries.length - deliveriesBefore} deliveries were made in all, not 1`,
					);
				return `no feed webhook left; the next article was not delivered (poll: ${report.newItems} new, ${report.queued} queued, ${report.posted} posted)`;
			},
			{ needs: false },
		);
	} finally {
		feedServer.close();
	}
}

leg.run(main);
