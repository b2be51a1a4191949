#!/usr/bin/env node
// The panel leg's checks (run by scripts/panel-leg.sh): the package installed, updated and
// uninstalled through /rest/community-packages, the routes n8n's Settings › Community Nodes panel
// calls, from the local registry; the example "Publish rich text and read it back" run against the
// sandbox that `npx social-publishing-sandbox` started from the same registry.
// Prints one PASS/FAIL/SKIP line per check and "panel: N passed, M failed, K skipped".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

import expectPublishRichText from './expectations/publish-rich-text.json.mjs';
import { checkRunner, env, executionReader, N8nRest, runMain, sleep } from './lib/n8n-rest.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKFLOW_FILE = join(ROOT, 'workflows', 'publish-rich-text.json');
const CUSTOM_REGISTRY_FEATURE = 'feat:communityNodes:customRegistry';

const n8nUrl = env('SP_N8N_URL').replace(/\/$/, '');
const sandboxUrl = env('SP_SANDBOX_URL').replace(/\/$/, '');
const apiKey = env('SP_E2E_API_KEY');
const owner = { email: env('SP_E2E_OWNER_EMAIL'), password: env('SP_E2E_OWNER_PASSWORD') };
const packageName = env('SP_PANEL_PACKAGE');
const [v1, v2] = [env('SP_PANEL_V1'), env('SP_PANEL_V2')];
const userFolder = env('SP_PANEL_USER_FOLDER');
const installedManifest = join(userFolder, '.n8n', 'nodes', 'node_modules', packageName, 'package.json');
// The sandbox (like the service since 2026-03-31) refuses X posts without the user's X app keys;
// the credential carries the sandbox's (scripts/lib-n8n.sh exports them).
const xApiKey = env('SP_SANDBOX_X_API_KEY');
const xApiSecret = env('SP_SANDBOX_X_API_SECRET');
const scrub = (text) =>
	[
		[apiKey, '<api key>'],
		[owner.password, '<password>'],
		[xApiKey, '<x api key>'],
		[xApiSecret, '<x api secret>'],
	].reduce((out, [secret, mask]) => out.split(secret).join(mask), String(text));

const rest = new N8nRest({ url: n8nUrl, owner, scrub });
const reader = executionReader(env('SP_N8N_BIN'));
const { check, finish } = checkRunner(scrub);

const ourPackage = async () => {
	const list = await rest.json('GET', '/rest/community-packages');
	return (Array.isArray(list) ? list : []).find((p) => p.packageName === packageName);
};

/** Runs the workflow as the editor's "Execute workflow" does; returns the finished execution. */
async function runWorkflow(workflow) {
	const trigger = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.manualTrigger');
	const started = await rest.json('POST', `/rest/workflows/${workflow.id}/run`, {
		triggerToStartFrom: { name: trigger.name },
	});
	if (!started?.executionId) throw new Error(`n8n answered no execution id: ${JSON.stringify(started)}`);
	const deadline = Date.now() + 120_000;
	let execution;
	while (Date.now() < deadline) {
		execution = await rest.execution(started.executionId);
		if (['success', 'error', 'crashed', 'canceled'].includes(execution?.status)) break;
		await sleep(500);
	}
	return execution;
}

/** The workflow ran, and its post is "success" at the sandbox npx started. */
async function expectPublished(workflow) {
	const execution = await runWorkflow(workflow);
	if (execution?.status !== 'success')
		throw new Error(`execution ${execution?.id} ended with status ${execution?.status ?? 'none'}`);
	const record = expectPublishRichText({ data: reader.data(execution) });
	const response = await fetch(`${sandboxUrl}/history/${encodeURIComponent(record.id)}`, {
		headers: { Authorization: `Bearer ${apiKey}` },
	});
	const body = await response.json();
	if (body?.status !== 'success') throw new Error(`the sandbox has post ${record.id} as ${body?.status}`);
	return `execution ${execution.id} succeeded; post ${record.id} is "success" in the sandbox`;
}

