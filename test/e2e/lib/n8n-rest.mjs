// What the server sub-legs of scripts/e2e.sh share (the trigger sub-legs through
// test/e2e/lib/trigger-leg.mjs; the editor, agent and mcp sub-legs; the queue-mode leg): the
// run's settings from the environment, n8n's REST API as the owner, the sandbox's API with the
// run's key, waiting, n8n's execution data (./execution-reader.mjs) and the runner that prints one
// PASS/FAIL/SKIP line per check and the closing count (./check-runner.mjs).

import { randomUUID } from 'node:crypto';

import { redactText } from './run-data.mjs';

export { checkRunner, runMain } from './check-runner.mjs';
export { executionReader } from './execution-reader.mjs';

/** A setting scripts/e2e.sh passes; throws when it is missing. */
export function env(name) {
	const value = process.env[name];
	if (!value) throw new Error(`${name} is not set: run this through scripts/e2e.sh`);
	return value;
}

/**
 * The settings every server sub-leg needs, and the run's secrets (API key, owner password, and
 * each trigger's Secret that scripts/e2e.sh passes): `scrub` removes them from a text.
 */
export function serverLegSettings() {
	const settings = {
		n8nUrl: env('SP_N8N_URL').replace(/\/$/, ''),
		// Where production webhooks are served: n8n itself, or a webhook processor in queue mode.
		webhookUrl: (process.env.SP_N8N_WEBHOOK_URL || env('SP_N8N_URL')).replace(/\/$/, ''),
		sandboxUrl: env('SP_SANDBOX_URL').replace(/\/$/, ''),
		apiKey: env('SP_E2E_API_KEY'),
		owner: { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') },
		artifacts: env('SP_E2E_ARTIFACTS'),
		n8nBin: env('SP_N8N_BIN'),
	};
	const secrets = [
		settings.apiKey,
		...xAppKeySecrets(),
		settings.owner.password,
		...['SP_E2E_FEED_SECRET', 'SP_E2E_MESSAGE_SECRET']
			.map((name) => process.env[name])
			.filter(Boolean),
	];
	return { ...settings, secrets, scrub: (text) => redactText(String(text), secrets) };
}

/** The sandbox X app keys scripts/lib-n8n.sh exports; the sandbox refuses X requests without them. */
export function sandboxXAppHeaders() {
	const key = process.env.SP_SANDBOX_X_API_KEY;
	const secret = process.env.SP_SANDBOX_X_API_SECRET;
	return key && secret
		? { 'X-Twitter-OAuth1-Api-Key': key, 'X-Twitter-OAuth1-Api-Secret': secret }
		: {};
}

function xAppKeySecrets() {
	return [process.env.SP_SANDBOX_X_API_KEY, process.env.SP_SANDBOX_X_API_SECRET].filter(Boolean);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How long a trigger sub-leg waits for the execution a delivery starts. */
export const EXECUTION_WAIT_MS = 30_000;
/** n8n 2.41.1 publishes through an outbox: (de)activation takes effect shortly after the REST answer. */
export const ACTIVATION_WAIT_MS = 30_000;

/** Polls `probe` until it returns a truthy value or `ms` pass; resolves with the last value. */
export async function waitUntil(probe, ms, intervalMs = 250) {
	const deadline = Date.now() + ms;
	let value = await probe();
	while (!value && Date.now() < deadline) {
		await sleep(intervalMs);
		value = await probe();
	}
	return value;
}

// ---------------------------------------------------------------------------------------------
// n8n's REST API
// ---------------------------------------------------------------------------------------------

/** n8n's REST API (/rest, what the editor uses), signed in as the owner with the session cookie. */
export class N8nRest {
	cookie = '';

	/** @param {{ url: string, owner: { email: string, password: string }, scrub: (text: string) => string }} options */
	constructor({ url, owner, scrub }) {
		this.url = url;
		this.owner = owner;
		this.scrub = scrub;
	}

	async request(method, path, body) {
		return await fetch(`${this.url}${path}`, {
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
	async failure(method, path, response) {
		const text = await response.text().catch(() => '');
		let message = text;
		try {
			message = JSON.parse(text).message ?? text;
		} catch {
			// not JSON
		}
		return new Error(
			`n8n ${method} ${path} answered HTTP ${response.status}: ${this.scrub(message).slice(0, 400)}`,
		);
	}

	async json(method, path, body) {
		const response = await this.request(method, path, body);
		if (!response.ok) throw await this.failure(method, path, response);
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
			email: this.owner.email,
			firstName: 'E2E',
			lastName: 'Owner',
			password: this.owner.password,
		});
		if (setup.ok) {
			this.keepCookie(setup);
			return 'created';
		}
		const login = await this.request('POST', '/rest/login', {
			emailOrLdapLoginId: this.owner.email,
			password: this.owner.password,
		});
		if (!login.ok) throw await this.failure('POST', '/rest/login', login);
		this.keepCookie(login);
		return 'signed in';
	}

	/** The saved workflow named `name` (as imported), whole: its nodes, credentials and settings. */
	async workflowNamed(name) {
		await this.ownerSession();
		const listed = await this.json('GET', '/rest/workflows');
		const workflows = Array.isArray(listed) ? listed : (listed?.data ?? []);
		const found = workflows.find((w) => w.name === name);
		if (!found) throw new Error(`no imported "${name}" among ${workflows.length} workflows`);
		return await this.json('GET', `/rest/workflows/${found.id}`);
	}

	/** n8n 2.x publishes (activates) a given version: POST /rest/workflows/:id/activate {versionId}. */
	async activate(id) {
		const workflow = await this.json('GET', `/rest/workflows/${id}`);
		return await this.json('POST', `/rest/workflows/${id}/activate`, {
			versionId: workflow.versionId,
		});
	}

	/** Activates and throws when n8n does not answer with an active workflow. */
	async activateOrThrow(id) {
		const activated = await this.activate(id);
		if (activated.active !== true && !activated.activeVersionId)
			throw new Error(
				`the workflow is not active after activation: ${JSON.stringify({ active: activated.active, activeVersionId: activated.activeVersionId })}`,
			);
		return activated;
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

	/** The workflow's executions, newest first (the newest `limit`; n8n pages by 100 at most). */
	async executions(workflowId, limit = 50) {
		const filter = encodeURIComponent(JSON.stringify({ workflowId }));
		const all = [];
		let cursor;
		while (all.length < limit) {
			const page = Math.min(100, limit - all.length);
			// n8n 2.41 pages with an opaque cursor (`nextCursor`); lastId/firstId answer 400.
			const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
			const data = await this.json(
				'GET',
				`/rest/executions?filter=${filter}&limit=${page}${after}`,
			);
			const results = data.results ?? [];
			all.push(...results);
			cursor = data.nextCursor;
			if (results.length < page || !cursor) break;
		}
		return all;
	}

	async execution(id) {
		return await this.json('GET', `/rest/executions/${id}`);
	}

	/** The workflow's executions not in `seenIds`. */
	async newExecutions(workflowId, seenIds) {
		return (await this.executions(workflowId)).filter((s) => !seenIds.has(s.id));
	}
}

// ---------------------------------------------------------------------------------------------
// The sandbox
// ---------------------------------------------------------------------------------------------

/**
 * The sandbox's API with the run's key: `sandbox(method, path, body)` resolves with the JSON
 * answer and throws (secrets removed) on anything but 2xx.
 */
export function sandboxClient({ url, apiKey, scrub }) {
	return async function sandbox(method, path, body) {
		const response = await fetch(`${url}${path}`, {
			method,
			headers: {
				Authorization: `Bearer ${apiKey}`,
				...sandboxXAppHeaders(),
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
	};
}

// ---------------------------------------------------------------------------------------------
// Executions
// ---------------------------------------------------------------------------------------------

/**
 * Waits for a successful execution of `workflowId`, not in `seenIds`, whose items (`itemsOf`)
 * include one that `matches`; resolves with it and its items. `label` (what was expected, quoted)
 * and `what` ("the article") word the error.
 */
export async function waitForExecution({
	rest,
	workflowId,
	seenIds,
	itemsOf,
	matches,
	label,
	what,
	timeoutMs,
}) {
	const deadline = Date.now() + timeoutMs;
	let last = 'no execution yet';
	while (Date.now() < deadline) {
		for (const summary of await rest.executions(workflowId)) {
			if (seenIds.has(summary.id)) continue;
			if (summary.status !== 'success') {
				last = `execution ${summary.id} has status ${summary.status}`;
				if (['error', 'crashed', 'canceled'].includes(summary.status)) seenIds.add(summary.id);
				continue;
			}
			const execution = await rest.execution(summary.id);
			const items = itemsOf(execution) ?? [];
			seenIds.add(summary.id);
			if (items.some(matches)) return { execution, items };
			last = `execution ${summary.id} succeeded without ${what} (${items.length} item(s))`;
		}
		await sleep(500);
	}
	throw new Error(
		`no successful execution of ${workflowId} emitted "${label}" within ${timeoutMs / 1000} s (${last})`,
	);
}

/** One node of a workflow built in a test, at x along one row. */
export const workflowNode = (name, type, typeVersion, parameters, x, extra = {}) => ({
	id: randomUUID(),
	name,
	type,
	typeVersion,
	position: [x, 0],
	parameters,
	...extra,
});
