#!/usr/bin/env node
// Sub-leg of scripts/e2e.sh (issue 21): workflows/mcp-social-publishing-tools.json (n8n's MCP
// Server Trigger serving Preview post, Publish post, Get post and Reply to comment) in a real,
// running n8n 2.41.1, driven by the official MCP TypeScript SDK's client
// (@modelcontextprotocol/sdk) over Streamable HTTP, the transport the trigger serves at
// <n8n>/mcp/<path> (SSE is served at the same path for older clients). Checks, each one line:
//   1. tools/list shows each tool with an input schema naming its fields; sizes printed;
//   2. tools/call Preview post answers the rendered post, no error;
//   3. tools/call Publish post creates one post (held for approval, as the example ships), and
//      Get post reads it back;
//   4. a refused call (a 300-character tweet) comes back in-band: isError, our message, nothing
//      posted.
// Prints "mcp: N passed, M failed, K skipped".

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import {
	ACTIVATION_WAIT_MS,
	checkRunner,
	N8nRest,
	runMain,
	sandboxClient,
	serverLegSettings,
	sleep,
} from './lib/n8n-rest.mjs';
import { postIdIn, readExample, sizeTable, workflowBody } from './lib/agent-workflows.mjs';
import { MCP_CURL_PAGE, runReadmeMcpCurlSteps } from './lib/readme-curl.mjs';
import { paramKey } from './lib/scripted-openai.mjs';

const LEG = 'mcp';
const EXAMPLE = 'mcp-social-publishing-tools.json';
const settings = serverLegSettings();
const { scrub } = settings;
const sandbox = sandboxClient({ url: settings.sandboxUrl, apiKey: settings.apiKey, scrub });
const run = randomBytes(3).toString('hex');

const textOf = (result) => (result.content ?? []).map((c) => c.text ?? '').join('\n');
const byteLength = (value) => Buffer.byteLength(JSON.stringify(value ?? ''));

/** Connects the SDK client, retrying while n8n registers the activated webhook (2.41.1: an outbox). */
async function connect(url) {
	const deadline = Date.now() + ACTIVATION_WAIT_MS;
	for (;;) {
		const client = new Client({ name: 'sp-e2e-mcp', version: '1.0.0' });
		try {
			await client.connect(new StreamableHTTPClientTransport(new URL(url)));
			return client;
		} catch (error) {
			await client.close().catch(() => {});
			if (Date.now() > deadline) throw new Error(`could not connect to ${url}: ${error.message}`);
			await sleep(500);
		}
	}
}

async function postsWith(text) {
	const { history } = await sandbox('GET', '/history?lastDays=0&limit=1000');
	return history.filter((p) => typeof p.post === 'string' && p.post.startsWith(text));
}

