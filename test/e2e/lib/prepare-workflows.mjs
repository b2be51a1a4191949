#!/usr/bin/env node
// Prepares the example workflows for `n8n import:workflow --separate --input=<out dir>/workflows`.
//
//   node test/e2e/lib/prepare-workflows.mjs <workflows dir> <out dir> [sandbox API URL]
//
// For every <workflows dir>/*.json it writes a copy into <out dir>/workflows/ that
//   - has an `id` (the file's own id if it has one; otherwise one derived from the file name, so a
//     re-import updates the same workflow instead of adding a duplicate),
//   - is inactive (`active: false`; the CLI imports workflows inactive anyway),
//   - with a sandbox API URL (e.g. http://127.0.0.1:9911/api, when SP_SANDBOX_PORT moved the sandbox),
//     names that sandbox wherever a node's parameters name the default one (http://127.0.0.1:8787,
//     e.g. the MCP Client Tool's endpoint), as the imported credential does,
// and writes <out dir>/manifest.json: one entry per workflow with its file, id, name, whether the
// e2e leg runs it, and why not.
//
// Which workflows the e2e leg runs: every one that `n8n execute` can start (it has a Manual Trigger,
// a Manual Chat Trigger or an Execute Workflow Trigger node), unless its JSON says
// `"meta": { "e2e": false }` or `"meta": { "e2e": { "skip": "why" } }`.
// Options for the run can sit in `"meta": { "e2e": { "timeoutSeconds": 120 } }`. A workflow whose start
// node gives client profile keys (`"meta": { "e2e": { "input": "clientProfileKeys" } }`) gets the keys
// of SP_E2E_CLIENT_PROFILE_KEYS (a JSON array; profiles the leg created, as the service answers a key
// at creation only) from two nodes after its start: `n8n execute` pins no data. Such a copy holds
// keys, so it is written with mode 600 and marked `holdsKeys` in the manifest. A workflow a trigger
// starts says which server sub-leg runs it: `"meta": { "e2e": { "runBy": "trigger-examples" } }`.

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Node types `n8n execute` can start a workflow from (n8n 2.41.1: findCliWorkflowStart). */
export const CLI_START_TYPES = [
	'n8n-nodes-base.executeWorkflowTrigger',
	'n8n-nodes-base.manualTrigger',
	'@n8n/n8n-nodes-langchain.manualChatTrigger',
];

export const KEY_ITEMS_NODE = 'e2e: client profile keys';
export const KEY_SPLIT_NODE = 'e2e: one item per key';

/** The workflow with `keys` fed after its CLI start node as items `{profileKey}` (Set, then Split Out). */
export function withClientProfileKeys(workflow, keys) {
	const start = workflow.nodes.find(
		(node) => CLI_START_TYPES.includes(node.type) && !node.disabled,
	);
	if (!start) return workflow;
	const [x, y] = start.position ?? [0, 0];
	const items = {
		id: 'e2e-client-profile-keys',
		name: KEY_ITEMS_NODE,
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		position: [x, y + 200],
		parameters: { mode: 'raw', jsonOutput: JSON.stringify({ profileKey: keys }), options: {} },
	};
	const split = {
		id: 'e2e-one-item-per-key',
		name: KEY_SPLIT_NODE,
		type: 'n8n-nodes-base.splitOut',
		typeVersion: 1,
		position: [x + 200, y + 200],
		parameters: { fieldToSplitOut: 'profileKey', options: {} },
	};
	const connections = { ...workflow.connections };
	connections[KEY_SPLIT_NODE] = connections[start.name] ?? { main: [[]] };
	connections[start.name] = { main: [[{ node: KEY_ITEMS_NODE, type: 'main', index: 0 }]] };
	connections[KEY_ITEMS_NODE] = { main: [[{ node: KEY_SPLIT_NODE, type: 'main', index: 0 }]] };
	return { ...workflow, nodes: [...workflow.nodes, items, split], connections };
}

/** A stable 16-character id for a workflow file that has none. */
export function idForFile(fileName) {
	return 'sp' + createHash('sha256').update(fileName).digest('hex').slice(0, 14);
}

/** Where the examples expect the sandbox: `npm start`'s default port. */
export const DEFAULT_SANDBOX_ORIGIN = 'http://127.0.0.1:8787';

