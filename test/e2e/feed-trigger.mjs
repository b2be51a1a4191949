#!/usr/bin/env node
// The Feed Trigger in a real, running n8n 2.41.1: activation subscribes n8n's production webhook URL
// at the sandbox, a new article in a followed feed is delivered (signed) and starts a successful
// execution, an unsigned delivery is refused, and deactivation unsubscribes.
//
// Run by scripts/e2e.sh while its n8n server is up (the fixture workflow
// test/e2e/fixtures/feed-trigger-workflow.json imported, its Secret replaced by a random one):
//
//   node test/e2e/feed-trigger.mjs
//
// Environment (all set by scripts/e2e.sh): SP_N8N_URL, SP_SANDBOX_URL, SP_E2E_API_KEY,
// SP_E2E_FEED_SECRET, SP_E2E_OWNER_EMAIL, SP_E2E_OWNER_PASSWORD, SP_E2E_SANDBOX_DATA (the sandbox's
// data folder, read-only here, for its feed_webhooks table), SP_E2E_ARTIFACTS, SP_N8N_BIN (where
// n8n's own `flatted` is found). Prints one PASS/FAIL line per check and
// "feed-trigger: N passed, M failed, K skipped"; exits non-zero on any failure. Secrets (API key,
// feed secret, owner password) never reach the output or the artifacts.

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { redact, redactText } from './lib/run-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..', '..');
const FIXTURE = join(here, 'fixtures', 'feed-trigger-workflow.json');
const FEED_FILE = join(ROOT, 'test', 'fixtures', 'feeds', 'gulp-atom.atom');
const EXECUTION_WAIT_MS = 30_000;
/** n8n 2.41.1 publishes through an outbox: (de)activation takes effect shortly after the REST answer. */
const ACTIVATION_WAIT_MS = 30_000;

