#!/usr/bin/env node
// Runs the example workflows through a real n8n (`n8n execute --id=<id> --rawOutput`) and checks
// each run with its expectation module. Started by scripts/e2e.sh, which installs n8n and the
// package, starts the sandbox, imports the credential and the workflows, and exports the n8n
// environment (N8N_USER_FOLDER, ports, ...) before calling:
//
//   node test/e2e/run.mjs --manifest <dir>/manifest.json --artifacts <dir> [workflow file names...]
//
// Environment it reads: SP_NODE24, SP_N8N_BIN and SP_N8N_PATH (how to run n8n), SP_SANDBOX_URL and SP_E2E_API_KEY
// (handed to expectations; the key is also scrubbed from everything this prints or saves).
//
// Expectations: test/e2e/expectations/<workflow file name>.mjs, e.g.
// test/e2e/expectations/publish-rich-text.json.mjs for workflows/publish-rich-text.json (the name
// without ".json", publish-rich-text.mjs, is accepted too). It exports a
// default (async) function that receives a context (see `makeContext` below) and throws on
// mismatch. Export `expectExecutionError = true` from it for a workflow that is meant to fail; the
// run data is then handed over even though `n8n execute` exited non-zero. A workflow without an
// expectation module passes when its execution succeeded.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import {
	executedNodeNames,
	lastNode,
	nodeItems,
	parseRunOutput,
	redact,
	redactText,
	runError,
} from './lib/run-data.mjs';
import { sandboxXAppHeaders } from './lib/n8n-rest.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const EXPECTATIONS_DIR = join(here, 'expectations');
const DEFAULT_TIMEOUT_S = 180;
/** The server sub-legs of scripts/e2e.sh that run the examples a trigger starts (meta.e2e.runBy). */
const SERVER_SUB_LEGS = ['trigger-events', 'trigger-examples', 'agent', 'mcp', 'service-mcp'];

function parseArgs(argv) {
	const args = { only: [] };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === '--manifest') args.manifest = argv[++i];
		else if (arg === '--artifacts') args.artifacts = argv[++i];
		else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
		else args.only.push(basename(arg).replace(/\.json$/, ''));
	}
	if (!args.manifest || !args.artifacts)
		throw new Error('usage: run.mjs --manifest FILE --artifacts DIR [names...]');
	return args;
}

// The client profile keys scripts/e2e.sh created for the examples are kept out of every log too.
const secrets = [
	process.env.SP_E2E_API_KEY,
	...JSON.parse(process.env.SP_E2E_CLIENT_PROFILE_KEYS || '[]'),
].filter(Boolean);

/** Runs one n8n CLI command; resolves with its exit code and output (never rejects). */
function runN8n(args, timeoutMs) {
	return new Promise((resolvePromise) => {
		const child = spawn(process.env.SP_NODE24, [process.env.SP_N8N_BIN, ...args], {
			// n8n starts its task runner as `node` from PATH: Node 24 must come first.
			env: { ...process.env, PATH: process.env.SP_N8N_PATH || process.env.PATH },
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true, // own process group: a timeout stops n8n and its task runner together
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk) => (stdout += chunk));
		child.stderr.on('data', (chunk) => (stderr += chunk));
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			try {
				process.kill(-child.pid, 'SIGKILL');
			} catch {
				child.kill('SIGKILL');
			}
		}, timeoutMs);
		child.on('error', (error) => {
			clearTimeout(timer);
			resolvePromise({ code: -1, stdout, stderr: `${stderr}\n${error.message}`, timedOut });
		});
		child.on('close', (code) => {
			clearTimeout(timer);
			resolvePromise({ code, stdout, stderr, timedOut });
		});
	});
}

/** What an expectation function receives. */
function makeContext(workflow, run) {
	return {
		/** The manifest entry: { file, name, id, ... }. */
		workflow,
		/** The whole run as `n8n execute --rawOutput` printed it. */
		run,
		/** Runs the whole IRun object's status field ('success', 'error', ...). */
		status: run?.status,
		/** JSON of the items node `name` emitted (last run of the node, output 0 by default). */
		items: (name, options) => nodeItems(run, name, options),
		/** { name, items } of the node that ran last. */
		lastNode: () => lastNode(run),
		/** Names of the nodes that ran, in order. */
		executedNodes: () => executedNodeNames(run),
		/** node:assert/strict. */
		assert,
		/** The sandbox the workflow talked to, for checks on its state. */
		sandbox: {
			baseUrl: process.env.SP_SANDBOX_URL,
			/** GET/POST... a sandbox path ('/history') with the run's API key; resolves with parsed JSON. */
			async request(path, { method = 'GET', body, headers = {} } = {}) {
				const response = await fetch(`${process.env.SP_SANDBOX_URL}${path}`, {
					method,
					headers: {
						Authorization: `Bearer ${process.env.SP_E2E_API_KEY}`,
						...sandboxXAppHeaders(),
						...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
						...headers,
					},
					body: body === undefined ? undefined : JSON.stringify(body),
				});
				const text = await response.text();
				let json;
				try {
					json = text ? JSON.parse(text) : undefined;
				} catch {
					json = undefined;
				}
				return { status: response.status, body: json ?? text };
			},
		},
	};
}

async function loadExpectation(file) {
	const candidates = [
		join(EXPECTATIONS_DIR, `${file}.mjs`),
		join(EXPECTATIONS_DIR, `${basename(file, '.json')}.mjs`),
	];
	const path = candidates.find((candidate) => existsSync(candidate));
	if (!path) return { path: undefined, check: undefined, expectExecutionError: false };
	const mod = await import(pathToFileURL(path).href);
	const check = mod.default ?? mod.expect;
	if (typeof check !== 'function') throw new Error(`${path} must export a default function`);
	return { path, check, expectExecutionError: mod.expectExecutionError === true };
}

