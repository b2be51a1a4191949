#!/usr/bin/env node
// Sub-leg of scripts/e2e.sh (issue 21): n8n's AI Agent publishes through the Social Publishing
// tools in a real, running n8n 2.41.1. The model is a scripted OpenAI-compatible server
// (test/e2e/lib/scripted-openai.mjs) that the OpenAI Chat Model's credential points at; the
// workflow is workflows/ai-social-media-manager.json as shipped (Chat Trigger → AI Agent → Preview
// post, Publish post, Get post, Reply to comment, every field "defined by the model" as the editor
// writes it), and a copy whose Publish post does not wait for approval. Checks, each one line:
//   1. what the model is sent: the four tools, each field as a parameter; per-tool sizes printed;
//   2. the agent previews, then publishes exactly one post on the networks it chose;
//   3. a 300-character tweet: the validation error is the tool result the model gets next,
//      nothing is posted, the corrected call publishes;
//   4. a time with a zone offset lands at the right UTC time;
//   5. Reply to comment answers a reader's comment;
//   6. the example as shipped: the post waits for approval, shows on the sandbox's Schedule page,
//      and goes out once approved the way the page's Approve button does it.
// Prints "agent: N passed, M failed, K skipped".

import { randomBytes } from 'node:crypto';

import { ACTIVATION_WAIT_MS, waitUntil } from './lib/n8n-rest.mjs';
import {
	chatUrl,
	createOpenAiCredential,
	postIdIn,
	readExample,
	sendChat,
	sizeTable,
	workflowBody,
} from './lib/agent-workflows.mjs';
import { paramKey, startScriptedOpenAi, toolSizes } from './lib/scripted-openai.mjs';
import { serverLeg } from './lib/server-leg.mjs';

const LEG = 'agent';
const EXAMPLE = 'ai-social-media-manager.json';
const leg = serverLeg(LEG);
const { settings, sandbox, rest, check } = leg;
const run = randomBytes(3).toString('hex');
const PREVIEW = /preview/i;
const PUBLISH = /publish/i;

/** Arguments for a post tool: text, platforms (a comma list, as a model writes one), schedule. */
const postArgs =
	(text, platforms, scheduleDate = '') =>
	(tool) => {
		const args = { [paramKey(tool, /text/i)]: text, [paramKey(tool, /platform/i)]: platforms };
		const schedule = Object.keys(tool.parameters?.properties ?? {}).find((k) =>
			/schedule/i.test(k),
		);
		if (schedule) args[schedule] = scheduleDate;
		return args;
	};
const lastResult = (turn) => turn.toolResults.at(-1)?.content ?? '';
const isError = (content) => /"error"/.test(content);

const texts = {
	once: `Agent leg ${run}: spring catalogue is out`,
	long: `Agent leg ${run}: ${'a very long announcement '.repeat(12)}`.slice(0, 300),
	fixed: `Agent leg ${run}: short and fixed`,
	scheduled: `Agent leg ${run}: scheduled for later`,
	approval: `Agent leg ${run}: held for a person to approve`,
};
const SCHEDULE_GIVEN = '2031-03-04T10:15:00+02:00';
const SCHEDULE_UTC = '2031-03-04T08:15:00Z';
let commentId = '';

/** Each scenario: the step for a turn, by how many tool results it has. */
const scenarios = {
	'[publish-once]': (turn) =>
		[
			{ tool: PREVIEW, args: postArgs(texts.once, 'twitter,linkedin') },
			{ tool: PUBLISH, args: postArgs(texts.once, 'twitter,linkedin') },
			{ final: (t) => `Published ${postIdIn(lastResult(t))}.` },
		][turn.toolResults.length],
	'[invalid-then-fixed]': (turn) =>
		[
			{ tool: PUBLISH, args: postArgs(texts.long, 'twitter') },
			isError(lastResult(turn))
				? { tool: PUBLISH, args: postArgs(texts.fixed, 'twitter') }
				: { final: () => 'The long tweet went out (it should not have).' },
			{ final: (t) => `Published ${postIdIn(lastResult(t))} after shortening it.` },
		][turn.toolResults.length],
	'[schedule]': (turn) =>
		[
			{ tool: PUBLISH, args: postArgs(texts.scheduled, 'linkedin', SCHEDULE_GIVEN) },
			{ final: (t) => `Scheduled ${postIdIn(lastResult(t))}.` },
		][turn.toolResults.length],
	'[reply]': (turn) =>
		[
			{
				tool: /reply/i,
				args: (tool) => ({
					[paramKey(tool, /comment/i)]: commentId,
					[paramKey(tool, /^reply$/i)]: `Thanks! (${run})`,
				}),
			},
			{ final: () => 'Replied.' },
		][turn.toolResults.length],
	'[approval]': (turn) =>
		[
			{ tool: PREVIEW, args: postArgs(texts.approval, 'twitter') },
			{ tool: PUBLISH, args: postArgs(texts.approval, 'twitter') },
			{ tool: /get/i, args: (tool, t) => ({ [paramKey(tool, /id/i)]: postIdIn(lastResult(t)) }) },
			{ final: (t) => `Post ${postIdIn(t.toolResults[1].content)} awaits approval.` },
		][turn.toolResults.length],
};