async function main() {
	let credentialId;
	let workflow;
	let saved;

	await check('the custom registry is turned on as n8n\'s own e2e tests turn on licensed features', async () => {
		const response = await fetch(`${n8nUrl}/rest/e2e/feature`, {
			method: 'PATCH',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ feature: CUSTOM_REGISTRY_FEATURE, enabled: true }),
		});
		if (!response.ok) throw new Error(`PATCH /rest/e2e/feature answered HTTP ${response.status}`);
		return `owner session ${await rest.ownerSession()}`;
	});

	await check(`install ${packageName}@${v1} from the registry (POST /rest/community-packages)`, async () => {
		const installed = await rest.json('POST', '/rest/community-packages', { name: packageName, version: v1 });
		if (installed.installedVersion !== v1) throw new Error(`installedVersion ${installed.installedVersion}`);
		const nodes = installed.installedNodes.map((n) => n.type).sort();
		if (!nodes.includes(`${packageName}.socialPublishing`)) throw new Error(`nodes: ${nodes.join(', ')}`);
		const onDisk = JSON.parse(readFileSync(installedManifest, 'utf8')).version;
		if (onDisk !== v1) throw new Error(`${installedManifest} has version ${onDisk}`);
		return `${nodes.length} nodes: ${nodes.map((t) => t.split('.')[1]).join(', ')}`;
	});

	await check('the credential test: OK against the sandbox, and a base URL that is not the API says how to start the sandbox', async () => {
		const data = { apiKey, baseUrl: `${sandboxUrl}`, aiBaseUrl: '', xApiKey, xApiSecret };
		const created = await rest.json('POST', '/rest/credentials', { name: 'Social Publishing sandbox (npx)', type: 'socialPublishingApi', data });
		credentialId = created.id;
		const test = (over) =>
			rest.json('POST', '/rest/credentials/test', {
				credentials: { id: credentialId, name: created.name, type: 'socialPublishingApi', data: { ...data, ...over } },
			});
		const ok = await test({});
		if (ok.status !== 'OK') throw new Error(`against the sandbox: ${ok.status} ${ok.message}`);
		const wrongPath = await test({ baseUrl: sandboxUrl.replace(/\/api$/, '/not-the-api') });
		if (wrongPath.status !== 'Error' || !wrongPath.message.includes('npx social-publishing-sandbox'))
			throw new Error(`a base URL without /api: ${wrongPath.status} ${wrongPath.message}`);
		const nothing = await test({ baseUrl: 'http://127.0.0.1:9/api' });
		return `OK; wrong path: "${wrongPath.message.slice(0, 60)}..."; nothing listening: "${nothing.message}" (n8n's own text)`;
	});

	await check('the example "Publish rich text and read it back", imported, runs against the npx sandbox', async () => {
		const file = JSON.parse(readFileSync(WORKFLOW_FILE, 'utf8'));
		for (const node of file.nodes)
			if (node.credentials?.socialPublishingApi)
				node.credentials.socialPublishingApi = { id: credentialId, name: 'Social Publishing sandbox (npx)' };
		workflow = await rest.json('POST', '/rest/workflows', {
			name: file.name,
			nodes: file.nodes,
			connections: file.connections,
			settings: file.settings ?? {},
		});
		saved = workflow.nodes.map((n) => ({ name: n.name, parameters: n.parameters }));
		return await expectPublished(workflow);
	});

	await check(`a newer version (${v2}) published to the registry shows as an update in the panel`, async () => {
		execFileSync(
			'npm',
			['publish', env('SP_PANEL_V2_DIR'), '--registry', env('SP_PANEL_REGISTRY'), '--userconfig', env('SP_PANEL_NPMRC'), '--ignore-scripts'],
			{ stdio: ['ignore', 'ignore', 'pipe'] },
		);
		const listed = await ourPackage();
		if (listed?.updateAvailable !== v2)
			throw new Error(`GET /rest/community-packages: installed ${listed?.installedVersion}, updateAvailable ${listed?.updateAvailable}`);
		return `installed ${listed.installedVersion}, updateAvailable ${listed.updateAvailable}`;
	});

	await check(`update to ${v2} (PATCH /rest/community-packages, as the panel's Update button)`, async () => {
		const updated = await rest.json('PATCH', '/rest/community-packages', { name: packageName });
		if (updated.installedVersion !== v2) throw new Error(`installedVersion ${updated.installedVersion}`);
		const onDisk = JSON.parse(readFileSync(installedManifest, 'utf8')).version;
		if (onDisk !== v2) throw new Error(`${installedManifest} has version ${onDisk}`);
		return `installed ${updated.installedVersion}`;
	});

	await check('after the update the workflow keeps its saved parameters and still runs', async () => {
		const now = await rest.json('GET', `/rest/workflows/${workflow.id}`);
		const after = now.nodes.map((n) => ({ name: n.name, parameters: n.parameters }));
		if (!isDeepStrictEqual(after, saved)) throw new Error(`parameters changed: ${JSON.stringify(after)}`);
		return `parameters of ${after.length} nodes unchanged; ${await expectPublished(now)}`;
	});

	await check('uninstall (DELETE /rest/community-packages): gone from the list and the user folder', async () => {
		const response = await rest.request('DELETE', `/rest/community-packages?name=${encodeURIComponent(packageName)}`);
		if (!response.ok) throw await rest.failure('DELETE', '/rest/community-packages', response);
		if (await ourPackage()) throw new Error('still listed');
		if (existsSync(installedManifest)) throw new Error(`${installedManifest} is still there`);
		const execution = await runWorkflow(workflow).catch((error) => ({ status: `refused (${error.message.slice(0, 80)})` }));
		if (execution?.status === 'success') throw new Error('the workflow still runs with the package uninstalled');
		return `the workflow no longer runs: ${execution?.status}`;
	});

	finish('panel');
}

runMain(main, scrub, 'panel');