/** The nodes' parameters with the default sandbox origin replaced by `origin` (unchanged without one). */
export function withSandboxOrigin(workflow, origin) {
	if (!origin || origin === DEFAULT_SANDBOX_ORIGIN) return workflow;
	const moved = (value) => {
		if (typeof value === 'string') return value.split(DEFAULT_SANDBOX_ORIGIN).join(origin);
		if (Array.isArray(value)) return value.map(moved);
		if (value && typeof value === 'object')
			return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moved(v)]));
		return value;
	};
	return {
		...workflow,
		nodes: workflow.nodes.map((node) => ({ ...node, parameters: moved(node.parameters) })),
	};
}

/** @returns {{ file: string, name: string, id: string, run: boolean, skipReason?: string, timeoutSeconds?: number }[]} */
export function prepareWorkflows(
	srcDir,
	outDir,
	sandboxUrl,
	clientProfileKeys = JSON.parse(process.env.SP_E2E_CLIENT_PROFILE_KEYS || '[]'),
) {
	const origin = sandboxUrl ? new URL(sandboxUrl).origin : undefined;
	const wfDir = join(outDir, 'workflows');
	mkdirSync(wfDir, { recursive: true });
	const files = readdirSync(srcDir)
		.filter((f) => f.endsWith('.json'))
		.sort();
	const manifest = [];
	const seenIds = new Map();
	for (const file of files) {
		const path = join(srcDir, file);
		let workflow;
		try {
			workflow = JSON.parse(readFileSync(path, 'utf8'));
		} catch (error) {
			throw new Error(`${path} is not valid JSON: ${error.message}`);
		}
		if (!workflow || !Array.isArray(workflow.nodes) || typeof workflow.connections !== 'object') {
			throw new Error(`${path} is not an n8n workflow (it needs "nodes" and "connections")`);
		}
		const id = typeof workflow.id === 'string' && workflow.id ? workflow.id : idForFile(file);
		if (id.length > 21)
			throw new Error(`${path}: workflow id "${id}" is longer than n8n's 21 characters`);
		if (seenIds.has(id))
			throw new Error(`${path} and ${seenIds.get(id)} have the same workflow id "${id}"`);
		seenIds.set(id, file);

		const name = workflow.name || basename(file, '.json');
		const e2e = workflow.meta?.e2e;
		const entry = { file, name, id, run: true };
		const feedKeys = e2e?.input === 'clientProfileKeys' && clientProfileKeys.length > 0;
		if (e2e?.input === 'clientProfileKeys' && !feedKeys)
			console.error(`${file}: no SP_E2E_CLIENT_PROFILE_KEYS; it runs without client profile keys`);
		const prepared = feedKeys ? withClientProfileKeys(workflow, clientProfileKeys) : workflow;
		writeFileSync(
			join(wfDir, file),
			JSON.stringify({ ...withSandboxOrigin(prepared, origin), id, name, active: false }, null, 2),
			feedKeys ? { mode: 0o600 } : undefined,
		);
		if (feedKeys) entry.holdsKeys = true;

		if (e2e && typeof e2e === 'object' && Number.isFinite(e2e.timeoutSeconds))
			entry.timeoutSeconds = e2e.timeoutSeconds;
		if (e2e && typeof e2e === 'object' && typeof e2e.runBy === 'string') {
			// Started by a trigger n8n execute cannot fire: a server sub-leg of scripts/e2e.sh runs it.
			entry.run = false;
			entry.runBy = e2e.runBy;
		} else if (e2e === false) {
			entry.run = false;
			entry.skipReason = 'meta.e2e is false';
		} else if (e2e && typeof e2e === 'object' && e2e.skip) {
			entry.run = false;
			entry.skipReason = String(e2e.skip);
		} else if (
			!workflow.nodes.some((node) => CLI_START_TYPES.includes(node.type) && !node.disabled)
		) {
			entry.run = false;
			entry.skipReason =
				'no Manual Trigger or Execute Workflow Trigger node: n8n execute cannot start it';
		}
		manifest.push(entry);
	}
	writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
	return manifest;
}

if (
	process.argv[1] &&
	realpathSync(resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))
) {
	const [srcDir, outDir, sandboxUrl] = process.argv.slice(2);
	if (!srcDir || !outDir) {
		console.error(
			'usage: node test/e2e/lib/prepare-workflows.mjs <workflows dir> <out dir> [sandbox API URL]',
		);
		process.exit(2);
	}
	try {
		const manifest = prepareWorkflows(srcDir, outDir, sandboxUrl);
		console.error(`prepared ${manifest.length} workflow(s) in ${outDir}`);
	} catch (error) {
		console.error(`ERROR: ${error.message}`);
		process.exit(1);
	}
}