const env = (name) => {
	const value = process.env[name];
	if (!value) throw new Error(`${name} is not set: run this through scripts/e2e.sh`);
	return value;
};
const N8N_URL = env('SP_N8N_URL').replace(/\/$/, '');
const SANDBOX_URL = env('SP_SANDBOX_URL').replace(/\/$/, '');
const API_KEY = env('SP_E2E_API_KEY');
const FEED_SECRET = env('SP_E2E_FEED_SECRET');
const OWNER = { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') };
const SANDBOX_DATA = env('SP_E2E_SANDBOX_DATA');
const ARTIFACTS = env('SP_E2E_ARTIFACTS');
const secrets = [API_KEY, FEED_SECRET, OWNER.password];
const scrub = (text) => redactText(String(text), secrets);

const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8'));
const WORKFLOW_ID = fixture.id;
const triggerNode = fixture.nodes.find((n) => n.type.endsWith('.socialPublishingFeedTrigger'));
const stampNode = fixture.nodes.find((n) => n.type === 'n8n-nodes-base.set');
const PRODUCTION_URL = `${N8N_URL}/webhook/${triggerNode.webhookId}/feed`;

// n8n 2.x stores execution data as a `flatted` string: parse it with the flatted n8n itself uses.
const { parse: parseFlatted } = createRequire(env('SP_N8N_BIN'))('flatted');

// ---------------------------------------------------------------------------------------------
// Small clients
// ---------------------------------------------------------------------------------------------

/** n8n's REST API (/rest, what the editor uses), signed in as the owner with the session cookie. */
class N8nRest {
	cookie = '';

	async request(method, path, body) {
		return await fetch(`${N8N_URL}${path}`, {
			method,
			headers: {
				...(this.cookie ? { Cookie: this.cookie } : {}),
				...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: AbortSignal.timeout(30_000),
		});
	}

	/** An error with method, path, status and n8n's message (never the request body). */
	static async failure(method, path, response) {
		const text = await response.text().catch(() => '');
		let message = text;
		try {
			message = JSON.parse(text).message ?? text;
		} catch {
			// not JSON
		}
		return new Error(
			`n8n ${method} ${path} answered HTTP ${response.status}: ${scrub(message).slice(0, 400)}`,
		);
	}

	async json(method, path, body) {
		const response = await this.request(method, path, body);
		if (!response.ok) throw await N8nRest.failure(method, path, response);
		const parsed = await response.json();
		return parsed?.data ?? parsed;
	}

	keepCookie(response) {
		const auth = (response.headers.getSetCookie?.() ?? [])
			.map((c) => c.split(';')[0])
			.find((c) => c.startsWith('n8n-auth='));
		if (auth) this.cookie = auth;
	}

	/** Creates the owner on a fresh instance (as scripts/start.sh does), else signs in. */
	async ownerSession() {
		const setup = await this.request('POST', '/rest/owner/setup', {
			email: OWNER.email,
			firstName: 'E2E',
			lastName: 'Owner',
			password: OWNER.password,
		});
		if (setup.ok) {
			this.keepCookie(setup);
			return 'created';
		}
		const login = await this.request('POST', '/rest/login', {
			emailOrLdapLoginId: OWNER.email,
			password: OWNER.password,
		});
		if (!login.ok) throw await N8nRest.failure('POST', '/rest/login', login);
		this.keepCookie(login);
		return 'signed in';
	}

	/** n8n 2.x publishes (activates) a given version: POST /rest/workflows/:id/activate {versionId}. */
	async activate(id) {
		const workflow = await this.json('GET', `/rest/workflows/${id}`);
		return await this.json('POST', `/rest/workflows/${id}/activate`, {
			versionId: workflow.versionId,
		});
	}

	async deactivate(id) {
		return await this.json('POST', `/rest/workflows/${id}/deactivate`, {});
	}

	/** Why n8n could not activate a workflow, if it recorded a reason. */
	async activationError(id) {
		try {
			const error = await this.json('GET', `/rest/active-workflows/error/${id}`);
			return typeof error === 'string' ? error : error ? JSON.stringify(error) : '';
		} catch (error) {
			return `(could not read the activation error: ${error.message})`;
		}
	}

	async executions(workflowId) {
		const filter = encodeURIComponent(JSON.stringify({ workflowId }));
		const data = await this.json('GET', `/rest/executions?filter=${filter}&limit=50`);
		return data.results ?? [];
	}

	async execution(id) {
		return await this.json('GET', `/rest/executions/${id}`);
	}
}

/** The sandbox's API with the run's key. */
async function sandbox(method, path, body) {
	const response = await fetch(`${SANDBOX_URL}${path}`, {
		method,
		headers: {
			Authorization: `Bearer ${API_KEY}`,
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
		signal: AbortSignal.timeout(60_000),
	});
	const text = await response.text();
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = undefined;
	}
	if (!response.ok)
		throw new Error(
			`sandbox ${method} ${path} answered HTTP ${response.status}: ${scrub(text).slice(0, 400)}`,
		);
	return json;
}

/**
 * The sandbox's feed webhook subscriptions, read from its database (the service has no read of a
 * subscription). Only URL and whether it is signed: the secret itself is never read out.
 */
async function webhookSubscriptions() {
	const { default: Database } = await import('better-sqlite3');
	const db = new Database(join(SANDBOX_DATA, 'sandbox.db'), {
		readonly: true,
		fileMustExist: true,
	});
	try {
		return db
			.prepare(
				'SELECT profile_id AS profileId, url, secret IS NOT NULL AS signed FROM feed_webhooks',
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
		`    <id>tag:e2e.local,2026:feed-trigger/${tag}</id>`,
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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value or `ms` pass; resolves with the last value. */
async function waitUntil(probe, ms, intervalMs = 250) {
	const deadline = Date.now() + ms;
	let value = await probe();
	while (!value && Date.now() < deadline) {
		await sleep(intervalMs);
		value = await probe();
	}
	return value;
}

/** The items the stamp node emitted in an execution, or undefined. */
function stampedItems(execution) {
	const data = typeof execution.data === 'string' ? parseFlatted(execution.data) : execution.data;
	const tasks = data?.resultData?.runData?.[stampNode.name];
	return tasks?.at(-1)?.data?.main?.[0]?.map((item) => item.json);
}

/** Waits for a successful execution whose stamp node emitted `title`; resolves with it and its items. */
async function waitForExecution(rest, title, seenIds) {
	const deadline = Date.now() + EXECUTION_WAIT_MS;
	let last = 'no execution yet';
	while (Date.now() < deadline) {
		for (const summary of await rest.executions(WORKFLOW_ID)) {
			if (seenIds.has(summary.id)) continue;
			if (summary.status !== 'success') {
				last = `execution ${summary.id} has status ${summary.status}`;
				if (['error', 'crashed', 'canceled'].includes(summary.status)) seenIds.add(summary.id);
				continue;
			}
			const execution = await rest.execution(summary.id);
			const items = stampedItems(execution) ?? [];
			seenIds.add(summary.id);
			if (items.some((item) => item.stampedTitle === title)) return { execution, items };
			last = `execution ${summary.id} succeeded without the article (${items.length} item(s))`;
		}
		await sleep(500);
	}
	throw new Error(
		`no successful execution of ${WORKFLOW_ID} emitted "${title}" within ${EXECUTION_WAIT_MS / 1000} s (${last})`,
	);
}

async function main() {
	mkdirSync(ARTIFACTS, { recursive: true });
	const results = [];
	let broken = ''; // set when a check fails that later checks build on
	const check = async (name, fn, { needs = true } = {}) => {
		if (needs && broken) {
			results.push('skip');
			console.log(`SKIP ${name}: not run, because "${broken}" failed`);
			return;
		}
		const started = Date.now();
		try {
			const note = await fn();
			results.push('pass');
			console.log(
				`PASS ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${note ? `: ${scrub(note)}` : ''}`,
			);
		} catch (error) {
			results.push('fail');
			if (needs) broken = name;
			console.log(
				`FAIL ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${scrub(error.message)}`,
			);
		}
	};

	const rest = new N8nRest();
	const feedServer = await serveFeed();
	const feedUrl = `http://127.0.0.1:${feedServer.address().port}/releases.atom`;
	const seenExecutions = new Set();
	let feedId;
	let title;
	let deliveriesBefore = 0;

	try {
		await check(
			'activation subscribes the production webhook URL, signed with the Secret',
			async () => {
				const how = await rest.ownerSession();
				const activated = await rest.activate(WORKFLOW_ID);
				if (activated.active !== true && !activated.activeVersionId)
					throw new Error(
						`the workflow is not active after activation: ${JSON.stringify({ active: activated.active, activeVersionId: activated.activeVersionId })}`,
					);
				const started = Date.now();
				let subscriptions = [];
				const ours = await waitUntil(async () => {
					subscriptions = await webhookSubscriptions();
					return subscriptions.find((s) => s.url === PRODUCTION_URL);
				}, ACTIVATION_WAIT_MS);
				if (!ours) {
					const why = await rest.activationError(WORKFLOW_ID);
					throw new Error(
						`within ${ACTIVATION_WAIT_MS / 1000} s of activation the sandbox has no feed webhook ${PRODUCTION_URL} (it has: ${JSON.stringify(subscriptions.map((s) => s.url))})${why ? `; n8n's activation error: ${why}` : ''}`,
					);
				}
				const subscribedAfter = ((Date.now() - started) / 1000).toFixed(1);
				if (!ours.signed)
					throw new Error('the subscription has no secret: deliveries would be unsigned');
				for (const s of await rest.executions(WORKFLOW_ID)) seenExecutions.add(s.id);
				return `owner ${how}; sandbox webhook = ${PRODUCTION_URL} (${subscribedAfter} s after the REST answer)`;
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
			const { execution, items } = await waitForExecution(rest, title, seenExecutions);
			writeFileSync(
				join(ARTIFACTS, 'feed-trigger.execution.json'),
				JSON.stringify(
					redact(
						{
							...execution,
							data:
								typeof execution.data === 'string' ? parseFlatted(execution.data) : execution.data,
						},
						secrets,
					),
					null,
					2,
				),
			);
			const item = items.find((i) => i.stampedTitle === title);
			if (item.stampedBy !== 'e2e-feed-trigger')
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
			if (ours.status !== 'delivered' || ours.lastStatus !== 200)
				throw new Error(
					`delivery ${ours.id}: status ${ours.status}, last HTTP status ${ours.lastStatus}, attempts ${ours.attempts}, error ${ours.lastError ?? '-'}`,
				);
			return `delivery ${ours.id}: delivered, HTTP 200, ${ours.attempts} attempt(s)`;
		});

		await check(
			'a delivery without a valid signature is refused with 401 and starts nothing',
			async () => {
				const body = JSON.stringify({
					type: 'feed',
					refId: 'x',
					data: {
						id: `forged-${randomBytes(4).toString('hex')}`,
						feedId,
						title: 'forged',
						link: 'https://example.com',
					},
				});
				const timestamp = String(Math.floor(Date.now() / 1000));
				const wrongKey = createHash('sha256').update(`not the secret ${FEED_SECRET}`).digest('hex');
				const signature = createHmac('sha256', wrongKey)
					.update(`${timestamp}.${body}`)
					.digest('hex');
				for (const headers of [
					{},
					{ 'X-Authorization-Timestamp': timestamp, 'X-Authorization-Content-SHA256': signature },
				]) {
					const response = await fetch(PRODUCTION_URL, {
						method: 'POST',
						headers: { 'Content-Type': 'application/json', ...headers },
						body,
						signal: AbortSignal.timeout(30_000),
					});
					const text = await response.text();
					if (response.status !== 401)
						throw new Error(
							`${Object.keys(headers).length ? 'a wrongly signed' : 'an unsigned'} delivery was answered ${response.status}: ${text.slice(0, 200)}`,
						);
				}
				await sleep(1000);
				const fresh = (await rest.executions(WORKFLOW_ID)).filter((s) => !seenExecutions.has(s.id));
				if (fresh.length)
					throw new Error(`it started execution(s) ${fresh.map((s) => s.id).join(', ')}`);
				return 'unsigned and wrongly signed: 401';
			},
			{ needs: false },
		);

		await check(
			'deactivation unsubscribes: no webhook URL left, new articles are no longer delivered',
			async () => {
				if (!feedId) throw new Error('not run: no feed was added');
				await rest.deactivate(WORKFLOW_ID);
				let subscriptions = [];
				const gone = await waitUntil(async () => {
					subscriptions = await webhookSubscriptions();
					return subscriptions.length === 0;
				}, ACTIVATION_WAIT_MS);
				if (!gone)
					throw new Error(
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

	const count = (kind) => results.filter((r) => r === kind).length;
	console.log(
		`feed-trigger: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
	);
	process.exitCode = count('fail') + count('skip') > 0 ? 1 : 0;
}

main().catch((error) => {
	console.error(`ERROR: ${scrub(error.stack ?? error.message)}`);
	process.exitCode = 1;
});
