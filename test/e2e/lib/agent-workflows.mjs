// What the agent and MCP sub-legs share: the example workflows as REST create bodies (their OpenAI
// credential swapped for one pointing at the scripted model, fresh webhook ids), a chat message
// sent to a Chat Trigger's production URL, and a post's id read from a tool's answer.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CHAT_TRIGGER = '@n8n/n8n-nodes-langchain.chatTrigger';
export const TOOL_TYPE = 'n8n-nodes-social-publishing.socialPublishingTool';

/** workflows/<file> as n8n exports it. */
export function readExample(file) {
	return JSON.parse(readFileSync(join(ROOT, 'workflows', file), 'utf8'));
}

/**
 * A REST create body of `workflow`: every OpenAI Chat Model node uses `openAiCredential`
 * ({id, name}), every webhook id is new (`keepWebhookIds` keeps them), `edit(node)` may change a node.
 */
export function workflowBody(
	workflow,
	{ name, openAiCredential, edit = (n) => n, keepWebhookIds = false },
) {
	const nodes = workflow.nodes.map((node) => {
		let copy = structuredClone(node);
		if (openAiCredential && copy.credentials?.openAiApi)
			copy.credentials = { ...copy.credentials, openAiApi: openAiCredential };
		if (copy.webhookId && !keepWebhookIds) copy.webhookId = randomUUID();
		copy = edit(copy);
		return copy;
	});
	return {
		name: name ?? workflow.name,
		nodes,
		connections: workflow.connections,
		settings: workflow.settings ?? { executionOrder: 'v1' },
		active: false,
	};
}

/** Creates an OpenAI credential whose base URL is the scripted model (the key is not checked). */
export async function createOpenAiCredential(rest, url) {
	const created = await rest.json('POST', '/rest/credentials', {
		name: `Scripted model ${Date.now().toString(36)}`,
		type: 'openAiApi',
		data: { apiKey: 'sk-scripted-not-a-key', url, header: false },
	});
	return { id: created.id, name: created.name };
}

/** The Chat Trigger's production URL in `body` (a public, hosted chat). */
export function chatUrl(webhookUrl, body) {
	const trigger = body.nodes.find((n) => n.type === CHAT_TRIGGER);
	return `${webhookUrl}/webhook/${trigger.webhookId}/chat`;
}

/** Sends one chat message as n8n's chat page does; resolves with the agent's answer text. */
export async function sendChat(url, sessionId, chatInput) {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ action: 'sendMessage', sessionId, chatInput }),
		signal: AbortSignal.timeout(120_000),
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(`the chat answered HTTP ${response.status}: ${text.slice(0, 300)}`);
	try {
		const json = JSON.parse(text);
		return String(json.output ?? json.text ?? text);
	} catch {
		return text;
	}
}

/**
 * The service's post id in a Publish tool answer (the node's items as JSON, `[{"id": ...,
 * "postIds": [...]}]` as n8n hands them to the model; the networks' ids sit in postIds).
 */
export function postIdIn(toolAnswer) {
	let parsed;
	try {
		parsed = JSON.parse(toolAnswer);
	} catch {
		parsed = undefined;
	}
	const first = Array.isArray(parsed) ? parsed[0] : parsed;
	const id = first?.id ?? first?.json?.id;
	if (typeof id !== 'string' || !id)
		throw new Error(`no post id in the tool's answer: ${toolAnswer.slice(0, 300)}`);
	return id;
}

/** A table of per-tool sizes, one line per tool. */
export function sizeTable(sizes) {
	return sizes
		.map(
			(s) =>
				`  ${s.name.padEnd(20)} description ${String(s.descriptionBytes).padStart(5)} B  schema ${String(s.schemaBytes).padStart(5)} B  as sent ${String(s.totalBytes).padStart(5)} B`,
		)
		.join('\n');
}