/** The sandbox's posts whose text starts with `text`. */
async function postsWith(text) {
	const { history } = await sandbox('GET', '/history?lastDays=0&limit=1000');
	return history.filter((p) => typeof p.post === 'string' && p.post.startsWith(text));
}

async function main() {
	const model = await startScriptedOpenAi(scenarios);
	const requestsOf = (key) => model.requests.filter((r) => r.scenario === key);
	let direct; // chat URL of the copy that publishes without approval
	let shipped; // chat URL of the example as shipped
	const chat = async (url, key, message) => {
		const modelError = () => requestsOf(key).find((r) => r.answer?.error)?.answer.error;
		let answer;
		try {
			answer = await sendChat(url, `${key}-${run}`, `${key} ${message}`);
		} catch (error) {
			// The scripted model refuses a turn it has no step for (e.g. no post id to report).
			const why = modelError();
			throw new Error(`${error.message}${why ? `; the scripted model: ${why}` : ''}`);
		}
		if (modelError()) throw new Error(`the scripted model could not answer: ${modelError()}`);
		return answer;
	};

	// Each check after the first stands alone: one failing does not hide the others.
	const independent = (name, fn) =>
		check(
			name,
			async () => {
				if (!direct || !shipped) throw new Error('not run: the workflows are not active');
				return await fn();
			},
			{ needs: false },
		);

	try {
		await check('the example and its no-approval copy are created and activated', async () => {
			await rest.ownerSession();
			const openAiCredential = await createOpenAiCredential(rest, model.url);
			const example = readExample(EXAMPLE);
			const noApproval = workflowBody(example, {
				name: `AI agent leg ${run} (no approval)`,
				openAiCredential,
				edit: (node) => {
					if (node.parameters?.operation === 'create' && node.parameters.options)
						delete node.parameters.options.requiresApproval;
					return node;
				},
			});
			const asShipped = workflowBody(example, {
				name: `${example.name} (${run})`,
				openAiCredential,
			});
			for (const body of [noApproval, asShipped]) {
				const created = await rest.json('POST', '/rest/workflows', body);
				await rest.activateOrThrow(created.id);
			}
			direct = chatUrl(settings.webhookUrl, noApproval);
			shipped = chatUrl(settings.webhookUrl, asShipped);
			// 2.41.1 registers webhooks shortly after activation: wait until the chat answers.
			const up = await waitUntil(async () => {
				const r = await fetch(direct, { method: 'GET' }).catch(() => undefined);
				const s = await fetch(shipped, { method: 'GET' }).catch(() => undefined);
				return r?.status === 200 && s?.status === 200;
			}, ACTIVATION_WAIT_MS);
			if (!up) throw new Error('the chat URLs did not answer 200 within 30 s of activation');
			return 'both chat URLs answer';
		});

		await independent(
			'the agent previews, then publishes exactly one post on the networks it chose',
			async () => {
				const answer = await chat(
					direct,
					'[publish-once]',
					'Announce the spring catalogue on X and LinkedIn.',
				);
				const requests = requestsOf('[publish-once]');
				const first = requests[0];
				const names = first.turn.tools.map((t) => t.name).sort();
				if (names.join() !== 'Get_post,Preview_post,Publish_post,Reply_to_comment')
					throw new Error(`the model was sent the tools ${names.join(', ')}`);
				console.log(
					`what the model is sent per tool (first request):\n${sizeTable(toolSizes(first.body))}`,
				);
				const preview = requests[1]?.turn.toolResults[0]?.content ?? '';
				if (isError(preview) || !/"valid":\s*true/.test(preview))
					throw new Error(`Preview answered the model ${preview.slice(0, 300)}`);
				const posts = await postsWith(texts.once);
				if (posts.length !== 1) throw new Error(`${posts.length} posts with the text, expected 1`);
				const [post] = posts;
				if ([...post.platforms].sort().join() !== 'linkedin,twitter' || post.status !== 'success')
					throw new Error(
						`the post is ${JSON.stringify({ platforms: post.platforms, status: post.status })}`,
					);
				return `post ${post.id} on ${post.platforms.join(' and ')}, ${requests.length} model calls; agent: "${answer.slice(0, 80)}"`;
			},
		);

		await independent(
			'a 300-character tweet: the model gets the validation error, nothing is posted, the corrected call publishes',
			async () => {
				await chat(direct, '[invalid-then-fixed]', 'Tweet our long announcement.');
				const second = requestsOf('[invalid-then-fixed]')[1];
				const result = second?.turn.toolResults[0]?.content ?? '(no tool result)';
				if (!isError(result) || !/280|characters/i.test(result))
					throw new Error(`the tool result the model got is ${result.slice(0, 300)}`);
				if ((await postsWith(texts.long.slice(0, 40))).length)
					throw new Error('the 300-character tweet was posted');
				const fixed = await postsWith(texts.fixed);
				if (fixed.length !== 1 || fixed[0].status !== 'success')
					throw new Error(
						`${fixed.length} corrected posts (${fixed[0]?.status}), expected 1 success`,
					);
				return `tool result: ${result.slice(0, 160)}; post ${fixed[0].id} published`;
			},
		);

		await independent('a time with a zone offset lands at the right UTC time', async () => {
			await chat(direct, '[schedule]', `Post on LinkedIn at ${SCHEDULE_GIVEN}.`);
			const posts = await postsWith(texts.scheduled);
			const post = posts.length === 1 ? await sandbox('GET', `/post/${posts[0].id}`) : undefined;
			if (!post) throw new Error(`${posts.length} scheduled posts with the text, expected 1`);
			if (post.scheduleDate !== SCHEDULE_UTC || post.status !== 'pending')
				throw new Error(
					`the post is ${JSON.stringify({ scheduleDate: post.scheduleDate, status: post.status })}, expected ${SCHEDULE_UTC} pending`,
				);
			return `${SCHEDULE_GIVEN} → ${post.scheduleDate} (${post.status})`;
		});

		await independent('Reply to comment answers a reader', async () => {
			const post = await sandbox('POST', '/post', {
				post: `Agent leg ${run}: a post readers comment on`,
				platforms: ['twitter'],
			});
			const comment = await sandbox('POST', '/admin/comments/incoming', {
				postId: post.id,
				platform: 'twitter',
				comment: 'Where can I see it?',
				userName: 'reader',
			});
			commentId = comment.commentId;
			await chat(direct, '[reply]', `Thank the reader for comment ${commentId}.`);
			const listed = await sandbox('GET', `/comments/${post.id}`);
			const all = JSON.stringify(listed);
			if (!all.includes(`Thanks! (${run})`))
				throw new Error(`the post's comments are ${all.slice(0, 300)}`);
			return `reply to ${commentId} is on post ${post.id}`;
		});

		await independent(
			'the example as shipped holds the post, the sandbox page shows it, approving sends it',
			async () => {
				const answer = await chat(shipped, '[approval]', 'Tweet that we are held for approval.');
				const posts = await postsWith(texts.approval);
				if (posts.length !== 1) throw new Error(`${posts.length} posts with the text, expected 1`);
				const { id } = posts[0];
				const held = await sandbox('GET', `/post/${id}`);
				if (held.status !== 'awaiting approval')
					throw new Error(`the post's status is ${held.status}, expected awaiting approval`);
				const got = requestsOf('[approval]')[3]?.turn.toolResults[2]?.content ?? '';
				if (!got.includes('awaiting approval'))
					throw new Error(`Get post answered the model ${got.slice(0, 200)}`);
				const site = settings.sandboxUrl.replace(/\/api$/, '');
				const page = await (await fetch(`${site}/schedule`)).text();
				const entry = new RegExp(
					`data-post-id="${id}"[\\s\\S]*?awaiting approval[\\s\\S]*?/page/posts/approve`,
				);
				if (!entry.test(page))
					throw new Error(
						`the Schedule page does not show ${id} awaiting approval with an Approve button`,
					);
				// What the page's Approve button posts (a form); a non-browser gets the API's answer.
				const approved = await fetch(`${site}/page/posts/approve`, {
					method: 'POST',
					headers: {
						'content-type': 'application/x-www-form-urlencoded',
						accept: 'application/json',
					},
					body: new URLSearchParams({ id, returnTo: '/schedule' }),
				});
				if (!approved.ok)
					throw new Error(
						`Approve answered HTTP ${approved.status}: ${(await approved.text()).slice(0, 200)}`,
					);
				const sent = await waitUntil(async () => {
					const p = await sandbox('GET', `/post/${id}`);
					return p.status === 'success' ? p : undefined;
				}, 15_000);
				if (!sent) throw new Error(`post ${id} did not go out within 15 s of approval`);
				return `post ${id}: awaiting approval on the page → approved → ${sent.status}; agent: "${answer.slice(0, 60)}"`;
			},
		);
	} finally {
		await model.close();
	}
}

leg.run(main);
