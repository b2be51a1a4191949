#!/usr/bin/env node
// Sub-leg of scripts/e2e.sh (issue 30): workflows/ai-agent-with-service-mcp.json in a real, running
// n8n 2.41.1: Chat Trigger → AI Agent whose tools come from n8n's MCP Client Tool pointed at the
// sandbox's own MCP server (<sandbox>/mcp, Bearer credential with the API key), the model the
// scripted OpenAI-compatible server (test/e2e/lib/scripted-openai.mjs). Checks, each one line:
//   1. the workflow and its two credentials are created and the chat answers;
//   2. the agent lists the tools through the MCP Client Tool: the model is sent the service's 27;
//   3. the agent calls validate_post, then create_post with requiresApproval; exactly one post
//      results, awaiting approval, visible through REST, and the sandbox page lists both calls.
// Prints "service-mcp: N passed, M failed, K skipped".

import { randomBytes } from 'node:crypto';

import { ACTIVATION_WAIT_MS, waitUntil } from './lib/n8n-rest.mjs';
import {
	chatUrl,
	createOpenAiCredential,
	readExample,
	sendChat,
	sizeTable,
	workflowBody,
} from './lib/agent-workflows.mjs';
import { startScriptedOpenAi, toolSizes } from './lib/scripted-openai.mjs';
import { serverLeg } from './lib/server-leg.mjs';

const LEG = 'service-mcp';
const EXAMPLE = 'ai-agent-with-service-mcp.json';
const MCP_NODE = '@n8n/n8n-nodes-langchain.mcpClientTool';
const leg = serverLeg(LEG);
const { settings, sandbox, rest, check } = leg;
const run = randomBytes(3).toString('hex');
const text = `Service MCP leg ${run}: new opening hours from Monday`;
const postArgs = () => ({ post: text, platforms: ['linkedin'], requiresApproval: true });
const KEY = '[service-mcp]';

const scenarios = {
	[KEY]: (turn) =>
		[
			{ tool: /_validate_post$/, args: postArgs },
			{ tool: /_create_post$/, args: postArgs },
			{ final: () => 'The post was created and awaits approval.' },
		][turn.toolResults.length],
};

async function postsWith(prefix) {
	const { history } = await sandbox('GET', '/history?lastDays=0&limit=1000');
	return history.filter((p) => typeof p.post === 'string' && p.post.startsWith(prefix));
}

async function main() {
	const model = await startScriptedOpenAi(scenarios);
	const site = settings.sandboxUrl.replace(/\/api$/, '');
	let url;
	try {
		await check(
			'the workflow, its model and its Bearer credential are created; the chat answers',
			async () => {
				await rest.ownerSession();
				const openAiCredential = await createOpenAiCredential(rest, model.url);
				const bearer = await rest.json('POST', '/rest/credentials', {
					name: `Sandbox MCP ${run}`,
					type: 'httpBearerAuth',
					data: { token: settings.apiKey },
				});
				const body = workflowBody(readExample(EXAMPLE), {
					name: `Service MCP agent leg ${run}`,
					openAiCredential,
					edit: (node) => {
						if (node.type !== MCP_NODE) return node;
						node.parameters.endpointUrl = `${site}/mcp`;
						node.credentials = { httpBearerAuth: { id: bearer.id, name: bearer.name } };
						return node;
					},
				});
				const created = await rest.json('POST', '/rest/workflows', body);
				await rest.activateOrThrow(created.id);
				url = chatUrl(settings.webhookUrl, body);
				const up = await waitUntil(async () => {
					const r = await fetch(url, { method: 'GET' }).catch(() => undefined);
					return r?.status === 200;
				}, ACTIVATION_WAIT_MS);
				if (!up) throw new Error('the chat URL did not answer 200 within 30 s of activation');
				return `chat at ${url.replace(settings.webhookUrl, '')}`;
			},
		);

		let answer = '';
		await check("the agent gets the service's 27 tools through the MCP Client Tool", async () => {
			answer = await sendChat(
				url,
				`svc-${run}`,
				`${KEY} Announce our new opening hours on LinkedIn.`,
			);
			const requests = model.requests.filter((r) => r.scenario === KEY);
			const failed = requests.find((r) => r.answer?.error);
			if (failed) throw new Error(`the scripted model could not answer: ${failed.answer.error}`);
			const names = requests[0].turn.tools.map((t) => t.name.replace(/^Service_MCP_server_/, ''));
			if (
				names.length !== 27 ||
				!names.includes('validate_post') ||
				!names.includes('explain_error')
			)
				throw new Error(`the model was sent ${names.length} tools: ${names.join(', ')}`);
			const sizes = toolSizes(requests[0].body);
			const total = sizes.reduce((n, s) => n + s.totalBytes, 0);
			console.log(
				`what the model is sent per MCP tool (first request, ${total} B in all):\n${sizeTable(sizes)}`,
			);
			return `${names.length} tools, ${total} B as sent`;
		});

		await check(
			'validate_post, then create_post: exactly one post, awaiting approval, seen through REST',
			async () => {
				const requests = model.requests.filter((r) => r.scenario === KEY);
				const results = requests.at(-1)?.turn.toolResults ?? [];
				const called = results.map((r) => r.name.replace(/^Service_MCP_server_/, ''));
				if (called.join() !== 'validate_post,create_post')
					throw new Error(`the tools called were ${called.join(', ') || 'none'}`);
				if (/"isError":\s*true|\\"status\\":\\"error\\"/.test(results[0].content))
					throw new Error(`validate_post answered ${results[0].content.slice(0, 300)}`);
				const posts = await postsWith(text);
				if (posts.length !== 1) throw new Error(`${posts.length} posts with the text, expected 1`);
				const post = await sandbox('GET', `/post/${posts[0].id}`);
				if (post.status !== 'awaiting approval')
					throw new Error(`the post's status is ${post.status}, expected awaiting approval`);
				const page = await (await fetch(`${site}/account`)).text();
				for (const tool of ['validate_post', 'create_post'])
					if (!page.includes(`data-mcp-call="${tool}"`))
						throw new Error(`the sandbox page's latest MCP calls do not list ${tool}`);
				return `post ${post.id} ${post.status}; agent: "${answer.slice(0, 60)}"`;
			},
		);
	} finally {
		await model.close();
	}
}

leg.run(main);