async function main() {
	const { check, finish } = checkRunner(scrub);
	const rest = new N8nRest({ url: settings.n8nUrl, owner: settings.owner, scrub });
	let client;
	let tools = [];
	let workflowId;
	const tool = (pattern) => {
		const found = tools.find((t) => pattern.test(t.name));
		if (!found)
			throw new Error(`no tool matching ${pattern} in ${tools.map((t) => t.name).join(', ')}`);
		return found;
	};
	const postArgs = (t, text, platforms) => {
		const args = { [paramKey(t, /text/i)]: text, [paramKey(t, /platform/i)]: platforms };
		const schedule = Object.keys(t.parameters.properties).find((k) => /schedule/i.test(k));
		if (schedule) args[schedule] = '';
		return args;
	};
	const call = async (t, args) => await client.callTool({ name: t.name, arguments: args });

	try {
		await check('tools/list shows each tool with its input schema', async () => {
			await rest.ownerSession();
			const example = readExample(EXAMPLE);
			const body = workflowBody(example, { name: `${example.name} (${run})` });
			const created = await rest.json('POST', '/rest/workflows', body);
			workflowId = created.id;
			await rest.activateOrThrow(workflowId);
			const path = body.nodes.find((n) => n.type.endsWith('.mcpTrigger')).parameters.path;
			client = await connect(`${settings.webhookUrl}/mcp/${path}`);
			tools = (await client.listTools()).tools.map((t) => ({ ...t, parameters: t.inputSchema }));
			const names = tools.map((t) => t.name).sort();
			if (names.join() !== 'Get_post,Preview_post,Publish_post,Reply_to_comment')
				throw new Error(`tools/list shows ${names.join(', ')}`);
			const publish = tool(/publish/i);
			for (const key of [/text/i, /platform/i]) paramKey(publish, key);
			paramKey(tool(/get/i), /id/i);
			paramKey(tool(/reply/i), /comment/i);
			console.log(
				`what an MCP client is sent per tool:\n${sizeTable(
					tools.map((t) => ({
						name: t.name,
						descriptionBytes: Buffer.byteLength(t.description ?? ''),
						schemaBytes: byteLength(t.inputSchema),
						totalBytes: byteLength({
							name: t.name,
							description: t.description,
							inputSchema: t.inputSchema,
						}),
					})),
				)}`,
			);
			return `${names.join(', ')}; Publish post's fields: ${Object.keys(publish.inputSchema.properties).join(', ')}`;
		});

		await check(
			'the "No model?" curl steps of docs/ai-agents.md, run as written: initialize, tools/list, tools/call',
			async () => {
				const { status, stdout, stderr } = await runReadmeMcpCurlSteps(
					readFileSync(new URL(`../../${MCP_CURL_PAGE}`, import.meta.url), 'utf8'),
					settings.webhookUrl,
				);
				if (status !== 0)
					throw new Error(`bash exited ${status}: ${(stderr || stdout).slice(0, 300)}`);
				if (/not initialized|Bad Request/i.test(stdout))
					throw new Error(`n8n refused a step: ${stdout.slice(0, 300)}`);
				const names = ['Get_post', 'Preview_post', 'Publish_post', 'Reply_to_comment'];
				const missing = names.filter((name) => !stdout.includes(`"name":"${name}"`));
				if (missing.length > 0)
					throw new Error(`tools/list lacks ${missing.join(', ')}: ${stdout.slice(0, 300)}`);
				if (!stdout.includes('Hello from curl') || /"isError":true/.test(stdout))
					throw new Error(`tools/call Preview_post answered ${stdout.slice(-300)}`);
				return `${names.length} tools listed; Preview_post answered the rendered post`;
			},
		);

		let postId;
		await check(
			'tools/call Preview post and Publish post, then Get post reads it back',
			async () => {
				const text = `MCP leg ${run}: hello from an MCP client`;
				const preview = await call(
					tool(/preview/i),
					postArgs(tool(/preview/i), text, 'twitter,linkedin'),
				);
				if (preview.isError)
					throw new Error(`Preview post answered an error: ${textOf(preview).slice(0, 300)}`);
				if (!textOf(preview).includes('hello from an MCP client'))
					throw new Error(`Preview post answered ${textOf(preview).slice(0, 300)}`);
				const published = await call(
					tool(/publish/i),
					postArgs(tool(/publish/i), text, 'twitter,linkedin'),
				);
				if (published.isError)
					throw new Error(`Publish post answered an error: ${textOf(published).slice(0, 300)}`);
				postId = postIdIn(textOf(published));
				const posts = await postsWith(text);
				if (posts.length !== 1 || posts[0].id !== postId)
					throw new Error(`${posts.length} posts with the text (expected 1, id ${postId})`);
				if ([...posts[0].platforms].sort().join() !== 'linkedin,twitter')
					throw new Error(`the post is on ${posts[0].platforms.join(', ')}`);
				const got = await call(tool(/get/i), { [paramKey(tool(/get/i), /id/i)]: postId });
				if (
					got.isError ||
					!textOf(got).includes(postId) ||
					!textOf(got).includes('awaiting approval')
				)
					throw new Error(`Get post answered ${textOf(got).slice(0, 300)}`);
				return `post ${postId} on linkedin and twitter, awaiting approval (as the example ships)`;
			},
		);

		await check(
			'a refused call comes back in-band (isError) with our message; nothing is posted',
			async () => {
				if (!tools.length) throw new Error('not run: tools/list did not answer');
				const text = `MCP leg ${run}: ${'far too long for one tweet '.repeat(12)}`.slice(0, 300);
				const refused = await call(tool(/publish/i), postArgs(tool(/publish/i), text, 'twitter'));
				const message = textOf(refused);
				if (refused.isError !== true)
					throw new Error(`isError is ${refused.isError}: ${message.slice(0, 300)}`);
				if (!/280|characters/i.test(message))
					throw new Error(`the message is ${message.slice(0, 300)}`);
				if ((await postsWith(text.slice(0, 40))).length)
					throw new Error('the 300-character tweet was posted');
				return message.slice(0, 200);
			},
			{ needs: false }, // stands alone once tools/list answered
		);
	} finally {
		await client?.close().catch(() => {});
		if (workflowId) await rest.deactivate(workflowId).catch(() => {});
	}
	finish(LEG);
}

runMain(main, scrub, LEG);