function tail(text, lines) {
	return text.split('\n').slice(-lines).join('\n');
}

function xAppKeyValues() {
	return [process.env.SP_SANDBOX_X_API_KEY, process.env.SP_SANDBOX_X_API_SECRET].filter(Boolean);
}

async function runWorkflow(workflow, artifactsDir) {
	const started = Date.now();
	const timeoutS = workflow.timeoutSeconds ?? DEFAULT_TIMEOUT_S;
	const result = await runN8n(['execute', `--id=${workflow.id}`, '--rawOutput'], timeoutS * 1000);
	const stem = basename(workflow.file, '.json');
	writeFileSync(
		join(artifactsDir, `${stem}.log`),
		redactText(`${result.stdout}\n--- stderr ---\n${result.stderr}`, secrets),
	);
	const run = parseRunOutput(result.stdout) ?? parseRunOutput(result.stderr);
	if (run)
		writeFileSync(
			join(artifactsDir, `${stem}.run.json`),
			JSON.stringify(redact(run, secrets), null, 2),
		);
	const seconds = ((Date.now() - started) / 1000).toFixed(1);

	const fail = (reason) => ({
		ok: false,
		seconds,
		reason,
		logFile: join(artifactsDir, `${stem}.log`),
	});
	if (result.timedOut) return fail(`n8n execute did not finish within ${timeoutS} s`);
	// The credential's X app keys go out as headers only: never in n8n's output, errors or logs.
	const leaked = xAppKeyValues().filter((value) =>
		`${result.stdout}\n${result.stderr}`.includes(value),
	);
	if (leaked.length > 0)
		return fail(
			`n8n's output shows the credential's X app key or secret (${leaked.length} of them)`,
		);

	const expectation = await loadExpectation(workflow.file);
	const executionFailed = result.code !== 0 || Boolean(run?.data?.resultData?.error);
	if (executionFailed && !expectation.expectExecutionError) {
		const why = runError(run) ?? `n8n execute exited with code ${result.code}`;
		return fail(
			`${why}\n${redactText(tail(`${result.stdout}\n${result.stderr}`.trim(), 15), secrets)}`,
		);
	}
	if (!run) return fail(`could not find the run JSON in n8n's output (exit code ${result.code})`);
	if (!executionFailed && expectation.expectExecutionError)
		return fail('the execution succeeded, but its expectation says it must fail');

	if (expectation.check) {
		try {
			await expectation.check(makeContext(workflow, run));
		} catch (error) {
			return fail(
				`expectation test/e2e/expectations/${basename(expectation.path)} failed: ${redactText(error.message, secrets)}`,
			);
		}
	}
	return {
		ok: true,
		seconds,
		note: expectation.check ? '' : ' (no expectation module: checked only that it succeeded)',
	};
}

async function main() {
	const started = Date.now();
	const args = parseArgs(process.argv.slice(2));
	const manifest = JSON.parse(readFileSync(resolve(args.manifest), 'utf8'));
	mkdirSync(args.artifacts, { recursive: true });
	for (const name of ['SP_NODE24', 'SP_N8N_BIN', 'N8N_USER_FOLDER']) {
		if (!process.env[name]) throw new Error(`${name} is not set: run this through scripts/e2e.sh`);
	}

	const selected = args.only.length
		? manifest.filter((w) => args.only.includes(basename(w.file, '.json')))
		: manifest;
	if (args.only.length && selected.length !== args.only.length) {
		const known = manifest.map((w) => basename(w.file, '.json'));
		throw new Error(
			`unknown workflow(s): ${args.only.filter((n) => !known.includes(n)).join(', ')}`,
		);
	}

	let passed = 0;
	let failed = 0;
	let skipped = 0;
	const handed = [];
	for (const workflow of selected) {
		if (!workflow.run && workflow.runBy && SERVER_SUB_LEGS.includes(workflow.runBy)) {
			handed.push(workflow.file);
			console.log(`LEG  ${workflow.file}: runs in the ${workflow.runBy} sub-leg (a running n8n)`);
			continue;
		}
		if (!workflow.run) {
			// Every example runs in the real-n8n leg: one that nothing runs fails it.
			skipped++;
			console.log(
				`FAIL ${workflow.file}: not run (${workflow.skipReason ?? `unknown sub-leg ${workflow.runBy}`}); give it a Manual Trigger or "meta": { "e2e": { "runBy": "<${SERVER_SUB_LEGS.join('|')}>" } }`,
			);
			continue;
		}
		console.log(`RUN  ${workflow.file} (id ${workflow.id})`);
		const outcome = await runWorkflow(workflow, args.artifacts);
		if (outcome.ok) {
			passed++;
			console.log(`PASS ${workflow.file} in ${outcome.seconds} s${outcome.note}`);
		} else {
			failed++;
			console.log(`FAIL ${workflow.file} in ${outcome.seconds} s: ${outcome.reason}`);
			console.log(`     full n8n output (secrets removed): ${outcome.logFile}`);
		}
	}
	const seconds = Math.round((Date.now() - started) / 1000);
	console.log(
		`e2e: ${passed} passed, ${failed + skipped} failed, 0 skipped; ${handed.length} run by server sub-legs`,
	);
	console.log(`e2e: workflows ran in ${seconds} s`);
	const none = passed + failed === 0 && handed.length === 0;
	if (none) console.log('e2e: FAIL: no workflow was executed');
	process.exitCode = failed > 0 || skipped > 0 || none ? 1 : 0;
}

main().catch((error) => {
	console.error(`ERROR: ${redactText(error.message, secrets)}`);
	process.exitCode = 1;
});
