// A scripted OpenAI-compatible server for the agent and example legs: no model, no internet. n8n's
// OpenAI Chat Model node (its credential's base URL pointed here) sends `POST /chat/completions`;
// the server finds the scenario whose key the user's message contains and answers its next step:
// a tool call (the tool picked from the request's own `tools` array, its arguments built from that
// tool's parameter schema) or the final message. Every request is recorded, so a leg can check what
// the model was sent (tools, descriptions, tool results).

import { createServer } from 'node:http';

/**
 * @typedef {{ name: string, description: string, parameters: any }} ToolSpec
 * @typedef {{ tools: ToolSpec[], toolResults: { name: string, content: string }[], user: string }} Turn
 * @typedef {{ tool: RegExp, args: (tool: ToolSpec, turn: Turn) => object } | { final: (turn: Turn) => string }} Step
 * @typedef {(turn: Turn) => Step} StepChooser
 */

/** The request's tools as plain {name, description, parameters}. */
export function toolsOf(request) {
	return (request.tools ?? []).map((t) => ({
		name: t.function?.name ?? t.name,
		description: t.function?.description ?? t.description ?? '',
		parameters: t.function?.parameters ?? t.parameters ?? {},
	}));
}

/** Bytes each tool costs the model: its description, its parameter schema, and both as sent. */
export function toolSizes(request) {
	return (request.tools ?? []).map((t) => {
		const { name, description, parameters } = toolsOf({ tools: [t] })[0];
		return {
			name,
			descriptionBytes: Buffer.byteLength(description),
			schemaBytes: Buffer.byteLength(JSON.stringify(parameters)),
			totalBytes: Buffer.byteLength(JSON.stringify(t)),
		};
	});
}

/** The key of `tool`'s parameter schema whose name matches `pattern` (e.g. /text/i); throws if none. */
export function paramKey(tool, pattern) {
	const key = Object.keys(tool.parameters?.properties ?? {}).find((k) => pattern.test(k));
	if (!key)
		throw new Error(
			`tool ${tool.name} has no parameter matching ${pattern} (it has ${Object.keys(tool.parameters?.properties ?? {}).join(', ') || 'none'})`,
		);
	return key;
}

/** The messages since the last user message: the tool results of this turn, in order. */
function turnOf(request) {
	const messages = request.messages ?? [];
	let lastUser = -1;
	messages.forEach((m, i) => {
		if (m.role === 'user') lastUser = i;
	});
	const user = lastUser === -1 ? '' : contentText(messages[lastUser].content);
	const calls = new Map();
	const toolResults = [];
	for (const m of messages.slice(lastUser + 1)) {
		for (const call of m.tool_calls ?? []) calls.set(call.id, call.function?.name);
		if (m.role === 'tool')
			toolResults.push({
				name: calls.get(m.tool_call_id) ?? '',
				content: contentText(m.content),
			});
	}
	return { tools: toolsOf(request), toolResults, user };
}

function contentText(content) {
	if (typeof content === 'string') return content;
	if (Array.isArray(content)) return content.map((p) => p.text ?? '').join('');
	return JSON.stringify(content ?? '');
}

function completion(model, message, finishReason) {
	return {
		id: `chatcmpl-scripted-${Date.now().toString(36)}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model,
		choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
		usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
	};
}

/** The step's answer as an assistant message. */
function answer(step, turn, counter) {
	if ('final' in step)
		return { message: { role: 'assistant', content: step.final(turn) }, finish: 'stop' };
	const tool = turn.tools.find((t) => step.tool.test(t.name));
	if (!tool)
		throw new Error(
			`no tool matching ${step.tool} among ${turn.tools.map((t) => t.name).join(', ') || 'none'}`,
		);
	const call = {
		id: `call_${counter}`,
		type: 'function',
		function: { name: tool.name, arguments: JSON.stringify(step.args(tool, turn)) },
	};
	return {
		message: { role: 'assistant', content: null, tool_calls: [call] },
		finish: 'tool_calls',
	};
}

/** Streams one answer as OpenAI's chat.completion.chunk events. */
function streamAnswer(res, model, message, finish) {
	res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
	const chunk = (delta, finishReason) =>
		res.write(
			`data: ${JSON.stringify({ id: 'chatcmpl-scripted', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
		);
	const toolCalls = message.tool_calls?.map((c, index) => ({ index, ...c }));
	chunk(
		{
			role: 'assistant',
			content: message.content ?? '',
			...(toolCalls ? { tool_calls: toolCalls } : {}),
		},
		null,
	);
	chunk({}, finish);
	res.end('data: [DONE]\n\n');
}

/**
 * Starts the server on a free loopback port. `scenarios` maps a key (text the user's message
 * contains) to a StepChooser. Resolves with { url, requests, close }; `requests[i]` is
 * { scenario, body, turn, answer } (answer: the assistant message, or { error }).
 */
export async function startScriptedOpenAi(scenarios) {
	const requests = [];
	let counter = 0;
	const server = createServer((req, res) => {
		const chunks = [];
		req.on('data', (c) => chunks.push(c));
		req.on('end', () => {
			const send = (status, body) => {
				res.writeHead(status, { 'content-type': 'application/json' });
				res.end(JSON.stringify(body));
			};
			const path = (req.url ?? '').split('?')[0].replace(/^\/v1/, '');
			if (req.method === 'GET' && path === '/models')
				return send(200, {
					object: 'list',
					data: [{ id: 'scripted', object: 'model', owned_by: 'test' }],
				});
			if (req.method !== 'POST' || path !== '/chat/completions')
				return send(404, { error: { message: `no route ${req.method} ${req.url}` } });
			let body;
			try {
				body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
			} catch {
				return send(400, { error: { message: 'the body is not JSON' } });
			}
			const turn = turnOf(body);
			const scenario = Object.keys(scenarios).find((key) => turn.user.includes(key));
			const record = { scenario, body, turn, answer: undefined };
			requests.push(record);
			try {
				if (!scenario)
					throw new Error(`no scenario for the message ${JSON.stringify(turn.user.slice(0, 200))}`);
				const { message, finish } = answer(scenarios[scenario](turn), turn, ++counter);
				record.answer = message;
				if (body.stream) return streamAnswer(res, body.model, message, finish);
				return send(200, completion(body.model, message, finish));
			} catch (error) {
				record.answer = { error: error.message };
				return send(400, {
					error: { message: `scripted model: ${error.message}`, type: 'invalid_request_error' },
				});
			}
		});
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address();
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}
